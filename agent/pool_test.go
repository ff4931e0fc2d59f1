package agent

import (
	"testing"

	"swath/pathing"
)

// The pool keeps each agent's planner for it while the budget allows (its
// next search resumes), shares planners once it does not, never holds
// more than the budget (but one planner, whatever its size), and keeps
// the focus's planner from the others while any other is in use.
func TestPoolSharesPlannersWithinItsBudget(t *testing.T) {
	const cells = 1000
	one := int64(cells) * PlannerBytesPerCell
	p := Pool{Budget: 3 * one}
	got := map[uint64]*pathing.Planner{}
	for id := uint64(1); id <= 3; id++ {
		got[id] = p.get(id, cells, id == 1)
		p.put(id, got[id], cells)
	}
	for id := uint64(1); id <= 3; id++ {
		if pl := p.get(id, cells, id == 1); pl != got[id] {
			t.Fatalf("agent %d did not get its own planner back within the budget", id)
		} else {
			p.put(id, pl, cells)
		}
	}
	// seven more agents: no more planners than the budget's three
	seen := map[*pathing.Planner]bool{}
	for id := uint64(4); id <= 10; id++ {
		pl := p.get(id, cells, false)
		if pl == nil {
			t.Fatalf("agent %d got no planner with every planner idle", id)
		}
		seen[pl] = true
		p.put(id, pl, cells)
	}
	if idle, bytes := p.Planners(); idle > 3 || bytes > p.Budget || len(seen) > 2 {
		t.Fatalf("10 agents: %d planners kept (%d bytes, budget %d), %d used by the last 7 (want 2: the focus's is kept)", idle, bytes, p.Budget, len(seen))
	}
	if p.Of(1) != got[1] {
		t.Fatal("the focus's planner was taken over while others were free")
	}
	// while one planner is in use and the budget is full, another agent
	// waits rather than take the focus's or grow the pool
	a, b := p.get(20, cells, false), p.get(21, cells, false)
	if a == nil || b == nil || a == got[1] || b == got[1] {
		t.Fatal("two agents did not get the two planners that are not the focus's")
	}
	if c := p.get(22, cells, false); c != nil {
		t.Fatal("a third agent got a planner past the budget, or the focus's while others are in use")
	}
	if f := p.get(1, cells, true); f != got[1] {
		t.Fatal("the focus did not get its own planner")
	}
	p.put(20, a, cells)
	p.put(21, b, cells)
	p.put(1, got[1], cells)
	// a huge map: one planner over the budget, shared in turn
	huge := Pool{Budget: one}
	h := huge.get(1, 10*cells, true)
	if h == nil || huge.get(2, 10*cells, false) != nil {
		t.Fatal("on a map whose planner is over the budget: not exactly one planner")
	}
	huge.put(1, h, 10*cells)
	if huge.get(2, 10*cells, false) != h {
		t.Fatal("with no planner in use, another agent did not take the only one")
	}
	if idle, _ := huge.Planners(); idle != 0 {
		t.Fatalf("%d idle planners while the only one is in use", idle)
	}
}

// An owner has one idle planner at most: two jobs of one owner (an NPC
// brought back by undo while its last job ran) give back two, and the
// pool keeps the newer.
func TestPoolKeepsOnePlannerAnOwner(t *testing.T) {
	const cells = 1000
	var p Pool
	a, b := p.get(1, cells, false), p.get(1, cells, false)
	if a == nil || b == nil || a == b {
		t.Fatal("two jobs of one owner did not get two planners")
	}
	p.put(1, a, cells)
	p.put(1, b, cells)
	if idle, bytes := p.Planners(); idle != 1 || bytes != cells*PlannerBytesPerCell || p.Of(1) != b {
		t.Fatalf("%d idle planners (%d bytes) for one owner, want the newer alone", idle, bytes)
	}
}
