// Package assets holds Swath's embedded font and colour palette, shared by
// the screen and the CPU renderer so that both draw the same picture.
package assets

import "image/color"

// The palette: a dark map, route colours that stand out on it, and text
// that reads on the dark panels. Colours are premultiplied (color.RGBA).
var (
	Background = color.RGBA{0x12, 0x14, 0x18, 0xff} // outside the map
	Panel      = color.RGBA{0x19, 0x1c, 0x22, 0xff} // side column and status bar
	PanelEdge  = color.RGBA{0x2c, 0x31, 0x3a, 0xff}
	Free       = color.RGBA{0x22, 0x26, 0x2d, 0xff}
	Obstacle   = color.RGBA{0x6e, 0x78, 0x88, 0xff}
	GridLine   = color.RGBA{0x30, 0x35, 0x3e, 0xff}
	MapBorder  = color.RGBA{0x4a, 0x52, 0x5e, 0xff}

	RawNode   = color.RGBA{0xf2, 0xa2, 0x4f, 0xff} // raw A* nodes and their path
	RawPath   = color.RGBA{0x9a, 0x68, 0x36, 0xff}
	Waypoint  = color.RGBA{0x4f, 0xd6, 0xff, 0xff} // smoothed waypoints and segments
	Segment   = color.RGBA{0x4f, 0xd6, 0xff, 0xff}
	Band      = premul(0x4f, 0xd6, 0xff, 0x48) // swept band, translucent
	Start     = color.RGBA{0x5c, 0xdb, 0x7d, 0xff}
	Goal      = color.RGBA{0xff, 0x6f, 0xb4, 0xff}
	Warning   = color.RGBA{0xff, 0x4d, 0x3d, 0xff} // footprint that does not fit
	WarnFill  = premul(0xff, 0x4d, 0x3d, 0x60)
	HitFill   = premul(0xff, 0x2a, 0x2a, 0xd0) // obstacle cells that block
	Hover     = color.RGBA{0xf0, 0xf0, 0xf0, 0xff}
	BoxFill   = premul(0xff, 0xff, 0xff, 0x30)
	HelpShade = premul(0x08, 0x09, 0x0c, 0xe6)

	Text    = color.RGBA{0xe8, 0xea, 0xee, 0xff}
	TextDim = color.RGBA{0x9a, 0xa3, 0xb0, 0xff}
	TextKey = color.RGBA{0xff, 0xd2, 0x7a, 0xff}
)

// premul returns the premultiplied colour of straight r, g, b at alpha a.
func premul(r, g, b, a uint8) color.RGBA {
	m := func(c uint8) uint8 { return uint8((uint16(c)*uint16(a) + 127) / 255) }
	return color.RGBA{m(r), m(g), m(b), a}
}
