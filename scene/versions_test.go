package scene

import (
	"testing"

	"swath/pathing"
)

// watcher is a consumer of a scene's Versions, as a renderer is: it
// remembers what it last saw and asks whether anything changed since.
type watcher struct {
	s    *Scene
	seen Versions
}

func watch(s *Scene) *watcher { return &watcher{s, s.Versions()} }

// changed reports whether the scene changed since the last call.
func (w *watcher) changed() bool {
	v := w.s.Versions()
	c := v != w.seen
	w.seen = v
	return c
}

// TestVersionsAreNotConsumed: two consumers over one scene both see every
// change, whatever order they look in, and reading changes nothing.
func TestVersionsAreNotConsumed(t *testing.T) {
	s := open(t)
	a, b := watch(s), watch(s)
	g0 := s.Versions().Grid
	s.Apply(Press{pathing.Pt(2, 1), Primary})
	s.Apply(Release{pathing.Pt(2, 1)})
	if !a.changed() || a.changed() {
		t.Fatal("the first consumer does not see the stroke once")
	}
	if !b.changed() {
		t.Fatal("the second consumer misses the stroke the first one saw")
	}
	for range 2 {
		if r, ok := s.GridChanges(g0); !ok || r != (pathing.Rect{MinX: 2, MinY: 1, MaxX: 2, MaxY: 1}) {
			t.Fatalf("GridChanges(%d) = %v %v, want cell (2,1), every time it is asked", g0, r, ok)
		}
	}
	if _, ok := s.GridChanges(s.Versions().Grid); ok {
		t.Fatal("GridChanges of the current version reports a change")
	}
}

// TestVersionsByKind: each kind of change bumps its own counter, and a
// change that shows nothing new bumps none.
func TestVersionsByKind(t *testing.T) {
	s := open(t)
	cases := []struct {
		name string
		in   Intent
		bump func(before, after Versions) bool
	}{
		{"zoom", Zoom{X: 10, Y: 10, Factor: 2}, func(b, a Versions) bool { return a.View > b.View && a.UI == b.UI && a.Grid == b.Grid }},
		{"pan", Pan{DX: 3}, func(b, a Versions) bool { return a.View > b.View && a.Grid == b.Grid }},
		{"hover", Hover{Cell: pathing.Pt(3, 3), In: true}, func(b, a Versions) bool { return a.UI > b.UI && a.View == b.View }},
		{"same hover", Hover{Cell: pathing.Pt(3, 3), In: true}, func(b, a Versions) bool { return a == b }},
		{"tool", SetTool{RectTool}, func(b, a Versions) bool { return a.UI > b.UI }},
		{"same tool", SetTool{RectTool}, func(b, a Versions) bool { return a == b }},
		{"box press", Press{pathing.Pt(5, 4), Primary}, func(b, a Versions) bool { return a.UI > b.UI && a.Grid == b.Grid }},
		{"box drag", Drag{pathing.Pt(6, 5)}, func(b, a Versions) bool { return a.UI > b.UI && a.Grid == b.Grid }},
		{"box release", Release{pathing.Pt(6, 5)}, func(b, a Versions) bool { return a.UI > b.UI && a.Grid > b.Grid }},
		{"agent", SetAgent{Agent: pathing.Footprint{L: 2, W: 2}}, func(b, a Versions) bool { return a.UI > b.UI && a.Grid == b.Grid }},
		{"timeline", KeyPress{Chord{Key: "T"}}, func(b, a Versions) bool { return a.Step > b.Step }},
		{"step", KeyPress{Chord{Key: "ArrowRight"}}, func(b, a Versions) bool { return a.Step > b.Step && a.UI == b.UI }},
		{"a tick while paused", Tick{DT: 1e9}, func(b, a Versions) bool { return a == b }},
		{"help", ActHelp, func(b, a Versions) bool { return a.UI > b.UI }},
	}
	for _, c := range cases {
		before := s.Versions()
		s.Apply(c.in)
		s.Refresh()
		if after := s.Versions(); !c.bump(before, after) {
			t.Errorf("%s: versions %+v → %+v", c.name, before, after)
		}
	}
}

// TestGridChangesOverManyVersions: the box covers every version since the
// one asked for; a version older than the log gets the whole map.
func TestGridChangesOverManyVersions(t *testing.T) {
	s := open(t)
	g0 := s.Versions().Grid
	s.Apply(Press{pathing.Pt(1, 1), Primary})
	s.Apply(Release{pathing.Pt(1, 1)})
	g1 := s.Versions().Grid
	s.Apply(Press{pathing.Pt(8, 4), Primary})
	s.Apply(Release{pathing.Pt(8, 4)})
	if r, ok := s.GridChanges(g0); !ok || r != (pathing.Rect{MinX: 1, MinY: 1, MaxX: 8, MaxY: 4}) {
		t.Fatalf("since %d: %v %v, want (1,1)-(8,4)", g0, r, ok)
	}
	if r, ok := s.GridChanges(g1); !ok || r != (pathing.Rect{MinX: 8, MinY: 4, MaxX: 8, MaxY: 4}) {
		t.Fatalf("since %d: %v %v, want (8,4)", g1, r, ok)
	}
	for i := range gridLogLen + 1 {
		b := Primary // paint then erase: every press changes the cell
		if i%2 == 1 {
			b = Secondary
		}
		s.Apply(Press{pathing.Pt(0, 5), b})
		s.Apply(Release{pathing.Pt(0, 5)})
	}
	if r, ok := s.GridChanges(g1); !ok || r != (pathing.Rect{MaxX: 11, MaxY: 5}) {
		t.Fatalf("since a version older than the log: %v %v, want the whole map", r, ok)
	}
}
