package view

import (
	"slices"

	"swath/agent"
	"swath/timeline"
	"swath/variant"
)

// Split is the split view (scene/split.go) as readers see it: its panes, the lockstep of
// the step view and where the panes' answers differ.
type Split struct {
	// Panes are the panes, the level's own first.
	Panes []Pane
	// Lockstep aligns the panes' timelines in the step-through view (nil
	// outside it, or before the first timeline is built); Pos is its
	// cursor and Player a copy of the cursor's playback state.
	Lockstep *timeline.Lockstep
	Pos      int
	Player   timeline.Player
	// Differences are where the panes' plans differ; DiffCurrent is false
	// while a pane is being planned again.
	Differences variant.Differences
	DiffCurrent bool
}

// Pane is one pane of the split view.
type Pane struct {
	// Name is the pane's caption: "level's own" for the first, else what
	// its settings change ("farthest: linear", variant.Name).
	Name string
	// Spec is the variant as --vs takes it ("" for the first pane).
	Spec string
	// Agent is the pane's NPC as readers see it; its lesson is where its
	// answer differs from the other panes' (the waypoints it alone keeps,
	// the obstacle cells its paper sampling misses).
	Agent agent.View
	// Foot are the pane's footprint layers (nil: the level's own,
	// Reader.FootLayers) and FootVer their version (Versions.Layers for
	// the pane); OwnCells says that its cell layers are of another
	// footprint than the first pane's, with a cell layer on: its cells
	// are drawn apart, not shared
	Foot     FootLayers
	FootVer  uint64
	OwnCells bool
}

// Where is the lockstep position's place for a caption ("anchor 3, probe
// 2"), "" outside the step view.
func (sp *Split) Where() string {
	if sp == nil || sp.Lockstep == nil || sp.Lockstep.Len() == 0 {
		return ""
	}
	return sp.Lockstep.Where(sp.Pos).String()
}

// SplitKeyPositions are the lockstep positions K jumps to in the split
// view: where the panes' smoothings part (timeline.Lockstep.KeyPositions:
// the first verdict that differs, the first choice), then the result,
// where every pane's whole route shows side by side.
func SplitKeyPositions(ls *timeline.Lockstep) []int {
	if ls == nil {
		return nil
	}
	out := slices.Clone(ls.KeyPositions())
	for _, b := range ls.Boundaries() {
		if ls.Where(b).Phase == timeline.PhaseResult {
			out = append(out, b)
			break
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
