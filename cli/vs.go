package cli

import (
	"flag"
	"fmt"

	"swath/cli/command"
	"swath/pathing"
)

// vsFlag is plan's and export's --vs (command.VsFlag).
type vsFlag struct{ command.VsFlag }

// addVsFlag defines --vs on fs.
func addVsFlag(fs *flag.FlagSet) *vsFlag {
	v := &vsFlag{}
	fs.Var(&v.VsFlag, "vs", command.VsUsage)
	return v
}

// runs are the queries compared: base, then base under each --vs. The
// error names the --vs at fault: a footprint bigger than g.
func (v *vsFlag) runs(base pathing.Query, g *pathing.Grid, mapFile string) ([]pathing.Query, error) {
	runs, err := v.Runs(base)
	if err != nil {
		return nil, err
	}
	for i, q := range runs[1:] {
		if a := q.Agent.Norm(); a.L > g.Width() || a.W > g.Height() {
			return nil, fmt.Errorf("--vs %s: agent %v is bigger than the %dx%d map %s", v.Specs[i], a, g.Width(), g.Height(), mapFile)
		}
	}
	return runs, nil
}

// baseName names the base run of a --vs comparison: the level's own
// settings, unless a flag changed them.
func (qf *queryFlags) baseName() string {
	for _, f := range []bool{qf.agent.Given, qf.search.Given, qf.sampling.Given, qf.farthest.Given, qf.algo.Given} {
		if f {
			return "given settings"
		}
	}
	return "level's own"
}
