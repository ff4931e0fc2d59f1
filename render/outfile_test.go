package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// files lists the names in dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestOutFile(t *testing.T) {
	dir := t.TempDir()
	dest := filepath.Join(dir, "pic.png")
	if err := os.WriteFile(dest, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}

	// aborted: the old file stays, no temporary file is left
	o, err := CreateOut(dest)
	if err != nil {
		t.Fatal(err)
	}
	o.Write([]byte("half a picture"))
	o.Abort()
	if b, _ := os.ReadFile(dest); string(b) != "old" {
		t.Errorf("after Abort the file holds %q", b)
	}
	if got := files(t, dir); len(got) != 1 {
		t.Errorf("after Abort the folder holds %v", got)
	}

	// committed: replaced whole, with the mode it had
	o, _ = CreateOut(dest)
	o.Write([]byte("new picture"))
	if err := o.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(dest); string(b) != "new picture" {
		t.Errorf("after Commit the file holds %q", b)
	}
	if fi, _ := os.Stat(dest); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", fi.Mode().Perm())
	}
	if got := files(t, dir); len(got) != 1 {
		t.Errorf("after Commit the folder holds %v", got)
	}

	// the rename fails (a folder took the name meanwhile): an error naming
	// the file, nothing left behind
	other := filepath.Join(dir, "later.gif")
	o, _ = CreateOut(other)
	o.Write([]byte("gif"))
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(other, "x"), nil, 0o644)
	if err := o.Commit(); err == nil || !strings.Contains(err.Error(), other) {
		t.Errorf("Commit over a folder: %v", err)
	}
	if got := files(t, dir); len(got) != 2 {
		t.Errorf("after a failed Commit the folder holds %v", got)
	}

	// bad destinations fail at once
	for _, p := range []string{"", filepath.Join(dir, "missing", "x.png"), dir} {
		if _, err := CreateOut(p); err == nil {
			t.Errorf("CreateOut(%q): no error", p)
		}
	}
}
