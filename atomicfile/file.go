// Package atomicfile writes a file so that its destination holds either the
// old content or the whole new one, never a part. It is the one way Swath
// writes a file (levels' Save, the PNG and GIF exports, bench's plot, the
// app's settings), in a package of its own so that what draws and what
// reads levels share it without depending on each other.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// File is a file being written so that its destination holds either the
// old content or the whole new one, never a part: the bytes go to a hidden
// temporary file in the destination's folder, which Commit syncs and renames
// over the destination. A symbolic link is followed (the link stays, its
// target is replaced) and the destination's permission bits are kept (0644
// for a new file). Errors name the destination, never the temporary file.
type File struct {
	name   string // as the caller named it, for messages
	path   string // the file replaced: name with links followed
	mode   fs.FileMode
	exists bool
	// backup keeps the destination's previous content as
	// path+BackupSuffix (Save does; exports do not).
	backup bool
	fsys   FS
	f      *os.File
	w      *bufio.Writer
	out    StickyWriter // writes to w
}

// staleTemp is the age past which a temporary file of ours beside a
// destination is taken as left by a killed or crashed write where the
// system cannot tell (tempInUse): no write of Swath's takes that long
// between two writes to its file. Where it can, a write holds a lock on
// its temporary file while it is open, and a temporary file that no
// process holds is removed once tempGrace old: at the next write after a
// kill.
const staleTemp = 2 * time.Minute

// tempGrace is how old a temporary file must be before it is removed: a
// write locks its file just after making it.
const tempGrace = time.Second

// BackupSuffix is added to a file's name for the copy of its previous
// version that a write with a backup keeps: "maze.swath" is backed up as
// "maze.swath.bak".
const BackupSuffix = ".bak"

// ErrBackup marks a Commit error where the previous version could not be
// kept as the backup; the file was then left as it was.
var ErrBackup = errors.New("the previous version could not be kept as a backup")

// Create starts writing path. It fails at once, before anything is drawn or
// encoded, when the folder is missing or not writable or path is a folder or
// other non-regular file.
func Create(path string) (*File, error) { return FS{}.Create(path, false) }

// FS holds the file operations a File uses, so that a test can make one of
// them fail. The zero value uses the real ones.
type FS struct {
	// Rename, when set, replaces os.Rename.
	Rename func(oldpath, newpath string) error
	// Wrap, when set, wraps the writer of each temporary file.
	Wrap func(io.Writer) io.Writer
}

// Create starts writing name with fsys's operations. With backup, Commit
// first keeps the destination's current content as name+BackupSuffix.
func (fsys FS) Create(name string, backup bool) (*File, error) {
	if name == "" {
		return nil, errors.New("no output file named")
	}
	a := &File{name: name, path: Target(name), mode: 0o644, backup: backup, fsys: fsys}
	st, err := os.Stat(a.path)
	switch {
	case err == nil && st.IsDir():
		return nil, fmt.Errorf("%s: is a folder", name)
	case err == nil && !st.Mode().IsRegular():
		return nil, fmt.Errorf("%s: not a regular file", name)
	case err == nil:
		a.mode, a.exists = st.Mode().Perm(), true
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("cannot write %s: %v", name, bareErr(err))
	}
	removeStaleTemps(a.path)
	if a.f, err = a.temp(a.path); err != nil {
		return nil, fmt.Errorf("cannot write %s: %v", name, bareErr(err))
	}
	var w io.Writer = a.f
	if fsys.Wrap != nil {
		w = fsys.Wrap(a.f)
	}
	a.w = bufio.NewWriterSize(w, 1<<16)
	a.out.W = a.w
	return a, nil
}

// Target is the file a write to path replaces: path with symbolic links
// followed, so that a save replaces the target and keeps the link. A
// dangling link resolves to the file it would name.
func Target(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	p := path
	for range 40 { // a cycle of links ends here; the write then fails on it
		dest, err := os.Readlink(p)
		if err != nil {
			return p
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(p), dest)
		}
		p = dest
	}
	return p
}

// tempPattern is the name pattern of the temporary files beside path.
func tempPattern(path string) string { return "." + filepath.Base(path) + ".*.tmp" }

