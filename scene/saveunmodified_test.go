package scene

import (
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

// countingFS counts the saves that reach the file system.
type countingFS struct {
	OSFiles
	saves int
}

func (c *countingFS) Save(path string, lv *levels.Level) error {
	c.saves++
	return c.OSFiles.Save(path, lv)
}

// TestSaveUnmodifiedWritesNothing: Ctrl+S on an unmodified level writes
// nothing (so the backup keeps the version before the last change).
func TestSaveUnmodifiedWritesNothing(t *testing.T) {
	s := open(t)
	fs := &countingFS{}
	dir := t.TempDir()
	s.SetFiles(fs, dir)
	path := filepath.Join(dir, "a.swath")
	s.Apply(ActSave) // no file yet: asks for a name
	typeText(s, path)
	s.Apply(ActDialogOK)
	if fs.saves != 1 || s.Path() != path {
		t.Fatalf("first save: %d saves, path %q, dialog %+v", fs.saves, s.Path(), s.Dialog())
	}
	s.Apply(ActSave)
	s.Apply(ActSave)
	if fs.saves != 1 || !strings.Contains(s.Notice().Text, "No changes to save") {
		t.Fatalf("Ctrl+S unmodified: %d saves, notice %q", fs.saves, s.Notice().Text)
	}
	paint(s, pathing.Pt(5, 1))
	s.Apply(ActSave)
	if fs.saves != 2 || s.Modified() {
		t.Fatalf("Ctrl+S after an edit: %d saves, modified %v", fs.saves, s.Modified())
	}
}
