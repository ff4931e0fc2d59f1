package scene

import (
	"path/filepath"
	"testing"
)

func TestExportName(t *testing.T) {
	for _, c := range []struct {
		title, path, builtin, want string
	}{
		{"Demo: a zigzag", "", "demo", "demo"},
		{"Demo: a zigzag", filepath.Join("some", "dir", "my level.swath"), "", "my level"},
		{"Demo: a zigzag of 19 nodes", "", "", "demo"},
		{"A gap, narrow", "", "", "a-gap-narrow"},
		{"", "", "", "swath"},
		{"???", "", "", "swath"},
	} {
		s := New(Level{Title: c.title})
		s.SetSource(c.path, c.builtin)
		if got := s.ExportName(); got != c.want {
			t.Errorf("title %q, path %q, built-in %q: %q, want %q", c.title, c.path, c.builtin, got, c.want)
		}
	}
}
