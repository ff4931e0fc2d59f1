// Package agentsize is the footprint sizes Swath accepts: the largest side
// and the parser of "LxW" that enforces it. The algorithm (pathing) takes
// any size; the panel's sliders, the keys, the flags, the level files
// (levels) and the split view's variants (variant) share this limit. It
// lives apart from levels so that variant, and through it the renderer's
// view, need not import the level files (issue 21).
package agentsize

import (
	"errors"
	"fmt"

	"swath/pathing"
)

// Max is the largest footprint side Swath accepts.
const Max = 16

// Parse reads "LxW" (e.g. "3x2") with each side 1..Max.
func Parse(s string) (pathing.Footprint, error) {
	f, err := pathing.ParseFootprint(s)
	if err != nil && !errors.Is(err, pathing.ErrFootprintSide) {
		return f, err
	}
	if err != nil || f.L > Max || f.W > Max {
		return pathing.Footprint{}, fmt.Errorf("agent %q: each side must be 1..%d", s, Max)
	}
	return f, nil
}
