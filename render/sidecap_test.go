package render

import (
	"fmt"
	"strings"
	"testing"

	"swath/assets"
	"swath/levels"
	"swath/scene"
)

// TestSideAtCapShowsWhatItDid: with the longest title and description a
// level may hold, the side column scrolled anywhere shows the same shapes
// as when every line is laid out and those out of sight dropped (the plain
// reference), and lays out no more description lines than the column
// holds.
func TestSideAtCapShowsWhatItDid(t *testing.T) {
	s := capScene(t)
	lay := LayoutOf(s, 1280, 800, true)
	if lay.SideScrollMax <= 0 {
		t.Fatalf("the capped description fits the column: nothing to scroll")
	}
	cols := int((float64(lay.Side.Dx()) - 28) / charWidth(assets.TextSize))
	descLines := len(sideLines(s.Description(), cols))
	rows := lay.Side.Dy()/16 + 2
	prev := 0
	for _, scroll := range []int{0, 1, 37, lay.SideScrollMax / 2, lay.SideScrollMax - 5, lay.SideScrollMax} {
		s.Apply(scene.ScrollSide{DY: scroll - prev, Max: lay.SideScrollMax})
		prev = scroll
		lay := LayoutOf(s, 1280, 800, true)
		got := buildSide(nil, s, lay)
		cullSide = false
		want := buildSide(nil, s, lay)
		all, _ := sideContent(nil, s, lay, sideTop(lay)-float64(scroll))
		cullSide = true
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("scrolled by %d: the column's %d shapes differ from the reference's %d", scroll, len(got), len(want))
		}
		shown, _ := sideContent(nil, s, lay, sideTop(lay)-float64(scroll))
		if skipped := texts(all) - texts(shown); skipped < descLines-rows {
			t.Fatalf("scrolled by %d: %d of the description's %d lines laid out for a column of %d rows", scroll, descLines-skipped, descLines, rows)
		}
	}
}

// texts counts the text shapes of l.
func texts(l List) int {
	n := 0
	for _, sh := range l {
		if sh.Kind == Text {
			n++
		}
	}
	return n
}

// TestSideLinesCutLongWords: a word longer than the column is cut across
// lines; every line fits, and the words read the same joined up.
func TestSideLinesCutLongWords(t *testing.T) {
	text := "a " + strings.Repeat("x", 95) + " bb " + strings.Repeat("yz", 30)
	lines := sideLines(text, 40)
	for _, ln := range lines {
		if n := len([]rune(ln)); n > 40 {
			t.Fatalf("a line of %d characters in a 40-column wrap: %q", n, ln)
		}
	}
	if got, want := strings.Join(lines, ""), strings.ReplaceAll(text, " ", ""); strings.ReplaceAll(got, " ", "") != want {
		t.Fatalf("the words changed:\n got %q\nwant %q", got, want)
	}
	if again := sideLines(text, 40); &again[0] != &lines[0] {
		t.Fatalf("the same text wrapped again, not kept")
	}
}

// capScene is capLevel for tests.
func capScene(t *testing.T) *scene.Scene {
	lv, err := levels.LoadBuiltin("rooms")
	if err != nil {
		t.Fatal(err)
	}
	lv.Title, lv.Description = capTexts()
	return scene.New(*lv)
}
