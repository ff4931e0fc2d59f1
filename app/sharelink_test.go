package app

import (
	"strings"
	"testing"

	"github.com/ebitengine/debugui"

	"swath/input"
	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// TestShareLinkPrintsTheLevel: on the desktop Ctrl+L (and the panel's
// button) prints the level's link as it stands, which opens the same
// level, and says so in the status line; not while a dialog or the
// panel's text box has the keys.
func TestShareLinkPrintsTheLevel(t *testing.T) {
	sc := scene.New(scene.Demo())
	sc.Apply(scene.Press{Cell: pathing.Pt(1, 1), Button: scene.Primary})
	sc.Apply(scene.Release{Cell: pathing.Pt(1, 1)})
	var printed []string
	l := shareLink{printed: func(link string) { printed = append(printed, link) }}
	ctrlL := &input.Devices{Ctrl: true, Keys: map[string]int{"L": 1}}
	if !l.update(sc, ctrlL, 0) || len(printed) != 1 {
		t.Fatalf("Ctrl+L printed %d links", len(printed))
	}
	back, err := levels.DecodeShare(printed[0])
	if err != nil {
		t.Fatal(err)
	}
	if !back.Equal(sc.Level()) {
		t.Error("the printed link is not the level as it stands")
	}
	if n := sc.Notice(); n.Warn || !strings.HasPrefix(n.Text, "Printed the level's link on standard output") {
		t.Errorf("notice %+v", n)
	}
	if l.update(sc, ctrlL, debugui.InputCapturingStateFocus) || len(printed) != 1 {
		t.Error("Ctrl+L with the panel's text box focused printed a link")
	}
	if l.update(sc, &input.Devices{Keys: map[string]int{"L": 1}}, 0) || len(printed) != 1 {
		t.Error("L without Ctrl printed a link")
	}
	l.asked = true // the panel's button
	if !l.update(sc, &input.Devices{Keys: map[string]int{}}, 0) || len(printed) != 2 || l.asked {
		t.Errorf("the panel's button: %d links, asked still %v", len(printed), l.asked)
	}
	sc.Apply(scene.ActOpen)
	if l.update(sc, ctrlL, 0) || len(printed) != 2 {
		t.Error("Ctrl+L with a dialog open printed a link")
	}
}
