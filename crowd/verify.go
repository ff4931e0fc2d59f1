package crowd

import (
	"fmt"

	"swath/pathing"
)

// Conflict is two NPCs whose bodies overlap at some moment of the tick
// from Tick to Tick+1 of a plan; A < B.
type Conflict struct{ Tick, A, B int }

// Verify replays plan for the NPCs of p on p's map, as a reader of the
// plan would: every path starts at its NPC's start, every step moves to
// a neighbour or waits, its placements fit the footprint, and a diagonal
// step's two orthogonal placements fit too (an NPC whose start does not
// fit may only wait). The first illegal step is the error. Conflicts are
// every pair of NPCs that Collide during a tick: none, for a plan of this
// package. It costs O(ticks · NPCs · footprint area).
func Verify(p Problem, plan *Plan) ([]Conflict, error) {
	g := p.Grid
	if len(plan.Routes) != len(p.NPCs) {
		return nil, fmt.Errorf("%d routes for %d NPCs", len(plan.Routes), len(p.NPCs))
	}
	for i, n := range p.NPCs {
		r := plan.Routes[i]
		f := n.Agent.Norm()
		if len(r.Path) == 0 || r.Path[0] != n.Start {
			return nil, fmt.Errorf("NPC %s: its path does not start at its start %v", n.label(i), n.Start)
		}
		fits := g.Fits(f, n.Start)
		for t := 1; t < len(r.Path); t++ {
			a, b := r.Path[t-1], r.Path[t]
			switch {
			case a.Chebyshev(b) > 1:
				return nil, fmt.Errorf("NPC %s: tick %d: %v to %v is no step", n.label(i), t, a, b)
			case a == b:
			case !fits:
				return nil, fmt.Errorf("NPC %s: tick %d: it moves from %v, where it does not fit", n.label(i), t, a)
			case !g.Fits(f, b):
				return nil, fmt.Errorf("NPC %s: tick %d: %v", n.label(i), t, g.FitError(f, b))
			case a.X != b.X && a.Y != b.Y && !(g.Fits(f, pathing.Pt(b.X, a.Y)) && g.Fits(f, pathing.Pt(a.X, b.Y))):
				return nil, fmt.Errorf("NPC %s: tick %d: the diagonal step %v to %v cuts a corner", n.label(i), t, a, b)
			}
		}
	}
	var out []Conflict
	w, h := g.Width(), g.Height()
	owner := make([]int32, w*h)
	seen, stamp := make([]int32, len(p.NPCs)), int32(0)
	for t := 0; t < max(plan.Makespan, 1); t++ {
		clear(owner)
		for i, n := range p.NPCs {
			r := n.Agent.Norm().Cover(plan.At(i, t))
			for y := max(r.MinY, 0); y <= min(r.MaxY, h-1); y++ {
				for x := max(r.MinX, 0); x <= min(r.MaxX, w-1); x++ {
					owner[y*w+x] = int32(i) + 1
				}
			}
		}
		for i, n := range p.NPCs {
			fi := n.Agent.Norm()
			mi := Move{plan.At(i, t), plan.At(i, t+1)}
			r := fi.Cover(mi.From)
			stamp++
			for y := max(r.MinY-2, 0); y <= min(r.MaxY+2, h-1); y++ {
				for x := max(r.MinX-2, 0); x <= min(r.MaxX+2, w-1); x++ {
					j := owner[y*w+x] - 1
					if j <= int32(i) || seen[j] == stamp {
						continue
					}
					seen[j] = stamp
					if Collide(fi, mi, p.NPCs[j].Agent, Move{plan.At(int(j), t), plan.At(int(j), t+1)}) {
						out = append(out, Conflict{Tick: t, A: i, B: int(j)})
					}
				}
			}
		}
	}
	return out, nil
}
