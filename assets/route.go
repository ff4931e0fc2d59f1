package assets

import "image/color"

// Colours of the route's geometry beside the body's centre line (issue
// 12): the pivot cell's route, thin, and the footprint's swept outline.
var (
	PivotPath = color.RGBA{0xb8, 0xc4, 0xd0, 0xff} // the pivot cell's route, where it is not the centre's
	SweptEdge = premul(0x4f, 0xd6, 0xff, 0xb0)     // the footprint's outline swept along the route
	// MissLine outlines the cells the paper's sampling misses (magenta, as
	// their fill: fb, once purple too, is not)
	MissLine = color.RGBA{0xff, 0x4f, 0xe0, 0xff}
	// DiffMark rings the waypoint where binary and linear farthest differ
	DiffMark = color.RGBA{0xff, 0xff, 0xff, 0xff}
)
