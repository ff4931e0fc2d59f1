package scene

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"swath/dialogs"
	"swath/levels"
	"swath/pathing"
)

// Files is what a document reads and writes through; tests pass a fake to
// make a step fail. OSFiles is the real one.
type Files interface {
	ReadDir(dir string) ([]fs.DirEntry, error)
	Load(path string) (*levels.Level, error)
	LoadScen(path string) ([]levels.Scenario, error)
	Save(path string, lv *levels.Level) error
}

// OSFiles reads and writes the real file system with the levels package
// (atomic saves with a backup).
type OSFiles struct{}

// ReadDir lists dir.
func (OSFiles) ReadDir(dir string) ([]fs.DirEntry, error) { return os.ReadDir(dir) }

// Load reads a level in any format.
func (OSFiles) Load(path string) (*levels.Level, error) { return levels.Load(path) }

// LoadScen reads a Moving AI scenario list.
func (OSFiles) LoadScen(path string) ([]levels.Scenario, error) { return levels.LoadScen(path) }

// Save writes a level in the format of path's extension.
func (OSFiles) Save(path string, lv *levels.Level) error { return levels.Save(path, lv) }

// document is the scene's file: where it came from, whether it changed
// since it was saved, and the dialog open over it.
type document struct {
	files Files
	// dir is the levels folder the dialogs start in ("" = the current file's folder, else ".")
	dir     string
	path    string // "" for a built-in level or a new map
	builtin string
	savedAt uint64 // history state at the last open or save
	mod     modCache
	dialog  *sceneDialog
	quit    bool
	scen    *ScenQuery
	tiled   *tiledOpen // the Tiled map the level was read from (tiledopen.go)
	// files are read in the background (openjob.go): openWant is the open
	// asked for, opening the one being read
	openWant, opening *openWork
}

// ScenQuery is the .scen query the markers were set from, with the
// optimal length the file gives for it.
type ScenQuery struct {
	File        string
	Index       int
	Start, Goal pathing.Point
	Optimal     float64
}

// SetFiles sets what the document reads and writes through (nil: OSFiles)
// and the levels folder the dialogs start in ("": the current file's
// folder, else the current directory).
func (s *Scene) SetFiles(f Files, levelsDir string) {
	s.doc.files, s.doc.dir = f, levelsDir
}

// SetSource records where the level was opened from: a file path or a
// built-in level's name (one of them empty). The level counts as saved.
func (s *Scene) SetSource(path, builtin string) {
	s.doc.path, s.doc.builtin = path, builtin
	s.doc.savedAt = s.hist.state()
	s.touch()
}

// Path is the file the level was opened from or saved to, "" if none.
func (s *Scene) Path() string { return s.doc.path }

// Dialog is the dialog open over the map, or nil. Read only: change it with intents.
func (s *Scene) Dialog() *Dialog {
	if s.doc.dialog == nil {
		return nil
	}
	return &s.doc.dialog.Dialog
}

// QuitRequested reports whether the person asked to quit and nothing
// unsaved stands in the way; the app then closes the window.
func (s *Scene) QuitRequested() bool { return s.doc.quit }

// Scen is the .scen query the markers were set from, while they stay there.
func (s *Scene) Scen() *ScenQuery {
	q := s.doc.scen
	if q == nil || q.Start != s.query().Start || q.Goal != s.query().Goal {
		return nil
	}
	return q
}

// KeyContext is where keys go now: the open dialog, else the map.
func (s *Scene) KeyContext() Context {
	switch {
	case s.doc.dialog == nil:
		return ContextMap
	case s.doc.dialog.Kind == ConfirmDialog:
		return ContextConfirm
	}
	return ContextDialog
}

// WindowTitle is the window's title: the file's name (or the level's
// title) and "•" when there are unsaved changes, e.g. "Swath — demo.swath •".
func (s *Scene) WindowTitle() string {
	name := s.title
	if s.doc.path != "" {
		name = filepath.Base(s.doc.path)
	}
	if name == "" {
		name = "untitled"
	}
	t := "Swath — " + name
	if s.Modified() {
		t += " •"
	}
	return t
}

func (s *Scene) files() Files {
	if s.doc.files == nil {
		return OSFiles{}
	}
	return s.doc.files
}

