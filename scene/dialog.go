package scene

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"swath/dialogs"
	"swath/levels"
	"swath/pathing"
)

// sceneDialog is an open dialog with what the scene keeps to carry it
// out: what to do once it is answered, and the open, size, scenario and
// layer dialogs' own state.
type sceneDialog struct {
	dialogs.State
	then     pending
	resize   bool
	scenPath string
	scens    []levels.Scenario
	// tiled is the Tiled map whose layers a LayerDialog lists
	tiled *tiledOpen
}

// showOpen shows the open dialog on folder dir.
func (s *Scene) showOpen(dir string) {
	if s.OnPage() {
		s.showPageOpen() // no folders to list
		return
	}
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: OpenDialog, Title: "Open", Dir: dir,
		Message: "Type a path or pick an entry: Up/Down, Enter opens, Esc cancels.",
		Fields:  []Field{{Label: "Path", Text: dialogs.WithSep(dir), Fresh: true}},
		Buttons: []Choice{{Label: "Open", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}},
		Entries: builtinEntries()}}}
	des, err := s.files().ReadDir(dir)
	if err != nil {
		d.Error = "Cannot list the folder: " + err.Error()
	}
	d.Entries = append(d.Entries, dialogs.ListEntries(dir, des)...)
	d.Sel = -1
	for i, e := range d.Entries { // start on the first file, if any
		if e.Kind == EntryFile {
			d.Sel = i
			break
		}
	}
	s.setDialog(d)
	if d.Sel >= 0 {
		s.selectEntry(d.Sel)
	}
}

// builtinEntries are the open dialog's entries of the built-in levels.
func builtinEntries() []Entry {
	var es []Entry
	for _, b := range levels.Builtins() {
		es = append(es, Entry{Label: "built-in: " + b.Name, Detail: b.Description, Kind: EntryBuiltin, Path: b.Name})
	}
	return es
}

// showSave asks for a file name, then saves and does then.
func (s *Scene) showSave(then pending) {
	p := s.saveAsName() // savetarget.go
	dir := filepath.Dir(p)
	if s.OnPage() {
		dir = s.levelsDir() // a download: no folder
	}
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: SaveDialog, Title: "Save as", Dir: dir,
		Message: "File name (.swath keeps everything; .map or .png only the obstacles), " + s.saveIn(dir),
		Fields:  []Field{{Label: "Name", Text: filepath.Base(p), Fresh: true}},
		Buttons: []Choice{{Label: "Save", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}}}}, then: then}
	if why := s.SaveTarget().Why; why != "" {
		d.Error = why
	}
	s.setDialog(d)
}

// showSize asks for a map size: a new map, or a resize of this one.
func (s *Scene) showSize(resize bool) {
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: SizeDialog, Title: "New map",
		Message: fmt.Sprintf("Width and height, %d..%d cells each. Tab: next field.", levels.MinNewSide, levels.MaxSide),
		Fields: []Field{{Label: "Width", Text: strconv.Itoa(s.grid.Width()), Fresh: true},
			{Label: "Height", Text: strconv.Itoa(s.grid.Height()), Fresh: true}},
		Buttons: []Choice{{Label: "Create", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}}}}, resize: resize}
	if resize {
		d.Title = "Resize the map"
		d.Message = fmt.Sprintf("New width and height, %d..%d each; what fits is kept (Ctrl+Z undoes).", levels.MinNewSide, levels.MaxSide)
		d.Buttons[0].Label = "Resize"
	}
	s.setDialog(d)
}

// showScen lists a .scen file's queries.
func (s *Scene) showScen(path string, scens []levels.Scenario) {
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: ScenDialog, Title: "Queries of " + filepath.Base(path), Dir: filepath.Dir(path),
		Message: "Pick a query: it sets the start and goal; the figures show its optimal length.",
		Buttons: []Choice{{Label: "Use", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}}}},
		scenPath: path, scens: scens}
	for i, q := range scens {
		d.Entries = append(d.Entries, Entry{Kind: EntryQuery, Index: i,
			Label:  fmt.Sprintf("%4d  %v → %v", i+1, q.Start, q.Goal),
			Detail: fmt.Sprintf("bucket %d · optimal %.2f · %s", q.Bucket, q.Optimal, q.Map)})
	}
	s.setDialog(d)
	s.selectEntry(0)
}

// selectEntry selects entry i of the open dialog (dialogs.State.Select).
func (s *Scene) selectEntry(i int) {
	if d := s.doc.dialog; d != nil {
		d.Select(i)
	}
}

// dialogAction carries out a key or button of the open dialog.
func (s *Scene) dialogAction(a Action) {
	d := s.doc.dialog
	switch a {
	case ActDialogCancel:
		s.setDialog(nil)
	case ActDialogOK:
		s.dialogOK()
	case ActConfirmSave:
		then := d.then
		s.setDialog(nil)
		s.save(then)
	case ActConfirmDiscard:
		then := d.then
		s.setDialog(nil)
		s.carryOut(then)
	default:
		d.Key(a) // the list's and the fields' keys (package dialogs)
	}
}

