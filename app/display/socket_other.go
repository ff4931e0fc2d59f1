//go:build !(linux || freebsd || netbsd || openbsd)

package display

const needsX = false

func answers(string) bool { return true }
