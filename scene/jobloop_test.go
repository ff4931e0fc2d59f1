package scene

import (
	"math/rand/v2"
	"testing"

	"swath/jobs"
	"swath/pathing"
)

// TestJobsOnTheLoop edits a level of several NPCs while a jobs.Loop runs
// the scene's jobs on goroutines, as the app does (stale ones stopped,
// quick ones in the call), the step view opened and closed, NPCs selected,
// added and removed; once the loop has given every job back and run what
// is left, every NPC's plan is the one planning from scratch gives. Run
// it with -race to check that no job reads what the scene changes.
func TestJobsOnTheLoop(t *testing.T) {
	const seed = 25
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	s := npcScene(t)
	s.RunJobsInBackground()
	s.Apply(SetLayers{Layers: Layers{Waypoints: true, Optimal: true}})
	var l jobs.Loop
	for round := range 300 {
		switch r := rng.IntN(10); {
		case r < 5:
			paintAt(s, pathing.Pt(rng.IntN(48), rng.IntN(40)), rng.IntN(3) > 0)
		case r == 5:
			s.Apply(ActUndo)
		case r == 6:
			s.Apply(ActTimeline)
		case r == 7:
			s.Apply(SelectNPC{Index: rng.IntN(len(s.agents))})
		case r == 8 && len(s.agents) < 6:
			s.Apply(AddNPC{})
		default:
			if len(s.agents) > 2 {
				s.Apply(RemoveNPC{Index: rng.IntN(len(s.agents))})
			}
		}
		l.Update(s.Queue())
		if round%50 == 0 {
			l.Wait()
		}
	}
	for l.Wait(); l.Update(s.Queue()) > 0 || l.Running() > 0; l.Wait() {
	}
	if d := samePlans(s); d != "" {
		t.Fatal(d)
	}
	if idle, _ := s.shared.Pool.Planners(); idle > len(s.agents) {
		t.Errorf("%d planners kept for %d NPCs", idle, len(s.agents))
	}
}
