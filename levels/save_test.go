package levels

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSaveUnchangedKeepsBackup: a second save of the same level writes
// nothing, so the backup still holds the version before the last change.
func TestSaveUnchangedKeepsBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	first := sampleLevel()
	second := sampleLevel()
	second.Title = "Second"
	if err := Save(path, first); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, second); err != nil {
		t.Fatal(err)
	}
	st1, _ := os.Stat(path)
	for range 2 { // Ctrl+S twice more
		if err := Save(path, second); err != nil {
			t.Fatal(err)
		}
	}
	if bak, err := Load(path + BackupSuffix); err != nil || !bak.Equal(first) {
		t.Errorf("the backup is not the version before the last change (%v): %+v", err, bak)
	}
	st2, _ := os.Stat(path)
	if !os.SameFile(st1, st2) {
		t.Errorf("an unchanged save replaced the file")
	}
	assertOnly(t, dir, "lv.swath", "lv.swath.bak")
}
