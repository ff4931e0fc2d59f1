package assets

import "image/color"

// The footprint layers' colours. They replace a free cell's colour, so
// each is unlike Free, Obstacle and every other: the clearance ramp runs
// from violet through blue, teal and green to mustard (no reds or greys),
// a cell where the pivot cannot stand is wine red, and what the footprint
// cannot reach is darker than any of them.
var (
	NoPlace     = color.RGBA{0x5a, 0x20, 0x2c, 0xff} // the pivot cannot stand here
	Unreachable = color.RGBA{0x0b, 0x0c, 0x0f, 0xff} // not reachable from S
	Squeeze     = color.RGBA{0xff, 0xe6, 0x3c, 0xff} // the tightest squeeze and its blocker
)

// ClearanceRamp is one colour per clearance bucket (ClearanceBuckets):
// fixed buckets, not a scale stretched to the map's maximum, so that an
// edit changes the colour of only the cells whose clearance changed.
var ClearanceRamp = [...]color.RGBA{
	{0x2c, 0x1c, 0x4c, 0xff},
	{0x2e, 0x2f, 0x6e, 0xff},
	{0x25, 0x48, 0x80, 0xff},
	{0x1c, 0x64, 0x7c, 0xff},
	{0x1d, 0x7a, 0x68, 0xff},
	{0x3a, 0x8c, 0x48, 0xff},
	{0x78, 0x9a, 0x38, 0xff},
	{0xb8, 0xa6, 0x3a, 0xff},
}

// ClearanceBuckets are the smallest clearance of each ramp colour.
var ClearanceBuckets = [len(ClearanceRamp)]int{1, 2, 3, 4, 6, 9, 16, 32}
