package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"swath/cli/command"
	"swath/crowd"
	"swath/levels"
	"swath/pathing"
)

// crowdFlags are crowd's flags.
type crowdFlags struct {
	mapFile, layer, scen, sizes string
	agents, maxTicks, window    int
	method                      command.EnumFlag
	asJSON                      bool
}

// maxCrowdTicks bounds --max-ticks: a plan keeps every NPC's cell per tick.
const maxCrowdTicks = 100000

// crowdJSON is crowd's output: every NPC's path tick by tick and the
// crowd's figures.
type crowdJSON struct {
	Map    string           `json:"map"`
	Size   command.XY       `json:"size"`
	Agents []crowdAgentJSON `json:"agents"`
	// Ticks is the makespan: after it no NPC moves.
	Ticks      int     `json:"ticks"`
	Arrived    int     `json:"arrived"`
	SumOfCosts float64 `json:"sum_of_costs"`
	PlanMS     float64 `json:"plan_ms"`
	// Conflicts is how many pairs of bodies overlap during a tick, as
	// the plan is replayed (crowd.Verify): 0.
	Conflicts int    `json:"conflicts"`
	Method    string `json:"method"`
	// Handover is the tick from which LaCAM took over from WHCA* (auto),
	// null when it did not.
	Handover *int `json:"handover"`
}

type crowdAgentJSON struct {
	Name  string     `json:"name"`
	Agent string     `json:"agent"`
	Start command.XY `json:"start"`
	Goal  command.XY `json:"goal"`
	// Path is the pivot per tick from tick 0; after it ends the NPC stays.
	Path    []command.XY `json:"path"`
	Arrived bool         `json:"arrived"`
	// Why says why it did not arrive ("" when it did).
	Why   string  `json:"why"`
	Waits int     `json:"waits"`
	Cost  float64 `json:"cost"`
}

func runCrowd(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("crowd")
	var cf crowdFlags
	cf.method = command.EnumFlag{Value: "auto", Words: []string{"auto", "lacam", "whca", "pibt"}}
	fs.StringVar(&cf.mapFile, "map", "", "map `FILE` (.swath level: its NPCs are the crowd; .map, .png or Tiled with --scen), or a built-in level's name (required)")
	fs.StringVar(&cf.layer, "layer", "", layerUsage)
	fs.StringVar(&cf.scen, "scen", "", "Moving AI scenario `FILE`: its first --agents queries are the crowd")
	fs.IntVar(&cf.agents, "agents", 0, "with --scen, how many queries (`N`, default all)")
	fs.StringVar(&cf.sizes, "sizes", "", "with --scen, footprints `LxW,LxW,...` given to the queries in turn (default 1x1)")
	fs.IntVar(&cf.maxTicks, "max-ticks", crowd.DefaultMaxTicks, fmt.Sprintf("the longest plan, `T` ticks (1..%d)", maxCrowdTicks))
	fs.Var(&cf.method, "method", "planner: auto (WHCA* then LaCAM where it is stuck), lacam, whca or pibt")
	fs.IntVar(&cf.window, "window", crowd.DefaultWindow, "WHCA*'s window in `TICKS` (1..255)")
	fs.BoolVar(&cf.asJSON, "json", false, "print JSON")
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	p, err := cf.problem(fs)
	if err != nil {
		return command.Bad(stderr, "crowd", "%v", err)
	}
	if err := roomFor("crowd", cf.mapFile, p.Grid.Width(), p.Grid.Height(), crowdBytes(len(p.NPCs))); err != nil {
		return command.Bad(stderr, "crowd", "%v", err)
	}
	pl := crowd.Planner{Method: crowdMethods[cf.method.Value], Window: cf.window}
	plan, err := pl.Plan(p)
	if err != nil {
		return command.Bad(stderr, "crowd", "%s: %v", cf.mapFile, err)
	}
	conflicts, err := crowd.Verify(p, plan)
	if err != nil || len(conflicts) > 0 {
		fmt.Fprintf(stderr, "swath crowd: %s: the plan does not replay (%v, %d conflicts): a bug\n", cf.mapFile, err, len(conflicts))
		return ExitFailed
	}
	code := ExitOK
	if !plan.Done() {
		code = ExitNoPath
	}
	if cf.asJSON {
		if err := command.WriteJSON(stdout, crowdOutput(cf.mapFile, p, plan)); err != nil {
			return command.Bad(stderr, "crowd", "writing output: %v", err)
		}
		return code
	}
	printCrowd(stdout, cf.mapFile, p, plan)
	return code
}

var crowdMethods = map[string]crowd.Method{"auto": crowd.Auto, "lacam": crowd.LaCAM, "whca": crowd.WHCA, "pibt": crowd.PIBT}

