//go:build !amd64

package pathing

import "unsafe"

// prefetch does nothing where there is no prefetch instruction wired up.
func prefetch(p unsafe.Pointer) {}
