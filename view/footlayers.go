package view

import "swath/pathing"

// FootLayers are the "where this footprint can go" layers (issue 16) as
// the renderer reads them: the placements of the agent's pivot, the region
// it reaches from the start, every free cell's clearance and the route's
// tightest squeeze. The scene computes them (scene.FootLayers) so that
// drawing only reads them; a layer that is off answers its zero value.
type FootLayers interface {
	// On are the layers shown: the scene's, less the cell layers while
	// the step-through view is shown.
	On() Layers
	// Placement reports whether the footprint's pivot can stand at p.
	Placement(p pathing.Point) bool
	// Reachable reports whether the footprint reaches p from the start.
	Reachable(p pathing.Point) bool
	// Clearance is the side of the largest square footprint that fits
	// with its pivot at p.
	Clearance(p pathing.Point) int
	// MaxClearance is the largest clearance on the map (the legend's scale).
	MaxClearance() int
	// Squeeze is the route's tightest squeeze, ok false when the layer is
	// off or there is no route the footprint passes.
	Squeeze() (pathing.Squeeze, bool)
	// Changes returns the box of cells whose picture in the cell layers
	// changed since layers version v (Versions.Layers), ok false when none did.
	Changes(v uint64) (pathing.Rect, bool)
}