// problem loads the map and builds the crowd: the level's NPCs, or the
// scenario's queries. Errors name the file, line or flag at fault.
func (cf *crowdFlags) problem(fs *flag.FlagSet) (crowd.Problem, error) {
	var p crowd.Problem
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case cf.mapFile == "":
		return p, errors.New("missing --map FILE")
	case cf.scen == "" && (given["agents"] || given["sizes"]):
		return p, errors.New("--agents and --sizes need --scen S.scen")
	case cf.maxTicks < 1 || cf.maxTicks > maxCrowdTicks:
		return p, fmt.Errorf("--max-ticks %d: want 1..%d", cf.maxTicks, maxCrowdTicks)
	case cf.window < 1 || cf.window > 255:
		return p, fmt.Errorf("--window %d: want 1..255", cf.window)
	case given["agents"] && (cf.agents < 1 || cf.agents > levels.MaxNPCs):
		return p, fmt.Errorf("--agents %d: want 1..%d", cf.agents, levels.MaxNPCs)
	}
	sizes, err := parseSizes(cf.sizes)
	if err != nil {
		return p, err
	}
	lv, err := loadLevelWith(cf.mapFile, levels.LoadOptions{Layer: cf.layer})
	if err != nil {
		return p, err
	}
	p.Grid, p.MaxTicks = lv.Grid, cf.maxTicks
	g := p.Grid
	if cf.scen == "" {
		if !lv.HasEnds {
			return p, fmt.Errorf("%s has no NPCs: give --scen S.scen (and --agents N)", cf.mapFile)
		}
		for _, n := range lv.NPCList() {
			p.NPCs = append(p.NPCs, crowd.NPC{Name: n.Name, Agent: n.Agent, Start: n.Start, Goal: n.Goal})
		}
		return p, nil
	}
	scens, err := levels.LoadScen(cf.scen)
	if err != nil {
		return p, err
	}
	n := len(scens)
	if given["agents"] {
		if cf.agents > len(scens) {
			return p, fmt.Errorf("--agents %d: %s has %d queries", cf.agents, cf.scen, len(scens))
		}
		n = cf.agents
	}
	if n == 0 {
		return p, fmt.Errorf("%s has no queries", cf.scen)
	}
	if n > levels.MaxNPCs {
		return p, fmt.Errorf("%s has %d queries: give --agents N, at most %d", cf.scen, n, levels.MaxNPCs)
	}
	for i, s := range scens[:n] {
		if s.W != g.Width() || s.H != g.Height() {
			return p, fmt.Errorf("%s:%d: the query is for a %dx%d map, %s is %dx%d", cf.scen, s.Line, s.W, s.H, cf.mapFile, g.Width(), g.Height())
		}
		p.NPCs = append(p.NPCs, crowd.NPC{Name: levels.DefaultNPCName(i), Agent: sizes[i%len(sizes)], Start: s.Start, Goal: s.Goal})
	}
	return p, nil
}

// parseSizes reads --sizes: footprints LxW separated by commas.
func parseSizes(s string) ([]pathing.Footprint, error) {
	if s == "" {
		return []pathing.Footprint{{L: 1, W: 1}}, nil
	}
	var out []pathing.Footprint
	for k, part := range strings.Split(s, ",") {
		f, err := levels.ParseAgent(part)
		if err != nil {
			return nil, fmt.Errorf("--sizes, size %d: %v", k+1, err)
		}
		out = append(out, f)
	}
	return out, nil
}

// crowdOutput is the plan as JSON.
func crowdOutput(mapFile string, p crowd.Problem, plan *crowd.Plan) crowdJSON {
	st := plan.Stats
	out := crowdJSON{
		Map: mapFile, Size: command.XY{p.Grid.Width(), p.Grid.Height()},
		Ticks: plan.Makespan, Arrived: plan.Arrived, SumOfCosts: plan.SumOfCosts,
		PlanMS: float64(st.Time.Microseconds()) / 1e3, Method: st.Method.String(),
	}
	if st.Method == crowd.Auto && st.Configs > 0 {
		h := st.Handover
		out.Handover = &h
	}
	for i, n := range p.NPCs {
		r := plan.Routes[i]
		out.Agents = append(out.Agents, crowdAgentJSON{
			Name: n.Name, Agent: n.Agent.Norm().String(),
			Start: command.XY{n.Start.X, n.Start.Y}, Goal: command.XY{n.Goal.X, n.Goal.Y},
			Path: command.ToXY(r.Path), Arrived: r.Arrived, Why: r.Why, Waits: r.Waits, Cost: r.Cost,
		})
	}
	return out
}

// printCrowd writes the plan for a person: a summary, then per NPC its
// arrival tick and waits, or why it did not arrive.
func printCrowd(w io.Writer, mapFile string, p crowd.Problem, plan *crowd.Plan) {
	st := plan.Stats
	how := st.Method.String()
	switch {
	case st.Method == crowd.Auto && st.Configs > 0:
		how = fmt.Sprintf("WHCA*, then LaCAM from tick %d", st.Handover)
	case st.Method == crowd.Auto:
		how = "WHCA*"
	}
	fmt.Fprintf(w, "%s: %dx%d map, %d NPCs, %s\n", mapFile, p.Grid.Width(), p.Grid.Height(), len(p.NPCs), how)
	fmt.Fprintf(w, "%d of %d arrived; makespan %d ticks, sum of costs %.2f; planned in %.1f ms; 0 conflicts\n",
		plan.Arrived, len(p.NPCs), plan.Makespan, plan.SumOfCosts, float64(st.Time.Microseconds())/1e3)
	for i, n := range p.NPCs {
		r := plan.Routes[i]
		fmt.Fprintf(w, "NPC %d %q %v %v -> %v: ", i+1, n.Name, n.Agent.Norm(), n.Start, n.Goal)
		if !r.Arrived {
			fmt.Fprintf(w, "did not arrive (%s), stops at %v after tick %d, %d waits\n", r.Why, r.At(r.Arrival()), r.Arrival(), r.Waits)
			continue
		}
		fmt.Fprintf(w, "arrived at tick %d, %d waits\n", r.Arrival(), r.Waits)
	}
}
