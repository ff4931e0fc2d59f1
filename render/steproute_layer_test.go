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
	for i := s.Selected().Timeline().Len() - 1; i >= 0 && walk < 0; i-- {
		s.Apply(scene.SeekStep{Step: i})
		if s.Selected().Step().Kind == timeline.StepWalk {
			walk = i
		}
	}
	if walk < 1 {
		t.Fatal("no walk step")
	}
	layered := Renderer{RouteLayer: true}
	fl := inLayerNotInline(t, s, &layered, "the walk", []layerShapes{{"node dots", Circle, assets.RawNode},
		{"node-set lines", Line, assets.RawPath}, {"route lines", Line, assets.Segment}, {"waypoint dots", Circle, assets.Segment}})
	key := fl.Route.Key
	s.Apply(scene.SeekStep{Step: walk - 1})
	if v := s.Selected().Step(); !stepInLayer(v).route {
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

// With a route layer, the smoothing's steps draw the node set from the
// layer too (it is the same for every step after the search): at a probe
// the layer holds the node dots and lines the inline frame draws, the
// frame's list none, and moving on to the next probes and choices keeps
// the layer; the node-set check's larger dots are a layer of their own.
func TestStepNodesInTheLayer(t *testing.T) {
	s := uturnScene(t)
	lay := LayoutOf(s, 640, 400, false)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	probes := []int{}
	nodesAt := -1
	for i := range s.Selected().Timeline().Len() {
		s.Apply(scene.SeekStep{Step: i})
		switch s.Selected().Step().Kind {
		case timeline.StepNodes:
			nodesAt = i
		case timeline.StepProbe, timeline.StepChoose:
			probes = append(probes, i)
		}
	}
	if len(probes) < 3 || nodesAt < 0 {
		t.Fatalf("%d smoothing steps, node-set check at %d: the test wants both", len(probes), nodesAt)
	}
	s.Apply(scene.SeekStep{Step: probes[0]})
	var inline Renderer
	layered := Renderer{RouteLayer: true}
	fl := inLayerNotInline(t, s, &layered, "a probe", []layerShapes{{"node dots", Circle, assets.RawNode}, {"node-set lines", Line, assets.RawPath}})
	key := fl.Route.Key
	for _, i := range probes[1:] {
		s.Apply(scene.SeekStep{Step: i})
		if fl = layered.Update(s, s.View(), 640, 400); fl.Route == nil || fl.Route.Key != key {
			t.Fatalf("step %d (%v) rebuilt the route layer", i, s.Selected().Step().Kind)
		}
	}
	s.Apply(scene.SeekStep{Step: nodesAt})
	fi := inline.Update(s, s.View(), 640, 400)
	fl = layered.Update(s, s.View(), 640, 400)
	if fl.Route == nil || fl.Route.Key == key {
		t.Fatal("the node-set check kept the probes' layer (its dots are larger)")
	}
	dots, want := shapesOf(fl.Route.List, Circle, assets.RawNode), shapesOf(fi.Map, Circle, assets.RawNode)
	if len(dots) == 0 || len(dots) != len(want) || dots[0].Size != want[0].Size {
		t.Errorf("node-set check: %d dots in the layer, %d inline", len(dots), len(want))
	}
}

// layerShapes names the shapes of one kind and colour.
type layerShapes struct {
	name string
	k    Kind
	col  color.RGBA
}

// inLayerNotInline updates layered for s and checks that its route layer
// holds as many shapes of each kind as an inline renderer's frame, and the
// layered frame's own list none; it returns the layered frame.
func inLayerNotInline(t *testing.T, s *scene.Scene, layered *Renderer, at string, kinds []layerShapes) *Frame {
	t.Helper()
	var inline Renderer
	fi := inline.Update(s, s.View(), 640, 400)
	fl := layered.Update(s, s.View(), 640, 400)
	if fl.Route == nil {
		t.Fatalf("no route layer at %s", at)
	}
	for _, c := range kinds {
		want := len(shapesOf(fi.Map, c.k, c.col))
		if want == 0 {
			t.Fatalf("%s drawn inline has no %s", at, c.name)
		}
		if got := len(shapesOf(fl.Route.List, c.k, c.col)); got != want {
			t.Errorf("%s: %d in the layer, %d inline", c.name, got, want)
		}
		if got := len(shapesOf(fl.Map, c.k, c.col)); got != 0 {
			t.Errorf("%s: %d still in the layered frame's list", c.name, got)
		}
	}
	return fl
}
