package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ebitengine/debugui"

	"swath/pathing"
	"swath/scene"
	"swath/variant"
)

// splitPresets are the settings a pane of the split view takes from the
// panel, in the order its button cycles through them: each a variant as
// --vs takes it.
var splitPresets = []string{
	"farthest=linear", "farthest=binary", "sampling=paper", "sampling=exact",
	"search=point", "search=aware", "algo=jps", "algo=astar",
	"agent=1x1", "agent=2x2", "agent=3x3", "optimal=on",
}

// splitPanel is the options panel's split view section: a button that
// opens or closes it (V), one per pane after the first that gives the
// pane the next preset, and buttons that add and remove a pane. Like the
// rest of the panel it records what was asked; apply sends the intent.
type splitPanel struct {
	want []string // the panes' variants asked for this tick, nil: none
	ask  bool
}

// build lays out the section.
func (p *splitPanel) build(ctx *debugui.Context, sc *scene.Scene) {
	p.ask, p.want = false, nil
	specs := sc.SplitSpecs()
	base := sc.Selected().Query()
	ctx.Header("Split view (V): side by side", false, func() {
		ctx.SetGridLayout([]int{-1, -1, -1}, nil)
		label := "open"
		if sc.SplitShown() {
			label = "close"
		}
		ctx.IDScope("split", func() {
			ctx.Button(label).On(func() {
				p.ask = true
				if !sc.SplitShown() {
					p.want = []string{"farthest=" + sc.Selected().Query().Strategy.Next().String()}
				}
			})
		})
		ctx.Button("+ pane").On(func() {
			if len(specs) < variant.Max {
				p.ask, p.want = true, append(slices.Clone(specs), nextPreset(base, specs, ""))
			}
		})
		ctx.Button("- pane").On(func() {
			if len(specs) > 0 {
				p.ask, p.want = true, slices.Clone(specs[:len(specs)-1])
			}
		})
		ctx.SetGridLayout([]int{-1}, nil)
		for i, sp := range specs {
			ctx.IDScope(fmt.Sprint("pane", i), func() {
				ctx.Button(fmt.Sprintf("pane %d: %s", i+2, sp)).On(func() {
					p.ask, p.want = true, slices.Clone(specs)
					p.want[i] = nextPreset(base, specs, sp)
				})
			})
		}
	})
}

// nextPreset is the preset after cur that changes something of base (a
// pane "farthest=binary" beside a binary level shows the first pane
// again) and that no other pane shows; cur when there is none.
func nextPreset(base pathing.Query, specs []string, cur string) string {
	k := slices.Index(splitPresets, cur)
	for j := 1; j <= len(splitPresets); j++ {
		c := splitPresets[(k+j+len(splitPresets))%len(splitPresets)]
		if q, err := variant.Parse(base, c); err != nil || variant.Name(base, q) == variant.SameName {
			continue
		}
		if !slices.Contains(specs, c) {
			return c
		}
	}
	if cur == "" {
		return splitPresets[0]
	}
	return cur
}

// apply sends the section's change to the scene.
func (p *splitPanel) apply(sc *scene.Scene, log *inputLog) {
	if !p.ask {
		return
	}
	log.note("panel split %s", strings.Join(p.want, "; "))
	sc.Apply(scene.SetSplit{Specs: p.want})
	p.ask = false
}

// splitKey is the section's part of the panel's key.
func splitKey(sc *scene.Scene) string {
	return fmt.Sprint(sc.SplitShown(), sc.SplitSpecs())
}
