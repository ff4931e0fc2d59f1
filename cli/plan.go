package cli

import (
	"fmt"
	"io"

	"swath/pathing"
)

type planJSON struct {
	Found     bool            `json:"found"`
	Raw       []xy            `json:"raw"`
	RawCost   float64         `json:"raw_cost"`
	Waypoints []xy            `json:"waypoints"`
	Metrics   pathing.Metrics `json:"metrics"`
	Error     string          `json:"error"`
	// issue 12: the query echoed, expansions, timings, the failure's kind
	Query     planQueryJSON   `json:"query"`
	Expanded  int             `json:"expanded"`
	Reused    int             `json:"reused"`
	Timings   planTimingsJSON `json:"timings"`
	ErrorKind *string         `json:"error_kind"`
	StuckAt   *int            `json:"stuck_at"`
}

func runPlan(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("plan")
	qf := addQueryFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	if done, code := parseFlags(fs, args, stdout, stderr); done {
		return code
	}
	lv, q, err := qf.resolve()
	if err != nil {
		return bad(stderr, "plan", "%v", err)
	}
	g := lv.Grid
	var planner pathing.Planner
	p := planner.Plan(g, q, nil)
	out := planJSON{
		Found: p.Found, Raw: toXY(p.Raw), RawCost: p.RawCost,
		Waypoints: toXY(p.Waypoints), Metrics: p.Metrics, Error: errText(p.Err),
	}
	planExtras(&out, qf.mapFile, g, q, &p)
	code := ExitOK
	if !p.Found {
		code = ExitNoPath
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return bad(stderr, "plan", "writing output: %v", err)
		}
		return code
	}
	fmt.Fprintf(stdout, "%s: %dx%d map, %v agent, %s search, %s sampling, %s farthest\n",
		qf.mapFile, g.Width(), g.Height(), q.Agent, q.Search, q.Sampling, q.Strategy)
	fmt.Fprintf(stdout, "from %v to %v\n", q.Start, q.Goal)
	if len(p.Raw) > 0 {
		fmt.Fprintf(stdout, "raw A* path: %d nodes, cost %.4f, %d expanded\n", len(p.Raw), p.RawCost, p.Expanded)
	}
	if !p.Found {
		fmt.Fprintf(stdout, "no route: %v\n", p.Err)
		return code
	}
	m := p.Metrics
	fmt.Fprintf(stdout, "waypoints: %v\n", p.Waypoints)
	fmt.Fprintf(stdout, "nodes %d -> %d, turns %d -> %d (initial heading not counted), length %.4f -> %.4f\n",
		m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns, m.RawLength, m.SmoothedLength)
	fmt.Fprintf(stdout, "visibility tests %d, cells scanned %d\n", m.VisibilityTests, m.CellsScanned)
	return code
}

// errText is err's sentence, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
