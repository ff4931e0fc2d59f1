package scene

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// docScene is a scene on a small free map whose dialogs start in a fresh temporary folder.
func docScene(t *testing.T) (*Scene, string) {
	t.Helper()
	s := open(t)
	dir := t.TempDir()
	s.SetFiles(nil, dir)
	return s, dir
}

func typeText(s *Scene, text string) { s.Apply(DialogText{Text: text}) }

func paint(s *Scene, cells ...pathing.Point) {
	for _, c := range cells {
		s.Apply(Press{Cell: c, Button: Primary})
		s.Apply(Release{Cell: c})
	}
}

func TestSaveModifyUndoIsNotModified(t *testing.T) {
	s, dir := docScene(t)
	if s.Modified() {
		t.Fatal("a fresh scene is modified")
	}
	paint(s, pathing.Pt(5, 1))
	if !s.Modified() || !strings.HasSuffix(s.WindowTitle(), " •") {
		t.Fatalf("after painting: modified %v, title %q", s.Modified(), s.WindowTitle())
	}
	s.Apply(ActSave) // no file yet: asks for a name
	d := s.Dialog()
	if d == nil || d.Kind != SaveDialog || s.KeyContext() != ContextDialog {
		t.Fatalf("Ctrl+S without a file shows %+v", d)
	}
	typeText(s, "mine") // replaces the suggested name; .swath is added
	s.Apply(KeyPress{Chord{Key: "Enter"}})
	path := filepath.Join(dir, "mine.swath")
	if s.Dialog() != nil || s.Path() != path || s.Modified() {
		t.Fatalf("after saving: dialog %+v, path %q, modified %v", s.Dialog(), s.Path(), s.Modified())
	}
	if got := s.WindowTitle(); got != "Swath — mine.swath" {
		t.Fatalf("title %q", got)
	}
	lv, err := levels.Load(path)
	if err != nil || !lv.Equal(s.Level()) {
		t.Fatalf("the saved file does not round-trip: %v", err)
	}
	paint(s, pathing.Pt(6, 1))
	s.Apply(ActAgentWider)
	if !s.Modified() {
		t.Fatal("edits after the save are not unsaved changes")
	}
	s.Apply(ActUndo)
	if !s.Modified() {
		t.Fatal("one undo of two edits is back at the saved state")
	}
	s.Apply(ActUndo)
	if s.Modified() {
		t.Fatal("undoing back to the saved state leaves the level modified")
	}
	s.Apply(ActUndo) // before the save: modified again
	if !s.Modified() {
		t.Fatal("undoing past the saved state is not modified")
	}
	s.Apply(ActRedo)
	if s.Modified() {
		t.Fatal("redoing to the saved state is modified")
	}
	// a new edit after undoing past the save can never come back to it
	s.Apply(ActUndo)
	paint(s, pathing.Pt(7, 3))
	s.Apply(ActUndo)
	if !s.Modified() {
		t.Fatal("a different edit undone is taken for the saved state")
	}
	// Ctrl+S with a file saves at once, no dialog
	s.Apply(ActSave)
	if s.Dialog() != nil || s.Modified() {
		t.Fatalf("Ctrl+S with a file: dialog %+v, modified %v", s.Dialog(), s.Modified())
	}
	if _, err := os.Stat(path + levels.BackupSuffix); err != nil {
		t.Fatalf("the second save kept no backup: %v", err)
	}
}

// TestHistoryOverflowStaysModified: when the oldest steps were dropped,
// undoing all that is left is not the opened state.
func TestHistoryOverflowStaysModified(t *testing.T) {
	s, _ := docScene(t)
	for i := 0; i < maxHistory+5; i++ {
		s.Apply(ActToggleSearch)
	}
	n := 0
	for s.CanUndo() {
		s.Apply(ActUndo)
		n++
	}
	if n != maxHistory || s.Selected().Query().Options.Search != pathing.PointMode {
		t.Fatalf("%d undos, search %v", n, s.Selected().Query().Options.Search)
	}
	if !s.Modified() {
		t.Fatal("five dropped steps away from the opened state, the level is not modified")
	}
}

