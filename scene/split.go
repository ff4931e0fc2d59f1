package scene

import (
	"fmt"
	"slices"

	"swath/agent"
	"swath/splitview"
	"swath/variant"
)

// The split view shows the selected NPC's query two to four times side by
// side, each pane under its own settings (package splitview: its state,
// the lockstep, the differences). Every edit of the map, every move of S
// or G, zoom and pan act once and every pane follows (syncSplit after
// every change); each pane is planned by the same jobs as the selected
// NPC (splitjobs.go).

// MaxSplitCells bounds the maps the split view opens on (splitview.MaxCells).
const MaxSplitCells = splitview.MaxCells

// SetSplit shows the split view with one pane per variant after the
// level's own (each "KEY=VALUE[,KEY=VALUE…]", at most variant.Max), or
// hides it when there are none. A variant that cannot be read is refused
// with a notice naming it; the panes stay as they were.
type SetSplit struct{ Specs []string }

// OpenLevelsInSplit makes every level that names variants (its vs lines)
// open in the split view, the one open now included: the app's choice.
// Tests and exports leave it off and show the split view when asked.
func (s *Scene) OpenLevelsInSplit() {
	s.split.OpenInSplit = true
	if len(s.split.LevelVs) > 0 && !s.split.On {
		s.Apply(SetSplit{Specs: s.split.LevelVs})
	}
}

// splitLevel notes the variants of lv, just opened, and shows them when
// the app opens levels in the split view; otherwise the split view closes.
func (s *Scene) splitLevel(vs []string) {
	s.split.LevelVs = slices.Clone(vs)
	if s.split.OpenInSplit && len(vs) > 0 {
		s.setSplit(vs)
		return
	}
	s.setSplit(nil)
}

func (in SetSplit) apply(s *Scene) { s.setSplit(in.Specs) }

// setSplit is SetSplit.
func (s *Scene) setSplit(specs []string) {
	sp := &s.split
	if len(specs) > 0 {
		if _, err := variant.ParseAll(s.query(), specs); err != nil {
			s.warn("Split view: " + err.Error() + ".")
			return
		}
		if n := s.grid.Width() * s.grid.Height(); n > MaxSplitCells {
			s.warn(fmt.Sprintf("The split view opens on maps of at most %d cells (2048x2048): each pane keeps its own overlay of the map; this one is %dx%d.",
				MaxSplitCells, s.grid.Width(), s.grid.Height()))
			return
		}
	}
	if slices.Equal(specs, sp.Specs) && sp.On == (len(specs) > 0) {
		return
	}
	var panes []*agent.Agent
	for range specs {
		s.nextID++
		panes = append(panes, agent.New(s.nextID, "", s.sa().Colour(), s.query(), &s.shared))
	}
	sp.Reset(specs, panes, s.agentMap())
	s.prunePool()
	s.syncSplit()
	s.ver.Plan++
	s.ver.UI++
}

// toggleSplit is V: the split view on with the variants it last had, the
// level's, or the other farthest strategy; off when on.
func (s *Scene) toggleSplit() {
	sp := &s.split
	switch {
	case sp.On:
		s.setSplit(nil)
	case len(sp.LevelVs) > 0:
		s.setSplit(sp.LevelVs)
	default:
		s.setSplit([]string{"farthest=" + s.options().Strategy.Next().String()})
	}
}

// SplitShown reports whether the split view is shown.
func (s *Scene) SplitShown() bool { return s.split.On }

// SplitSpecs are the variants of the panes after the first (nil outside
// the split view).
func (s *Scene) SplitSpecs() []string { return slices.Clone(s.split.Specs) }

// splitLevelView is the level as the split view reads it.
func (s *Scene) splitLevelView() splitview.Level {
	return splitview.Level{Sel: s.sa(), Map: s.agentMap(), WantOptimal: s.wantOptimal(),
		LayerOptimal: s.layers.Optimal, PlanVer: s.ver.Plan, Async: s.bg}
}

// paneWant says whether pane agent a shows its optimum: the layer, or its
// settings ask for it.
func (s *Scene) paneWant(a *agent.Agent) bool { return s.splitLevelView().PaneWant(a) }

// Split is the split view as readers see it, nil when it is not shown.
func (s *Scene) Split() *Split { return s.split.View(s.splitLevelView()) }

// syncSplit brings the split view in step with the scene after a change
// (splitview.State.Sync).
func (s *Scene) syncSplit() {
	steps, notice := s.split.Sync(s.splitLevelView())
	s.ver.Step += uint64(steps)
	if notice != "" {
		s.notify(notice)
	}
}

// splitTimelineAction carries out a timeline key in the split view: the
// lockstep's cursor moves, and every pane with it.
func (s *Scene) splitTimelineAction(a Action) {
	if s.split.Speed(a) {
		return
	}
	s.openTimeline()
	s.syncSplit()
	s.split.Step(a)
}

// splitKeyStep is K in the split view: the next of SplitKeyPositions after
// the cursor, round to the first.
func (s *Scene) splitKeyStep() {
	s.openTimeline()
	s.syncSplit()
	if notice := s.split.KeyStep(s.sa()); notice != "" {
		s.notify(notice)
	}
}
