package scene

import (
	"time"

	"swath/levels"
	"swath/pathing"
)

// Scene is the state of one open level. Create it with New.
type Scene struct {
	title, description string
	grid               *pathing.Grid
	// copies are the grid's copies for the background jobs (gridcopies.go)
	copies     gridCopies
	set        settings
	layers     Layers
	tool       Tool
	brush      int
	view       View
	viewFitted bool
	viewAuto   bool // fitted and not zoomed or panned since
	help       bool
	sideScroll int     // the side column's text, scrolled (side.go)
	uiScale    float64 // 0 is 1 (uiscale.go)
	keySteps   []int   // the level's key steps (keysteps.go)
	hover      pathing.Point
	hoverIn    bool

	gesture gesture
	hist    history

	// planner is nil while a PlanJob holds it
	planner  *pathing.Planner
	plan     pathing.Plan
	planKey  planKey
	planned  bool
	planTime time.Duration
	planLog  planLog
	planRun  planRun    // the background plan under way (plan_stop.go)
	compare  comparison // both algorithms' search counts (compare.go)
	// lesson is the plan's lesson for the final picture (lesson.go)
	lesson        *Lesson
	lessonPlanner pathing.Planner
	optimal       optimalState

	timeline timelineView
	notice   Notice
	doc      document

	ver     Versions
	gridLog gridLog
	foot    FootLayers

	// npcs are the level's NPCs, npcs[sel] the selected one (npcs.go)
	npcs     []*npc
	sel      int
	nextNPC  uint64
	npcAsync bool
}

// New opens a scene on lv. A nil grid becomes a free 32×20 map.
func New(lv Level) *Scene {
	if lv.Grid == nil {
		lv.Grid = pathing.NewGrid(32, 20)
	}
	s := &Scene{
		title:       lv.Title,
		description: lv.Description,
		grid:        lv.Grid,
		set:         settings{Agent: lv.Agent.Norm(), Start: lv.Start, Goal: lv.Goal, Options: lv.Options},
		layers:      AllLayers,
		brush:       1,
		keySteps:    levelKeySteps(&lv),
	}
	s.loadNPCs(&lv)
	s.planner = newPlanner()
	s.optimal.searcher = &pathing.OptimalSearcher{}
	s.markAll()
	// the optimum and the other NPCs follow (Refresh, or the app's workers):
	// a level of many NPCs opens as fast as one of one
	async := s.npcAsync
	s.npcAsync = true
	s.RefreshRoute()
	s.npcAsync = async
	s.gridLog.open = false
	return s
}

// Title is the level's title (or file name).
func (s *Scene) Title() string { return s.title }

// Description is the level's one-line description.
func (s *Scene) Description() string { return s.description }

// Grid is the map. Callers must not change it: send intents.
func (s *Scene) Grid() *pathing.Grid { return s.grid }

// Agent is the footprint.
func (s *Scene) Agent() pathing.Footprint { return s.set.Agent }

// Start is the start marker's pivot cell.
func (s *Scene) Start() pathing.Point { return s.set.Start }

// Goal is the goal marker's pivot cell.
func (s *Scene) Goal() pathing.Point { return s.set.Goal }

// Options are the planning options.
func (s *Scene) Options() pathing.Options { return s.set.Options }

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

// changeSettings applies f to the settings as one undo step.
func (s *Scene) changeSettings(f func(*settings)) {
	s.finishGesture()
	before := s.set
	f(&s.set)
	s.set.Agent = clampAgent(s.set.Agent)
	if s.set == before {
		return
	}
	s.push(edit{before: before, after: s.set}, nil)
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
// resized it, and the settings become set. The NPCs become those of r
// (the selected one's footprint and ends with them: set's are those of
// the NPC selected when the step was made).
func (s *Scene) restore(flipped *cellSet, grid *pathing.Grid, set settings, r *roster) {
	flipped.each(s.flip)
	if grid != nil {
		s.swapGrid(grid)
	}
	if r == nil {
		s.set = set
		return
	}
	s.set.Options = set.Options
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
		s.push(edit{flipped: flipped, before: s.set, after: s.set}, nil)
	}
}