// levelsDir is the folder the dialogs start in.
func (s *Scene) levelsDir() string {
	dir := "."
	switch {
	case s.OnPage():
		return dir // no folders: names are the files picked, and downloads
	case s.doc.dir != "":
		dir = s.doc.dir
	case s.doc.path != "":
		dir = filepath.Dir(s.doc.path)
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// Level is the level as it stands, ready to save: a copy.
func (s *Scene) Level() *levels.Level {
	q := s.query()
	lv := &levels.Level{Title: s.title, Description: s.description, Grid: s.grid.Clone(), Terrain: s.terrain,
		Agent: q.Agent, Start: q.Start, Goal: q.Goal, Options: q.Options, KeySteps: slices.Clone(s.KeySteps()), Vs: slices.Clone(s.split.LevelVs)}
	if s.split.On {
		lv.Vs = slices.Clone(s.split.Specs) // the comparison shown is the level's
	}
	s.levelNPCs(lv)
	return lv
}

// FromLevel turns a loaded level into what a scene opens on (the same
// type: a copy).
func FromLevel(lv *levels.Level) Level { return *lv }

// OpenPath opens the file at path (a level, map, PNG mask, or a .scen whose
// queries are then listed), asking first when there are unsaved changes.
type OpenPath struct{ Path string }

// OpenBuiltin opens the built-in level Name, asking first when there are unsaved changes.
type OpenBuiltin struct{ Name string }

// Drop is a file dropped on the window: its name and content, or the error
// reading it gave.
type Drop struct {
	Name string
	Data []byte
	Err  error
	// Path is the file's place on disk when the window system says it
	// ("" when not); Files are all the files dropped with it. A Tiled
	// map's external tilesets are read beside Path, else from Files.
	Path  string
	Files fs.FS
	// Picked is true for files picked in the open dialog (a web page's
	// picker: pagefiles.go), which asked about unsaved changes already.
	Picked bool
}

// Quit asks to close the window; with unsaved changes it asks first.
type Quit struct{}

// DialogText types text into the dialog's focused field.
type DialogText struct{ Text string }

// DialogPick selects entry Index of the dialog's list; Open also opens it
// (a double click).
type DialogPick struct {
	Index int
	Open  bool
}

// DialogButton presses button Index of the dialog (see Dialog.Buttons).
type DialogButton struct{ Index int }

// DialogFocus puts the typing focus in text field Index (a click on it).
type DialogFocus struct{ Index int }

func (in DialogFocus) apply(s *Scene) {
	d := s.doc.dialog
	if d == nil || in.Index < 0 || in.Index >= len(d.Fields) || in.Index == d.Focus {
		return
	}
	d.Focus = in.Index
	d.Fields[in.Index].Fresh = true
}

func (in OpenPath) apply(s *Scene)    { s.ask(pending{kind: pendPath, path: in.Path}) }
func (in OpenBuiltin) apply(s *Scene) { s.ask(pending{kind: pendBuiltin, path: in.Name}) }
func (in Drop) apply(s *Scene) {
	if in.Err != nil {
		s.warn(fmt.Sprintf("Cannot open the dropped file %s: %v", in.Name, in.Err))
		return
	}
	p := pending{kind: pendDrop, path: in.Name, data: in.Data, drop: tiledSource{path: in.Path, data: in.Data, files: in.Files}}
	if in.Picked {
		s.carryOut(p)
		return
	}
	s.ask(p)
}
func (in Quit) apply(s *Scene) { s.ask(pending{kind: pendQuit}) }

func (in DialogText) apply(s *Scene) {
	d := s.doc.dialog
	if d == nil || len(d.Fields) == 0 {
		return
	}
	t := strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, in.Text)
	if t == "" {
		return
	}
	d.Type(t)
}

func (in DialogPick) apply(s *Scene) {
	d := s.doc.dialog
	if d == nil || in.Index < 0 || in.Index >= len(d.Entries) {
		return
	}
	s.selectEntry(in.Index)
	if in.Open {
		s.dialogOK()
	}
}

func (in DialogButton) apply(s *Scene) {
	d := s.doc.dialog
	if d == nil || in.Index < 0 || in.Index >= len(d.Buttons) {
		return
	}
	s.dialogAction(d.Buttons[in.Index].Action)
}

// fileAction carries out the keymap's file and dialog actions.
func (s *Scene) fileAction(a Action) {
	switch a {
	case ActSave:
		if s.doc.dialog == nil {
			s.save(pending{})
		}
	case ActSaveAs:
		if s.doc.dialog == nil {
			s.showSave(pending{})
		}
	case ActOpen:
		if s.doc.dialog == nil {
			s.ask(pending{kind: pendOpenDialog})
		}
	case ActNew:
		if s.doc.dialog == nil {
			s.ask(pending{kind: pendNewDialog})
		}
	case ActResizeMap:
		if s.doc.dialog == nil {
			s.showSize(true)
		}
	default:
		if s.doc.dialog != nil {
			s.dialogAction(a)
		}
	}
}

// pendKind is what a person asked for that replaces the level.
type pendKind int

const (
	pendNone pendKind = iota
	pendOpenDialog
	pendNewDialog
	pendPath
	pendBuiltin
	pendDrop
	pendQuit
)

// pending is a request waiting for the unsaved-changes question.
type pending struct {
	kind pendKind
	path string
	data []byte
	drop tiledSource // a dropped file, should it be a Tiled map
}

// ask carries out p, first asking Save / Discard / Cancel when there are
// unsaved changes.
func (s *Scene) ask(p pending) {
	s.finishGesture()
	if !s.Modified() {
		s.carryOut(p)
		return
	}
	what := map[pendKind]string{pendOpenDialog: "opening another level", pendNewDialog: "creating a new map",
		pendPath: "opening " + filepath.Base(p.path), pendBuiltin: "opening the built-in level " + p.path,
		pendDrop: "opening " + p.path, pendQuit: "quitting"}[p.kind]
	s.setDialog(&sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: ConfirmDialog, Title: "Unsaved changes",
		Message: fmt.Sprintf("%s has unsaved changes. Save them before %s?", s.docName(), what),
		Buttons: []Choice{{Label: "Save", Action: ActConfirmSave}, {Label: "Discard", Action: ActConfirmDiscard}, {Label: "Cancel", Action: ActDialogCancel}}}},
		then: p})
}