func TestFailedLoadChangesNothing(t *testing.T) {
	s, dir := docScene(t)
	paint(s, pathing.Pt(4, 4))
	before := s.Level()
	bad := filepath.Join(dir, "bad.swath")
	if err := os.WriteFile(bad, []byte("swath 1\nsize: 4x4\nrows:\n....\n..?.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{bad, filepath.Join(dir, "missing.map")} {
		s.Apply(OpenPath{Path: p})
		if d := s.Dialog(); d == nil || d.Kind != ConfirmDialog {
			t.Fatalf("opening %s with unsaved changes did not ask first: %+v", p, d)
		}
		s.Apply(KeyPress{Chord{Key: "D"}}) // discard
		if !s.Level().Equal(before) || !s.Modified() || s.Path() != "" {
			t.Fatalf("a failed open of %s changed the level", p)
		}
		n := s.Notice()
		if !n.Warn || !strings.Contains(n.Text, p) {
			t.Fatalf("the notice does not say why %s failed: %+v", p, n)
		}
	}
	if n := s.Notice().Text; !strings.Contains(s.Notice().Text, "missing.map") {
		t.Fatalf("notice %q", n)
	}
	// a parse error names the file, line and column
	s.Apply(ActOpen)
	s.Apply(KeyPress{Chord{Key: "D"}})
	d := s.Dialog()
	if d == nil || d.Kind != OpenDialog {
		t.Fatalf("Ctrl+O after discarding: %+v", d)
	}
	typeText(s, "bad.swath")
	s.Apply(KeyPress{Chord{Key: "Enter"}})
	if d := s.Dialog(); d == nil || !strings.Contains(d.Error, bad+":") {
		t.Fatalf("the open dialog does not say where the file is malformed: %+v", d)
	}
	if !s.Level().Equal(before) {
		t.Fatal("a failed open changed the level")
	}
}

func TestOpenWithUnsavedChangesCancelKeepsEverything(t *testing.T) {
	s, dir := docScene(t)
	other := filepath.Join(dir, "other.swath")
	lv := &levels.Level{Title: "other", Grid: pathing.NewGrid(8, 8), Start: pathing.Pt(0, 0), Goal: pathing.Pt(7, 7)}
	if err := levels.Save(other, lv); err != nil {
		t.Fatal(err)
	}
	paint(s, pathing.Pt(3, 3))
	before := s.Level()
	for _, in := range []Intent{OpenPath{Path: other}, ActOpen, ActNew, OpenBuiltin{Name: "demo"},
		Drop{Name: "x.swath", Data: []byte("junk")}, Quit{}} {
		s.Apply(in)
		d := s.Dialog()
		if d == nil || d.Kind != ConfirmDialog || s.KeyContext() != ContextConfirm {
			t.Fatalf("%T with unsaved changes did not ask first: %+v", in, d)
		}
		if in == (Quit{}) {
			s.Apply(DialogButton{Index: 2}) // the Cancel button
		} else {
			s.Apply(KeyPress{Chord{Key: "Escape"}})
		}
		if s.Dialog() != nil || !s.Level().Equal(before) || !s.Modified() || s.QuitRequested() {
			t.Fatalf("Cancel after %T changed something", in)
		}
	}
	// Discard opens the other level, which is then unmodified
	s.Apply(OpenPath{Path: other})
	s.Apply(KeyPress{Chord{Key: "D"}})
	if s.Modified() || s.Path() != other || s.Grid().Width() != 8 || s.CanUndo() {
		t.Fatalf("after discarding: path %q modified %v size %d", s.Path(), s.Modified(), s.Grid().Width())
	}
	// Save first, with no file yet: asks for a name, saves, then quits
	paint(s, pathing.Pt(1, 1))
	s.Apply(Quit{})
	s.Apply(KeyPress{Chord{Key: "S"}})
	if !s.QuitRequested() || s.Modified() {
		t.Fatal("Save with a file should save and quit")
	}
}

func TestSaveFirstAsksForANameThenCarriesOn(t *testing.T) {
	s, dir := docScene(t)
	paint(s, pathing.Pt(2, 2))
	s.Apply(Quit{})
	s.Apply(KeyPress{Chord{Key: "S"}})
	if d := s.Dialog(); d == nil || d.Kind != SaveDialog {
		t.Fatalf("save first without a file: %+v", d)
	}
	s.Apply(ActDialogBackspace) // clears the suggested name
	typeText(s, "q.map")
	s.Apply(ActDialogOK)
	if !s.QuitRequested() || s.Path() != filepath.Join(dir, "q.map") {
		t.Fatalf("after saving: quit %v, path %q", s.QuitRequested(), s.Path())
	}
	g, err := levels.Load(filepath.Join(dir, "q.map"))
	if err != nil || !g.Grid.Equal(s.Grid()) {
		t.Fatalf("q.map: %v", err)
	}
}

// failFS makes every save fail.
type failFS struct{ OSFiles }

func (failFS) Save(string, *levels.Level) error { return errors.New("disk full") }

func TestFailedSaveChangesNothing(t *testing.T) {
	s, dir := docScene(t)
	s.SetFiles(failFS{}, dir)
	paint(s, pathing.Pt(2, 2))
	s.Apply(ActSaveAs)
	typeText(s, "x.swath")
	s.Apply(ActDialogOK)
	d := s.Dialog()
	if d == nil || !strings.Contains(d.Error, "disk full") || !s.Modified() || s.Path() != "" {
		t.Fatalf("a failed save: dialog %+v modified %v path %q", d, s.Modified(), s.Path())
	}
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, "disk full") {
		t.Fatalf("notice %+v", n)
	}
	s.Apply(ActDialogCancel)
	typeText(s, "ignored") // no dialog: nothing happens
	if s.Dialog() != nil {
		t.Fatal("text typed with no dialog opened one")
	}
	// an unknown extension is refused before writing
	s.SetFiles(nil, dir)
	s.Apply(ActSaveAs)
	typeText(s, "x.txt")
	s.Apply(ActDialogOK)
	if d := s.Dialog(); d == nil || !strings.Contains(d.Error, ".txt") {
		t.Fatalf("saving as .txt: %+v", d)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.txt")); err == nil {
		t.Fatal("x.txt was written")
	}
}

