package scene

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// fakePage is a web page's files: the files picked last by name, the
// downloads made, the pickers opened.
type fakePage struct {
	t      *testing.T
	files  map[string][]byte
	saved  []download
	picks  int
	listed int
}

type download struct {
	name string
	lv   *levels.Level
}

func (p *fakePage) ReadDir(string) ([]fs.DirEntry, error) {
	p.listed++
	return nil, errors.New("a web page has no folders")
}

func (p *fakePage) Load(path string) (*levels.Level, error) {
	data, ok := p.files[filepath.Base(path)]
	if !ok {
		return nil, errors.New(path + ": not among the files picked")
	}
	return levels.Parse(path, data)
}

func (p *fakePage) LoadScen(path string) ([]levels.Scenario, error) {
	data, ok := p.files[filepath.Base(path)]
	if !ok {
		return nil, errors.New(path + ": not among the files picked")
	}
	return levels.ParseScen(path, data)
}

func (p *fakePage) Save(path string, lv *levels.Level) error {
	p.saved = append(p.saved, download{path, lv})
	return nil
}

func (p *fakePage) Pick() { p.picks++ }

func pageScene(t *testing.T) (*Scene, *fakePage) {
	t.Helper()
	s := open(t)
	p := &fakePage{t: t, files: map[string][]byte{}}
	s.SetFiles(p, "")
	return s, p
}

// TestPageOpenDialogOffersPickerAndBuiltins: on a web page the open
// dialog lists no folder (it asks for none), but the picker's entry,
// first and selected, and every built-in level; Enter on the picker's
// entry opens the browser's picker and closes the dialog; a built-in
// level opens as on the desktop.
func TestPageOpenDialogOffersPickerAndBuiltins(t *testing.T) {
	s, p := pageScene(t)
	if !s.OnPage() {
		t.Fatal("a scene with a PageFiles is not on a page")
	}
	s.Apply(ActOpen)
	d := s.Dialog()
	if d == nil || d.Kind != OpenDialog {
		t.Fatalf("Ctrl+O on a page: dialog %+v", d)
	}
	var labels []string
	for _, e := range d.Entries {
		labels = append(labels, e.Label)
	}
	want := []string{pickEntry.Label}
	for _, b := range levels.Builtins() {
		want = append(want, "built-in: "+b.Name)
	}
	if got := strings.Join(labels, ","); got != strings.Join(want, ",") {
		t.Fatalf("entries\n %s\nwant\n %s", got, strings.Join(want, ","))
	}
	if d.Sel != 0 || d.Error != "" || p.listed != 0 {
		t.Fatalf("selected %d, error %q, folders listed %d: want the picker selected and no folder asked for", d.Sel, d.Error, p.listed)
	}
	s.Apply(ActDialogOK)
	if p.picks != 1 || s.Dialog() != nil {
		t.Fatalf("Enter on the picker's entry: %d pickers opened, dialog %+v", p.picks, s.Dialog())
	}
	// typing filters the built-in levels; Enter opens the one left
	s.Apply(ActOpen)
	typeText(s, "u-tu")
	if d := s.Dialog(); len(d.Entries) != 1 || d.Entries[0].Path != "u-turn" {
		t.Fatalf("typing u-tu leaves %+v", d.Entries)
	}
	s.Apply(ActDialogOK)
	u, _ := levels.LoadBuiltin("u-turn")
	if s.Dialog() != nil || s.Title() != u.Title || p.picks != 1 {
		t.Fatalf("after opening u-turn: dialog %+v, title %q, pickers %d", s.Dialog(), s.Title(), p.picks)
	}
}

