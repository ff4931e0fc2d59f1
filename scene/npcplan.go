package scene

import (
	"time"

	"swath/pathing"
)

// Planning the NPCs other than the selected one: each keeps its plan
// until an edit may change it (npcAffected), and is planned again in the
// calling goroutine (refreshNPCs: tests, exports) or by an NPCJob on the
// app's worker.

// npcCurrent reports whether the plan of NPC n (not the selected one) is
// the one a fresh search would give for the level as it is now. An edit of
// the map since its plan that cannot change it moves its key on instead.
func (s *Scene) npcCurrent(n *npc) bool {
	if !s.npcExact(n) {
		return false
	}
	n.key.version, n.sceneVer = s.grid.Version(), s.ver.Grid
	return true
}

// npcExact is npcCurrent without moving the key on (readers call it).
func (s *Scene) npcExact(n *npc) bool {
	k := s.npcKey(n)
	if !n.planned || n.key.set != k.set {
		return false
	}
	if n.key.version == k.version {
		return true
	}
	box, changed := s.GridChanges(n.sceneVer)
	return !changed || !npcAffected(&n.plan, box)
}

// npcAffected reports whether changing the cells in box may change plan p.
//
// A* with the octile heuristic (consistent: moves cost 1 and √2, never
// less than their octile length) expands only nodes n with
// g(n) + h(n) ≤ C, the route's cost, and g(n) ≥ octile(S, n), so
// octile(S, n) + octile(n, G) ≤ C. It reads the placements of their eight
// neighbours q (octile(S, q) + octile(q, G) ≤ C + 2√2), and a placement
// reads the cells its footprint covers. Smoothing tests the footprint swept
// between nodes of the route: points of segments between nodes inside that
// region (it is convex), whose footprint meets the cells covered at the
// integer points round them (docs/algorithm.md §9), again within C + 2√2. A
// changed cell that no pivot within C + 4√2 covers (one more ring of
// slack for the paper's sampling) was read by neither: the search repeats
// itself exactly and the smoothing with it. JPS scans runs to the map's
// edge, and a plan with no route searched all it could reach, so any edit
// may change them.
func npcAffected(p *pathing.Plan, box pathing.Rect) bool {
	q := p.Query
	if q.Algorithm != pathing.AStar || len(p.Raw) == 0 {
		return true
	}
	c0 := q.Agent.Norm().Cover(pathing.Pt(0, 0))
	const ring = 2
	x0, x1 := box.MinX-c0.MaxX-ring, box.MaxX-c0.MinX+ring
	y0, y1 := box.MinY-c0.MaxY-ring, box.MaxY-c0.MinY+ring
	if (x1-x0+1)*(y1-y0+1) > 1<<20 {
		return true
	}
	bound := p.RawCost + 4*1.4142135623730951 + 1e-6
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if octileLen(x-q.Start.X, y-q.Start.Y)+octileLen(x-q.Goal.X, y-q.Goal.Y) <= bound {
				return true
			}
		}
	}
	return false
}

// octileLen is the octile length of the offset (dx, dy).
func octileLen(dx, dy int) float64 {
	dx, dy = abs(dx), abs(dy)
	return float64(max(dx, dy)-min(dx, dy)) + 1.4142135623730951*float64(min(dx, dy))
}

// refreshNPCs plans, in the calling goroutine, every NPC but the selected
// one whose plan an edit may have changed.
func (s *Scene) refreshNPCs() {
	for i, n := range s.npcs {
		if i == s.sel || n.busy || s.npcCurrent(n) {
			continue
		}
		if n.planner == nil {
			n.planner = newPlanner()
		}
		p := n.planner.Plan(s.grid, s.npcQuery(n), nil)
		s.installNPC(n, s.npcKey(n), s.ver.Grid, p)
	}
}

