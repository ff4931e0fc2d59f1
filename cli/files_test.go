package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// TestConvertKeepsBackupOfChange: converting twice to the same output
// writes once; the backup keeps the version before the last change.
func TestConvertKeepsBackupOfChange(t *testing.T) {
	dir := t.TempDir()
	a := writeMap(t, "....", ".@..")
	b := writeMap(t, "@...", "....")
	out := filepath.Join(dir, "out.map")
	for _, in := range []string{a, b, b, b} {
		if code, _, errs := run(t, "convert", "-q", in, out); code != ExitOK {
			t.Fatalf("convert %s: exit %d %s", in, code, errs)
		}
	}
	bak, _ := os.ReadFile(out + ".bak")
	first, _ := os.ReadFile(a)
	if string(bak) != string(first) {
		t.Errorf("the backup holds %q, want the first conversion %q", bak, first)
	}
}

// TestExportThroughLink: export follows a symbolic link and keeps the
// target's mode, as Save does.
func TestExportThroughLink(t *testing.T) {
	dir := t.TempDir()
	m := writeMap(t, "....", "....")
	real := filepath.Join(dir, "real.png")
	link := filepath.Join(dir, "link.png")
	os.WriteFile(real, []byte("old"), 0o600)
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	if code, _, errs := run(t, "export", "--map", m, "--from", "0,0", "--to", "3,1", "--png", link); code != ExitOK {
		t.Fatalf("export: exit %d %s", code, errs)
	}
	st, _ := os.Lstat(link)
	rst, _ := os.Stat(real)
	if st.Mode()&os.ModeSymlink == 0 || rst.Mode().Perm() != 0o600 || rst.Size() < 100 {
		t.Errorf("link kept %v, target mode %v size %d; want the link kept and the target replaced with mode 0600", st.Mode()&os.ModeSymlink != 0, rst.Mode().Perm(), rst.Size())
	}
}
