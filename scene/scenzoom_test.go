package scene

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// TestPickedQueryIsInView: on a 512² map fitted in a 600×500 viewport (a
// cell under a pixel), picking a .scen query with ends 12 cells apart
// around a wall zooms in: both footprints and every waypoint of its route
// are inside the viewport, cells several pixels wide; a zoom or resize
// after it is the person's. A query across the whole map keeps the
// fitted view.
func TestPickedQueryIsInView(t *testing.T) {
	g := pathing.NewGrid(512, 512)
	for y := 290; y <= 310; y++ {
		g.Set(306, y, true)
	}
	dir := t.TempDir()
	var mb strings.Builder
	if err := levels.WriteMap(&mb, g); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "big.map"), []byte(mb.String()), 0o644)
	scen := "version 1\n" +
		"0\tbig.map\t512\t512\t300\t300\t312\t300\t30.0\n" +
		"0\tbig.map\t512\t512\t2\t2\t509\t509\t702.1\n"
	os.WriteFile(filepath.Join(dir, "big.map.scen"), []byte(scen), 0o644)

	s := New(Level{Grid: pathing.NewGrid(12, 6), Agent: pathing.Footprint{L: 2, W: 2}, Start: pathing.Pt(1, 2), Goal: pathing.Pt(9, 2)})
	s.SetFiles(nil, dir)
	s.Apply(Resize{W: 600, H: 500})
	s.Apply(OpenPath{Path: filepath.Join(dir, "big.map.scen")})
	s.Apply(ActDialogOK)
	s.Refresh()
	v := s.View()
	pl := s.Selected().Plan()
	if s.Dialog() != nil || pl == nil || !pl.Found {
		t.Fatalf("after the pick: dialog %v, plan %+v", s.Dialog(), pl)
	}
	if v.Scale < 8 {
		t.Fatalf("the picked query is shown at %.2f px/cell, want it zoomed to (at least 8)", v.Scale)
	}
	inView := func(what string, r pathing.Rect) {
		x0, y0 := v.Corner(float64(r.MinX), float64(r.MinY))
		x1, y1 := v.Corner(float64(r.MaxX+1), float64(r.MaxY+1))
		if x0 < 0 || y0 < 0 || x1 > float64(v.W) || y1 > float64(v.H) {
			t.Errorf("%s %v is at (%.0f,%.0f)-(%.0f,%.0f), outside the %dx%d viewport", what, r, x0, y0, x1, y1, v.W, v.H)
		}
	}
	f := s.Selected().Agent()
	inView("the start's footprint", f.Cover(s.Selected().Start()))
	inView("the goal's footprint", f.Cover(s.Selected().Goal()))
	for i, p := range pl.Waypoints {
		inView(fmt.Sprintf("waypoint %d", i), pathing.Rect{MinX: p.X, MinY: p.Y, MaxX: p.X, MaxY: p.Y})
	}
	s.Apply(Resize{W: 640, H: 500}) // zoomed: a resize keeps the zoom
	if s.View().Scale != v.Scale {
		t.Errorf("a resize after the pick refitted the view: %.2f px/cell, was %.2f", s.View().Scale, v.Scale)
	}

	s.Apply(OpenPath{Path: filepath.Join(dir, "big.map.scen")})
	s.Apply(ActDialogDown)
	s.Apply(ActDialogOK)
	fitted := s.View()
	fitted.Fit(512, 512)
	if s.View() != fitted {
		t.Errorf("a query across the map: view %+v, want the fitted %+v", s.View(), fitted)
	}
}

// TestZoomedOutMarkersCanBeGrabbed: with a 512² map at under a pixel a
// cell, a press a few cells from the start's pivot (inside the marker's
// MarkerMinPx square, outside its 1x1 footprint) drags the start rather
// than painting; far from it, it paints.
func TestZoomedOutMarkersCanBeGrabbed(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(512, 512), Start: pathing.Pt(100, 100), Goal: pathing.Pt(400, 400)})
	s.Apply(Resize{W: 600, H: 500})
	if sc := s.View().Scale; sc >= 2 {
		t.Fatalf("fitted at %.2f px/cell, want the map zoomed out", sc)
	}
	s.Apply(Press{Cell: pathing.Pt(103, 98), Button: Primary})
	s.Apply(Drag{Cell: pathing.Pt(150, 150)})
	s.Apply(Release{Cell: pathing.Pt(150, 150)})
	if got := s.Selected().Start(); got != pathing.Pt(150, 150) {
		t.Errorf("a press 3 cells from S and a drag: start %v, want it dragged to (150,150)", got)
	}
	if s.Grid().Blocked(103, 98) {
		t.Errorf("the press near S painted an obstacle")
	}
	s.Apply(Press{Cell: pathing.Pt(300, 100), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(300, 100)})
	if !s.Grid().Blocked(300, 100) {
		t.Errorf("a press far from both ends did not paint")
	}
}
