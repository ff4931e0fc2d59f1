package scene

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// treesMap is a 40×24 .map with trees (T), walls (@), water (W) and swamp
// (S) cells (the e2e test's).
const treesMap = "../e2e/testdata/trees.map"

// openCopy copies file into a new folder and opens it in a scene whose
// dialogs start there.
func openCopy(t *testing.T, file string) (*Scene, string) {
	t.Helper()
	s := renamedCopy(t, file, filepath.Base(file))
	return s, s.Path()
}

// renamedCopy copies file into a new folder as name and opens it (Ctrl+O)
// in a scene whose dialogs start there.
func renamedCopy(t *testing.T, file, name string) *Scene {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s := open(t)
	s.SetFiles(nil, "")
	s.Apply(OpenPath{Path: p})
	s.Refresh()
	if s.Path() != p || s.Dialog() != nil && s.Dialog().Kind != LayerDialog {
		t.Fatalf("opening %s: path %q, dialog %+v, notice %q", p, s.Path(), s.Dialog(), s.Notice().Text)
	}
	return s
}

// dragEnd drags the selected NPC's start (goal false) or goal to c.
func dragEnd(s *Scene, goal bool, c pathing.Point) {
	from := s.Selected().Start()
	if goal {
		from = s.Selected().Goal()
	}
	s.Apply(Press{Cell: from, Button: Primary})
	s.Apply(Drag{Cell: c})
	s.Apply(Release{Cell: c})
}

// freeFit is a free placement of the selected NPC's footprint other than
// its ends.
func freeFit(t *testing.T, s *Scene) pathing.Point {
	t.Helper()
	g, ag := s.Grid(), s.Selected().Agent()
	for y := range g.Height() {
		for x := range g.Width() {
			p := pathing.Pt(x, y)
			if g.Fits(ag, p) && p != s.Selected().Start() && p != s.Selected().Goal() {
				return p
			}
		}
	}
	t.Fatal("no free placement")
	return pathing.Point{}
}

// TestMapEndsDoNotModify: on a .map, moving S or G or picking a .scen
// query changes nothing the file keeps: the level is not modified, opening
// another asks nothing, the status line says the ends are not saved in a
// .map, and Save As proposes NAME.swath beside it. Painting and saving
// keeps every unpainted cell's letter (T stays T, W stays W).
func TestMapEndsDoNotModify(t *testing.T) {
	s, p := openCopy(t, treesMap)
	dragEnd(s, false, freeFit(t, s))
	if s.Modified() || strings.HasSuffix(s.WindowTitle(), "•") {
		t.Fatalf("moving S on a .map: modified %v, title %q", s.Modified(), s.WindowTitle())
	}
	if n := s.Notice().Text; !strings.Contains(n, "not saved in a .map") || !strings.Contains(n, ".swath") {
		t.Fatalf("the status line after moving S: %q", n)
	}
	dragEnd(s, true, freeFit(t, s))
	if s.Modified() {
		t.Fatal("moving G on a .map modified it")
	}
	s.Apply(ActSaveAs)
	d := s.Dialog()
	if d == nil || d.Kind != SaveDialog || d.Fields[0].Text != "trees.swath" || d.Dir != filepath.Dir(p) {
		t.Fatalf("Save As on a .map: %+v", d)
	}
	s.Apply(ActDialogCancel)

	// a query of a .scen beside it: not modified either
	scen := filepath.Join(filepath.Dir(p), "trees.map.scen")
	os.WriteFile(scen, []byte("version 1\n0\ttrees.map\t40\t24\t0\t0\t39\t23\t50\n"), 0o644)
	s.Apply(OpenPath{Path: scen})
	s.Apply(ActDialogOK)
	s.Refresh()
	if s.Selected().Start() != pathing.Pt(0, 0) || s.Modified() || !strings.Contains(s.Notice().Text, "not saved in a .map") {
		t.Fatalf("after the query: start %v, modified %v, notice %q", s.Selected().Start(), s.Modified(), s.Notice().Text)
	}
	s.Apply(OpenBuiltin{Name: "gap"}) // asks nothing
	if d := s.Dialog(); d != nil || s.Title() != "gap" && !strings.Contains(s.Title(), "gap") {
		t.Fatalf("opening another level after moving the ends: dialog %+v, title %q", d, s.Title())
	}

	// painting a free cell and saving writes the .map with its letters
	s, p = openCopy(t, treesMap)
	before, _ := os.ReadFile(p)
	c := pathing.Pt(0, 23)
	if s.Grid().Blocked(c.X, c.Y) {
		t.Fatal("the painted cell is blocked already")
	}
	paint(s, c)
	if !s.Modified() {
		t.Fatal("painting did not modify the .map")
	}
	s.Apply(ActSave)
	if s.Dialog() != nil || s.Modified() {
		t.Fatalf("Ctrl+S after painting a .map: dialog %+v, modified %v, notice %q", s.Dialog(), s.Modified(), s.Notice().Text)
	}
	after, _ := os.ReadFile(p)
	want := mapRows(before)
	want[c.Y] = "@" + want[c.Y][1:]
	if got := mapRows(after); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the saved .map:\n%s\nwant (the letters kept, one cell painted):\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// read and written unchanged: the same bytes
	lv, err := levels.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := levels.Encode(&buf, lv, levels.MapFormat); err != nil || !bytes.Equal(buf.Bytes(), after) {
		t.Fatalf("the .map read and written again differs (%v)", err)
	}
}

