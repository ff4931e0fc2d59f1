package render

import (
	"strings"
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

// capLevel is the rooms level with capTexts' title and description.
func capLevel(b *testing.B) *scene.Scene {
	lv, err := levels.LoadBuiltin("rooms")
	if err != nil {
		b.Fatal(err)
	}
	lv.Title, lv.Description = capTexts()
	return scene.New(*lv)
}

// BenchmarkSideAtCap is a tick's side column (the layout's overflow, then
// the column's shapes) with the longest title and description a level
// may hold; BenchmarkSidePlain the rooms level's own, the reference.
func BenchmarkSideAtCap(b *testing.B) { benchSide(b, capLevel(b)) }

func BenchmarkSidePlain(b *testing.B) {
	lv, _ := levels.LoadBuiltin("rooms")
	benchSide(b, scene.New(*lv))
}

func benchSide(b *testing.B, s *scene.Scene) {
	b.ReportAllocs()
	var l List
	for b.Loop() {
		lay := LayoutOf(s, 1280, 800, true)
		l = buildSide(l[:0], s, lay)
	}
}

// capTexts are a title and a description at the lengths a file may give
// (levels.MaxTitleLen, MaxDescriptionLen): words of every length, one as
// long as the column and longer.
func capTexts() (title, desc string) {
	words := []string{"a", "footprint", "sweeps", "the", "band", "of", "cells", "it", "covers", strings.Repeat("x", 70)}
	var t, d strings.Builder
	for i := 0; t.Len() < levels.MaxTitleLen-12; i++ {
		t.WriteString(words[i%len(words)] + " ")
	}
	for i := 0; d.Len() < levels.MaxDescriptionLen-80; i++ {
		d.WriteString(words[(i*7)%len(words)] + " ")
	}
	return t.String(), d.String()
}
