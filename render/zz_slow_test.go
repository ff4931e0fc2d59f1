package render

import (
	"testing"
	"time"

	"swath/scene"
)

func TestZZSlowSteps(t *testing.T) {
	s := mazeScene(t, 2048, 1)
	lay := NewLayout(1280, 800, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	s.Refresh()
	r := Renderer{Strips: true, RouteLayer: true, RouteAsync: true, RouteWake: func() {}, WithPanel: true}
	run := func(name string) {
		var worst time.Duration
		n := 0
		for {
			t0 := time.Now()
			r.Update(s, s.View(), 1280, 800)
			d := time.Since(t0)
			worst = max(worst, d)
			if d > 4*time.Millisecond {
				t.Logf("%s update %d: %v", name, n, d)
			}
			r.Uploaded()
			n++
			if !r.Pending() {
				if r.route.building {
					time.Sleep(5 * time.Millisecond)
					continue
				}
				break
			}
		}
		t.Logf("%s: %d updates, worst %v", name, n, worst)
	}
	run("open")
	s.Apply(scene.SeekStep{Step: 0})
	run("T")
	tl := s.Timeline()
	t.Logf("timeline %d steps, %d expansions", tl.Len(), tl.Expansions())
	s.Apply(scene.SeekStep{Step: tl.Len() - 1})
	run("End")
	s.Apply(scene.SeekStep{Step: 0})
	run("Home")
	s.Apply(scene.SeekStep{Step: tl.Expansions() - 1})
	run("search end")
	s.Apply(scene.SeekStep{Step: tl.Expansions() + 5})
	run("smooth")
	s.Apply(scene.SeekStep{Step: tl.Len() - 1})
	run("End")
}
