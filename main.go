// Command swath opens the Swath app, or runs one of its headless commands
// (swath help lists them).
package main

import (
	"os"

	// Runs the headless commands, and says so in one line when the app has
	// no display, before Ebitengine's initialisation (which would panic
	// without one); see its package comment.
	_ "swath/app/display"

	"swath/app"
	"swath/cli"
)

func main() {
	// app/display has already run any headless command; this is the same
	// dispatch for a platform where it did not need to.
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(app.Run(os.Args[1:]))
}