// npcQuery is NPC n's query on the level's options (its optimum is only
// the selected NPC's).
func (s *Scene) npcQuery(n *npc) pathing.Query {
	q := pathing.Query{Start: n.start, Goal: n.goal, Agent: n.agent, Options: s.set.Options}
	q.Optimal = false
	return q
}

// npcKey is what NPC n's plan must have been made for to be current.
func (s *Scene) npcKey(n *npc) planKey {
	return planKey{s.grid.Version(), n.set(s.set.Options)}
}

func (s *Scene) installNPC(n *npc, k planKey, sceneVer uint64, p pathing.Plan) {
	n.plan, n.key, n.sceneVer, n.planned = p, k, sceneVer, true
	n.plans++
	s.ver.NPCs++
}

// NPCJob plans, in the background, the NPCs (not the selected one) whose
// plans an edit may have changed: a private copy of the map, and each
// NPC's query and planner, which the job owns until InstallNPCs.
type NPCJob struct {
	Grid     *pathing.Grid
	Queries  []pathing.Query
	Planners []*pathing.Planner
	Plans    []pathing.Plan
	Took     time.Duration
	ids      []uint64
	keys     []planKey
	sceneVer uint64
}

// Run plans every query of the job; it is safe on another goroutine.
func (j *NPCJob) Run() {
	t0 := time.Now()
	j.Plans = make([]pathing.Plan, len(j.Queries))
	for i, q := range j.Queries {
		j.Plans[i] = j.Planners[i].Plan(j.Grid, q, nil)
	}
	j.Took = time.Since(t0)
}

// PlanNPCsInBackground makes Refresh and RefreshRoute leave the NPCs but
// the selected one to NPCJobs (the app does; tests and exports plan them
// in the call).
func (s *Scene) PlanNPCsInBackground() { s.npcAsync = true }

// PendingNPCs returns the job that would bring the NPCs' plans up to
// date, or ok false when they are, or a job already holds one of them.
// The job owns the planners of its NPCs until InstallNPCs.
func (s *Scene) PendingNPCs() (job NPCJob, ok bool) {
	for i, n := range s.npcs {
		if i == s.sel || n.busy || s.npcCurrent(n) {
			continue
		}
		if job.Grid == nil {
			job.Grid, job.sceneVer = s.gridSnapshot(), s.ver.Grid
		}
		if n.planner == nil {
			n.planner = newPlanner()
		}
		job.Queries = append(job.Queries, s.npcQuery(n))
		job.Planners = append(job.Planners, n.planner)
		job.ids = append(job.ids, n.id)
		job.keys = append(job.keys, s.npcKey(n))
		n.planner, n.busy = nil, true
	}
	return job, job.Grid != nil
}

// InstallNPCs shows the plans job made and gives the planners back. A plan
// of an NPC whose footprint or ends changed meanwhile is dropped (the next
// job plans it); one made on a map edited since is kept and checked like
// any other (npcCurrent).
func (s *Scene) InstallNPCs(job NPCJob) {
	s.change(func() {
		for i, id := range job.ids {
			n := s.npcByID(id)
			if n == nil {
				continue
			}
			n.busy = false
			if n.planner == nil {
				n.planner = job.Planners[i]
			}
			if n == s.npcs[s.sel] {
				continue // selected meanwhile: the scene plans it
			}
			if job.keys[i].set == n.set(s.set.Options) {
				s.installNPC(n, job.keys[i], job.sceneVer, job.Plans[i])
			}
		}
	})
}

// planJobBack takes back the planner of a PlanJob, and reports whether the
// job is the selected NPC's (a job taken before another was selected gives
// its planner back to its NPC and its plan is dropped).
func (s *Scene) planJobBack(job PlanJob) bool {
	n := s.npcByID(job.npc)
	if n != nil {
		n.busy = false
	}
	if job.npc == s.selectedID() {
		return true
	}
	if n != nil && n.planner == nil && job.Planner != nil {
		n.planner = job.Planner
	}
	return false
}
