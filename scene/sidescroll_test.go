package scene

import "testing"

// TestNewLevelStartsAtTheTop: the side column scrolled down to the
// figures, opening another level shows its lesson from the first line
// (the scroll stayed where the last level's was, past the new lesson).
func TestNewLevelStartsAtTheTop(t *testing.T) {
	s, _ := docScene(t)
	s.Apply(ScrollSide{DY: 300, Max: 500})
	if s.SideScroll() != 300 {
		t.Fatalf("scrolled to %d, want 300", s.SideScroll())
	}
	for _, open := range []Intent{OpenBuiltin{Name: "gap"}, OpenBuiltin{Name: "u-turn"}} {
		s.Apply(ScrollSide{DY: 300, Max: 500})
		s.Apply(open)
		if s.SideScroll() != 0 {
			t.Fatalf("after %+v the side column is scrolled by %d, want 0", open, s.SideScroll())
		}
	}
}
