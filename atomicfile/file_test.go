package atomicfile

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// newVersion is what the tests' saves write: longer than failAfter lets
// through, as a level file is.
const newVersion = "swath 1\ntitle: the new version\nsize: 4x1\n....\n"

// save writes newVersion to path as levels.Save does: with a backup.
func save(fsys FS, path string) error {
	a, err := fsys.Create(path, true)
	if err != nil {
		return err
	}
	a.Write([]byte(newVersion))
	return a.Commit()
}

// TestSaveOldContentAlwaysNamed checks, at every rename a save makes, that
// the old content exists under a real name (the file or its backup).
func TestSaveOldContentAlwaysNamed(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	os.WriteFile(path, []byte("old content"), 0o644)
	check := func(when string) {
		a, _ := os.ReadFile(path)
		b, _ := os.ReadFile(path + BackupSuffix)
		if string(a) != "old content" && string(b) != "old content" {
			t.Errorf("%s: the old content is under no name (file %q, backup %q)", when, a, b)
		}
	}
	renames := 0
	fsys := FS{Rename: func(a, b string) error {
		renames++
		check("before rename " + filepath.Base(b))
		err := os.Rename(a, b)
		check("after rename " + filepath.Base(b))
		return err
	}}
	if err := save(fsys, path); err != nil {
		t.Fatal(err)
	}
	if renames != 2 {
		t.Errorf("%d renames, want 2 (backup, then the file)", renames)
	}
	if b, _ := os.ReadFile(path + BackupSuffix); string(b) != "old content" {
		t.Errorf("backup %q", b)
	}
}

// TestSaveRemovesStaleTemps: temporary files a killed save left beside the
// file are removed by the next save to that name; others are left alone.
func TestSaveRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	old := time.Now().Add(-time.Hour)
	for _, n := range []string{".lv.swath.123456.tmp", ".lv.swath.bak.99.tmp", ".lv.swath.7.tmp", ".other.swath.5.tmp", ".lv.swath.x1.tmp"} {
		p := filepath.Join(dir, n)
		os.WriteFile(p, []byte("partial"), 0o600)
		if n != ".lv.swath.7.tmp" { // a write under way now: kept
			os.Chtimes(p, old, old)
		}
	}
	if err := save(FS{}, path); err != nil {
		t.Fatal(err)
	}
	assertOnly(t, dir, "lv.swath", ".lv.swath.7.tmp", ".other.swath.5.tmp", ".lv.swath.x1.tmp")
}

// TestSaveErrorsNameNoTemp: a failing write or rename is reported with the
// file's name, never the temporary file's.
func TestSaveErrorsNameNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	fsys := FS{Rename: func(a, b string) error {
		return &os.LinkError{Op: "rename", Old: a, New: b, Err: errors.New("refused (injected)")}
	}}
	err := save(fsys, path)
	if err == nil || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), path) {
		t.Errorf("have %v, want the file named and no temporary file", err)
	}
	assertOnly(t, dir)
}

// TestFileFollowsLinkKeepsMode: an export through a symbolic link
// replaces the link's target and keeps its mode, as a save does.
func TestFileFollowsLinkKeepsMode(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.png")
	link := filepath.Join(dir, "link.png")
	os.WriteFile(real, []byte("old"), 0o600)
	if err := os.Symlink("real.png", link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	a, err := Create(link)
	if err != nil {
		t.Fatal(err)
	}
	a.Write([]byte("new"))
	if err := a.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	st, _ := os.Stat(real)
	if b, _ := os.ReadFile(real); string(b) != "new" || st.Mode().Perm() != 0o600 {
		t.Errorf("target holds %q with mode %v, want \"new\" 0600", b, st.Mode().Perm())
	}
	assertOnly(t, dir, "real.png", "link.png")
}

// failAfter is a writer that fails once n bytes have gone through.
type failAfter struct {
	w io.Writer
	n int
}

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k, _ := f.w.Write(p[:f.n])
		f.n = 0
		return k, errors.New("disk full (injected)")
	}
	f.n -= len(p)
	return f.w.Write(p)
}

// secondWriteFails lets the first temporary file (the new version) be written
// and fails the second (the backup).
func secondWriteFails() func(io.Writer) io.Writer {
	n := 0
	return func(w io.Writer) io.Writer {
		n++
		if n == 2 {
			return &failAfter{w, 3}
		}
		return w
	}
}

