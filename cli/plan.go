package cli

import (
	"fmt"
	"io"

	"swath/cli/command"
	"swath/pathing"
)

type planJSON struct {
	Found    bool   `json:"found"`
	Algo     string `json:"algo"`
	Expanded int    `json:"expanded"`
	Reused   int    `json:"reused"`
	// JumpCellsScanned: the cells JPS's jumps passed over (0 for A*).
	JumpCellsScanned int          `json:"jump_cells_scanned"`
	Raw              []command.XY `json:"raw"`
	RawCost          float64      `json:"raw_cost"`
	Waypoints        []command.XY `json:"waypoints"`
	Metrics          metricsJSON  `json:"metrics"`
	Error            string       `json:"error"`
	// the query echoed, timings, the failure's kind
	Query     planQueryJSON   `json:"query"`
	Timings   planTimingsJSON `json:"timings"`
	ErrorKind *string         `json:"error_kind"`
	StuckAt   *int            `json:"stuck_at"`
}

// planOptimalJSON is plan's output with --optimal: the shortest route
// there is, null when there is none.
type planOptimalJSON struct {
	planJSON
	Optimal *optimalJSON `json:"optimal"`
}

type optimalJSON struct {
	Length    float64      `json:"length"`
	Waypoints []command.XY `json:"waypoints"`
	Expanded  int          `json:"expanded"`
	US        int64        `json:"us"`
}

func runPlan(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("plan")
	qf := addQueryFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	optimal := fs.Bool("optimal", false, "also find the shortest route there is for the footprint (exact any-angle)")
	all := fs.Bool("all", false, "plan every NPC of the level, each with its own footprint and ends")
	vs := addVsFlag(fs)
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	if *all && vs.Given() {
		return command.Bad(stderr, "plan", "--vs compares one query: drop --all")
	}
	if *all && (qf.agent.Given || qf.from.Given || qf.to.Given) {
		return command.Bad(stderr, "plan", "--all plans each NPC with its own footprint and ends: drop --agent, --from and --to")
	}
	qf.all = *all
	lv, q, err := qf.resolve()
	if err != nil {
		return command.Bad(stderr, "plan", "%v", err)
	}
	if err := roomFor("plan", qf.mapFile, lv.Grid.Width(), lv.Grid.Height(), planBytes(*optimal, len(vs.Specs))); err != nil {
		return command.Bad(stderr, "plan", "%v", err)
	}
	qf.say(stderr, "plan")
	if *all {
		return planAll(lv, qf.mapFile, q.Options, *optimal, *asJSON, stdout, stderr)
	}
	q.Optimal = *optimal
	if vs.Given() {
		return planVs(lv, qf.mapFile, q, vs, qf.baseName(), *asJSON, stdout, stderr)
	}
	g := lv.Grid
	var planner pathing.Planner
	p := planner.Plan(g, q, nil)
	code := ExitOK
	if !p.Found {
		code = ExitNoPath
	}
	if *asJSON {
		if err := command.WriteJSON(stdout, planOutput(qf.mapFile, g, q, &p)); err != nil {
			return command.Bad(stderr, "plan", "writing output: %v", err)
		}
		return code
	}
	fmt.Fprintf(stdout, "%s: %dx%d map, %v agent, %s, %s search, %s sampling, %s farthest\n",
		qf.mapFile, g.Width(), g.Height(), q.Agent, q.Algorithm, q.Search, q.Sampling, q.Strategy)
	fmt.Fprintf(stdout, "from %v to %v\n", q.Start, q.Goal)
	if q.Algorithm == pathing.JPS {
		fmt.Fprintf(stdout, "JPS: %d jump points expanded, %d cells scanned by the jumps\n", p.Expanded, p.Scanned)
	}
	if len(p.Raw) > 0 {
		fmt.Fprintf(stdout, "raw %s path: %d nodes, cost %.4f, %d expanded\n", rawName(q.Algorithm), len(p.Raw), p.RawCost, p.Expanded)
	}
	if !p.Found {
		fmt.Fprintf(stdout, "no route: %v\n", p.Err)
		printOptimal(stdout, p, *optimal)
		return code
	}
	m := p.Metrics
	fmt.Fprintf(stdout, "waypoints: %v\n", p.Waypoints)
	fmt.Fprintf(stdout, "nodes %d -> %d, turns %d -> %d (initial heading not counted), length %.4f -> %.4f\n",
		m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns, m.RawLength, m.SmoothedLength)
	fmt.Fprintf(stdout, "visibility tests %d, cells scanned %d\n", m.VisibilityTests, m.CellsScanned)
	printOptimal(stdout, p, *optimal)
	return code
}

// planOutput is plan --json's output for q's plan p: planJSON, or with
// q.Optimal planOptimalJSON.
func planOutput(mapFile string, g *pathing.Grid, q pathing.Query, p *pathing.Plan) any {
	out := planJSON{
		Found: p.Found, Algo: q.Algorithm.String(), Expanded: p.Expanded, JumpCellsScanned: p.Scanned,
		Raw: command.ToXY(p.Raw), RawCost: p.RawCost,
		Waypoints: command.ToXY(p.Waypoints), Metrics: toMetricsJSON(p.Metrics), Error: errText(p.Err),
	}
	planExtras(&out, mapFile, g, q, p)
	if !q.Optimal {
		return out
	}
	o := planOptimalJSON{planJSON: out}
	if p.Optimal != nil {
		o.Optimal = &optimalJSON{Length: p.Optimal.Length, Waypoints: command.ToXY(p.Optimal.Waypoints),
			Expanded: p.Optimal.Expanded, US: p.Optimal.Time.Microseconds()}
	}
	return o
}

// errText is err's sentence, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// rawName names the search that found the raw path, as the text reports it.
func rawName(a pathing.Algorithm) string {
	if a == pathing.JPS {
		return "JPS"
	}
	return "A*"
}

// printOptimal writes the shortest route there is for the footprint and
// how much longer the smoothed and raw routes are, for a person. The
// optimum is the footprint's in either search mode; a point search's raw
// path is a point's, which may be shorter (it passes where the footprint
// cannot), and the text says so.
func printOptimal(w io.Writer, p pathing.Plan, asked bool) {
	if !asked {
		return
	}
	o := p.Optimal
	if o == nil {
		fmt.Fprintf(w, "shortest possible: no route for a %v agent\n", p.Query.Agent)
		return
	}
	fmt.Fprintf(w, "shortest possible: length %.4f, %d waypoints %v (%d vertices expanded, %d µs)\n",
		o.Length, len(o.Waypoints), o.Waypoints, o.Expanded, o.Time.Microseconds())
	raw := "raw " + rawName(p.Query.Algorithm)
	if p.Query.Search == pathing.PointMode {
		raw += " (a point's path)"
	}
	rawGap := 100 * pathing.OptimalGap(p.Metrics.RawLength, o.Length)
	if g := p.Metrics.OptimalGap; g != nil {
		fmt.Fprintf(w, "smoothed route: %+.2f %% over the shortest possible; %s: %+.2f %%\n", 100**g, raw, rawGap)
	} else if len(p.Raw) > 0 {
		fmt.Fprintf(w, "%s: %+.2f %% over the shortest possible\n", raw, rawGap)
	}
}
