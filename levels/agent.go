package levels

import (
	"errors"
	"fmt"

	"swath/pathing"
)

// MaxAgentSide is the largest footprint side Swath accepts: the panel's
// sliders, the keys, the flags and the level file share it. The algorithm
// itself has no limit.
const MaxAgentSide = 16

// ParseAgent reads "LxW" (e.g. "3x2") with each side 1..MaxAgentSide.
func ParseAgent(s string) (pathing.Footprint, error) {
	f, err := pathing.ParseFootprint(s)
	if err != nil && !errors.Is(err, pathing.ErrFootprintSide) {
		return f, err
	}
	if err != nil || f.L > MaxAgentSide || f.W > MaxAgentSide {
		return pathing.Footprint{}, fmt.Errorf("agent %q: each side must be 1..%d", s, MaxAgentSide)
	}
	return f, nil
}
