//go:build linux || freebsd || netbsd || openbsd

package display

import "syscall"

// needsX is true where Ebitengine opens its windows through X11.
const needsX = true

// answers reports whether a Unix socket at path (a leading @ names an
// abstract socket) accepts a connection.
func answers(path string) bool {
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err != nil {
		return true // cannot tell: let the toolkit try
	}
	defer syscall.Close(fd)
	return syscall.Connect(fd, &syscall.SockaddrUnix{Name: path}) == nil
}
