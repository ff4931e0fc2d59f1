//go:build unix

package atomicfile

import (
	"io/fs"
	"os"
	"syscall"
)

// lockTemp takes an exclusive lock on a temporary file being written; the
// system drops it when the file is closed or its process dies.
func lockTemp(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) }

// tempInUse reports whether a write still holds the temporary file at
// path (its lock cannot be taken).
func tempInUse(path string, _ fs.FileInfo) bool {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return true // not ours to judge
	}
	defer f.Close()
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil
}
