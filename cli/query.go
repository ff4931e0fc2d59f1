package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"

	"swath/cli/command"
	"swath/levels"
	"swath/pathing"
)

// queryFlags are the flags that pick a level file and one query on it
// (--map, --layer, --agent, --from, --to, --search, --sampling, --farthest,
// --algo), shared by the commands that plan one route: plan and export.
type queryFlags struct {
	mapFile, layer, level string
	// note, set by resolve, says where the query came from when the map
	// named none (the scenario list beside it); the command prints it
	note string
	// all: plan --all, which checks each NPC's footprint itself
	all                              bool
	agent                            command.AgentFlag
	from, to                         command.PointFlag
	search, sampling, farthest, algo command.EnumFlag
}

// addQueryFlags defines the query flags on fs.
func addQueryFlags(fs *flag.FlagSet) *queryFlags {
	qf := &queryFlags{
		search:   command.OptionFlag("search"),
		sampling: command.OptionFlag("sampling"),
		farthest: command.OptionFlag("farthest"),
		algo:     command.OptionFlag("algorithm"),
	}
	fs.StringVar(&qf.mapFile, "map", "", "map `FILE` (.map, .swath, .png, or Tiled .tmx/.tmj/.json), or a built-in level's name (required, or --level)")
	fs.StringVar(&qf.level, "level", "", levelFlagUsage)
	fs.StringVar(&qf.layer, "layer", "", layerUsage)
	fs.Var(&qf.agent, "agent", "footprint `LxW` (default 1x1, or the level's)")
	fs.Var(&qf.from, "from", "start pivot `X,Y` (default: the level's start)")
	fs.Var(&qf.to, "to", "goal pivot `X,Y` (default: the level's goal)")
	fs.Var(&qf.search, "search", "search mode: aware or point")
	fs.Var(&qf.sampling, "sampling", "scan-set sampling: exact or paper")
	fs.Var(&qf.farthest, "farthest", "farthest-node strategy: binary or linear")
	fs.Var(&qf.algo, "algo", "search algorithm: astar or jps (a level file's own, when it names one)")
	return qf
}

// resolve loads the level and builds the query: the level's own ends, agent
// and options, overridden by the flags given. The error is one sentence
// naming the file or flag at fault.
func (qf *queryFlags) resolve() (*level, pathing.Query, error) {
	var q pathing.Query
	name, err := pickMap(qf.mapFile, qf.level)
	if err != nil {
		return nil, q, err
	}
	qf.mapFile = name
	if qf.mapFile == "" {
		return nil, q, fmt.Errorf("missing --map FILE (or --level NAME)")
	}
	lv, err := loadLevelWith(qf.mapFile, levels.LoadOptions{Layer: qf.layer})
	if err != nil {
		return nil, q, err
	}
	qf.mapFile = mapName(qf.mapFile, lv)
	q = pathing.Query{Start: lv.Start, Goal: lv.Goal, Agent: lv.Agent, Options: lv.Options}
	if qf.agent.Given {
		q.Agent = qf.agent.Value
	}
	for name, f := range map[string]*command.EnumFlag{"search": &qf.search, "sampling": &qf.sampling, "farthest": &qf.farthest, "algorithm": &qf.algo} {
		if f.Given {
			q.Options.Set(name, f.Value) // the flag took only the option's words
		}
	}
	if qf.from.Given {
		q.Start = qf.from.Value
	}
	if qf.to.Given {
		q.Goal = qf.to.Value
	}
	if !lv.HasEnds && (!qf.from.Given || !qf.to.Given) {
		// as the app opens it: the first query of the scenario list beside it
		sq, file, err := levels.FirstQueryBeside(qf.mapFile, lv.Grid)
		switch {
		case errors.Is(err, levels.ErrNoScen):
			return nil, q, fmt.Errorf("%s has no start and goal: give --from X,Y and --to X,Y (or put a Moving AI scenario list beside it as %s)", qf.mapFile, filepath.Base(file))
		case err != nil:
			return nil, q, fmt.Errorf("%s has no start and goal, and %v: give --from X,Y and --to X,Y", qf.mapFile, err)
		}
		lv.Start, lv.Goal = sq.Start, sq.Goal
		if !qf.from.Given {
			q.Start = sq.Start
		}
		if !qf.to.Given {
			q.Goal = sq.Goal
		}
		qf.note = fmt.Sprintf("%s names no start and goal: from %d,%d to %d,%d, the first query of %s (line %d)", qf.mapFile, q.Start.X, q.Start.Y, q.Goal.X, q.Goal.Y, file, sq.Line)
	}
	if qf.all {
		return lv, q, nil // planAll checks every NPC's ends and footprint
	}
	g := lv.Grid
	for _, c := range []struct {
		name string
		p    pathing.Point
	}{{"--from", q.Start}, {"--to", q.Goal}} {
		if !g.In(c.p) {
			return nil, q, fmt.Errorf("%s %d,%d is off the %dx%d map %s", c.name, c.p.X, c.p.Y, g.Width(), g.Height(), qf.mapFile)
		}
	}
	if q.Agent.L > g.Width() || q.Agent.W > g.Height() {
		return nil, q, fmt.Errorf("agent %v is bigger than the %dx%d map %s", q.Agent, g.Width(), g.Height(), qf.mapFile)
	}
	return lv, q, nil
}

// say prints resolve's note, if any, as one line on stderr.
func (qf *queryFlags) say(stderr io.Writer, cmd string) {
	if qf.note != "" {
		fmt.Fprintf(stderr, "swath %s: %s\n", cmd, levels.CleanName(qf.note))
	}
}
