package assets

import "image/color"

// The crowd mode's colours (render/crowd.go); each NPC's body and route
// are in the NPC's own colour.
var (
	// CrowdWait rings a body that waits this tick and draws the line to
	// the body it waits for; a dot of it marks a wait still to come.
	CrowdWait = color.RGBA{0xff, 0xc8, 0x3a, 0xff}
	// CrowdBlocker is the halo of the body another waits for.
	CrowdBlocker = color.RGBA{0xff, 0x7a, 0x1a, 0xff}
	// CrowdEdge is the dark edge of every body, so that two bodies that
	// touch read as two.
	CrowdEdge = color.RGBA{0x0c, 0x0d, 0x10, 0xff}
	// CrowdReplan is the bar's mark at the tick a plan was re-planned from.
	CrowdReplan = color.RGBA{0x4f, 0xd6, 0xff, 0xff}
)
