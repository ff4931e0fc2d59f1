//go:build !unix

package atomicfile

import (
	"io/fs"
	"os"
	"time"
)

// lockTemp does nothing where files cannot be locked.
func lockTemp(*os.File) {}

// tempInUse reports whether the temporary file may still be written: it
// is younger than staleTemp.
func tempInUse(_ string, info fs.FileInfo) bool { return time.Since(info.ModTime()) <= staleTemp }