// mapRows are the rows of a .map file.
func mapRows(data []byte) []string {
	_, body, _ := strings.Cut(string(data), "map\n")
	return strings.Split(strings.TrimSuffix(body, "\n"), "\n")
}

// TestMapNPCChangesProposeSwath: on a .map, Ctrl+S after adding an NPC
// (which a .map cannot keep) proposes NAME.swath beside it and says why,
// as the unsaved-changes dialog's Save does; the .map is not rewritten.
func TestMapNPCChangesProposeSwath(t *testing.T) {
	s, p := openCopy(t, treesMap)
	before, _ := os.ReadFile(p)
	s.Apply(AddNPC{})
	if !s.Modified() {
		t.Fatal("adding an NPC is no change")
	}
	s.Apply(ActSave)
	d := s.Dialog()
	if d == nil || d.Kind != SaveDialog || d.Fields[0].Text != "trees.swath" || !strings.Contains(d.Error, "keeps only the obstacles") {
		t.Fatalf("Ctrl+S with an NPC added on a .map: %+v", d)
	}
	s.Apply(ActDialogCancel)
	s.Apply(OpenBuiltin{Name: "gap"})
	if d := s.Dialog(); d == nil || d.Kind != ConfirmDialog {
		t.Fatalf("opening another level with an NPC added: %+v", d)
	}
	s.Apply(ActConfirmSave)
	if d := s.Dialog(); d == nil || d.Kind != SaveDialog || d.Fields[0].Text != "trees.swath" {
		t.Fatalf("the unsaved-changes Save: %+v", d)
	}
	s.Apply(ActDialogOK)
	if after, _ := os.ReadFile(p); !bytes.Equal(before, after) {
		t.Fatal("the .map was rewritten")
	}
	lv, err := levels.Load(filepath.Join(filepath.Dir(p), "trees.swath"))
	if err != nil || len(lv.NPCList()) != 2 || !strings.Contains(s.Title(), "gap") {
		t.Fatalf("saved as trees.swath and opened gap: %v, %d NPCs, title %q", err, len(lv.NPCList()), s.Title())
	}
}

// TestTiledSaveProposesSwath: Ctrl+S on a Tiled map asks where to save,
// proposing NAME.swath beside it; typing the Tiled name again is refused
// with the reason; the proposed name saves; the unsaved-changes Save asks
// the same.
func TestTiledSaveProposesSwath(t *testing.T) {
	for _, file := range []string{"../levels/testdata/tiled/made/rule2-keyword.tmj", "../levels/testdata/tiled/made/rule3-tiles.json"} {
		t.Run(filepath.Base(file), func(t *testing.T) {
			s, p := openCopy(t, file)
			s.Apply(ActDialogCancel) // the layer dialog, if any
			stem := strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
			paint(s, freeFit(t, s))
			s.Apply(ActSave)
			d := s.Dialog()
			if d == nil || d.Kind != SaveDialog || d.Fields[0].Text != stem+".swath" || d.Dir != filepath.Dir(p) || !strings.Contains(d.Error, "does not write") {
				t.Fatalf("Ctrl+S on a Tiled map: %+v", d)
			}
			s.Apply(ActDialogCancel)
			s.Apply(ActSaveAs)
			if d := s.Dialog(); d == nil || d.Fields[0].Text != stem+".swath" {
				t.Fatalf("Save As on a Tiled map proposes %+v", d)
			}
			typeText(s, stem+".tmj")
			s.Apply(ActDialogOK)
			if d := s.Dialog(); d == nil || !strings.Contains(d.Error, "does not write them") {
				t.Fatalf("saving as a Tiled map: %+v", d)
			}
			s.Apply(ActDialogCancel)
			s.Apply(OpenBuiltin{Name: "gap"})
			s.Apply(ActConfirmSave)
			if d := s.Dialog(); d == nil || d.Kind != SaveDialog || d.Fields[0].Text != stem+".swath" {
				t.Fatalf("the unsaved-changes Save on a Tiled map: %+v", d)
			}
			s.Apply(ActDialogOK)
			if _, err := levels.Load(filepath.Join(filepath.Dir(p), stem+".swath")); err != nil || !strings.Contains(s.Title(), "gap") {
				t.Fatalf("the proposed save: %v, then opened %q", err, s.Title())
			}
		})
	}
}
