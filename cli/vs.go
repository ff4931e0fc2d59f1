package cli

import (
	"flag"
	"fmt"
	"strings"

	"swath/pathing"
	"swath/variant"
)

// vsFlag is --vs KEY=VALUE[,KEY=VALUE…], given up to variant.Max times: the
// settings to compare with the base run's. Each is checked as it is given
// (an unknown key or value, a fourth --vs: exit 2 before any map is read);
// runs applies them to the base query once it is known.
type vsFlag struct {
	specs []string
}

// vsUsage is the help of --vs, shared by plan, export and bench.
var vsUsage = fmt.Sprintf("compare with the base run under other settings, `KEY=VALUE[,KEY=VALUE…]` with keys %s (up to %d times, e.g. --vs farthest=linear --vs sampling=paper,agent=3x3)",
	strings.Join(variant.Keys(), ", "), variant.Max)

// addVsFlag defines --vs on fs.
func addVsFlag(fs *flag.FlagSet) *vsFlag {
	v := &vsFlag{}
	fs.Var(v, "vs", vsUsage)
	return v
}

func (v *vsFlag) String() string {
	if v == nil {
		return ""
	}
	return strings.Join(v.specs, " ")
}

func (v *vsFlag) Set(s string) error {
	if len(v.specs) == variant.Max {
		return fmt.Errorf("at most %d --vs (%d runs side by side)", variant.Max, variant.Max+1)
	}
	if _, err := variant.Parse(pathing.Query{}, s); err != nil {
		return err
	}
	v.specs = append(v.specs, s)
	return nil
}

// given reports whether --vs was given.
func (v *vsFlag) given() bool { return len(v.specs) > 0 }

// runs are the queries compared: base, then base under each --vs. The
// error names the --vs at fault: a footprint bigger than g.
func (v *vsFlag) runs(base pathing.Query, g *pathing.Grid, mapFile string) ([]pathing.Query, error) {
	runs, err := variant.ParseAll(base, v.specs)
	if err != nil {
		return nil, fmt.Errorf("--vs: %v", err)
	}
	for i, q := range runs[1:] {
		if a := q.Agent.Norm(); a.L > g.Width() || a.W > g.Height() {
			return nil, fmt.Errorf("--vs %s: agent %v is bigger than the %dx%d map %s", v.specs[i], a, g.Width(), g.Height(), mapFile)
		}
	}
	return runs, nil
}

// runNames name the runs for a table or a caption: the base's name, then
// each variant by what it changes (variant.Name).
func runNames(baseName string, runs []pathing.Query) []string {
	names := []string{baseName}
	for _, q := range runs[1:] {
		names = append(names, variant.Name(runs[0], q))
	}
	return names
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

// exportVs checks export's --vs like plan's and then refuses it: drawing
// the runs side by side is still to come (plan --vs compares them now).
func exportVs(vs *vsFlag, base pathing.Query, g *pathing.Grid, mapFile string) error {
	if !vs.given() {
		return nil
	}
	if _, err := vs.runs(base, g, mapFile); err != nil {
		return err
	}
	return fmt.Errorf("--vs: drawing the runs side by side is not yet done; plan --vs compares them")
}
