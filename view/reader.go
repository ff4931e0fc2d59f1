package view

import (
	"swath/agent"
	"swath/pathing"
)

// Reader is the read-only face of a scene (scene.Scene): everything a renderer or an
// exporter may look at, and nothing that changes the scene. render takes a
// Reader, not a *Scene, so that drawing cannot apply intents or re-plan;
// an exporter that shows the scene otherwise (another step of the
// timeline, no pointer) wraps one and overrides what differs. The NPCs
// are seen through agent.View: the selected one's footprint, ends, plan,
// optimum, lesson and timeline, the others' routes; the crowd mode
// through CrowdView.
type Reader interface {
	Title() string
	Description() string
	Grid() *pathing.Grid
	Layers() Layers
	Tool() Tool
	Brush() int
	View() View
	ViewFor(w, h int) View
	Help() bool
	SideScroll() int
	PanelHeight() int
	Hover() (pathing.Point, bool)
	Box() (r pathing.Rect, fill, ok bool)
	Dialog() *Dialog
	Notice() Notice
	Figures() []Figure
	Status() string
	KeySteps() []int
	Versions() Versions
	GridChanges(v uint64) (pathing.Rect, bool)
	FootLayers() FootLayers
	Agents() []agent.View
	Selected() agent.View
	// Split is the split view, nil when it is not shown (split.go).
	Split() *Split
	Crowd() CrowdView
}
