//go:build !(linux || freebsd || netbsd || openbsd)

package app

// startTaps: no tap source here (the browser's keys, Windows, macOS); the
// app reads keys as Ebitengine polls them.
func startTaps(func()) tapSource { return nil }
