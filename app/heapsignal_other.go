//go:build !unix

package app

// watchHeapSignal: no SIGUSR1 here (heapsignal_unix.go).
func watchHeapSignal(string, func() string) {}
