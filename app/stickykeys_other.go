//go:build !linux || !cgo

package app

// stickyKeysSet: the sticky keys are Linux's GLFW build's (stickykeys_linux.go).
func stickyKeysSet() int { return 0 }
