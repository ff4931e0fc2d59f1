//go:build !(linux || freebsd || netbsd || openbsd)

package display

// Refuses is "" where Ebitengine needs no X display.
func Refuses() string { return "" }
