package view

// Versions count the scene's changes by kind. Each counter only grows, and
// grows when (and only when) that part of the scene changed, inside the
// scene's Apply or one of its other exported methods that change it
// (Refresh, Finish, SetSource). A consumer keeps the Versions
// it last drew or exported and compares: reading them consumes nothing,
// so any number of renderers and exporters can watch one scene, in any
// order.
type Versions struct {
	// Grid counts edits of the map's cells and replacements of the map;
	// GridChanges says which cells changed since a given Grid version.
	Grid uint64
	// Plan counts the plans installed (and the plan being dropped when a
	// new level opens).
	Plan uint64
	// Step counts moves of the step-through view: the cursor moved, the
	// timeline was rebuilt, the view opened or closed.
	Step uint64
	// View counts changes of the view transform (zoom, pan, resize, fit).
	View uint64
	// UI counts every other visible change: markers, agent, options,
	// layers, tool, brush, hover, the box being dragged, help, notice,
	// playback, dialogs, the level's title.
	UI uint64
	// Layers counts changes of the footprint layers' cells (FootLayers):
	// FootLayers.Changes says which cells changed since a given version.
	Layers uint64
	// NPCs counts changes of the NPCs other than the selected one (names,
	// colours, ends, plans) and of which one is selected (agents.go).
	NPCs uint64
	// Crowd counts changes of the crowd mode (scene/crowd.go): on or off,
	// its plan, its clock and playback, why it cannot be planned.
	Crowd uint64
}
