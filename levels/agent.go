package levels

import (
	"swath/agentsize"
	"swath/pathing"
)

// MaxAgentSide is the largest footprint side Swath accepts: the panel's
// sliders, the keys, the flags and the level file share it (agentsize.Max,
// which variant reads without the level files). The algorithm itself has
// no limit.
const MaxAgentSide = agentsize.Max

// ParseAgent reads "LxW" (e.g. "3x2") with each side 1..MaxAgentSide
// (agentsize.Parse).
func ParseAgent(s string) (pathing.Footprint, error) { return agentsize.Parse(s) }
