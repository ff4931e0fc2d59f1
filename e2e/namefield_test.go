package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"
)

// TestNPCNameFieldReplacesTheName: a click on the options panel's NPC
// name field selects the name ("npc 1"), so typing "big ogre" and Enter
// renames the NPC to exactly that (debugui's field appended: "npc 1big
// ogre"); Ctrl+A then selects it all again, and typing replaces it.
func TestNPCNameFieldReplacesTheName(t *testing.T) {
	a := start(t)
	m := newModel(t)
	a.waitDrawn(m)
	field := m.lay.Panel.Min.Add(image.Pt(npcNameFieldX, npcRowOfFirst+panelRow))
	focus := func() {
		a.act("a click on the name field", "panel name focus", "mousemove", "--sync", fmt.Sprint(a.x+field.X), fmt.Sprint(a.y+field.Y),
			"sleep", "0.15", "mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.1")
	}
	typeIn := func(s string) {
		for _, r := range s {
			k := string(r)
			if r == ' ' {
				k = "space"
			}
			a.act("typing "+k, "panel name", "keydown", k, "sleep", "0.08", "keyup", k)
		}
	}
	rename := func() string {
		lines := a.act("Enter", "panel rename", "keydown", "Return", "sleep", "0.15", "keyup", "Return")
		last := lines[len(lines)-1]
		_, q, _ := strings.Cut(last, "\"")
		return strings.TrimSuffix(q, "\"")
	}
	focus()
	typeIn("big ogre")
	if got := rename(); got != "big ogre" {
		t.Fatalf("after a click, typing \"big ogre\" and Enter the NPC is named %q", got)
	}
	focus()
	a.act("Ctrl+A", "panel name key", "keydown", "ctrl+a", "sleep", "0.15", "keyup", "ctrl+a")
	typeIn("troll")
	if got := rename(); got != "troll" {
		t.Fatalf("after Ctrl+A, typing \"troll\" and Enter the NPC is named %q", got)
	}
}
