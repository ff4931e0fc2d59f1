package assets

import "image/color"

// Colours of the step-through view (issue 4): the search's cell states,
// one visibility test's geometry, the comparisons, and the timeline bar's
// phases. Premultiplied like the rest of the palette.
var (
	ClosedFill = premul(0x3d, 0x6f, 0xe0, 0x78) // expanded before this step
	OpenFill   = premul(0x5c, 0xdb, 0x7d, 0x80) // on the open list
	ExpandFill = premul(0xff, 0xe0, 0x5a, 0xf0) // expanded at this step
	ScanFill   = premul(0x4f, 0xd6, 0xff, 0x70) // a test's scan cells
	MissFill   = premul(0xff, 0x4f, 0xe0, 0xc0) // swept cells the paper sampling misses (magenta: fb is not)
	ChosenFill = premul(0x4f, 0xd6, 0xff, 0x50) // the chosen segment's swept cells

	Anchor   = Text                               // Pi
	Probe    = color.RGBA{0xff, 0xd2, 0x4a, 0xff} // Pt, the node under test
	RectLine = color.RGBA{0xd8, 0xe4, 0xff, 0xff} // the bounding rectangle
	// ft and fb share a colour no other shape has (the raw path is orange,
	// the missed cells magenta, the other route violet); their labels tell
	// them apart
	TopLine    = color.RGBA{0xb8, 0xf5, 0x3a, 0xff} // ft
	BottomLine = color.RGBA{0xb8, 0xf5, 0x3a, 0xff} // fb
	Pass       = color.RGBA{0x6b, 0xe3, 0x8b, 0xff} // visible, pass
	Block      = Warning                            // not visible, block
	AltRoute   = color.RGBA{0xc5, 0x8b, 0xff, 0xff} // the other strategy's route
	WalkFill   = premul(0x4f, 0xd6, 0xff, 0xa0)     // the walking footprint
	LabelBack  = premul(0x12, 0x14, 0x18, 0xd8)     // behind labels on the map

	PhaseSearch = color.RGBA{0x3d, 0x6f, 0xe0, 0xff}
	PhaseSmooth = color.RGBA{0xf2, 0xa2, 0x4f, 0xff}
	PhaseResult = color.RGBA{0x4f, 0xd6, 0xff, 0xff}
	PhaseWalk   = color.RGBA{0x5c, 0xdb, 0x7d, 0xff}
	BarTrack    = color.RGBA{0x2c, 0x31, 0x3a, 0xff}
	BarTick     = color.RGBA{0x12, 0x14, 0x18, 0xff}
	BarCursor   = color.RGBA{0xff, 0xff, 0xff, 0xff}
)
