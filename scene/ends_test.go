package scene

import (
	"strings"
	"testing"

	"swath/pathing"
)

// TestNewAndResizedMapsPlaceEndsThatFit: Ctrl+N and Ctrl+R put S and G
// where the footprint fits (not on the last cell, where a 2×2 agent
// reaches off the map), so a new map has a route.
func TestNewAndResizedMapsPlaceEndsThatFit(t *testing.T) {
	s, _ := docScene(t)
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 2, W: 2}})
	s.Apply(ActNew)
	s.Apply(ActConfirmDiscard) // the agent changed: discard it, keep the 2x2
	d := s.Dialog()
	d.Fields[0], d.Fields[1] = Field{Text: "20"}, Field{Text: "10"}
	s.Apply(ActDialogOK)
	if !s.Selected().StartFits() || !s.Selected().GoalFits() {
		t.Fatalf("Ctrl+N 20x10 with a 2x2 agent: S %v fits %v, G %v fits %v", s.Selected().Start(), s.Selected().StartFits(), s.Selected().Goal(), s.Selected().GoalFits())
	}
	s.Refresh()
	if !s.Selected().Plan().Found {
		t.Fatalf("no route on a new empty map: %v", s.Selected().Plan().Err)
	}
	s.Apply(ActResizeMap)
	d = s.Dialog()
	d.Fields[0], d.Fields[1] = Field{Text: "12"}, Field{Text: "7"}
	s.Apply(ActDialogOK)
	if !s.Selected().StartFits() || !s.Selected().GoalFits() {
		t.Fatalf("Ctrl+R 12x7 with a 2x2 agent: S %v fits %v, G %v fits %v", s.Selected().Start(), s.Selected().StartFits(), s.Selected().Goal(), s.Selected().GoalFits())
	}
	s.Refresh()
	if !s.Selected().Plan().Found {
		t.Fatalf("no route after the resize: %v", s.Selected().Plan().Err)
	}
}

// TestNoRouteReasonInFigures: a stuck or blocked route heads the figures
// with its reason.
func TestNoRouteReasonInFigures(t *testing.T) {
	s := open(t)
	s.Apply(SetAgent{Agent: pathing.Footprint{L: 3, W: 3}})
	block := s.Selected().Goal().Add(pathing.Pt(1, 0)) // in the goal's footprint, not its pivot
	paint(s, block)
	s.Refresh()
	f := s.Figures()
	if len(f) == 0 || f[0].Label != "no route" || f[0].Value != "goal blocked" {
		t.Fatalf("figures %v: want a first \"no route: goal blocked\"", f)
	}
	if w := strings.Join(s.Selected().FitWarnings(), " "); !strings.Contains(w, block.String()) {
		t.Fatalf("fit warning %q does not name the blocking cell %v", w, block)
	}
}
