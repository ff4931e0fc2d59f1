package crowd

import (
	"fmt"

	"swath/pathing"
)

// This file is the tests' own checker of a plan, written plainly and apart
// from the planner: it shares no code with the planner's collision tables,
// its placement grids or its search, only the types.

// checkPlan replays plan for the NPCs on g and returns what is wrong with
// it, or nil: every path starts at its NPC's start; every step moves one
// cell at most, its placements fit (a loop over the footprint's cells)
// and a diagonal step's two orthogonal placements fit too; an NPC whose
// start does not fit never moves; an arrived route ends at its goal and a
// route ending at its goal arrived, unless it says why not; and no two
// bodies overlap with positive area at any moment (overlaps).
func checkPlan(g *pathing.Grid, npcs []NPC, plan *Plan) error {
	if len(plan.Routes) != len(npcs) {
		return fmt.Errorf("%d routes for %d NPCs", len(plan.Routes), len(npcs))
	}
	ticks := 0
	for i, n := range npcs {
		r := plan.Routes[i]
		f := n.Agent.Norm()
		if len(r.Path) == 0 || r.Path[0] != n.Start {
			return fmt.Errorf("NPC %d: path %v does not start at %v", i, r.Path, n.Start)
		}
		if !g.Fits(f, n.Start) && len(r.Path) != 1 {
			return fmt.Errorf("NPC %d: its start %v does not fit a %v, yet it moves", i, n.Start, f)
		}
		for t := 1; t < len(r.Path); t++ {
			a, b := r.Path[t-1], r.Path[t]
			if a.Chebyshev(b) > 1 {
				return fmt.Errorf("NPC %d: tick %d jumps from %v to %v", i, t, a, b)
			}
			if !g.Fits(f, b) {
				return fmt.Errorf("NPC %d: tick %d: a %v does not fit at %v", i, t, f, b)
			}
			if a.X != b.X && a.Y != b.Y && (!g.Fits(f, pathing.Pt(b.X, a.Y)) || !g.Fits(f, pathing.Pt(a.X, b.Y))) {
				return fmt.Errorf("NPC %d: tick %d: the diagonal step %v→%v cuts a corner", i, t, a, b)
			}
		}
		end := r.Path[len(r.Path)-1]
		if r.Arrived != (end == n.Goal && r.Why == "") {
			return fmt.Errorf("NPC %d: arrived %v, but it ends at %v (goal %v), why %q", i, r.Arrived, end, n.Goal, r.Why)
		}
		if !r.Arrived && r.Why == "" {
			return fmt.Errorf("NPC %d: did not arrive and says not why", i)
		}
		ticks = max(ticks, len(r.Path)-1)
	}
	if ticks != plan.Makespan {
		return fmt.Errorf("makespan %d, but the longest path has %d ticks", plan.Makespan, ticks)
	}
	for t := 0; t <= max(ticks-1, 0); t++ {
		for i := range npcs {
			for j := i + 1; j < len(npcs); j++ {
				// bodies whose pivots are farther apart than both their
				// sizes and two steps cannot meet in a tick
				a, b := plan.Routes[i].At(t), plan.Routes[j].At(t)
				far := npcs[i].Agent.Norm().L + npcs[j].Agent.Norm().L + npcs[i].Agent.Norm().W + npcs[j].Agent.Norm().W + 2
				if a.X-b.X > far || b.X-a.X > far || a.Y-b.Y > far || b.Y-a.Y > far {
					continue
				}
				if s, ok := overlaps(npcs[i].Agent, plan.Routes[i].At(t), plan.Routes[i].At(t+1),
					npcs[j].Agent, plan.Routes[j].At(t), plan.Routes[j].At(t+1)); ok {
					return fmt.Errorf("tick %d+%s: NPC %d (%v, %v→%v) and NPC %d (%v, %v→%v) overlap", t, s,
						i, npcs[i].Agent.Norm(), plan.Routes[i].At(t), plan.Routes[i].At(t+1),
						j, npcs[j].Agent.Norm(), plan.Routes[j].At(t), plan.Routes[j].At(t+1))
				}
			}
		}
	}
	return nil
}

// overlaps reports whether footprint fa moving from a0 to a1 and fb
// moving from b0 to b1 over one tick overlap with positive area at some
// moment, and when (as a fraction of the tick).
//
// Each body's extent along an axis moves by at most one cell a tick, so
// the gap between an edge of one body and an edge of the other changes
// at a rate of -2, -1, 0, 1 or 2 cells a tick, from a whole number of
// cells at the tick (edges lie on half cells). It can thus only change
// sign at 0, ½ or 1 of the tick: between those moments whether the
// bodies overlap stays the same. So testing the moments 0, ¼, ½, ¾ and 1
// tests every moment. They are tested in quarters of a cell, in whole
// numbers: a body with pivot x, reaching l cells left and r right of it,
// covers [4x-4l-2, 4x+4r+2] quarters at the tick.
func overlaps(fa pathing.Footprint, a0, a1 pathing.Point, fb pathing.Footprint, b0, b1 pathing.Point) (string, bool) {
	fa, fb = fa.Norm(), fb.Norm()
	for k := range 5 {
		ax := 4*a0.X + k*(a1.X-a0.X)
		ay := 4*a0.Y + k*(a1.Y-a0.Y)
		bx := 4*b0.X + k*(b1.X-b0.X)
		by := 4*b0.Y + k*(b1.Y-b0.Y)
		aLoX, aHiX := ax-4*fa.Left()-2, ax+4*fa.Right()+2
		aLoY, aHiY := ay-4*fa.Top()-2, ay+4*fa.Bottom()+2
		bLoX, bHiX := bx-4*fb.Left()-2, bx+4*fb.Right()+2
		bLoY, bHiY := by-4*fb.Top()-2, by+4*fb.Bottom()+2
		if aLoX < bHiX && bLoX < aHiX && aLoY < bHiY && bLoY < aHiY {
			return []string{"0", "¼", "½", "¾", "1"}[k], true
		}
	}
	return "", false
}
