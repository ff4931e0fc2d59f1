package app

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"swath/input"
	"swath/levels"
	"swath/render"
	"swath/scene"
)

// files is the window's side of the document: the dialogs' keys, typed
// text and clicks, files dropped on the window, and the window's close
// button. The dialogs themselves live in the scene.
type files struct {
	keys  map[scene.Context][]boundKey
	chars []rune
	// lastPick and pickedAt make a second click on an entry open it.
	lastPick int
	pickedAt time.Time
	log      *inputLog
}

// repeatsInDialog are the dialog actions that repeat while their key is held.
var repeatsInDialog = map[scene.Action]bool{
	scene.ActDialogBackspace: true, scene.ActDialogDelete: true, scene.ActDialogLeft: true, scene.ActDialogRight: true,
	scene.ActDialogUp: true, scene.ActDialogDown: true, scene.ActDialogPageUp: true, scene.ActDialogPageDown: true,
}

// doubleClick is the longest gap between the two clicks of a double click.
const doubleClick = 400 * time.Millisecond

func (f *files) init() {
	f.keys = map[scene.Context][]boundKey{}
	for _, b := range scene.Keymap {
		if b.Context == scene.ContextMap {
			continue
		}
		for _, c := range b.Keys {
			var k ebiten.Key
			if err := k.UnmarshalText([]byte(c.Key)); err != nil {
				panic("app: keymap names an unknown key " + c.Key)
			}
			rep := repeatsInDialog[b.Action]
			f.keys[b.Context] = append(f.keys[b.Context], boundKey{chord: c, key: k, repeat: rep})
		}
	}
}

// dialog sends this tick's keys, text and clicks to the open dialog and
// reports whether there were any.
func (f *files) dialog(sc *scene.Scene, w, h int) bool {
	if f.keys == nil {
		f.init()
	}
	active := false
	f.chars = ebiten.AppendInputChars(f.chars[:0])
	if len(f.chars) > 0 && sc.KeyContext() == scene.ContextDialog {
		sc.Apply(scene.DialogText{Text: string(f.chars)})
		f.log.note("text %q", string(f.chars))
		active = true
	}
	ctrl, shift := taps.mods() // read as the map view reads them (keytaps.go)
	for _, k := range f.keys[sc.KeyContext()] {
		if k.chord.Ctrl != ctrl || k.chord.Shift != shift {
			continue
		}
		d := taps.ticks(k.key)
		if input.KeyActs(d, k.repeat) {
			sc.Apply(scene.KeyPress{Chord: k.chord})
			f.log.note("key %v", k.chord)
			active = true
			break // the key may have closed or changed the dialog
		}
	}
	d := sc.Dialog()
	if d == nil {
		return active
	}
	b := render.DialogLayout(d, w, h)
	cx, cy := ebiten.CursorPosition()
	at := image.Pt(cx, cy)
	if _, wy := ebiten.Wheel(); wy != 0 && at.In(b.Box) && len(d.Entries) > 0 {
		act := scene.ActDialogDown
		if wy > 0 {
			act = scene.ActDialogUp
		}
		sc.Apply(act)
		active = true
	}
	if !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return active
	}
	for i, r := range b.Buttons {
		if at.In(r) {
			sc.Apply(scene.DialogButton{Index: i})
			f.log.note("click button %d", i)
			return true
		}
	}
	for i, r := range b.Fields {
		if at.In(r) {
			sc.Apply(scene.DialogFocus{Index: i})
			f.log.note("click field %d", i)
			return true
		}
	}
	for i, r := range b.Rows {
		if !at.In(r) {
			continue
		}
		k := b.Top + i
		open := k == f.lastPick && time.Since(f.pickedAt) < doubleClick
		f.lastPick, f.pickedAt = k, time.Now()
		if open {
			f.lastPick = -1
		}
		sc.Apply(scene.DialogPick{Index: k, Open: open})
		f.log.note("click entry %d open=%v", k, open)
		return true
	}
	return active
}

// dropped opens a file dropped on the window (the first one, when several
// are), or the files the web page's picker or a drop on the page handed
// over (page_js.go); it reports whether there was one.
func (f *files) dropped(sc *scene.Scene) bool {
	if pageOpened(sc) {
		return true
	}
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return false
	}
	return openDropped(sc, fsys)
}

// openDropped opens a file of the dropped files fsys (openDroppedFiles).
func openDropped(sc *scene.Scene, fsys fs.FS) bool { return openDroppedFiles(sc, fsys, false) }

// openDroppedFiles opens a file of the dropped or picked files fsys: a
// .scen (its queries are listed, and its map is read beside it: a .map
// dropped or picked with it), else the first level or map (a Tiled map
// dropped with its .tsx tilesets is the map), else the first file; it
// reports whether there was any entry. picked says the files come from
// the open dialog's picker (the scene asked about unsaved changes then).
func openDroppedFiles(sc *scene.Scene, fsys fs.FS, picked bool) bool {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		sc.Apply(scene.Drop{Name: "the dropped files", Err: err, Picked: picked})
		return true
	}
	files := slices.DeleteFunc(slices.Clone(entries), fs.DirEntry.IsDir)
	k := slices.IndexFunc(files, func(e fs.DirEntry) bool { return strings.EqualFold(filepath.Ext(e.Name()), ".scen") })
	if k < 0 {
		k = slices.IndexFunc(files, func(e fs.DirEntry) bool { return levels.FormatOf(e.Name()) != levels.UnknownFormat })
	}
	if k > 0 {
		files[0], files[k] = files[k], files[0]
	}
	if len(files) > 0 {
		e := files[0]
		data, path, err := readDropped(fsys, e)
		sc.Apply(scene.Drop{Name: e.Name(), Data: data, Err: err, Path: path, Files: fsys, Picked: picked})
		return true
	}
	if len(entries) > 0 {
		sc.Apply(scene.Drop{Name: entries[0].Name(), Err: errors.New("it is a folder, not a level file")})
		return true
	}
	return false
}

// readDropped reads a dropped file as the level loader reads one: only a
// regular file (a FIFO would block the whole window until something writes
// to it), at most levels.MaxFileSize bytes whatever size it claims. path
// is the file's place on disk when the dropped files say it (Ebitengine's
// are files of the operating system, named by their paths), else "".
func readDropped(fsys fs.FS, e fs.DirEntry) (data []byte, path string, err error) {
	info, err := e.Info()
	if err != nil {
		return nil, "", err
	}
	if !info.Mode().IsRegular() {
		return nil, "", fmt.Errorf("it is not a regular file (%v), not a level file", info.Mode().Type())
	}
	f, err := fsys.Open(e.Name())
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) { // the message names the file already
			err = pe.Err
		}
		return nil, "", err
	}
	defer f.Close()
	if n, ok := f.(interface{ Name() string }); ok && filepath.IsAbs(n.Name()) && filepath.Base(n.Name()) == e.Name() {
		path = n.Name()
	}
	// read to its size, weighed first against the room left (a dropped
	// map too big to read is one line in the status line)
	data, err = levels.ReadSized("", f, info.Size())
	return data, path, err
}