func (a *File) temp(path string) (*os.File, error) {
	f, err := os.CreateTemp(filepath.Dir(path), tempPattern(path))
	if err == nil {
		lockTemp(f) // held while f is open: the write is alive
	}
	return f, err
}

// removeStaleTemps removes the temporary files a killed or crashed write to
// path (or to its backup) left behind: hidden, named after path, and held
// by no write (tempInUse). Errors are ignored: this is tidying, not the
// write.
func removeStaleTemps(path string) { RemoveStaleTemps(path) }

// RemoveStaleTemps removes the temporary files killed writes to path left
// beside it (see removeStaleTemps); every write does it first, and the app
// may when it opens path.
func RemoveStaleTemps(path string) {
	dir := filepath.Dir(path)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	base := filepath.Base(path)
	for _, e := range ents {
		if !isOurTemp(e.Name(), base) && !isOurTemp(e.Name(), base+BackupSuffix) {
			continue
		}
		if info, err := e.Info(); err == nil && info.Mode().IsRegular() && time.Since(info.ModTime()) > tempGrace &&
			!tempInUse(filepath.Join(dir, e.Name()), info) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// isOurTemp reports whether name is a temporary file os.CreateTemp made
// with tempPattern for base: "." + base + "." + digits + ".tmp".
func isOurTemp(name, base string) bool {
	mid, ok := strings.CutPrefix(name, "."+base+".")
	if !ok {
		return false
	}
	mid, ok = strings.CutSuffix(mid, ".tmp")
	if !ok || mid == "" {
		return false
	}
	for _, c := range mid {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// Path is the destination as the caller named it.
func (a *File) Path() string { return a.name }

// Write buffers p; the first error sticks and is reported by Commit.
func (a *File) Write(p []byte) (int, error) {
	return a.out.Write(p)
}

// Commit flushes and syncs the new content and puts it in place. With a
// backup, the destination's current content is first copied to
// path+BackupSuffix (through its own temporary file): at every instant the
// old content exists under a real name, and when the backup cannot be kept
// nothing is replaced and the error wraps ErrBackup. On any failure the
// destination is as it was and no temporary file is left.
func (a *File) Commit() error {
	err := a.out.Err
	if err == nil {
		err = a.w.Flush()
	}
	tmp := a.f.Name()
	if err == nil {
		err = finish(a.f, a.mode)
	} else {
		a.f.Close()
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %v", a.name, bareErr(err))
	}
	if a.backup && a.exists {
		if err := a.keepBackup(); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("%s was not saved: %w (%v)", a.name, ErrBackup, bareErr(err))
		}
	}
	if err := a.fsys.doRename(tmp, a.path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %v", a.name, bareErr(err))
	}
	syncDir(filepath.Dir(a.path))
	return nil
}

// keepBackup copies the destination's current content to its backup.
func (a *File) keepBackup() (err error) {
	bak := a.path + BackupSuffix
	if st, err := os.Lstat(bak); err == nil && !st.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", filepath.Base(bak))
	}
	old, err := os.Open(a.path)
	if err != nil {
		return err
	}
	defer old.Close()
	f, err := a.temp(bak)
	if err != nil {
		return err
	}
	var w io.Writer = f
	if a.fsys.Wrap != nil {
		w = a.fsys.Wrap(f)
	}
	_, err = io.Copy(w, old)
	if err == nil {
		err = finish(f, a.mode)
	} else {
		f.Close()
	}
	if err == nil {
		err = a.fsys.doRename(f.Name(), bak)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// finish gives a written temporary file its mode, syncs and closes it.
func finish(f *os.File, mode fs.FileMode) error {
	err := f.Chmod(mode)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Abort drops the temporary file; the destination is left as it was. A
// nil File does nothing.
func (a *File) Abort() {
	if a == nil {
		return
	}
	a.f.Close()
	os.Remove(a.f.Name())
}

func (fsys FS) doRename(oldpath, newpath string) error {
	if fsys.Rename != nil {
		return fsys.Rename(oldpath, newpath)
	}
	return os.Rename(oldpath, newpath)
}

// bareErr drops the file names from an *os.PathError or *os.LinkError:
// they would name the temporary file, which means nothing to the reader.
func bareErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// syncDir makes a rename durable where the system allows it; errors are
// ignored because some systems cannot sync folders.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
