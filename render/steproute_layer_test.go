package render

import (
	"image/color"
	"testing"

	"swath/assets"
	"swath/scene"
	"swath/timeline"
)

// With a route layer, the step view's node set and route at the result and
// the walk (hundreds of thousands of shapes on a 2048² maze, the same for
// all their steps) are drawn once into the layer, not into every frame's
// list: the layer holds the shapes the inline frame draws, the frame's
// list none of them, stepping along the walk keeps the layer, and the
// search's first step (Home) has an empty one.
func TestStepRouteInTheLayer(t *testing.T) {
	s := uturnScene(t)
	lay := LayoutOf(s, 640, 400, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	walk := -1 // the walk's last step (the shortest route's phase follows)
	for i := s.Timeline().Len() - 1; i >= 0 && walk < 0; i-- {
		s.Apply(scene.SeekStep{Step: i})
		if s.Step().Kind == timeline.StepWalk {
			walk = i
		}
	}
	if walk < 1 {
		t.Fatal("no walk step")
	}
	var inline Renderer
	layered := Renderer{RouteLayer: true}
	fi := inline.Update(s, s.View(), 640, 400)
	fl := layered.Update(s, s.View(), 640, 400)
	if fl.Route == nil {
		t.Fatal("no route layer under the walk")
	}
	for _, c := range []struct {
		name string
		k    Kind
		col  color.RGBA
	}{{"node dots", Circle, assets.RawNode}, {"node-set lines", Line, assets.RawPath},
		{"route lines", Line, assets.Segment}, {"waypoint dots", Circle, assets.Segment}} {
		col := c.col
		want := len(shapesOf(fi.Map, c.k, col))
		if want == 0 {
			t.Fatalf("the inline walk draws no %s", c.name)
		}
		if got := len(shapesOf(fl.Route.List, c.k, col)); got != want {
			t.Errorf("%s: %d in the layer, %d inline", c.name, got, want)
		}
		if got := len(shapesOf(fl.Map, c.k, col)); got != 0 {
			t.Errorf("%s: %d still in the layered frame's list", c.name, got)
		}
	}
	key := fl.Route.Key
	s.Apply(scene.SeekStep{Step: walk - 1})
	if v := s.Step(); !stepRouteInLayer(v) {
		t.Fatalf("one step back is not the walk or the result: %v", v.Kind)
	}
	if fl = layered.Update(s, s.View(), 640, 400); fl.Route == nil || fl.Route.Key != key {
		t.Error("a step along the walk rebuilt the route layer")
	}
	s.Apply(scene.ActFirst)
	if fl = layered.Update(s, s.View(), 640, 400); fl.Route == nil || len(fl.Route.List) != 0 {
		t.Error("the search's first step has a route layer with shapes")
	}
}
