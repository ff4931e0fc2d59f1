package levels

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"swath/atomicfile"
)

// BackupSuffix is added to a file's name for the copy of its previous
// version that Save keeps: "maze.swath" is backed up as "maze.swath.bak".
const BackupSuffix = atomicfile.BackupSuffix

// ErrBackup marks a Save error where the previous version could not be kept
// as the backup; the file was then left as it was.
var ErrBackup = atomicfile.ErrBackup

// Save writes lv to path in the format of path's extension (.swath, .map or
// .png), atomically (see atomicfile.File). When path already holds exactly these
// bytes, nothing is written and the backup is left alone, so the backup
// always holds the version before the last save that changed the file.
// Otherwise the previous content is kept as path+BackupSuffix first; when it
// cannot be, the save is refused. .map and .png keep only the obstacles.
func Save(path string, lv *Level) error {
	f := FormatOf(path)
	if f == UnknownFormat {
		return fmt.Errorf("save %s: unknown extension %q (want .swath, .map or .png)", path, filepath.Ext(path))
	}
	var buf bytes.Buffer
	if err := Encode(&buf, lv, f); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if sameContent(atomicfile.Target(path), buf.Bytes()) {
		return nil
	}
	a, err := atomicfile.FS{}.Create(path, true)
	if err != nil {
		return err
	}
	a.Write(buf.Bytes())
	return a.Commit()
}

// sameContent reports whether the regular file at path holds exactly data.
func sameContent(path string, data []byte) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() != int64(len(data)) {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	old, err := io.ReadAll(io.LimitReader(f, int64(len(data))+1))
	return err == nil && bytes.Equal(old, data)
}
