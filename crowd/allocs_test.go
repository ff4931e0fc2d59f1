package crowd

import (
	"testing"

	"swath/pathing"
)

// TestHotLoopsAllocateNothing: once warm, PIBT's tick and WHCA*'s cycle
// (every NPC's space-time search against the reservation) allocate
// nothing, on 100 MAPF agents.
func TestHotLoopsAllocateNothing(t *testing.T) {
	p := mapfProblem(t, 100)
	wd, err := newWorld(&p, map[pathing.Footprint]*pathing.Searcher{}, DefaultMaxBytes, nil)
	if err != nil {
		t.Fatal(err)
	}
	gen := newPIBT(wd)
	order := make([]int32, wd.n)
	for i := range order {
		order[i] = int32(i)
	}
	next := make([]int32, wd.n)
	tick := func() {
		gen.setConfig(wd.start)
		gen.generate(order, nil, 1, next)
	}
	tick()
	if n := testing.AllocsPerRun(20, tick); n != 0 {
		t.Errorf("a PIBT tick allocates %v times", n)
	}
	w := newWHCA(wd, DefaultWindow)
	wd.initPriorities(wd.start, w.prio)
	cycle := func() {
		if failed, _ := w.cycle(wd.start, nil); failed >= 0 {
			t.Fatalf("NPC %d found no window", failed)
		}
	}
	cycle()
	if n := testing.AllocsPerRun(5, cycle); n != 0 {
		t.Errorf("a WHCA* cycle allocates %v times", n)
	}
}
