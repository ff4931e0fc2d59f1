package render

import (
	"testing"

	"swath/levels"
	"swath/scene"
)

// BenchmarkLayoutOf is the app's per-tick layout, which now measures the
// side column's overflow (sideOverflow) for the wheel's scroll range;
// BenchmarkNewLayout is the layout without it, the reference.
func BenchmarkLayoutOf(b *testing.B) {
	lv, _ := levels.LoadBuiltin("rooms")
	s := scene.New(*lv)
	b.ReportAllocs()
	for b.Loop() {
		_ = LayoutOf(s, 1280, 800, true)
	}
}

func BenchmarkNewLayout(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = NewLayout(1280, 800, true)
	}
}