func (s *Scene) docName() string {
	if s.doc.path != "" {
		return filepath.Base(s.doc.path)
	}
	if s.title != "" {
		return s.title
	}
	return "The level"
}

// carryOut does p with no question asked.
func (s *Scene) carryOut(p pending) {
	switch p.kind {
	case pendOpenDialog:
		s.showOpen(s.levelsDir())
	case pendNewDialog:
		s.showSize(false)
	case pendPath:
		s.openPath(p.path)
	case pendBuiltin:
		s.openBuiltin(p.path)
	case pendDrop:
		if scen := droppedScen(p); scen != "" {
			s.openPath(scen) // its queries; the map is read beside it
			return
		}
		if levels.Sniff(p.data) == levels.TiledFormat {
			s.openDroppedTiled(p.path, p.drop)
			return
		}
		lv, err := levels.Parse(p.path, p.data)
		if err != nil {
			s.warn("Cannot open the dropped file: " + err.Error())
			return
		}
		if err := s.room.fits(lv, p.path); err != nil {
			s.warn("Cannot open the dropped file: " + err.Error())
			return
		}
		s.replace(FromLevel(lv), "", "")
		s.notify("Opened the dropped file " + p.path + "; Ctrl+S " + s.saveAsks() + ".")
	case pendQuit:
		s.setDialog(nil)
		s.doc.quit = true
	}
}

// save writes the level to its file, or asks for a name first; then does p.
func (s *Scene) save(p pending) {
	s.finishGesture()
	if s.pageSave(p) { // a download (pagefiles.go)
		return
	}
	if t := s.SaveTarget(); t.Ask {
		s.showSave(p)
		if t.Why != "" {
			s.notify(t.Why)
		}
		return
	}
	if !s.Modified() {
		// writing the same level again could only spoil the backup
		msg := "No changes to save: " + s.doc.path + " is as it was opened or last saved."
		if !s.savesEnds() {
			msg = "No changes to save: the obstacles of " + s.doc.path + " are as they were (it keeps no start and goal; Ctrl+Shift+S saves a .swath)."
		}
		s.notify(msg)
		s.setDialog(nil)
		s.carryOut(p)
		return
	}
	if s.saveTo(s.doc.path) {
		s.setDialog(nil)
		s.carryOut(p)
	}
}

// saveTo saves to path; on failure nothing changes and the reason is shown.
func (s *Scene) saveTo(path string) bool {
	s.finishGesture()
	if err := s.files().Save(path, s.Level()); err != nil {
		msg := "Not saved: " + err.Error()
		s.warn(msg)
		if s.doc.dialog != nil {
			s.doc.dialog.Error = msg
		}
		return false
	}
	s.doc.path, s.doc.builtin, s.doc.tiled = path, "", nil // the file now is the one saved
	s.doc.savedAt = s.hist.state()
	note := s.savedVerb() + path + "."
	if f := levels.FormatOf(path); f != levels.SwathFormat {
		note = s.savedVerb() + path + " (a ." + f.String() + " keeps only the obstacles)."
	}
	s.notify(note)
	return true
}

