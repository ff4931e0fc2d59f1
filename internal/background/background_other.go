//go:build !linux

package background

func lower() {}
