package render

import (
	"testing"

	"swath/pathing"
	"swath/scene"
)

// TestStripsSearchStepOnThePage jumps the timeline of a 512² map from the
// search's first step to its last: on the web page (pathing.Yields; run
// with GOOS=js GOARCH=wasm and Go's node runner) the step is coloured
// webSearchCells an Update, off it in one Update as before, and either way
// the overlay ends as one Update's.
func TestStripsSearchStepOnThePage(t *testing.T) {
	s := stripScene(t, 512)
	s.Apply(scene.SeekStep{Step: 0})
	tl := s.Selected().Timeline()
	if tl == nil || tl.Expansions() <= maxSearchDelta {
		t.Fatal("no timeline with a search longer than a cell-by-cell move")
	}
	r := Renderer{Strips: true}
	r.Update(s, s.View(), 1280, 800) // the first frame: the map whole
	r.Uploaded()
	s.Apply(scene.SeekStep{Step: tl.Expansions() - 1})
	r.Update(s, s.View(), 1280, 800)
	r.Uploaded()
	box, _ := searchBox(tl, &r.next)
	if pathing.Yields {
		if box.Dx()*box.Dy() <= 2*webSearchCells {
			t.Fatalf("the search's bounds %v are too small for the test", box)
		}
		if !r.Pending() {
			t.Fatal("on the page a 512² search step was coloured in one Update")
		}
		_, n := stripsUntilDone(t, &r, s)
		if want := box.Dy() / stripRows(webSearchCells, box.Dx()); n < want {
			t.Errorf("the step took %d more Updates, want %d (%v, %d cells an Update)", n, want, box, webSearchCells)
		}
	} else if r.Pending() {
		t.Fatal("off the page a 512² search step is not coloured in one Update")
	}
	sameAsOneShot(t, &r, s)
}
