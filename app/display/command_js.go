//go:build js

package display

// runCommand: the web page has no command line, and leaves the headless
// commands (package cli: the bench's plots, the terminal's progress bars)
// out of its wasm.
func runCommand() {}
