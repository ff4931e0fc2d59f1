package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/render"
	"swath/scene"
	"swath/timeline"
)

// TestJPSTimeline toggles the search algorithm with J, opens the timeline
// with T and steps through the JPS search with → and back with ←: each
// step is a jump point expanded, its forced neighbours drawn as diamonds
// where the model has them, and stepping back returns the same pictures.
func TestJPSTimeline(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)

	lines := a.act("key j", "key", "keydown", "j", "sleep", "0.15", "keyup", "j")
	if !strings.Contains(strings.Join(lines, "\n"), "key J") {
		t.Fatalf("the input log took %q for J", lines)
	}
	m.sc.Apply(scene.ActToggleAlgorithm)
	m.sc.Refresh()
	if m.sc.Selected().Plan().Query.Algorithm != pathing.JPS {
		t.Fatal("the model does not plan with JPS after J")
	}
	plain := a.waitDrawn(m)

	a.press("t")
	m.sc.Apply(scene.ActTimeline)
	lay := render.LayoutOf(m.sc, winW, winH, true) // the band takes room from the map
	m.sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	m.lay = lay
	tl := m.sc.Selected().Timeline()
	if tl.Algorithm() != pathing.JPS || tl.Expansions() < 3 {
		t.Fatalf("the model's timeline steps %v with %d expansions", tl.Algorithm(), tl.Expansions())
	}
	forcedShown := func(img *image.RGBA) bool {
		v := m.sc.Selected().Step()
		if v.Kind != timeline.StepExpand || len(v.Forced) == 0 {
			return true
		}
		for _, f := range v.Forced {
			if p := m.px(f, 0, 0); near(img.RGBAAt(p.X, p.Y), assets.JPSForced) {
				return true
			}
		}
		return false
	}
	first := a.wait("the JPS timeline open", func(img *image.RGBA) bool {
		return winDiff(plain, img) > 1000 && cursorAt(img, m) && forcedShown(img)
	})
	pics := []*image.RGBA{first}
	n := tl.Expansions()
	for i := 1; i < n; i++ {
		a.press("Right")
		m.sc.Apply(scene.ActStepForward)
		if v := m.sc.Selected().Step(); v.Kind != timeline.StepExpand || v.Algorithm != pathing.JPS {
			t.Fatalf("step %d of the model is %v (%v)", i, v.Kind, v.Algorithm)
		}
		prev := pics[len(pics)-1]
		pics = append(pics, a.wait(fmt.Sprintf("JPS step %d", i), func(img *image.RGBA) bool {
			return winDiff(prev, img) > 0 && cursorAt(img, m) && forcedShown(img)
		}))
	}
	save(t, "jps timeline step", pics[len(pics)-1])
	for i := n - 2; i >= 0; i-- {
		a.press("Left")
		m.sc.Apply(scene.ActStepBack)
		want := pics[i]
		a.wait(fmt.Sprintf("JPS step back to %d", i), func(img *image.RGBA) bool { return winDiff(want, img) == 0 })
	}
}

// TestPanelTogglesJPS clicks the options panel's "Jump Point Search" box:
// the app plans with JPS (the input log says so, the route the model
// plans with JPS is drawn), and a second click goes back to A*.
func TestPanelTogglesJPS(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	// the fourth box of Method, under the agent's two sliders and the NPCs
	box := m.lay.Panel.Min.Add(image.Pt(12, 191+npcSection))
	click := func(what, want string) {
		a.act(what, want, "mousemove", "--sync", fmt.Sprint(a.x+box.X), fmt.Sprint(a.y+box.Y), "sleep", "0.15",
			"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
		a.park()
	}
	click("a click on the JPS box", "panel options aware exact binary jps")
	op := m.sc.Selected().Query().Options
	op.Algorithm = pathing.JPS
	m.sc.Apply(scene.SetOptions{Options: op})
	m.sc.Refresh()
	a.waitDrawn(m)
	click("a second click on the JPS box", "panel options aware exact binary astar")
}
