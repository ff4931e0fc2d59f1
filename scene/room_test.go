package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/memroom"
	"swath/pathing"
)

// testRoom is a room of 5000 B at 80 B a cell: a map of 62 cells fits, a
// 9×9 one (81) does not.
func testRoom() memroom.Room {
	return memroom.Room{Bytes: 5000, Limit: 8000, Why: "a test's limit,"}
}

// A map the process has no room for is refused in one line in the status
// line whichever way it comes in (Ctrl+O in the call and in the
// background, a drop, a new map), and the current map and its unsaved
// edits stay as they were; a map that fits still opens.
func TestOpenRefusesAMapWithNoRoom(t *testing.T) {
	big := levels.Level{Title: "big", Grid: pathing.NewGrid(9, 9), Start: pathing.Pt(0, 0), Goal: pathing.Pt(8, 8)}
	var buf strings.Builder
	if err := levels.WriteSwath(&buf, &big); err != nil {
		t.Fatal(err)
	}
	small := "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@..\n.....\n"
	for _, tc := range []struct {
		name string
		bg   bool
		open func(s *Scene, bigPath string)
	}{
		{"Ctrl+O", false, func(s *Scene, p string) { s.Apply(OpenPath{Path: p}); s.Apply(ActConfirmDiscard) }},
		{"Ctrl+O in the background", true, func(s *Scene, p string) {
			s.Apply(OpenPath{Path: p})
			s.Apply(ActConfirmDiscard)
			runJob(s, handOut(s, JobOpen, false))
		}},
		{"a drop", false, func(s *Scene, p string) {
			s.Apply(Drop{Name: "big.swath", Data: []byte(buf.String()), Picked: true})
		}},
		{"a new map", false, func(s *Scene, p string) {
			s.Apply(ActNew)
			s.Apply(ActConfirmDiscard)
			d := s.Dialog()
			if d == nil || d.Kind != SizeDialog {
				t.Fatalf("Ctrl+N: %+v", d)
			}
			d.Fields[0], d.Fields[1] = Field{Text: "9"}, Field{Text: "9"}
			s.Apply(ActDialogOK)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, dir := docScene(t)
			s.SetRoom(testRoom, 80)
			if tc.bg {
				s.RunJobsInBackground()
			}
			bigPath := filepath.Join(dir, "big.swath")
			if err := os.WriteFile(bigPath, []byte(buf.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			paint(s, pathing.Pt(5, 1)) // the user's work
			before := s.Level()
			tc.open(s, bigPath)
			if !s.Level().Equal(before) || !s.Modified() {
				t.Fatalf("the refused map changed the level (modified %v): now %dx%d", s.Modified(), s.Grid().Width(), s.Grid().Height())
			}
			msg := s.Notice().Text
			if d := s.Dialog(); d != nil && d.Error != "" {
				msg = d.Error // the new-map dialog says it in place
			}
			for _, want := range []string{"9×9 cells", "80 B a cell", "needs about 6 KB", "more than the 5 KB", "a test's limit, 8 KB"} {
				if !strings.Contains(msg, want) {
					t.Errorf("the message %q does not say %q", msg, want)
				}
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("the message is more than one line: %q", msg)
			}
		})
	}
	t.Run("a map that fits", func(t *testing.T) {
		s, dir := docScene(t)
		s.SetRoom(testRoom, 80)
		p := filepath.Join(dir, "small.map")
		if err := os.WriteFile(p, []byte(small), 0o644); err != nil {
			t.Fatal(err)
		}
		s.Apply(OpenPath{Path: p})
		if s.Path() != p || s.Grid().Width() != 5 {
			t.Fatalf("a 5×3 map in a room for 62 cells was not opened: %q %+v", s.Path(), s.Notice())
		}
	})
}

// A Tiled map with no room for it is refused as a whole: no layer dialog
// offered (another layer is as big), the level as it was.
func TestOpenTiledRefusesAMapWithNoRoom(t *testing.T) {
	s := New(Demo())
	s.SetRoom(testRoom, 80)
	before := s.Level()
	s.Apply(OpenPath{Path: cityMap})
	if !s.Level().Equal(before) || s.Dialog() != nil {
		t.Fatalf("the refused Tiled map changed the level or left a dialog: %+v", s.Dialog())
	}
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, "cells at about 80 B a cell in the app) needs about") || strings.Contains(n.Text, "\n") {
		t.Errorf("notice %+v", n)
	}
}
