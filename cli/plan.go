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
}

func runPlan(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("plan")
	var agent agentFlag
	var from, to pointFlag
	search := enumFlag{val: "aware", opts: []string{"aware", "point"}}
	sampling := enumFlag{val: "exact", opts: []string{"exact", "paper"}}
	farthest := enumFlag{val: "binary", opts: []string{"binary", "linear"}}
	mapFile := fs.String("map", "", "map `FILE` (.map, .swath or .png; required)")
	fs.Var(&agent, "agent", "footprint `LxW` (default 1x1, or the level's)")
	fs.Var(&from, "from", "start pivot `X,Y` (default: the level's start)")
	fs.Var(&to, "to", "goal pivot `X,Y` (default: the level's goal)")
	fs.Var(&search, "search", "search mode: aware or point")
	fs.Var(&sampling, "sampling", "scan-set sampling: exact or paper")
	fs.Var(&farthest, "farthest", "farthest-node strategy: binary or linear")
	asJSON := fs.Bool("json", false, "print JSON")
	if done, code := parseFlags(fs, args, stdout, stderr); done {
		return code
	}
	if *mapFile == "" {
		return bad(stderr, "plan", "missing --map FILE")
	}
	lv, err := loadLevel(*mapFile)
	if err != nil {
		return bad(stderr, "plan", "%v", err)
	}
	q := pathing.Query{Start: lv.Start, Goal: lv.Goal, Agent: lv.Agent, Search: lv.Search, Sampling: lv.Sampling, Strategy: lv.Strategy}
	if agent.set {
		q.Agent = agent.f
	}
	if search.set {
		q.Search, _ = pathing.ParseSearchMode(search.val)
	}
	if sampling.set {
		q.Sampling, _ = pathing.ParseSampling(sampling.val)
	}
	if farthest.set {
		q.Strategy, _ = pathing.ParseStrategy(farthest.val)
	}
	if from.set {
		q.Start = from.p
	}
	if to.set {
		q.Goal = to.p
	}
	if !lv.HasEnds && (!from.set || !to.set) {
		return bad(stderr, "plan", "%s has no start and goal: give --from X,Y and --to X,Y", *mapFile)
	}
	g := lv.Grid
	for _, c := range []struct {
		name string
		p    pathing.Point
	}{{"--from", q.Start}, {"--to", q.Goal}} {
		if !g.In(c.p) {
			return bad(stderr, "plan", "%s %d,%d is off the %dx%d map %s", c.name, c.p.X, c.p.Y, g.Width(), g.Height(), *mapFile)
		}
	}
	if q.Agent.L > g.Width() || q.Agent.W > g.Height() {
		return bad(stderr, "plan", "agent %v is bigger than the %dx%d map %s", q.Agent, g.Width(), g.Height(), *mapFile)
	}
	var planner pathing.Planner
	p := planner.Plan(g, q, nil)
	out := planJSON{
		Found: p.Found, Raw: toXY(p.Raw), RawCost: p.RawCost,
		Waypoints: toXY(p.Waypoints), Metrics: p.Metrics, Error: p.Err,
	}
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
		*mapFile, g.Width(), g.Height(), q.Agent, q.Search, q.Sampling, q.Strategy)
	fmt.Fprintf(stdout, "from %v to %v\n", q.Start, q.Goal)
	if len(p.Raw) > 0 {
		fmt.Fprintf(stdout, "raw A* path: %d nodes, cost %.4f, %d expanded\n", len(p.Raw), p.RawCost, p.Expanded)
	}
	if !p.Found {
		fmt.Fprintf(stdout, "no route: %s\n", p.Err)
		return code
	}
	m := p.Metrics
	fmt.Fprintf(stdout, "waypoints: %v\n", p.Waypoints)
	fmt.Fprintf(stdout, "nodes %d -> %d, turns %d -> %d (initial heading not counted), length %.4f -> %.4f\n",
		m.RawNodes, m.Waypoints, m.RawTurns, m.SmoothedTurns, m.RawLength, m.SmoothedLength)
	fmt.Fprintf(stdout, "visibility tests %d, cells scanned %d\n", m.VisibilityTests, m.CellsScanned)
	return code
}
