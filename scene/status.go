package scene

import (
	"fmt"
	"strings"

	"swath/agent"
)

// Figure is one labelled number of the plan.
type Figure = agent.Figure

// Figures are the side column's numbers: in the step-through view the
// step's (agent.StepFigures), else the selected NPC's plan's as the
// algorithm's contract defines them (agent.Agent.Figures), with the .scen
// query's optimal length beside the route's, the footprint layers' and,
// with several NPCs, which one they are of; in the crowd mode the crowd's.
func (s *Scene) Figures() []Figure {
	if v := s.Crowd(); v.On {
		return v.Figures() // crowdfigures.go
	}
	sel := s.Selected()
	if sel.Step() != nil {
		return sel.StepFigures()
	}
	f := s.sa().Figures(s.agentMap(), s.wantOptimal(), s.scenFigures())
	return append(s.npcFigures(), append(f, s.foot.Figures()...)...)
}

// scenFigures set the .scen query's optimal length beside Swath's raw cost.
func (s *Scene) scenFigures() []Figure {
	q := s.Scen()
	if q == nil {
		return nil
	}
	raw := "-"
	if p := s.sa().Plan(); p.Found {
		raw = fmt.Sprintf("%.2f", p.RawCost)
	}
	return []Figure{{Label: fmt.Sprintf("query %d optimal", q.Index+1), Value: fmt.Sprintf("%.2f", q.Optimal)}, {Label: "Swath raw cost", Value: raw}}
}

// Status is the line about the cursor and the tools, e.g.
// "cell (12,7) free · brush 3 · agent 2x2 · aware, exact, binary".
func (s *Scene) Status() string {
	var b strings.Builder
	if s.hoverIn && s.grid.In(s.hover) {
		what := "free"
		if s.grid.Blocked(s.hover.X, s.hover.Y) {
			what = "obstacle"
		}
		fmt.Fprintf(&b, "cell %v %s%s", s.hover, what, s.foot.Status(s.grid, s.hover))
	} else {
		b.WriteString("cell -")
	}
	q := s.query()
	o := q.Options
	fmt.Fprintf(&b, " · %s %d · agent %v · %s, %s, %s%s · map %dx%d · %.3g px/cell",
		s.tool, s.brush, q.Agent, o.Search, o.Sampling, o.Strategy, agent.AlgorithmNote(o.Algorithm),
		s.grid.Width(), s.grid.Height(), s.view.Scale)
	if r, fill, ok := s.Box(); ok {
		verb := "clear"
		if fill {
			verb = "fill"
		}
		fmt.Fprintf(&b, " · %s %dx%d", verb, r.Dx(), r.Dy())
	}
	return b.String()
}
