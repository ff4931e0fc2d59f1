package assets

import "image/color"

// Colours of the shortest possible route (issue 14): a warm yellow that
// neither the raw path (brown, orange nodes), the smoothed route (cyan)
// nor the markers use, drawn dashed over a dark casing so that it reads
// as a third kind of line even where it runs on top of another route.
var (
	Optimal       = color.RGBA{0xff, 0xe6, 0x3a, 0xff}
	OptimalCasing = color.RGBA{0x12, 0x14, 0x18, 0xff}
	OptimalSeen   = premul(0xff, 0xe6, 0x3a, 0x90) // a step's visible corners
	PhaseOptimal  = Optimal
)
