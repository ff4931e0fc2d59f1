package assets

import "image/color"

// Colours of a Jump Point Search step (issue 15): the cells the jumps
// passed over, drawn lightly in a hue no A* state uses, the runs of the
// step at the cursor, and the forced neighbours that stopped scans. The
// jump points themselves take A*'s closed, open and expanding colours.
var (
	JPSScannedFill = premul(0xf0, 0xe0, 0xb8, 0x48)     // passed over by a jump so far
	JPSRunLine     = color.RGBA{0xf0, 0xe0, 0xb8, 0xff} // the runs scanned at this step
	JPSForced      = color.RGBA{0xff, 0x7a, 0x1a, 0xff} // a forced neighbour that stopped a scan
	JPSFound       = Pass                               // a jump point the step opened
	JPSSeen        = TextDim                            // one it found already as cheap
)
