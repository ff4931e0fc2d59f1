package render

import (
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
	"swath/timeline"
)

// bigStepScene is the longest query of Moving AI random512-20-0 (a 512×512
// map) in the step-through view.
func bigStepScene(b *testing.B) *scene.Scene {
	b.Helper()
	g, err := levels.LoadMap("../testdata/movingai/random/random512-20-0.map")
	if err != nil {
		b.Fatal(err)
	}
	s := scene.New(scene.Level{Grid: g, Start: pathing.Pt(429, 504), Goal: pathing.Pt(23, 16)})
	s.Apply(scene.ActTimeline)
	return s
}

// BenchmarkStepForwardSearch is one → during the search of a 512×512 map,
// as the screen draws it: the overlay rewritten from the per-cell steps,
// only changed cells uploaded, and the display lists.
func BenchmarkStepForwardSearch(b *testing.B) {
	s := bigStepScene(b)
	var r Renderer
	s.Apply(scene.SeekStep{Step: s.Selected().Timeline().Expansions() / 2})
	r.Update(s, s.View(), 1280, 800)
	r.Uploaded()
	b.ResetTimer()
	up := 0
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			s.Apply(scene.ActStepForward)
		} else {
			s.Apply(scene.ActStepBack)
		}
		f := r.Update(s, s.View(), 1280, 800)
		up += f.OverDirty.Dx() * f.OverDirty.Dy()
		r.Uploaded()
	}
	b.ReportMetric(float64(up)/float64(b.N), "cells-uploaded/op")
}

// BenchmarkStepForwardSmooth is one → through the probes of the same query.
func BenchmarkStepForwardSmooth(b *testing.B) {
	s := bigStepScene(b)
	tl := s.Selected().Timeline()
	var r Renderer
	lo, hi := tl.PhaseStart(timeline.PhaseSmooth), tl.PhaseStart(timeline.PhaseResult)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Apply(scene.SeekStep{Step: lo + i%(hi-lo)})
		r.Update(s, s.View(), 1280, 800)
		r.Uploaded()
	}
}
