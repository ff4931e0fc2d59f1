package scene

import (
	"swath/pathing"
	"swath/timeline"
)

// Reader is the read-only face of a Scene: everything a renderer or an
// exporter may look at, and nothing that changes the scene. render takes a
// Reader, not a *Scene, so that drawing cannot apply intents or re-plan;
// an exporter that shows the scene otherwise (another step of the
// timeline, no pointer) wraps one and overrides what differs.
type Reader interface {
	Title() string
	Description() string
	Grid() *pathing.Grid
	Agent() pathing.Footprint
	Start() pathing.Point
	Goal() pathing.Point
	Options() pathing.Options
	Layers() Layers
	Tool() Tool
	Brush() int
	View() View
	ViewFor(w, h int) View
	Help() bool
	SideScroll() int
	Hover() (pathing.Point, bool)
	Box() (r pathing.Rect, fill, ok bool)
	Dialog() *Dialog
	Notice() Notice
	Plan() *pathing.Plan
	Lesson() *Lesson
	Optimal() (r *pathing.OptimalRoute, current bool)
	StartFits() bool
	GoalFits() bool
	FitWarnings() []string
	NoPath() string
	Figures() []Figure
	Status() string
	TimelineShown() bool
	KeySteps() []int
	Timeline() *timeline.Timeline
	Player() *timeline.Player
	Step() *timeline.StepView
	TimelineStale() bool
	Versions() Versions
	GridChanges(v uint64) (pathing.Rect, bool)
	FootLayers() *FootLayers
	NPCs() []NPCView
}

var _ Reader = (*Scene)(nil)