// TestPageSaveDownloads: on a web page Ctrl+S downloads the level as a
// .swath named after it, with no dialog, and the level is then saved; the
// unsaved-changes question's Save downloads and carries on; Save As asks
// for a name (and so a format).
func TestPageSaveDownloads(t *testing.T) {
	s, p := pageScene(t)
	paint(s, pathing.Pt(5, 1))
	s.Apply(ActSave)
	if len(p.saved) != 1 || p.saved[0].name != s.ExportName()+".swath" || s.Dialog() != nil || s.Modified() {
		t.Fatalf("Ctrl+S: downloads %v, dialog %+v, modified %v", p.saved, s.Dialog(), s.Modified())
	}
	if !p.saved[0].lv.Equal(s.Level()) {
		t.Fatal("the download is not the level")
	}
	if n := s.Notice(); n.Warn || n.Text != "Downloaded test.swath." {
		t.Fatalf("notice %+v", n)
	}
	// the question's Save, before opening a built-in level
	paint(s, pathing.Pt(6, 1))
	s.Apply(OpenBuiltin{Name: "gap"})
	if s.KeyContext() != ContextConfirm {
		t.Fatalf("opening with unsaved changes: %v", s.KeyContext())
	}
	edited := s.Level()
	s.Apply(KeyPress{Chord{Key: "S"}})
	gap, _ := levels.LoadBuiltin("gap")
	if len(p.saved) != 2 || !p.saved[1].lv.Equal(edited) || s.Title() != gap.Title || s.Modified() {
		t.Fatalf("save first: %d downloads, title %q, modified %v", len(p.saved), s.Title(), s.Modified())
	}
	// Save As: a name, no folder
	s.Apply(ActSaveAs)
	d := s.Dialog()
	if d == nil || d.Kind != SaveDialog || !strings.Contains(d.Message, "as a download") {
		t.Fatalf("Save As: %+v", d)
	}
	s.Apply(ActDialogBackspace)
	typeText(s, "walls.map")
	s.Apply(ActDialogOK)
	if len(p.saved) != 3 || p.saved[2].name != "walls.map" || s.Dialog() != nil {
		t.Fatalf("Save As walls.map: %v, dialog %+v", p.saved, s.Dialog())
	}
	if n := s.Notice(); !strings.HasPrefix(n.Text, "Downloaded walls.map (a .map keeps only the obstacles)") {
		t.Fatalf("notice %+v", n)
	}
}

// TestPagePickedFilesOpen: files picked in the open dialog open without a
// second question (the dialog asked); dropped ones ask first; a .scen
// with its map lists the queries and a pick reads the map from the files.
func TestPagePickedFilesOpen(t *testing.T) {
	s, p := pageScene(t)
	var lvText bytes.Buffer
	lv := &levels.Level{Title: "picked", Grid: pathing.NewGrid(9, 7), Start: pathing.Pt(1, 1), Goal: pathing.Pt(7, 5)}
	if err := levels.WriteSwath(&lvText, lv); err != nil {
		t.Fatal(err)
	}
	paint(s, pathing.Pt(5, 1))
	s.Apply(ActOpen) // asks first
	s.Apply(KeyPress{Chord{Key: "D"}})
	s.Apply(ActDialogOK) // the picker
	s.Apply(Drop{Name: "p.swath", Data: lvText.Bytes(), Picked: true})
	if s.Dialog() != nil || s.Title() != "picked" || s.Modified() {
		t.Fatalf("the picked file: dialog %+v, title %q", s.Dialog(), s.Title())
	}
	// a drop asks about unsaved changes
	paint(s, pathing.Pt(2, 2))
	s.Apply(Drop{Name: "p.swath", Data: lvText.Bytes()})
	if s.KeyContext() != ContextConfirm {
		t.Fatalf("a drop over unsaved changes: %v", s.KeyContext())
	}
	s.Apply(ActDialogCancel)

	// a .scen with its .map
	g := pathing.NewGrid(10, 8)
	var mb strings.Builder
	if err := levels.WriteMap(&mb, g); err != nil {
		t.Fatal(err)
	}
	scen := "version 1\n0\tmaps/m.map\t10\t8\t1\t1\t8\t1\t7\n0\tmaps/m.map\t10\t8\t0\t0\t9\t7\t11.899\n"
	p.files["m.map"], p.files["m.map.scen"] = []byte(mb.String()), []byte(scen)
	s.Apply(Drop{Name: "m.map.scen", Data: []byte(scen), Picked: true})
	d := s.Dialog()
	if d == nil || d.Kind != ScenDialog || len(d.Entries) != 2 {
		t.Fatalf("a picked .scen: dialog %+v, notice %+v", d, s.Notice())
	}
	s.Apply(ActDialogDown)
	s.Apply(ActDialogOK)
	s.Refresh()
	if s.Dialog() != nil || s.Grid().Width() != 10 || s.Selected().Goal() != pathing.Pt(9, 7) {
		t.Fatalf("after the pick: dialog %+v, %dx%d, goal %v, notice %+v", s.Dialog(), s.Grid().Width(), s.Grid().Height(), s.Selected().Goal(), s.Notice())
	}
	// a name typed in the open dialog that no picked file has
	s.Apply(ActOpen)
	typeText(s, "other.map")
	s.Apply(ActDialogOK)
	if d := s.Dialog(); d == nil || !strings.Contains(d.Error, "not among the files picked") {
		t.Fatalf("typing an unknown name: %+v", d)
	}
}
