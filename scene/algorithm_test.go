package scene

import (
	"fmt"
	"strings"
	"testing"

	"swath/pathing"
	"swath/timeline"
)

// J toggles the search algorithm as one undo step: the plan, the status
// line, the figures and the timeline follow it.
func TestToggleAlgorithmKey(t *testing.T) {
	s := uturn(t)
	s.Refresh()
	before := s.Versions()
	key(s, "J", false)
	if s.Options().Algorithm != pathing.JPS || s.Plan().Query.Algorithm != pathing.JPS {
		t.Fatalf("after J: options %v, plan %v", s.Options().Algorithm, s.Plan().Query.Algorithm)
	}
	if s.Versions() == before {
		t.Fatal("J changed the algorithm but no version")
	}
	if !strings.Contains(s.Status(), ", JPS") {
		t.Fatalf("status does not name JPS: %q", s.Status())
	}
	figs := figureMap(s.Figures())
	if figs["JPS jump points expanded"] == "" || figs["  cells scanned by jumps"] == "" {
		t.Fatalf("plain figures: %v", s.Figures())
	}
	key(s, "T", false)
	tl := s.Timeline()
	if tl.Algorithm() != pathing.JPS {
		t.Fatalf("timeline steps %v", tl.Algorithm())
	}
	v := s.Step()
	if v.Kind != timeline.StepExpand || !strings.HasPrefix(v.Text, "JPS expands jump point") {
		t.Fatalf("first step: %v %q", v.Kind, v.Text)
	}
	figs = figureMap(s.Figures())
	f := tl.Searches()
	if got := figs["JPS jump pts, scanned"]; got == "" || !strings.HasPrefix(got, itoa(f[1].Expanded)+", ") {
		t.Fatalf("step figures %v, searches %+v", s.Figures(), f)
	}
	if got := figs["A* expanded"]; got != itoa(f[0].Expanded) {
		t.Fatalf("A* figure %q, searches %+v", got, f)
	}
	if figs["runs / cells this step"] == "" || figs["cells scanned so far"] == "" {
		t.Fatalf("step figures %v", s.Figures())
	}
	s.Apply(ActUndo)
	s.Refresh()
	if s.Options().Algorithm != pathing.AStar || s.Timeline().Algorithm() != pathing.AStar {
		t.Fatalf("undo left %v, timeline %v", s.Options().Algorithm, s.Timeline().Algorithm())
	}
	if strings.Contains(s.Status(), "JPS") {
		t.Fatalf("status after undo: %q", s.Status())
	}
}

func figureMap(fs []Figure) map[string]string {
	m := map[string]string{}
	for _, f := range fs {
		m[f.Label] = f.Value
	}
	return m
}

func itoa(n int) string { return fmt.Sprint(n) }
