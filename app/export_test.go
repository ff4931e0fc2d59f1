package app

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestExportPath(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 29, 20, 5, 9, 0, time.UTC)
	level := filepath.Join(dir, "halls.swath")
	got, err := exportPath(level, "halls", now, ".png")
	if want := filepath.Join(dir, "halls-20261129-200509.png"); err != nil || got != want {
		t.Fatalf("next to the level: %q, %v; want %q", got, err, want)
	}
	// the name is taken: -2, then -3
	os.WriteFile(got, nil, 0o644)
	got, _ = exportPath(level, "halls", now, ".png")
	if want := filepath.Join(dir, "halls-20261129-200509-2.png"); got != want {
		t.Errorf("taken once: %q, want %q", got, want)
	}
	os.WriteFile(got, nil, 0o644)
	got, _ = exportPath(level, "halls", now, ".png")
	if want := filepath.Join(dir, "halls-20261129-200509-3.png"); got != want {
		t.Errorf("taken twice: %q, want %q", got, want)
	}
	// another extension is free
	got, _ = exportPath(level, "halls", now, ".gif")
	if want := filepath.Join(dir, "halls-20261129-200509.gif"); got != want {
		t.Errorf("gif: %q, want %q", got, want)
	}
	// a built-in level: the current folder, the level's name
	wd, _ := os.Getwd()
	got, _ = exportPath("", "maze", now, ".gif")
	if want := filepath.Join(wd, "maze-20261129-200509.gif"); got != want {
		t.Errorf("built-in: %q, want %q", got, want)
	}
}
