// Command swath opens the Swath app, or runs one of its headless commands
// (swath help lists them).
package main

import (
	"os"

	"swath/cli"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(cli.Run(nil, os.Stdout, os.Stderr))
}
