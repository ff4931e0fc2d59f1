// Package dialogs is a modal dialog's own logic beside what it shows
// (view.Dialog): the selection of a list entry and its scrolling, the
// list and field keys, the open dialog's folder listing (ListEntries),
// its filter as one types and the typed path taken in the dialog's folder,
// and the comparable looks whose change bumps the scene's UI version. The
// scene embeds a State in each open dialog, beside what it keeps to carry
// the dialog out (what to do once it is answered, the files it lists).
package dialogs

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"

	"swath/view"
)

// State is an open dialog as it shows (view.Dialog) with the state of its
// list: whether the path was typed in since an entry was picked, and the
// open dialog's whole list while typing filters Entries.
type State struct {
	view.Dialog
	// Edited: the field was typed in since an entry was selected (OK then
	// takes the text, not the entry)
	Edited bool
	// all is the open dialog's whole list while typing filters Entries
	all []view.Entry
}

// Select selects entry i (clamped) and scrolls it into sight; in the open
// dialog the path field takes the entry's path.
func (d *State) Select(i int) {
	if len(d.Entries) == 0 {
		return
	}
	i = min(max(i, 0), len(d.Entries)-1)
	d.Sel = i
	if i < d.Top {
		d.Top = i
	}
	if i >= d.Top+view.DialogRows {
		d.Top = i - view.DialogRows + 1
	}
	if d.Kind == view.OpenDialog {
		e := d.Entries[i]
		text := e.Path
		if e.Kind == view.EntryFolder {
			text = WithSep(e.Path)
		}
		d.Fields[0] = view.Field{Label: d.Fields[0].Label, Text: text, Fresh: true}
		d.Edited = false
	}
}

// Key carries out a list or field key (Up, Down, Page Up/Down, Tab, the
// field's caret, delete and select-all keys), reporting whether a was one.
func (d *State) Key(a view.Action) bool {
	switch a {
	case view.ActDialogUp, view.ActDialogDown, view.ActDialogPageUp, view.ActDialogPageDown:
		step := map[view.Action]int{view.ActDialogUp: -1, view.ActDialogDown: 1,
			view.ActDialogPageUp: -view.DialogRows, view.ActDialogPageDown: view.DialogRows}[a]
		if d.Sel < 0 && step > 0 {
			step--
		}
		d.Select(d.Sel + step)
	case view.ActDialogNextField:
		if len(d.Fields) > 1 {
			d.Focus = (d.Focus + 1) % len(d.Fields)
			d.Fields[d.Focus].Fresh = true
		}
	case view.ActDialogBackspace, view.ActDialogDelete, view.ActDialogLeft, view.ActDialogRight,
		view.ActDialogHome, view.ActDialogEnd, view.ActDialogSelectAll:
		if len(d.Fields) > 0 {
			before := d.Fields[d.Focus].Text
			d.Fields[d.Focus].Edit(a)
			if d.Fields[d.Focus].Text != before {
				d.Edited, d.Error = true, ""
				d.Filter()
			}
		}
	default:
		return false
	}
	return true
}

// Type types t (control characters already left out) into the focused
// field.
func (d *State) Type(t string) {
	d.Fields[d.Focus].Type(t)
	d.Edited, d.Error = true, ""
	d.Filter()
}

// Resolve takes a typed path relative to the dialog's folder.
func (d *State) Resolve(text string) string {
	text = strings.TrimSpace(text)
	if strings.HasPrefix(text, "~"+string(filepath.Separator)) {
		return text // left as typed: no shell here
	}
	if filepath.IsAbs(text) {
		return filepath.Clean(text)
	}
	return filepath.Join(d.Dir, text)
}

// WithSep is dir ending in the path separator.
func WithSep(dir string) string {
	if strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir
	}
	return dir + string(filepath.Separator)
}

// openExts are the files the open dialog lists.
var openExts = map[string]bool{".swath": true, ".map": true, ".png": true, ".scen": true, ".tmx": true, ".tmj": true, ".json": true}

// ListEntries turns a folder's listing into the open dialog's entries:
// the parent folder, the subfolders, then the files Swath opens, each
// group sorted by name. Hidden files are left out.
func ListEntries(dir string, des []fs.DirEntry) []view.Entry {
	var folders, files []view.Entry
	for _, de := range des {
		name := de.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		p := filepath.Join(dir, name)
		switch {
		case de.IsDir():
			folders = append(folders, view.Entry{Label: name + "/", Detail: "folder", Kind: view.EntryFolder, Path: p})
		case openExts[strings.ToLower(filepath.Ext(name))]:
			detail := strings.TrimPrefix(strings.ToLower(filepath.Ext(name)), ".")
			if info, err := de.Info(); err == nil {
				detail += fmt.Sprintf(" · %s", sizeText(info.Size()))
			}
			files = append(files, view.Entry{Label: name, Detail: detail, Kind: view.EntryFile, Path: p})
		}
	}
	byName := func(e []view.Entry) { sort.Slice(e, func(i, j int) bool { return e[i].Label < e[j].Label }) }
	byName(folders)
	byName(files)
	out := []view.Entry{{Label: "../", Detail: "parent folder", Kind: view.EntryFolder, Path: filepath.Dir(filepath.Clean(dir))}}
	if abs, err := filepath.Abs(dir); err == nil && filepath.Dir(abs) == abs {
		out = out[:0] // the root has no parent
	}
	out = append(out, folders...)
	return append(out, files...)
}

func sizeText(n int64) string {
	switch {
	case n < 10<<10:
		return fmt.Sprintf("%d B", n)
	case n < 10<<20:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d MiB", n>>20)
}
