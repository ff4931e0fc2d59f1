package render

import (
	"math"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
)

// TestRouteThroughBodyCentre: for a 2×2 agent the route's segments run
// between the bodies' centres (half a cell right of and below the pivot
// cells' centres), the pivot's route is drawn apart, and the footprint's
// swept outline encloses every segment.
func TestRouteThroughBodyCentre(t *testing.T) {
	s := small() // a 2×2 agent
	f, _ := frameOf(t, s)
	pl := s.Selected().Plan()
	v, m := f.View, f.Layout.Map
	var segs, pivots, edges []Shape
	for _, sh := range f.Map {
		switch {
		case sh.Kind == Line && sh.Color == assets.Segment:
			segs = append(segs, sh)
		case sh.Kind == Line && sh.Color == assets.PivotPath:
			pivots = append(pivots, sh)
		case sh.Kind == Line && sh.Color == assets.SweptEdge:
			edges = append(edges, sh)
		}
	}
	if len(segs) != len(pl.Waypoints)-1 || len(pivots) != len(pl.Waypoints)-1 {
		t.Fatalf("%d segments and %d pivot segments, want %d each", len(segs), len(pivots), len(pl.Waypoints)-1)
	}
	for i, sh := range segs {
		cx, cy := v.Centre(pl.Waypoints[i])
		wx, wy := float64(m.Min.X)+cx+0.5*v.Scale, float64(m.Min.Y)+cy+0.5*v.Scale
		if math.Abs(float64(sh.X0)-wx) > 0.01 || math.Abs(float64(sh.Y0)-wy) > 0.01 {
			t.Errorf("segment %d starts at (%v,%v), want the body's centre (%v,%v)", i, sh.X0, sh.Y0, wx, wy)
		}
		px, py := float64(m.Min.X)+cx, float64(m.Min.Y)+cy
		if p := pivots[i]; math.Abs(float64(p.X0)-px) > 0.01 || math.Abs(float64(p.Y0)-py) > 0.01 {
			t.Errorf("pivot segment %d starts at (%v,%v), want the pivot's centre (%v,%v)", i, p.X0, p.Y0, px, py)
		}
	}
	if len(edges) < 4*(len(pl.Waypoints)-1) {
		t.Fatalf("%d swept outline edges, want at least 4 per segment", len(edges))
	}
	// odd sides: no pivot route (it is the centre's)
	s.Apply(scene.SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
	s.Refresh()
	f, _ = frameOf(t, s)
	for _, sh := range f.Map {
		if sh.Color == assets.PivotPath {
			t.Fatal("a 3×3 agent's route has a separate pivot route")
		}
	}
}

// TestConvexHull: the hull of two squares is the hexagon around them.
func TestConvexHull(t *testing.T) {
	h := convexHull([][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {3, 2}, {4, 2}, {4, 3}, {3, 3}})
	if len(h) != 6 {
		t.Fatalf("hull %v, want 6 corners", h)
	}
}