func TestNewMapSizeValidation(t *testing.T) {
	s, _ := docScene(t)
	s.Apply(ActNew)
	d := s.Dialog()
	if d == nil || d.Kind != SizeDialog || len(d.Fields) != 2 {
		t.Fatalf("Ctrl+N: %+v", d)
	}
	for _, c := range [][2]string{{"3", "10"}, {"10", "8193"}, {"ten", "10"}, {"", "5"}} {
		d.Fields[0].Fresh, d.Fields[1].Fresh = true, true
		d.Focus = 0
		typeText(s, c[0])
		if c[0] == "" {
			s.Apply(ActDialogBackspace)
		}
		s.Apply(ActDialogNextField)
		typeText(s, c[1])
		s.Apply(ActDialogOK)
		if s.Dialog() == nil || s.Dialog().Error == "" || s.Grid().Width() != 12 {
			t.Fatalf("size %q x %q was accepted", c[0], c[1])
		}
	}
	s.Apply(DialogFocus{Index: 0}) // a click on the width field
	if d.Focus != 0 || !d.Fields[0].Fresh {
		t.Fatalf("focus %d after a click on the width", d.Focus)
	}
	d.Fields[0], d.Fields[1] = Field{Text: "4"}, Field{Text: "2048"}
	s.Apply(ActDialogOK)
	if s.Dialog() != nil || s.Grid().Width() != 4 || s.Grid().Height() != 2048 || s.Modified() || s.Path() != "" {
		t.Fatalf("new 4x2048: %dx%d dialog %+v", s.Grid().Width(), s.Grid().Height(), s.Dialog())
	}
}

