package render

import (
	"image/png"
	"os"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
	"swath/timeline"
)

// pillarsScene is a map of pillars and walls where JPS's scans stop at
// forced neighbours, in the step-through view of a JPS search.
func pillarsScene(t *testing.T) *scene.Scene {
	t.Helper()
	s := scene.New(scene.Level{
		Title: "pillars",
		Grid: pathing.ParseGrid(
			"........................",
			"...#.......#............",
			"...#.......#.....#......",
			"...#...#...#.....#......",
			".......#.........#......",
			".......#...####..#......",
			"..#....#.........#..#...",
			"..#...........#.....#...",
			"..#....###....#.....#...",
			"..............#.........",
		),
		Start: pathing.Pt(0, 9), Goal: pathing.Pt(23, 0),
	})
	s.Apply(scene.ActToggleAlgorithm)
	s.Apply(scene.ActTimeline)
	if tl := s.Selected().Timeline(); tl == nil || tl.Algorithm() != pathing.JPS {
		t.Fatal("J and T did not open a JPS timeline")
	}
	return s
}

// The JPS search overlay shows, at every step in either direction, the
// jump points closed, open and expanding and the cells scanned so far.
func TestJPSSearchOverlayEqualsTheModel(t *testing.T) {
	searchOverlayEqualsTheModel(t, pillarsScene(t))
}

// A JPS step draws its runs, a diamond on each forced neighbour that
// stopped one, a line to each jump point found, and the JPS legend; the
// cells scanned so far are shaded in their own colour.
func TestJPSStepDrawsRunsAndForcedNeighbours(t *testing.T) {
	s := pillarsScene(t)
	tl := s.Selected().Timeline()
	var r Renderer
	best, forced := -1, 0
	for k := range tl.Expansions() {
		if v := tl.At(k); len(v.Forced) > forced {
			best, forced = k, len(v.Forced)
		}
	}
	if best < 0 {
		t.Fatal("no JPS step stopped at a forced neighbour: the map exercises too little")
	}
	s.Apply(scene.SeekStep{Step: best})
	f, img := stepFrame(t, &r, s)
	v := s.Selected().Step()
	if got := len(shapesOf(f.Map, Polygon, assets.JPSForced)); got != len(v.Forced) {
		t.Errorf("%d forced-neighbour diamonds, want %d", got, len(v.Forced))
	}
	runs := 0
	for _, run := range v.Runs {
		if run.Len > 0 {
			runs++
		}
	}
	if got := len(shapesOf(f.Map, Line, assets.JPSRunLine)); got != runs {
		t.Errorf("%d run lines, want %d", got, runs)
	}
	if got := len(shapesOf(f.Map, Line, assets.JPSFound)) + len(shapesOf(f.Map, Line, assets.JPSSeen)); got != len(v.Successors) {
		t.Errorf("%d successor lines, want %d", got, len(v.Successors))
	}
	sa := tl.ScannedAt()
	shaded := 0
	for i, at := range sa {
		p := pathing.Pt(i%tl.Grid().Width(), i/tl.Grid().Width())
		if int(at) <= v.SearchStep && tl.SearchCell(p, v.SearchStep) == timeline.CellScanned {
			if f.Over.At(p.X, p.Y) != assets.JPSScannedFill {
				t.Fatalf("scanned cell %v: overlay %v", p, f.Over.At(p.X, p.Y))
			}
			shaded++
		}
	}
	if shaded == 0 {
		t.Fatal("no cell shaded as scanned")
	}
	var text strings.Builder
	for _, sh := range f.UI {
		if sh.Kind == Text {
			text.WriteString(sh.Text + " ") // wrapped lines join with a space
		}
	}
	for _, want := range []string{"forced neighbour (stops a run)", "cells scanned by jumps", "JPS expands jump point", "A* expanded"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the frame does not say %q:\n%s", want, text.String())
		}
	}
	if out := os.Getenv("SWATH_JPS_SHOT"); out != "" { // a screenshot to look at
		fh, err := os.Create(out)
		if err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		if err := png.Encode(fh, img); err != nil {
			t.Fatal(err)
		}
	}
}
