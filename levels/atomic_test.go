package levels

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
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
	fsys := fileSystem{rename: func(a, b string) error {
		renames++
		check("before rename " + filepath.Base(b))
		err := os.Rename(a, b)
		check("after rename " + filepath.Base(b))
		return err
	}}
	if err := fsys.save(path, sampleLevel()); err != nil {
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
	if err := Save(path, sampleLevel()); err != nil {
		t.Fatal(err)
	}
	assertOnly(t, dir, "lv.swath", ".lv.swath.7.tmp", ".other.swath.5.tmp", ".lv.swath.x1.tmp")
}

// TestSaveErrorsNameNoTemp: a failing write or rename is reported with the
// file's name, never the temporary file's.
func TestSaveErrorsNameNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "lv.swath")
	fsys := fileSystem{rename: func(a, b string) error {
		return &os.LinkError{Op: "rename", Old: a, New: b, Err: errors.New("refused (injected)")}
	}}
	err := fsys.save(path, sampleLevel())
	if err == nil || strings.Contains(err.Error(), ".tmp") || !strings.Contains(err.Error(), path) {
		t.Errorf("have %v, want the file named and no temporary file", err)
	}
	assertOnly(t, dir)
}

// TestAtomicFileFollowsLinkKeepsMode: an export through a symbolic link
// replaces the link's target and keeps its mode, as Save does.
func TestAtomicFileFollowsLinkKeepsMode(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.png")
	link := filepath.Join(dir, "link.png")
	os.WriteFile(real, []byte("old"), 0o600)
	if err := os.Symlink("real.png", link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	a, err := CreateAtomic(link)
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
	if err := Save(path, sampleLevel()); err != nil {
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
	a, err := CreateAtomic(path)
	if err != nil {
		t.Fatal(err)
	}
	a.Write([]byte("partial"))
	os.Stdout.WriteString("writing\n")
	time.Sleep(time.Minute)
}