func TestResizeKeepsWhatFitsAndUndoes(t *testing.T) {
	s, _ := docScene(t)
	paint(s, pathing.Pt(2, 1), pathing.Pt(10, 4))
	before := s.Level()
	s.Apply(ActResizeMap)
	d := s.Dialog()
	d.Fields[0], d.Fields[1] = Field{Text: "6"}, Field{Text: "5"}
	s.Apply(ActDialogOK)
	g := s.Grid()
	if g.Width() != 6 || g.Height() != 5 || !g.Blocked(2, 1) || !s.Modified() {
		t.Fatalf("resized to %dx%d, (2,1) blocked %v", g.Width(), g.Height(), g.Blocked(2, 1))
	}
	if !g.In(s.Selected().Goal()) || !g.In(s.Selected().Start()) {
		t.Fatalf("markers off the map: %v %v", s.Selected().Start(), s.Selected().Goal())
	}
	s.Refresh()
	s.Apply(ActUndo)
	if !s.Level().Equal(before) {
		t.Fatal("undo does not restore the map before the resize")
	}
	s.Apply(ActRedo)
	if s.Grid().Width() != 6 {
		t.Fatal("redo does not resize again")
	}
}

func TestDropUnreadableSaysWhy(t *testing.T) {
	s, _ := docScene(t)
	before := s.Level()
	s.Apply(Drop{Name: "gone.swath", Err: errors.New("permission denied")})
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, "gone.swath") || !strings.Contains(n.Text, "permission denied") {
		t.Fatalf("notice %+v", n)
	}
	s.Apply(Drop{Name: "junk.map", Data: []byte("type octile\nheight x\n")})
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, "junk.map:2:") {
		t.Fatalf("a malformed drop: notice %+v", n)
	}
	if !s.Level().Equal(before) || s.Dialog() != nil {
		t.Fatal("a failed drop changed the level")
	}
	var buf strings.Builder
	lv := &levels.Level{Title: "dropped", Grid: pathing.NewGrid(9, 7), Start: pathing.Pt(1, 1), Goal: pathing.Pt(7, 5)}
	if err := levels.WriteSwath(&buf, lv); err != nil {
		t.Fatal(err)
	}
	s.Apply(Drop{Name: "d.swath", Data: []byte(buf.String())})
	if s.Grid().Width() != 9 || s.Title() != "dropped" || s.Path() != "" {
		t.Fatalf("the dropped level did not open: %dx%d %q", s.Grid().Width(), s.Grid().Height(), s.Title())
	}
}

func TestOpenDialogListsBuiltinsAndFolder(t *testing.T) {
	s, dir := docScene(t)
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	for _, n := range []string{"b.swath", "a.map", "notes.txt", ".hidden.swath"} {
		os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644)
	}
	s.Apply(ActOpen)
	d := s.Dialog()
	var labels []string
	for _, e := range d.Entries {
		labels = append(labels, e.Label)
	}
	got := strings.Join(labels, ",")
	want := "built-in: demo,built-in: gap,built-in: u-turn,built-in: corner,built-in: shortest,built-in: rooms,built-in: maze,built-in: crowd,../,sub/,a.map,b.swath"
	if got != want {
		t.Fatalf("entries\n %s\nwant\n %s", got, want)
	}
	if d.Entries[0].Detail == "" {
		t.Fatal("built-in levels have no description")
	}
	if d.Entries[d.Sel].Label != "a.map" || d.Fields[0].Text != filepath.Join(dir, "a.map") {
		t.Fatalf("selected %d, field %q", d.Sel, d.Fields[0].Text)
	}
	// the built-in demo, picked by its row
	s.Apply(DialogPick{Index: 0, Open: true})
	if s.Dialog() != nil || s.Path() != "" || !strings.HasPrefix(s.WindowTitle(), "Swath — ") || s.Grid().Width() == 12 {
		t.Fatalf("opening the built-in demo: %q %dx%d", s.WindowTitle(), s.Grid().Width(), s.Grid().Height())
	}
	// a folder entry lists that folder
	s.Apply(ActOpen)
	sub := 0
	for i, l := range labels {
		if l == "sub/" {
			sub = i
		}
	}
	s.Apply(DialogPick{Index: sub, Open: true})
	if d := s.Dialog(); d == nil || d.Dir != filepath.Join(dir, "sub") {
		t.Fatalf("sub/ did not list the folder: %+v", d)
	}
}

