package e2e

import (
	"image"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/render"
	"swath/scene"
	"swath/timeline"
)

// shortestModel is the built-in 'shortest' level as the app shows it, with
// the shortest route found.
func shortestModel(t *testing.T) *model {
	lv, err := levels.LoadBuiltin("shortest")
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	lay := render.NewLayout(winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Refresh()
	return &model{sc, lay}
}

var optimalRGB = assets.Optimal

// cpuFigures draws s on the CPU as the window would and returns the
// picture; figures are compared below the options panel, which only the
// window draws.
func cpuPicture(s *scene.Scene) *image.RGBA {
	r := render.Renderer{WithPanel: true}
	f := r.Update(s, s.View(), winW, winH)
	img := image.NewRGBA(image.Rect(0, 0, winW, winH))
	render.Rasterize(img, f)
	return img
}

// TestShortestRoute opens the 'shortest' level: the window draws the
// shortest possible route (dashed yellow) and its figures (the column
// looks like the model's with the gaps, not like the one without); F6
// hides and shows it; in the step-through view End and Shift+Left reach
// the optimal search's phase, whose steps go forward and back.
func TestShortestRoute(t *testing.T) {
	a := startIn(t, "", "--level", "shortest")
	m := shortestModel(t)
	if v := figureOf(m.sc, "  smoothed longer by"); v != "+7.59 %" {
		t.Fatalf("the model's gap is %q", v)
	}
	a.park()
	on := a.wait("the shortest route drawn", func(img *image.RGBA) bool {
		return countNear(img, m.lay.Map, optimalRGB) > 150 && !m.hovered(img)
	})
	save(t, "shortest-level", on)
	// the figures: the column below the panel is the model's, gaps and all
	col := image.Rect(m.lay.Side.Min.X, m.lay.Panel.Max.Y, m.lay.Side.Max.X, m.lay.Side.Max.Y)
	off := shortestModel(t)
	off.sc.Apply(scene.KeyPress{Chord: scene.Chord{Key: "F6"}})
	with, without := inkDiff(on, cpuPicture(m.sc), col), inkDiff(on, cpuPicture(off.sc), col)
	t.Logf("figure column: %d pixels differ from the model's, %d from the model's without the optimum", with, without)
	// The level's lesson fills the column's view and the figures sit below
	// it (the column scrolls), so the two models may look alike there: the
	// window must match the model with the optimum, whose figures hold the
	// gap (checked above).
	if with > 160 {
		t.Errorf("the figure column differs from the model's in %d pixels, from the model without the optimum in %d", with, without)
	}

	a.press("F6")
	hidden := a.wait("the shortest route hidden", func(img *image.RGBA) bool {
		return countNear(img, m.lay.Map, optimalRGB) == 0
	})
	if n := inkDiff(hidden, cpuPicture(off.sc), col); n > 160 {
		t.Errorf("with the layer hidden the figure column differs from the model's in %d pixels", n)
	}
	a.press("F6")
	a.wait("the shortest route back", func(img *image.RGBA) bool { return winDiff(on, img) == 0 })

	// the step-through view: the last step is the optimal search's goal
	a.press("t")
	m.sc.Apply(scene.ActTimeline)
	a.press("End")
	m.sc.Apply(scene.ActLast)
	if v := m.sc.Selected().Step(); v.Kind != timeline.StepOptimal || v.OptRoute == nil {
		t.Fatalf("the model's last step is a %v", v.Kind)
	}
	lay := render.LayoutOf(m.sc, winW, winH, true)
	last := a.wait("the last step: the shortest route found", func(img *image.RGBA) bool {
		return cursorAt(img, m) && countNear(img, lay.Map, optimalRGB) > 150
	})
	a.press("shift+Left")
	m.sc.Apply(scene.ActPhaseBack)
	v := m.sc.Selected().Step()
	if v.Kind != timeline.StepOptimal || v.OptStep != 0 {
		t.Fatalf("Shift+Left from the last step lands the model on a %v, expansion %d", v.Kind, v.OptStep)
	}
	first := a.wait("the optimal search's first expansion", func(img *image.RGBA) bool {
		return cursorAt(img, m) && m.mapDiff(last, img) > 100
	})
	pics := []*image.RGBA{first}
	const k = 2 // the level's optimal search expands 3 vertices: start, the block's corner, goal
	for i := 0; i < k; i++ {
		a.press("Right")
		m.sc.Apply(scene.ActStepForward)
		prev := pics[len(pics)-1]
		pics = append(pics, a.wait("an optimal step forward", func(img *image.RGBA) bool {
			return cursorAt(img, m) && m.mapDiff(prev, img) > 0
		}))
	}
	save(t, "shortest-optimal-step", pics[len(pics)-1])
	for i := k - 1; i >= 0; i-- {
		a.press("Left")
		m.sc.Apply(scene.ActStepBack)
		want := pics[i]
		a.wait("an optimal step back", func(img *image.RGBA) bool { return winDiff(want, img) == 0 })
	}
}

// inkDiff counts the pixels of r that differ a lot between a and b: text
// drawn by the window and by the CPU differs a little at glyph edges, a
// different text a lot.
func inkDiff(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			d := max(absDiff(p.R, q.R), absDiff(p.G, q.G), absDiff(p.B, q.B))
			if d > 96 {
				n++
			}
		}
	}
	return n
}

func absDiff(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }

func figureOf(s *scene.Scene, label string) string {
	for _, f := range s.Figures() {
		if f.Label == label {
			return f.Value
		}
	}
	return ""
}
