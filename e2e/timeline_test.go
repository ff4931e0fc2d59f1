package e2e

import (
	"fmt"
	"image"
	"testing"

	"swath/assets"
	"swath/render"
	"swath/scene"
	"swath/timeline"
)

// winDiff counts the window pixels that differ between two screenshots.
func winDiff(a, b *image.RGBA) int { return winDiffIn(a, b, image.Rect(0, 0, winW, winH)) }

// cursorAt reports whether the timeline bar's cursor (a white bar) is drawn
// at the model's cursor.
func cursorAt(img *image.RGBA, m *model) bool {
	lay := render.LayoutOf(m.sc, winW, winH, true)
	p := m.sc.Selected().Player()
	x := lay.Bar.Min.X + int(p.Fraction()*float64(lay.Bar.Dx()-1)+0.5)
	y := (lay.Bar.Min.Y + lay.Bar.Max.Y) / 2
	for dx := -2; dx <= 2; dx++ {
		if near(img.RGBAAt(x+dx, y), assets.BarCursor) {
			return true
		}
	}
	return false
}

// TestStepForwardAndBack opens the step-through view with T, steps forward
// with → several times and back with ← as many, and checks that every step
// changes the screen, the bar's cursor follows the model, and the screen
// returns to the identical picture.
func TestStepForwardAndBack(t *testing.T) {
	a := start(t)
	m := newModel(t)
	park := a.park
	press := a.press
	plain := a.waitDrawn(m)

	press("t")
	m.sc.Apply(scene.ActTimeline)
	lay := render.LayoutOf(m.sc, winW, winH, true)
	if lay.Timeline.Empty() {
		t.Fatal("the model has no timeline band")
	}
	// the band opens: the bar's first span in the search colour, the cursor at the start
	first := a.wait("the step-through view open", func(img *image.RGBA) bool {
		c := img.RGBAAt(lay.Bar.Min.X+lay.Bar.Dx()/2, lay.Bar.Min.Y+4)
		return winDiff(plain, img) > 1000 && cursorAt(img, m) && !near(c, assets.Panel)
	})
	// skip into the smoothing, where every step redraws the probe's geometry
	press("shift+Right")
	m.sc.Apply(scene.ActPhaseForward)
	press("shift+Right")
	m.sc.Apply(scene.ActPhaseForward)
	if v := m.sc.Selected().Step(); v.Kind != timeline.StepProbe {
		t.Fatalf("the model is at a %v step after two phase jumps", v.Kind)
	}
	start := a.wait("the first probe", func(img *image.RGBA) bool {
		return winDiff(first, img) > 200 && cursorAt(img, m)
	})
	const k = 5
	pics := []*image.RGBA{start}
	for i := 0; i < k; i++ {
		press("Right")
		m.sc.Apply(scene.ActStepForward)
		prev := pics[len(pics)-1]
		pics = append(pics, a.wait(fmt.Sprintf("step forward %d", i+1), func(img *image.RGBA) bool {
			return winDiff(prev, img) > 0 && cursorAt(img, m)
		}))
	}
	if n := m.mapDiff(start, pics[k]); n < 200 {
		t.Fatalf("%d steps forward changed only %d map pixels", k, n)
	}
	for i := k - 1; i >= 0; i-- {
		press("Left")
		m.sc.Apply(scene.ActStepBack)
		want := pics[i]
		back := a.wait(fmt.Sprintf("step back to %d", i), func(img *image.RGBA) bool {
			return winDiff(want, img) == 0
		})
		if !cursorAt(back, m) {
			t.Fatalf("step back to %d: the bar's cursor is not at the model's", i)
		}
	}
	// a click on the bar seeks there; a drag along it follows the pointer
	bx, by := lay.Bar.Min.X+lay.Bar.Dx()/2, (lay.Bar.Min.Y+lay.Bar.Max.Y)/2
	a.act("a click on the bar", "seek end", "mousemove", "--sync", fmt.Sprint(a.x+bx), fmt.Sprint(a.y+by), "sleep", "0.15", "mousedown", "1", "sleep", "0.15", "mouseup", "1")
	m.sc.Apply(scene.SeekFraction{F: lay.BarFraction(bx)})
	park()
	a.wait("the cursor in the middle of the bar", func(img *image.RGBA) bool { return cursorAt(img, m) })
	ex := lay.Bar.Min.X + lay.Bar.Dx()/5
	a.act("a drag along the bar", "seek end", "mousemove", "--sync", fmt.Sprint(a.x+bx), fmt.Sprint(a.y+by), "sleep", "0.15", "mousedown", "1", "sleep", "0.15",
		"mousemove", "--sync", fmt.Sprint(a.x+(bx+ex)/2), fmt.Sprint(a.y+by), "sleep", "0.1",
		"mousemove", "--sync", fmt.Sprint(a.x+ex), fmt.Sprint(a.y+by+20), "sleep", "0.1", "mouseup", "1")
	m.sc.Apply(scene.SeekFraction{F: lay.BarFraction(ex)})
	park()
	a.wait("the cursor dragged to a fifth of the bar", func(img *image.RGBA) bool { return cursorAt(img, m) })

	// T leaves: the plain view again
	press("t")
	a.wait("the plain view back", func(img *image.RGBA) bool { return winDiff(plain, img) == 0 })
}