// dialogOK confirms the open dialog: save, open, create or pick.
func (s *Scene) dialogOK() {
	d := s.doc.dialog
	fail := func(msg string) { d.Error = msg }
	switch d.Kind {
	case ConfirmDialog:
		s.dialogAction(ActConfirmSave)
	case SaveDialog:
		text := strings.TrimSpace(d.Fields[0].Text)
		if text == "" {
			fail("Type a file name, e.g. mine.swath.")
			return
		}
		p := d.Resolve(text)
		if filepath.Ext(p) == "" {
			p += ".swath"
		}
		switch levels.FormatOf(p) {
		case levels.UnknownFormat:
			fail(fmt.Sprintf("Cannot save as %q: the name must end in .swath, .map or .png.", filepath.Ext(p)))
			return
		case levels.TiledFormat:
			fail(fmt.Sprintf("Swath reads Tiled maps but does not write them: save as %s.swath (everything) or .map or .png (the obstacles).",
				strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))))
			return
		}
		if s.saveTo(p) {
			then := d.then
			s.setDialog(nil)
			s.carryOut(then)
		}
	case OpenDialog:
		if !d.Edited && d.Sel >= 0 && d.Sel < len(d.Entries) {
			s.openEntry(d.Entries[d.Sel])
			return
		}
		text := strings.TrimSpace(d.Fields[0].Text)
		if text == "" {
			fail("Type a path or pick an entry.")
			return
		}
		if name := typedBuiltin(text); name != "" {
			s.openBuiltin(name)
			return
		}
		if dialogs.TypedName(text) != "" && len(d.Entries) == 1 && d.Filtered() {
			// the name typed so far leaves one entry: open it
			s.openEntry(d.Entries[0])
			return
		}
		p := d.Resolve(text)
		if _, err := s.files().ReadDir(p); err == nil {
			s.showOpen(p)
			return
		}
		s.openPath(p)
	case SizeDialog:
		w, errW := strconv.Atoi(strings.TrimSpace(d.Fields[0].Text))
		h, errH := strconv.Atoi(strings.TrimSpace(d.Fields[1].Text))
		if errW != nil || errH != nil {
			fail(fmt.Sprintf("Width %q and height %q must be whole numbers.", d.Fields[0].Text, d.Fields[1].Text))
			return
		}
		if err := levels.ValidateNewSize(w, h); err != nil {
			fail(err.Error())
			return
		}
		if err := s.room.fitsCells("a new map", w, h); err != nil {
			fail(err.Error())
			return
		}
		if d.resize {
			s.setDialog(nil)
			s.resizeMap(w, h)
			s.notify(fmt.Sprintf("The map is now %dx%d (Ctrl+Z undoes).", w, h))
			return
		}
		g := pathing.NewGrid(w, h)
		q := s.query()
		st, gl := levels.FittingEnds(g, q.Agent)
		s.replace(Level{Title: "untitled", Grid: g, Agent: q.Agent, Start: st, Goal: gl, Options: q.Options}, "", "")
		s.notify(fmt.Sprintf("New %dx%d map; Ctrl+S saves it.", w, h))
	case ScenDialog:
		if d.Sel >= 0 && d.Sel < len(d.scens) {
			s.pickScen(d.scenPath, d.Sel, d.scens[d.Sel])
		}
	case LayerDialog:
		s.pickLayer()
	}
}

func (s *Scene) openEntry(e Entry) {
	switch e.Kind {
	case EntryBuiltin:
		s.openBuiltin(e.Path)
	case EntryFolder:
		s.showOpen(e.Path)
	case EntryFile:
		s.openPath(e.Path)
	case EntryPick:
		s.pick()
	}
}

// pickScen sets the markers from query i of a .scen: on the map the query
// names (looked for beside the .scen), or on the current map when that one
// is not found and the sizes agree; the view zooms to the query.
func (s *Scene) pickScen(path string, i int, q levels.Scenario) {
	dir := filepath.Dir(path)
	cands := []string{filepath.Join(dir, filepath.Base(q.Map)), filepath.Join(dir, q.Map)}
	loaded := false
	for _, c := range cands {
		if filepath.Clean(c) == filepath.Clean(s.doc.path) {
			loaded = true // already open
			break
		}
		lv, err := s.files().Load(c)
		if err == nil {
			if lv.Grid.Width() != q.W || lv.Grid.Height() != q.H {
				s.failOpen(fmt.Errorf("%s is %dx%d but %s:%d says %dx%d", c, lv.Grid.Width(), lv.Grid.Height(), path, q.Line, q.W, q.H))
				return
			}
			if err := s.room.fits(lv, c); err != nil {
				s.failOpen(err)
				return
			}
			s.replace(FromLevel(lv), c, "")
			loaded = true
			break
		}
	}
	if !loaded && (s.grid.Width() != q.W || s.grid.Height() != q.H) {
		s.failOpen(fmt.Errorf("the map %s of %s:%d is not beside it, and the open map is %dx%d, not %dx%d",
			q.Map, path, q.Line, s.grid.Width(), s.grid.Height(), q.W, q.H))
		return
	}
	s.setDialog(nil)
	s.changeQuery(func(sq *pathing.Query) { sq.Start, sq.Goal = q.Start, q.Goal })
	s.doc.scen = &ScenQuery{File: path, Index: i, Start: q.Start, Goal: q.Goal, Optimal: q.Optimal}
	s.zoomToQuery(s.query(), q.Optimal) // scenzoom.go
	s.notify(fmt.Sprintf("Query %d of %s: optimal length %.2f.", i+1, filepath.Base(path), q.Optimal))
	s.endsNotSaved(fmt.Sprintf("Query %d of %s: optimal length %.2f. Its start and goal are", i+1, filepath.Base(path), q.Optimal))
}

// typedBuiltin is the built-in level a typed open path names ("u-turn",
// or "built-in: u-turn" as the list shows it), or "" when it names none.
func typedBuiltin(text string) string {
	name := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "built-in:"))
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return ""
	}
	if _, err := levels.LoadBuiltin(name); err != nil {
		return ""
	}
	return name
}

// looks is what the open dialog shows, for change's comparison (nil: none).
func (d *sceneDialog) looks() dialogs.Looks {
	if d == nil {
		return dialogs.Looks{}
	}
	return d.State.Looks()
}
