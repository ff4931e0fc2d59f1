package scene

import (
	"path/filepath"
	"strings"

	"swath/dialogs"
)

// A web page has no file system to list or write: a person picks files in
// the browser's file picker or drops them on the page, and a save is a
// download. The page's Files is a PageFiles (the app's, for GOOS=js): the
// open dialog then offers the picker and the built-in levels instead of a
// folder's listing, and Save downloads the level as a .swath named after
// it instead of asking where to write it. Save As still asks for a name
// (and so a format: .swath, .map or .png), without a folder.

// PageFiles is the Files of a web page: Load and LoadScen read the files
// picked or dropped last (by name), Save downloads, ReadDir lists nothing.
type PageFiles interface {
	Files
	// Pick opens the browser's file picker. The browser lets a page open
	// it only in answer to a key press or a click (within a few seconds):
	// the app applies the intent that calls Pick in the tick of that
	// input. What the person picks comes back as a Drop with Picked set.
	Pick()
}

// page is the document's PageFiles, if it is on a web page.
func (s *Scene) page() (PageFiles, bool) {
	p, ok := s.files().(PageFiles)
	return p, ok
}

// OnPage reports whether the document is a web page's (its Files is a
// PageFiles): its files come from the browser's picker, its saves are
// downloads.
func (s *Scene) OnPage() bool {
	_, ok := s.page()
	return ok
}

// pickEntry is the open dialog's entry that opens the browser's picker.
var pickEntry = Entry{Label: "From this computer…", Kind: EntryPick,
	Detail: ".swath, .map (with its .scen), .png, Tiled .tmx/.tmj/.json (with its tilesets)"}

// showPageOpen is the open dialog of a web page: the picker's entry (first,
// and selected) and the built-in levels; typing filters the built-in
// levels by name as in the desktop's dialog.
func (s *Scene) showPageOpen() {
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: OpenDialog, Title: "Open",
		Message: "Pick an entry: Up/Down, Enter opens, Esc cancels. Files can be dropped on the page too.",
		Fields:  []Field{{Label: "Name", Fresh: true}},
		Buttons: []Choice{{Label: "Open", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}},
		Entries: []Entry{pickEntry}}}}
	d.Entries = append(d.Entries, builtinEntries()...)
	s.setDialog(d)
	s.selectEntry(0)
}

// pick opens the browser's picker for the open dialog's entry; the dialog
// closes (the picker is the browser's own window), and the files picked
// open when they arrive.
func (s *Scene) pick() {
	p, ok := s.page()
	if !ok {
		return
	}
	s.setDialog(nil)
	p.Pick()
	s.notify("Choose the files in the browser's window (a .map with its .scen, a Tiled map with its tilesets: pick them together).")
}

// pageSave saves on a web page: a download of the level as a .swath named
// after it (ExportName), then p. It reports false off a page.
func (s *Scene) pageSave(p pending) bool {
	if _, ok := s.page(); !ok {
		return false
	}
	if s.saveTo(s.ExportName() + ".swath") {
		s.setDialog(nil)
		s.carryOut(p)
	}
	return true
}

// savedVerb is how a save is said: "Downloaded" on a web page.
func (s *Scene) savedVerb() string {
	if s.OnPage() {
		return "Downloaded "
	}
	return "Saved "
}

// saveIn is where the save dialog's message says the file goes.
func (s *Scene) saveIn(dir string) string {
	if s.OnPage() {
		return "as a download"
	}
	return "in " + dialogs.WithSep(dir)
}

// droppedScen is the .scen of a dropped file to list the queries of: its
// path on disk, else (a web page's file) its name, which the page's Files
// read; "" when it is no .scen.
func droppedScen(p pending) string {
	if !strings.EqualFold(filepath.Ext(p.path), ".scen") {
		return ""
	}
	if p.drop.path != "" {
		return p.drop.path
	}
	return p.path
}

// saveAsks says what Ctrl+S does with a level of no file: "asks where to
// save it", on a web page "downloads it".
func (s *Scene) saveAsks() string {
	if s.OnPage() {
		return "downloads it"
	}
	return "asks where to save it"
}