// TestSaveFailureChangesNothing makes each step of a save fail and checks the
// file and its backup are as they were and no temporary file is left.
func TestSaveFailureChangesNothing(t *testing.T) {
	cases := []struct {
		name string
		fsys FS
		want string
	}{
		{"write fails midway", FS{Wrap: func(w io.Writer) io.Writer { return &failAfter{w, 20} }}, "disk full (injected)"},
		{"rename fails", FS{Rename: func(a, b string) error { return errors.New("rename refused (injected)") }}, "rename refused (injected)"},
		{"backup write fails", FS{Wrap: secondWriteFails()}, "was not saved: the previous version could not be kept as a backup (disk full (injected))"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "lv.swath")
			os.WriteFile(path, []byte("old content"), 0o644)
			os.WriteFile(path+BackupSuffix, []byte("older content"), 0o644)
			err := save(c.fsys, path)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("have %v, want %q", err, c.want)
			}
			if b, _ := os.ReadFile(path); string(b) != "old content" {
				t.Errorf("the file changed: %q", b)
			}
			if b, _ := os.ReadFile(path + BackupSuffix); string(b) != "older content" {
				t.Errorf("the backup changed: %q", b)
			}
			assertOnly(t, dir, "lv.swath", "lv.swath.bak")
		})
	}
}

// TestSaveBackupRenameFails: when the backup cannot be put in place, the
// save is refused and the file keeps its old content.
func TestSaveBackupRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	os.WriteFile(path, []byte("old content"), 0o644)
	fsys := FS{Rename: func(a, b string) error {
		if strings.HasSuffix(b, BackupSuffix) {
			return &os.LinkError{Op: "rename", Old: a, New: b, Err: errors.New("no (injected)")}
		}
		return os.Rename(a, b)
	}}
	err := save(fsys, path)
	if !errors.Is(err, ErrBackup) {
		t.Fatalf("have %v, want ErrBackup", err)
	}
	if strings.Contains(err.Error(), ".tmp") {
		t.Errorf("the message names a temporary file: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "old content" {
		t.Errorf("the file changed: %q", b)
	}
	assertOnly(t, dir, "lv.swath")
}

// assertOnly checks that dir holds exactly the named entries.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var have []string
	for _, e := range ents {
		have = append(have, e.Name())
	}
	slices.Sort(names)
	if !slices.Equal(have, names) {
		t.Errorf("folder holds %v, want %v", have, names)
	}
}

// TestKilledWriteTempRemovedAtNextWrite: a write killed mid-way (kill -9)
// leaves its temporary file; the next write to the name removes it at
// once (a second later, not two minutes), while the temporary file of a
// write still under way in another process is kept (issue 22, item 31).
func TestKilledWriteTempRemovedAtNextWrite(t *testing.T) {
	if os.Getenv("SWATH_TEST_WRITER") != "" {
		return // in the helper process
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "js" {
		t.Skip("no file locks here: temporary files are removed after", staleTemp)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	start := func() *exec.Cmd {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$")
		cmd.Env = append(os.Environ(), "SWATH_TEST_WRITER="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "writing\n" {
			cmd.Process.Kill()
			t.Fatalf("the writer said %q", line)
		}
		return cmd
	}
	temps := func() []string {
		m, _ := filepath.Glob(filepath.Join(dir, ".lv.swath.*.tmp"))
		return m
	}
	killed := start()
	killed.Process.Kill()
	killed.Wait()
	live := start()
	defer func() { live.Process.Kill(); live.Wait() }()
	if n := len(temps()); n != 2 {
		t.Fatalf("%d temporary files, want the killed and the live writer's", n)
	}
	time.Sleep(tempGrace + 200*time.Millisecond)
	if err := save(FS{}, path); err != nil {
		t.Fatal(err)
	}
	if got := temps(); len(got) != 1 {
		t.Errorf("after the next save: temporary files %q, want only the live writer's", got)
	}
}

// TestHelperWriter is the writer TestKilledWriteTempRemovedAtNextWrite
// runs in another process: it starts a write and waits to be killed.
func TestHelperWriter(t *testing.T) {
	path := os.Getenv("SWATH_TEST_WRITER")
	if path == "" {
		t.Skip("run by TestKilledWriteTempRemovedAtNextWrite")
	}
	a, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	a.Write([]byte("partial"))
	os.Stdout.WriteString("writing\n")
	time.Sleep(time.Minute)
}
