package scene

import (
	"fmt"
	"strings"
	"time"
)

// Figure is one labelled number of the plan.
type Figure struct{ Label, Value string }

// Figures are the plan's numbers as the algorithm's contract defines them
// (its section "Figures the product reports"): nodes, turns, lengths,
// visibility tests, cells scanned and times. Turns do not count the
// initial heading.
func (s *Scene) Figures() []Figure {
	if v := s.Step(); v != nil {
		return StepFigures(s.timeline.tl, v)
	}
	p := &s.plan
	m := p.Metrics
	f := []Figure{
		{"nodes raw → waypoints", fmt.Sprintf("%d → %d", m.RawNodes, m.Waypoints)},
		{"turns raw → smoothed", fmt.Sprintf("%d → %d", m.RawTurns, m.SmoothedTurns)},
		{"length raw", fmt.Sprintf("%.2f", m.RawLength)},
		{"length smoothed", fmt.Sprintf("%.2f", m.SmoothedLength)},
		{"visibility tests", fmt.Sprint(m.VisibilityTests)},
		{"cells scanned", fmt.Sprint(m.CellsScanned)},
		{"planning time", durationFigure(s.planTime)},
		{"  " + AlgorithmName(p.Query.Algorithm) + " search", fmt.Sprintf("%d µs", p.SearchTime.Microseconds())},
		{"  smoothing", fmt.Sprintf("%d µs", p.SmoothTime.Microseconds())},
	}
	f = append(f, s.searchFigures(p)...)
	f = append(f, s.footFigures()...)
	if o := s.optimalFigures(); o != nil { // after the lengths, where they are compared
		f = append(f[:4], append(o, f[4:]...)...)
	}
	if q := s.scenFigures(); q != nil { // after the lengths, where they are compared
		f = append(f[:4], append(q, f[4:]...)...)
	}
	return append(s.npcFigures(), append(failureFigures(p), f...)...)
}

// scenFigures set the .scen query's optimal length beside Swath's raw cost.
func (s *Scene) scenFigures() []Figure {
	q := s.Scen()
	if q == nil {
		return nil
	}
	raw := "-"
	if s.plan.Found {
		raw = fmt.Sprintf("%.2f", s.plan.RawCost)
	}
	return []Figure{{fmt.Sprintf("query %d optimal", q.Index+1), fmt.Sprintf("%.2f", q.Optimal)}, {"Swath raw cost", raw}}
}

// NoPath is the sentence that says why there is no route, or "" when there is one.
func (s *Scene) NoPath() string {
	if s.plan.Found || s.plan.Err == nil {
		return ""
	}
	return "No route: " + s.plan.Err.Error() + "."
}

// FitWarnings say where the footprint does not fit at the markers, one
// sentence each; empty when it fits at both.
func (s *Scene) FitWarnings() []string {
	var out []string
	for _, m := range []struct {
		name string
		ok   bool
		err  error
	}{
		{"start", s.StartFits(), s.grid.FitError(s.set.Agent, s.set.Start)},
		{"goal", s.GoalFits(), s.grid.FitError(s.set.Agent, s.set.Goal)},
	} {
		if !m.ok && m.err != nil {
			out = append(out, fmt.Sprintf("The footprint does not fit at the %s: %v.", m.name, m.err))
		}
	}
	return out
}

// StartFits reports whether the footprint fits at the start.
func (s *Scene) StartFits() bool { return s.grid.Fits(s.set.Agent, s.set.Start) }

// GoalFits reports whether the footprint fits at the goal.
func (s *Scene) GoalFits() bool { return s.grid.Fits(s.set.Agent, s.set.Goal) }

// Status is the line about the cursor and the tools, e.g.
// "cell (12,7) free · brush 3 · agent 2x2 · aware, exact, binary".
func (s *Scene) Status() string {
	var b strings.Builder
	if s.hoverIn && s.grid.In(s.hover) {
		what := "free"
		if s.grid.Blocked(s.hover.X, s.hover.Y) {
			what = "obstacle"
		}
		fmt.Fprintf(&b, "cell %v %s%s", s.hover, what, s.footStatus())
	} else {
		b.WriteString("cell -")
	}
	o := s.set.Options
	fmt.Fprintf(&b, " · %s %d · agent %v · %s, %s, %s%s · map %dx%d · %.3g px/cell",
		s.tool, s.brush, s.set.Agent, o.Search, o.Sampling, o.Strategy, AlgorithmNote(o.Algorithm),
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

// durationFigure is d in microseconds, or "…" when it is not known (< 0).
func durationFigure(d time.Duration) string {
	if d < 0 {
		return "…"
	}
	return fmt.Sprintf("%d µs", d.Microseconds())
}
