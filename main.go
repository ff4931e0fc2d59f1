// Command swath opens the Swath app, or runs one of its headless commands
// (swath help lists them).
package main

import (
	"os"

	// says so in one line when there is no display; Go initialises it
	// before Ebitengine (imported by app), which would panic
	_ "swath/app/display"

	"swath/app"
	"swath/cli"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(app.Run(os.Args[1:]))
}
