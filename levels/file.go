package levels

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
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
	return ReadAllLimited(path, f)
}

// regular refuses what is not a regular file, or is larger than any file
// Swath reads, naming what it is instead.
func regular(path string, st fs.FileInfo) error {
	m := st.Mode()
	what := ""
	switch {
	case m.IsRegular():
		if st.Size() > MaxFileSize {
			return fmt.Errorf("%s: %d MB is larger than the %d MiB limit of a level, map or scenario file", path, st.Size()/1e6, MaxFileSize>>20)
		}
		return nil
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a FIFO (named pipe)"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	default:
		what = "not a regular file"
	}
	return fmt.Errorf("%s: is %s; Swath reads only regular files (or standard input as -)", path, what)
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