func TestScenQuerySetsMarkersAndOptimal(t *testing.T) {
	s, dir := docScene(t)
	g := pathing.NewGrid(10, 8)
	var mb strings.Builder
	if err := levels.WriteMap(&mb, g); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "m.map"), []byte(mb.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "m.map.scen"), []byte("version 1\n0\tm.map\t10\t8\t1\t1\t8\t1\t7\n0\tm.map\t10\t8\t0\t0\t9\t7\t11.899\n"), 0o644)
	s.Apply(OpenPath{Path: filepath.Join(dir, "m.map.scen")})
	d := s.Dialog()
	if d == nil || d.Kind != ScenDialog || len(d.Entries) != 2 {
		t.Fatalf("scen dialog %+v", d)
	}
	s.Apply(ActDialogDown)
	s.Apply(ActDialogOK)
	s.Refresh()
	if s.Dialog() != nil || s.Selected().Start() != pathing.Pt(0, 0) || s.Selected().Goal() != pathing.Pt(9, 7) || s.Path() != filepath.Join(dir, "m.map") {
		t.Fatalf("after the pick: %v %v %q", s.Selected().Start(), s.Selected().Goal(), s.Path())
	}
	figs := map[string]string{}
	for _, f := range s.Figures() {
		figs[f.Label] = f.Value
	}
	if figs["query 2 optimal"] != "11.90" || figs["Swath raw cost"] == "" || figs["Swath raw cost"] == "-" {
		t.Fatalf("figures %v", figs)
	}
	s.Apply(Press{Cell: pathing.Pt(0, 0), Button: Primary}) // move the start: no longer the query
	s.Apply(Drag{Cell: pathing.Pt(1, 0)})
	s.Apply(Release{Cell: pathing.Pt(1, 0)})
	if s.Scen() != nil {
		t.Fatal("the query's figures stay after the start moved")
	}
}

func TestFieldCaretEditing(t *testing.T) {
	s, dir := docScene(t)
	s.Apply(ActSaveAs)
	d := s.Dialog()
	if d.Fields[0].Text != "test.swath" || !d.Fields[0].Fresh {
		t.Fatalf("suggested name %+v", d.Fields[0])
	}
	s.Apply(ActDialogEnd) // keep the suggestion, caret at its end
	for _, a := range []Action{ActDialogLeft, ActDialogLeft, ActDialogLeft, ActDialogLeft, ActDialogLeft, ActDialogLeft} {
		s.Apply(a) // before ".swath"
	}
	typeText(s, "-2")
	if got := d.Fields[0].Text; got != "test-2.swath" {
		t.Fatalf("typed in the middle: %q", got)
	}
	s.Apply(ActDialogHome)
	s.Apply(ActDialogDelete)
	s.Apply(ActDialogRight)
	s.Apply(ActDialogBackspace)
	typeText(s, "xy")
	if got, c := d.Fields[0].Text, d.Fields[0].Caret(); got != "xyst-2.swath" || c != 2 {
		t.Fatalf("after Home, Delete, Right, Backspace, typing: %q caret %d", got, c)
	}
	s.Apply(ActDialogOK)
	if s.Path() != filepath.Join(dir, "xyst-2.swath") {
		t.Fatalf("saved to %q", s.Path())
	}
}