// openPath opens a level file, or lists a .scen's queries. A failure
// changes nothing and says why.
func (s *Scene) openPath(path string) {
	if strings.EqualFold(filepath.Ext(path), ".scen") {
		scens, err := s.files().LoadScen(path)
		if err != nil {
			s.failOpen(err)
			return
		}
		if len(scens) == 0 {
			s.failOpen(fmt.Errorf("%s: no queries", path))
			return
		}
		s.showScen(path, scens)
		return
	}
	if _, real := s.files().(OSFiles); real && levels.FileFormat(path) == levels.TiledFormat { // a Tiled .json too
		s.openTiled(tiledSource{path: path}, "", true) // offers its layers
		return
	}
	s.startOpen(&openWork{Path: path, files: s.files()})
}

func (s *Scene) openBuiltin(name string) {
	lv, err := levels.LoadBuiltin(name)
	if err != nil {
		s.failOpen(err)
		return
	}
	s.replace(FromLevel(lv), "", name)
	s.notify("Opened the built-in level " + lv.Title + ".")
}

// failOpen says why an open failed, in the dialog if one is open and in the status line.
func (s *Scene) failOpen(err error) {
	msg := "Not opened: " + err.Error()
	if s.doc.dialog != nil {
		s.doc.dialog.Error = msg
	}
	s.warn(msg)
}

// replace puts lv in place of the level: a fresh history, the view
// fitted, the step-through view closed. It counts as saved.
func (s *Scene) replace(lv Level, path, builtin string) {
	if lv.Grid == nil {
		lv.Grid = pathing.NewGrid(32, 20)
	}
	s.sa().CloseTimeline(s.agentMap())
	s.gesture = gesture{}
	s.sideScroll = 0 // a new level's lesson from its first line
	s.title, s.description = lv.Title, lv.Description
	s.keySteps, s.keyOpts = levelKeySteps(&lv)
	if lv.Grid.Width() != s.grid.Width() || lv.Grid.Height() != s.grid.Height() {
		s.shared.LetGo() // their buffers (planners, the optimum's and the comparison's searchers, map copies) are of another size
	}
	s.grid, s.terrain = lv.Grid, lv.Terrain
	s.loadAgents(&lv) // no route of the old map meanwhile
	s.splitLevel(lv.Vs)
	s.hist = history{last: s.hist.last + 1, base: s.hist.last + 1}
	s.doc.path, s.doc.builtin, s.doc.savedAt, s.doc.scen, s.doc.tiled = path, builtin, s.hist.state(), nil, nil
	s.ver.Plan++
	s.view.Fit(s.grid.Width(), s.grid.Height())
	s.viewFitted, s.viewAuto = s.view.W > 0, true
	s.setDialog(nil)
	s.doc.openWant, s.doc.opening = nil, nil // this level replaces any still being read
	s.markAll()
}

// swapGrid puts g in place of the map (a resize, or its undo).
func (s *Scene) swapGrid(g *pathing.Grid) {
	s.grid = g
	s.forgetPlans()
	if s.viewAuto {
		s.view.Fit(g.Width(), g.Height())
	}
	s.markAll()
}

// resizeMap makes the map w×h keeping what fits, as one undo step; the
// markers move onto the map if they fell off.
func (s *Scene) resizeMap(w, h int) {
	s.finishGesture()
	old := s.grid
	npcsBefore := s.rosterNow()
	g := old.Resized(w, h)
	// the ends move onto the map, and an end the footprint no longer fits
	// at to the nearest placement
	for _, a := range s.agents {
		q := a.Query()
		for _, p := range []*pathing.Point{&q.Start, &q.Goal} {
			*p = pathing.Pt(min(p.X, w-1), min(p.Y, h-1))
			if !g.Fits(q.Agent, *p) {
				if np, ok := levels.NearestFit(g, q.Agent, *p); ok {
					*p = np
				}
			}
		}
		a.SetQuery(q)
	}
	o := s.options()
	s.push(edit{before: o, after: o, gridBefore: old, gridAfter: g}, npcsBefore)
	s.swapGrid(g)
}

func (s *Scene) warn(msg string)   { applyNotice(s, Notice{Text: msg, Warn: true}) }
func (s *Scene) notify(msg string) { applyNotice(s, Notice{Text: msg}) }

func (s *Scene) setDialog(d *sceneDialog) {
	s.doc.dialog = d
}
