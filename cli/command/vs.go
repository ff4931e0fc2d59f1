package command

import (
	"fmt"
	"strings"

	"swath/pathing"
	"swath/variant"
)

// VsFlag is --vs KEY=VALUE[,KEY=VALUE…], given up to variant.Max times: the
// settings to compare with the base run's (plan, export, bench). Each is
// checked as it is given (an unknown key or value, a fourth --vs: exit 2
// before any map is read); Runs applies them to the base query once it is
// known.
type VsFlag struct {
	Specs []string
}

// VsUsage is the help of --vs.
var VsUsage = fmt.Sprintf("compare with the base run under other settings, `KEY=VALUE[,KEY=VALUE…]` with keys %s (up to %d times, e.g. --vs farthest=linear --vs sampling=paper,agent=3x3)",
	strings.Join(variant.Keys(), ", "), variant.Max)

func (v *VsFlag) String() string {
	if v == nil {
		return ""
	}
	return strings.Join(v.Specs, " ")
}

func (v *VsFlag) Set(s string) error {
	if len(v.Specs) == variant.Max {
		return fmt.Errorf("at most %d --vs (%d runs side by side)", variant.Max, variant.Max+1)
	}
	if _, err := variant.Parse(pathing.Query{}, s); err != nil {
		return err
	}
	v.Specs = append(v.Specs, s)
	return nil
}

// Given reports whether --vs was given.
func (v *VsFlag) Given() bool { return len(v.Specs) > 0 }

// Runs are the queries compared: base, then base under each --vs.
func (v *VsFlag) Runs(base pathing.Query) ([]pathing.Query, error) {
	runs, err := variant.ParseAll(base, v.Specs)
	if err != nil {
		return nil, fmt.Errorf("--vs: %v", err)
	}
	return runs, nil
}

// RunNames name the runs for a table or a caption: the base's name, then
// each variant by what it changes (variant.Name).
func RunNames(baseName string, runs []pathing.Query) []string {
	names := []string{baseName}
	for _, q := range runs[1:] {
		names = append(names, variant.Name(runs[0], q))
	}
	return names
}
