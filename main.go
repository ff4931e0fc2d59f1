// Command swath opens the Swath app, or runs one of its headless commands
// (swath help lists them).
package main

import (
	"os"

	// Runs any headless command to the end, and says so in one line when
	// the app has no display, before Ebitengine's initialisation (which
	// would panic without one); see its package comment.
	_ "swath/app/display"

	"swath/app"
)

func main() {
	os.Exit(app.Run(os.Args[1:]))
}
