package scene

import (
	"slices"

	"swath/agent"
	"swath/crowdmode"
	"swath/footlayers"
	"swath/levels"
	"swath/pathing"
	"swath/splitview"
)

// Scene is the state of one open level. Create it with New.
type Scene struct {
	title, description string
	grid               *pathing.Grid
	// terrain is the Moving AI map's letters the level was read with
	// (levels.Level.Terrain), given back to the level it saves
	terrain     *levels.Terrain
	layers      Layers
	tool        Tool
	brush       int
	view        View
	viewFitted  bool
	viewAuto    bool // fitted and not zoomed or panned since
	help        bool
	sideScroll  int             // the side column's text, scrolled (side.go)
	panelHeight int             // the options panel's wanted height, 0 the default (side.go)
	uiScale     float64         // 0 is 1 (uiscale.go)
	keySteps    []int           // the level's key steps (keysteps.go)
	keyOpts     pathing.Options // the options the key steps belong to (keysteps.go)
	hover       pathing.Point
	hoverIn     bool

	gesture gesture
	hist    history
	notice  Notice
	doc     document

	ver     Versions
	gridLog gridLog
	foot    footlayers.Layers

	// agents are the level's NPCs, agents[sel] the selected one; they
	// share shared (agents.go)
	agents []*agent.Agent
	sel    int
	nextID uint64
	shared agent.Shared
	// bg leaves the jobs to the caller's loop (jobs.go): the app's choice
	bg bool
	// split is the split view: its panes, each an agent of its own (split.go)
	split splitview.State
	// cr is the crowd mode (crowd.go, package crowdmode)
	cr crowdmode.Mode
	// room refuses a map the process has no memory for (room.go)
	room roomCheck
}

// New opens a scene on lv. A nil grid becomes a free 32×20 map. The
// selected NPC is planned in the call; the others and the optimum follow
// (Refresh, or the app's job loop): a level of many NPCs opens as fast as
// one of one.
func New(lv Level) *Scene {
	if lv.Grid == nil {
		lv.Grid = pathing.NewGrid(32, 20)
	}
	s := &Scene{
		title:       lv.Title,
		description: lv.Description,
		grid:        lv.Grid,
		terrain:     lv.Terrain,
		layers:      AllLayers,
		brush:       1,
	}
	s.keySteps, s.keyOpts = levelKeySteps(&lv)
	s.loadAgents(&lv)
	s.split.LevelVs = slices.Clone(lv.Vs)
	s.markAll()
	s.change(func() { s.drain(selectedPlan) })
	s.gridLog.open = false
	return s
}

// SnapshotGrid makes the copy of the grid that the background jobs share
// now rather than when the first job starts: the app calls it before its
// window opens, so that no frame copies a big map for the optimum's job
// (the first plan of a level is made in New, without one).
func (s *Scene) SnapshotGrid() { s.shared.Copies.Keep(s.agentMap()) }

// Title is the level's title (or file name).
func (s *Scene) Title() string { return s.title }

// Description is the level's one-line description.
func (s *Scene) Description() string { return s.description }

// Grid is the map. Callers must not change it: send intents.
func (s *Scene) Grid() *pathing.Grid { return s.grid }

// Layers says which overlays are shown.
func (s *Scene) Layers() Layers { return s.layers }

// Tool is the current map tool.
func (s *Scene) Tool() Tool { return s.tool }

// Brush is the brush side in cells, 1..MaxBrush.
func (s *Scene) Brush() int { return s.brush }

// View is the current view transform.
func (s *Scene) View() View { return s.view }

// Help reports whether the help overlay is shown.
func (s *Scene) Help() bool { return s.help }

// Hover returns the cell under the pointer and whether the pointer is over the map viewport.
func (s *Scene) Hover() (pathing.Point, bool) { return s.hover, s.hoverIn }

// CanUndo reports whether there is a step to undo.
func (s *Scene) CanUndo() bool { return len(s.hist.undo) > 0 || s.gesture.active() }

// CanRedo reports whether there is a step to redo.
func (s *Scene) CanRedo() bool { return len(s.hist.redo) > 0 }

// flip toggles the cell at index i.
func (s *Scene) flip(i int32) {
	w := int32(s.grid.Width())
	x, y := int(i%w), int(i/w)
	s.grid.Set(x, y, !s.grid.Blocked(x, y))
	s.markCell(i)
}

// setCell makes (x, y) blocked or free; a change is recorded in flipped.
func (s *Scene) setCell(x, y int, blocked bool, flipped *[]int32) {
	if s.grid.Set(x, y, blocked) {
		i := int32(y*s.grid.Width() + x)
		*flipped = append(*flipped, i)
		s.markCell(i)
	}
}

// changeQuery applies f to the selected NPC's query as one undo step; the
// options it sets are the level's, every NPC's.
func (s *Scene) changeQuery(f func(*pathing.Query)) {
	s.finishGesture()
	before, opts := s.rosterNow(), s.options()
	q := s.query()
	f(&q)
	q.Agent = clampAgent(q.Agent)
	if q == s.query() {
		return
	}
	s.setQuery(s.sel, q)
	s.push(edit{before: opts, after: q.Options}, before)
}

func clampAgent(f pathing.Footprint) pathing.Footprint {
	f.L = min(max(f.L, 1), levels.MaxAgentSide)
	f.W = min(max(f.W, 1), levels.MaxAgentSide)
	return f
}

// undo reverts the last step.
func (s *Scene) undo() {
	s.finishGesture()
	if e, ok := s.hist.popUndo(); ok {
		s.restore(&e.cells, e.gridBefore, e.before, e.npcsBefore)
	}
}

// redo applies the last undone step again.
func (s *Scene) redo() {
	s.finishGesture()
	if e, ok := s.hist.popRedo(); ok {
		s.restore(&e.cells, e.gridAfter, e.after, e.npcsAfter)
	}
}

// restore puts one side of an edit back: the flipped cells flip again (a
// flip is its own inverse), a whole map is swapped in when the edit
// resized it, the level's options become opts and the NPCs those of r.
func (s *Scene) restore(flipped *cellSet, grid *pathing.Grid, opts pathing.Options, r *roster) {
	flipped.each(s.flip)
	if grid != nil {
		s.swapGrid(grid)
	}
	s.setOptions(opts)
	s.applyRoster(r)
}

// clearAll frees every cell as one undo step.
func (s *Scene) clearAll() {
	s.finishGesture()
	var flipped []int32
	w, h := s.grid.Width(), s.grid.Height()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s.setCell(x, y, false, &flipped)
		}
	}
	if len(flipped) > 0 {
		o := s.options()
		s.push(edit{flipped: flipped, before: o, after: o}, s.rosterNow())
	}
}
