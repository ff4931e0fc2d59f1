package variant

import (
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// A level's vs line is checked by levels (which variant imports, so it
// cannot call Parse): both take the same keys and the same values.
func TestLevelsCheckVariantAgrees(t *testing.T) {
	if !slices.Equal(levels.VariantKeys(), Keys()) {
		t.Fatalf("levels' keys %v, variant's %v", levels.VariantKeys(), Keys())
	}
	for _, spec := range []string{
		"farthest=linear", "sampling=paper", "search=point", "algo=jps", "algo=astar", "agent=3x3", "agent=16x1",
		"optimal=on", "optimal=off", "optimal=true", "sampling=exact,farthest=linear,agent=2x2",
		"", "farthest", "=linear", "speed=1", "farthest=fast", "agent=17x1", "agent=0x1", "agent=3", "optimal=yes",
		"algo=jps,algo=astar", "algorithm=jps", "farthest=linear,", " farthest = linear ", "search=aware ,sampling=paper",
	} {
		_, perr := Parse(pathing.Query{}, spec)
		lerr := levels.CheckVariant(spec)
		if (perr == nil) != (lerr == nil) {
			t.Errorf("%q: variant.Parse says %v, levels.CheckVariant %v", spec, perr, lerr)
		}
	}
}
