package timeline

import (
	"fmt"
	"math"

	"swath/pathing"
)

// optimalSteps is the optimal search's part of a timeline (PhaseOptimal):
// one step per expanded vertex of the visibility-graph A*, each with the
// successors it saw, so a teacher can show why the optimum bends where it
// does. It is empty unless the query asked for the optimum (Options.Optimal).
type optimalSteps struct {
	vertex     []pathing.Point // per expansion
	visible    []pathing.Point
	visibleEnd []int32 // visible[visibleEnd[k-1]:visibleEnd[k]] for expansion k
	at         int     // timeline index of the first expansion
	g          []float32
}

// buildOptimal copies the optimal search's trace; a trace is recorded
// only when the query asks for the optimum.
func (tl *Timeline) buildOptimal(ot *pathing.OptimalTrace) {
	o := &tl.opt
	if !tl.query.Optimal || len(ot.Expanded) == 0 {
		return
	}
	o.vertex = append([]pathing.Point(nil), ot.Expanded...)
	o.visible = append([]pathing.Point(nil), ot.Reached.Items...)
	o.visibleEnd = append([]int32(nil), ot.Reached.End...)
	// replay g: a vertex's g is the least g+|uv| over the expanded u that saw it
	o.g = make([]float32, len(o.vertex))
	best := map[pathing.Point]float64{tl.query.Start: 0}
	for k, u := range o.vertex {
		if pathing.Yields && k%256 == 255 {
			pathing.YieldPhase() // the browser's turn (the web page's one thread)
		}
		gu := best[u]
		o.g[k] = float32(gu)
		for _, v := range tl.optVisible(k) {
			d := v.Sub(u)
			if gv, ok := best[v]; !ok || gu+math.Hypot(float64(d.X), float64(d.Y)) < gv {
				best[v] = gu + math.Hypot(float64(d.X), float64(d.Y))
			}
		}
	}
}

// optVisible are the successors expansion k of the optimal search saw.
func (tl *Timeline) optVisible(k int) []pathing.Point {
	o := &tl.opt
	lo := 0
	if k > 0 {
		lo = int(o.visibleEnd[k-1])
	}
	return o.visible[lo:o.visibleEnd[k]]
}

// OptimalExpansions is the number of steps of the optimal search's phase.
func (tl *Timeline) OptimalExpansions() int { return len(tl.opt.vertex) }

// optimalView fills v for expansion k of the optimal search.
func (tl *Timeline) optimalView(v *StepView, k int) {
	o := &tl.opt
	v.Kind = StepOptimal
	v.OptStep = k
	v.OptVertex = o.vertex[k]
	v.OptVisible = tl.optVisible(k)
	v.OptExpanded = o.vertex[:k+1]
	v.G = float64(o.g[k])
	d := v.OptVertex.Sub(tl.query.Goal)
	v.H = math.Hypot(float64(d.X), float64(d.Y))
	v.Text = fmt.Sprintf("Shortest route: A* on the corners expands %v%s: g=%.2f, h=%.2f, sees %d corners it can go straight to (%d of %d)",
		v.OptVertex, tl.expandNote(v.OptVertex), v.G, v.H, len(v.OptVisible), k+1, len(o.vertex))
	if r := tl.plan.Optimal; k == len(o.vertex)-1 && r != nil {
		v.OptRoute = r
		v.Text = fmt.Sprintf("Shortest route: the goal is expanded, length %.2f over %d waypoints (%d vertices expanded)",
			r.Length, len(r.Waypoints), len(o.vertex))
		if g := tl.plan.Metrics.OptimalGap; g != nil {
			v.Text += fmt.Sprintf("; the smoothed route is %+.2f %% longer", 100**g)
		}
	}
}
