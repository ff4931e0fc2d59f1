package app

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// unreadable is a dropped file system whose file cannot be read.
type unreadable struct{ fstest.MapFS }

func (u unreadable) Open(name string) (fs.File, error) {
	if name == "." {
		return u.MapFS.Open(name)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("permission denied")}
}

func (u unreadable) ReadFile(name string) ([]byte, error) {
	_, err := u.Open(name)
	return nil, err
}

func TestOpenDropped(t *testing.T) {
	var b strings.Builder
	lv := &levels.Level{Title: "dropped", Grid: pathing.NewGrid(9, 7), Start: pathing.Pt(1, 1), Goal: pathing.Pt(7, 5)}
	if err := levels.WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	sc := scene.New(scene.Demo())
	before := sc.Level()

	// unreadable: says why, changes nothing
	bad := unreadable{fstest.MapFS{"locked.swath": {Data: []byte("x")}}}
	if !openDropped(sc, bad) {
		t.Fatal("a drop was not handled")
	}
	if n := sc.Notice(); !n.Warn || !strings.Contains(n.Text, "locked.swath") || !strings.Contains(n.Text, "permission denied") {
		t.Fatalf("notice %+v", n)
	}
	// a folder only: says so
	openDropped(sc, fstest.MapFS{"maps/a.map": {Data: []byte("x")}})
	if n := sc.Notice(); !n.Warn || !strings.Contains(n.Text, "folder") {
		t.Fatalf("a dropped folder: notice %+v", n)
	}
	if !sc.Level().Equal(before) {
		t.Fatal("a failed drop changed the level")
	}
	// a level file (beside a folder) opens
	openDropped(sc, fstest.MapFS{"d.swath": {Data: []byte(b.String())}, "sub/x": {}})
	if sc.Title() != "dropped" || sc.Grid().Width() != 9 || sc.Modified() {
		t.Fatalf("the dropped level did not open: %q %d", sc.Title(), sc.Grid().Width())
	}
}
