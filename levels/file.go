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

// MaxFileSize is the largest file Swath reads: an 8192×8192 Moving AI map
// as text is 67 MB (a row of 8192 letters and a newline, 8192 times).
const MaxFileSize = 80 << 20

// Stdin is the file name that reads standard input ("/dev/stdin" does too).
const Stdin = "-"

// ReadFile reads the level, map or scenario file at path whole, at most
// MaxFileSize bytes. It refuses anything but a regular file before opening
// it: a FIFO, a device or a socket would block the read, or never end.
// Standard input, named Stdin or /dev/stdin, is read once, to its end.
// Errors are one line that names path once.
func ReadFile(path string) ([]byte, error) {
	if path == Stdin || path == "/dev/stdin" {
		return ReadAllLimited(path, os.Stdin)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, pathErr(path, err)
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, pathErr(path, err)
	}
	defer f.Close()
	// the name may have been replaced between the Stat and the Open
	if st, err = f.Stat(); err != nil {
		return nil, pathErr(path, err)
	}
	if err := regular(path, st); err != nil {
		return nil, err
	}
	return ReadSized(path, f, st.Size())
}

// ReadSized is ReadAllLimited of a file that says it has size bytes, once
// that size is weighed against the room the process has left (room.go):
// read into a buffer of that size, not grown by doubling as io.ReadAll
// grows its own (whose copies took about twice the file, 67 MB more for
// an 8192² map, before a byte of it was parsed). A file that grew
// meanwhile is read on, to the limit.
func ReadSized(name string, r io.Reader, size int64) ([]byte, error) {
	size = min(max(size, 0), MaxFileSize)
	if err := roomToReadFile(name, size); err != nil {
		return nil, err
	}
	buf := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(r, MaxFileSize+1)); err != nil {
		return nil, pathErr(name, err)
	}
	if buf.Len() > MaxFileSize {
		return nil, pathErr(name, fmt.Errorf("larger than the %d MiB limit of a level, map or scenario file", MaxFileSize>>20))
	}
	return buf.Bytes(), nil
}

// regular refuses what is not a regular file, or is larger than any file
// Swath reads, naming what it is instead.
func regular(path string, st fs.FileInfo) error {
	m := st.Mode()
	if m.IsRegular() {
		if st.Size() > MaxFileSize {
			return fmt.Errorf("%s: %d MB is larger than the %d MiB limit of a level, map or scenario file", path, st.Size()/1e6, MaxFileSize>>20)
		}
		return nil
	}
	return fmt.Errorf("%s: is %s; Swath reads only regular files (or standard input as -)", path, nonRegular(m))
}

// nonRegular names what a file that is not a regular file is.
func nonRegular(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO (named pipe)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

// ReadAllLimited reads r to its end, refusing more than MaxFileSize bytes;
// name names r in errors ("" leaves the name to the caller's message). It is how every file Swath opens is read,
// whatever the size the file claims.
func ReadAllLimited(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, pathErr(name, err)
	}
	if len(data) > MaxFileSize {
		return nil, pathErr(name, fmt.Errorf("larger than the %d MiB limit of a level, map or scenario file", MaxFileSize>>20))
	}
	return data, nil
}

// pathErr names path once: an *os.PathError already carries it (as
// "open PATH: …"), which would double the prefix.
func pathErr(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	if path == "" {
		return err
	}
	return fmt.Errorf("%s: %w", path, err)
}

// CheckReadable says, in one line naming path, why the file at path
// cannot be read as ReadFile reads it (missing, a folder, a FIFO or
// device, too large), or returns nil; it opens nothing. The app checks
// its --map with it before anything else, so that a missing file is said
// before a missing display.
func CheckReadable(path string) error {
	if path == Stdin || path == "/dev/stdin" {
		return nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return pathErr(path, err)
	}
	return regular(path, st)
}

// CheckWritable says why the file at path cannot be written as an output
// (a profile, a log): it exists and is not a regular file (a folder, a
// FIFO that would block, a device such as /dev/full that would swallow
// the output or refuse it), or its folder is missing. Nil when it can be.
func CheckWritable(path string) error {
	st, err := os.Stat(path)
	switch {
	case err == nil && st.Mode().IsRegular():
		return nil
	case err == nil:
		return fmt.Errorf("%s: is %s; Swath writes only regular files", path, nonRegular(st.Mode()))
	case !errors.Is(err, fs.ErrNotExist):
		return pathErr(path, err)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("%s: the folder %s does not exist", path, dir)
	}
	return nil
}
