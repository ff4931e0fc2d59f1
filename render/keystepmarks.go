package render

import (
	"swath/assets"
	"swath/view"
)

// buildKeyStepMarks marks the level's key steps above the timeline bar:
// a small bar over each, in the key colour (K jumps to them).
func buildKeyStepMarks(l List, s view.Reader, lay Layout, n int) List {
	y := float64(lay.Bar.Min.Y) - 1
	for _, k := range s.KeySteps() {
		if k < 1 || k > n {
			continue
		}
		x := lay.barX(k-1, n)
		l.rect(x-2, y-6, x+2, y, assets.TextKey)
	}
	return l
}
