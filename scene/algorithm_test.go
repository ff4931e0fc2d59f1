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
	if s.Selected().Query().Options.Algorithm != pathing.JPS || s.Selected().Plan().Query.Algorithm != pathing.JPS {
		t.Fatalf("after J: options %v, plan %v", s.Selected().Query().Options.Algorithm, s.Selected().Plan().Query.Algorithm)
	}
	if s.Versions() == before {
		t.Fatal("J changed the algorithm but no version")
	}
	if !strings.Contains(s.Status(), ", JPS") {
		t.Fatalf("status does not name JPS: %q", s.Status())
	}
	figs := figureMap(s.Figures())
	if figs["JPS jump pts, scanned"] == "" || figs["A* expanded"] == "" {
		t.Fatalf("plain figures: %v", s.Figures())
	}
	key(s, "T", false)
	tl := s.Selected().Timeline()
	if tl.Algorithm() != pathing.JPS {
		t.Fatalf("timeline steps %v", tl.Algorithm())
	}
	v := s.Selected().Step()
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
	if s.Selected().Query().Options.Algorithm != pathing.AStar || s.Selected().Timeline().Algorithm() != pathing.AStar {
		t.Fatalf("undo left %v, timeline %v", s.Selected().Query().Options.Algorithm, s.Selected().Timeline().Algorithm())
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

// The plain view sets both algorithms' searches side by side: an A* plan
// brings a JPS count along (in the tick and in a background job); a JPS
// plan shows the A* count of the same state, and says so when there is
// none after an edit.
func TestPlainFiguresCompareAlgorithms(t *testing.T) {
	s := uturn(t)
	s.Refresh()
	var js pathing.JPSearcher
	q := s.Selected().Plan().Query
	sr := js.Search(s.Grid(), q.Agent, q.Search, q.Start, q.Goal, nil)
	want := fmt.Sprintf("%d, %d", sr.Expanded, sr.Scanned)
	if got := figureMap(s.Figures())["JPS jump pts, scanned"]; got != want {
		t.Fatalf("A* plan: JPS figure %q, want %q", got, want)
	}
	astar := s.Selected().Plan().Expanded
	key(s, "J", false)
	figs := figureMap(s.Figures())
	if figs["A* expanded"] != fmt.Sprint(astar) || figs["JPS jump pts, scanned"] != want {
		t.Fatalf("JPS plan figures %v (A* expanded %d)", s.Figures(), astar)
	}
	s.Apply(Press{Cell: pathing.Pt(9, 4), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(9, 4)})
	s.Refresh()
	if got := figureMap(s.Figures())["A* expanded"]; got != "- (J plans it)" {
		t.Fatalf("after an edit the JPS plan shows A* %q", got)
	}
	// a background job of an A* query counts JPS too
	key(s, "J", false)
	s.Apply(Press{Cell: pathing.Pt(9, 3), Button: Primary})
	s.Apply(Release{Cell: pathing.Pt(9, 3)})
	runJob(s, mustPending(t, s, JobPlan, true, "after an edit"))
	q = s.Selected().Plan().Query
	sr = js.Search(s.Grid(), q.Agent, q.Search, q.Start, q.Goal, nil)
	if got := figureMap(s.Figures())["JPS jump pts, scanned"]; got != fmt.Sprintf("%d, %d", sr.Expanded, sr.Scanned) {
		t.Fatalf("background A* plan: JPS figure %q, want %d, %d", got, sr.Expanded, sr.Scanned)
	}
}
