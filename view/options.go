package view

// Layers says which overlays are drawn. They are view settings, not edits,
// so toggling one is not an undo step.
type Layers struct {
	GridLines bool
	RawNodes  bool
	Waypoints bool
	Band      bool
	// the footprint layers (package footlayers), off by default
	Placements bool // cells where the footprint's pivot cannot stand
	Reachable  bool // what the footprint reaches from S; the rest dimmed
	Clearance  bool // the largest square footprint at each cell
	Squeeze    bool // the route's tightest squeeze
	// Optimal is the shortest route there is (agent/optimal.go), found
	// after the route and, when slow, in the background.
	Optimal bool
}

// AllLayers has every route layer on, the shortest possible route
// included; it is the default (the footprint layers cost time while
// painting, so they start off).
var AllLayers = Layers{GridLines: true, RawNodes: true, Waypoints: true, Band: true, Optimal: true}

// Tool is what the primary mouse button does on the map.
type Tool int

const (
	// Brush paints obstacles with the left button and erases with the right.
	Brush Tool = iota
	// Eraser erases with the left button and paints with the right.
	Eraser
	// RectTool fills a dragged box with the left button, clears it with the right.
	RectTool
)

func (t Tool) String() string {
	switch t {
	case Brush:
		return "brush"
	case Eraser:
		return "eraser"
	case RectTool:
		return "rectangle"
	}
	return "tool?"
}

// MaxBrush is the largest brush side in cells.
const MaxBrush = 9
