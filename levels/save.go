package levels

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// BackupSuffix is added to a file's name for the copy of its previous
// version that Save keeps: "maze.swath" is backed up as "maze.swath.bak".
const BackupSuffix = ".bak"

// ErrBackup marks a Save error where the level itself was saved but the
// previous version could not be kept as the backup.
var ErrBackup = errors.New("the previous version could not be kept as a backup")

// Save writes lv to path in the format of path's extension (.swath, .map or
// .png). It is atomic: the level is encoded in memory, written to a temporary
// file in the same folder, synced and renamed over path, so a failure at any
// step leaves path as it was (and removes the temporary file). When path
// already existed, its previous content is kept as path+BackupSuffix, which is
// replaced the same way. .map and .png keep only the obstacles.
func Save(path string, lv *Level) error { return fileSystem{}.save(path, lv) }

// fileSystem holds the operations Save uses, so that tests can make them
// fail. The zero value uses the real ones.
type fileSystem struct {
	rename func(oldpath, newpath string) error
	// wrap, when set, wraps the writer of the temporary file.
	wrap func(io.Writer) io.Writer
}

func (fsys fileSystem) save(path string, lv *Level) error {
	f := FormatOf(path)
	if f == UnknownFormat {
		return fmt.Errorf("save %s: unknown extension %q (want .swath, .map or .png)", path, filepath.Ext(path))
	}
	var buf bytes.Buffer
	if err := Encode(&buf, lv, f); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	mode := fs.FileMode(0o644)
	var old []byte
	st, err := os.Stat(path)
	switch {
	case err == nil && !st.Mode().IsRegular():
		return fmt.Errorf("save %s: not a regular file", path)
	case err == nil:
		mode = st.Mode().Perm()
		if old, err = os.ReadFile(path); err != nil {
			return fmt.Errorf("save %s: reading the current version to back it up: %w", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("save %s: %w", path, err)
	}

	tmp, err := fsys.writeTemp(path, buf.Bytes(), mode)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	var bakTmp string
	if st != nil {
		if bakTmp, err = fsys.writeTemp(path+BackupSuffix, old, mode); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("save %s: writing the backup: %w", path, err)
		}
	}
	if err := fsys.doRename(tmp, path); err != nil {
		os.Remove(tmp)
		if bakTmp != "" {
			os.Remove(bakTmp)
		}
		return fmt.Errorf("save %s: %w", path, err)
	}
	if bakTmp != "" {
		if err := fsys.doRename(bakTmp, path+BackupSuffix); err != nil {
			os.Remove(bakTmp)
			return fmt.Errorf("saved %s, but %w: %v", path, ErrBackup, err)
		}
	}
	syncDir(filepath.Dir(path))
	return nil
}

func (fsys fileSystem) doRename(oldpath, newpath string) error {
	if fsys.rename != nil {
		return fsys.rename(oldpath, newpath)
	}
	return os.Rename(oldpath, newpath)
}

// writeTemp writes data to a new temporary file beside path, syncs it and
// returns its name. On error nothing is left behind.
func (fsys fileSystem) writeTemp(path string, data []byte, mode fs.FileMode) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	var w io.Writer = f
	if fsys.wrap != nil {
		w = fsys.wrap(f)
	}
	if _, err = w.Write(data); err != nil {
		return "", err
	}
	if err = f.Chmod(mode); err != nil {
		return "", err
	}
	if err = f.Sync(); err != nil {
		return "", err
	}
	if err = f.Close(); err != nil {
		return "", err
	}
	return f.Name(), nil
}

// syncDir makes a rename durable where the system allows it; errors are
// ignored because some systems cannot sync folders.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
