package crowd

import (
	"errors"
	"fmt"

	"swath/pathing"
)

// NPC is one member of a crowd: a footprint that walks from Start to Goal.
type NPC struct {
	Name        string
	Agent       pathing.Footprint
	Start, Goal pathing.Point
}

// label names the i-th NPC in a message: its name, or its number from 1.
func (n NPC) label(i int) string {
	if n.Name != "" {
		return fmt.Sprintf("%q", n.Name)
	}
	return fmt.Sprintf("%d", i+1)
}

// Problem is a crowd to plan: a map, its NPCs, and how long a plan may be.
type Problem struct {
	Grid *pathing.Grid
	NPCs []NPC
	// MaxTicks bounds the plan's length; 0 means DefaultMaxTicks.
	MaxTicks int
}

// DefaultMaxTicks is the longest plan a Problem with MaxTicks 0 allows:
// far more than any route on the map takes.
const DefaultMaxTicks = 10000

// ticks is the problem's bound on a plan's length.
func (p *Problem) ticks() int {
	if p.MaxTicks > 0 {
		return p.MaxTicks
	}
	return DefaultMaxTicks
}

// Errors of Validate, for errors.Is.
var (
	// ErrNoGrid: the problem has no map.
	ErrNoGrid = errors.New("no map")
	// ErrNoNPCs: the problem has no NPCs.
	ErrNoNPCs = errors.New("no NPCs")
	// ErrOffMap: a start or goal pivot lies outside the map.
	ErrOffMap = errors.New("off the map")
	// ErrTooBig: an NPC's footprint is wider or taller than the map.
	ErrTooBig = errors.New("bigger than the map")
	// ErrOverlap: two starts overlap, or two goals (an *OverlapError).
	ErrOverlap = errors.New("overlap")
	// ErrStopped: the planner's Stop asked it to give up.
	ErrStopped = errors.New("stopped")
	// ErrTooLarge: the crowd's tables would take more memory than the
	// planner allows (Planner.MaxBytes).
	ErrTooLarge = errors.New("too large")
)

// OverlapError says which two NPCs' starts (or goals) overlap, and one
// cell both cover.
type OverlapError struct {
	// Ends is "starts" or "goals".
	Ends string
	// A and B are the NPCs' indices, A < B; NameA and NameB their labels.
	A, B         int
	NameA, NameB string
	Cell         pathing.Point
}

func (e *OverlapError) Error() string {
	return fmt.Sprintf("NPCs %s and %s: their %s overlap at %v", e.NameA, e.NameB, e.Ends, e.Cell)
}

func (e *OverlapError) Unwrap() error { return ErrOverlap }

// Validate says why the problem cannot be planned: no map or NPCs, an NPC
// bigger than the map, an end off the map, two starts or two goals that
// overlap (an *OverlapError naming both NPCs and a cell). A start or goal
// where the footprint does not fit is not an error here: the plan says
// that NPC cannot arrive, and why.
func (p *Problem) Validate() error {
	g := p.Grid
	if g == nil {
		return ErrNoGrid
	}
	if len(p.NPCs) == 0 {
		return ErrNoNPCs
	}
	for i, n := range p.NPCs {
		f := n.Agent.Norm()
		if f.L > g.Width() || f.W > g.Height() {
			return fmt.Errorf("NPC %s: %s is %w %dx%d", n.label(i), f.WithArticle(), ErrTooBig, g.Width(), g.Height())
		}
		for _, e := range []struct {
			what string
			p    pathing.Point
		}{{"start", n.Start}, {"goal", n.Goal}} {
			if !g.In(e.p) {
				return fmt.Errorf("NPC %s: %s %v is %w %dx%d", n.label(i), e.what, e.p, ErrOffMap, g.Width(), g.Height())
			}
		}
	}
	if err := p.disjoint("starts", func(n NPC) pathing.Point { return n.Start }); err != nil {
		return err
	}
	return p.disjoint("goals", func(n NPC) pathing.Point { return n.Goal })
}

// disjoint paints each NPC's body at end(n) on a grid of owners, in order,
// and reports the first cell painted twice. Cells off the map are skipped:
// a body reaching outside cannot stand there anyway, which the plan says.
func (p *Problem) disjoint(ends string, end func(NPC) pathing.Point) error {
	g := p.Grid
	w := g.Width()
	owner := make([]int32, w*g.Height())
	for j, n := range p.NPCs {
		r := n.Agent.Norm().Cover(end(n))
		for y := max(r.MinY, 0); y <= min(r.MaxY, g.Height()-1); y++ {
			for x := max(r.MinX, 0); x <= min(r.MaxX, w-1); x++ {
				if i := owner[y*w+x] - 1; i >= 0 {
					return &OverlapError{Ends: ends, A: int(i), B: j, NameA: p.NPCs[i].label(int(i)), NameB: n.label(j), Cell: pathing.Pt(x, y)}
				}
				owner[y*w+x] = int32(j) + 1
			}
		}
	}
	return nil
}
