//go:build !js

package cli

import "swath/cli/bench"

// bench is left out of the browser's build (GOOS=js): it plots with
// gonum/plot and draws a terminal progress bar, a third of the wasm.
func init() {
	commands["bench"] = subcommand{bench.Run, "run every query of a Moving AI .scen and summarise the figures"}
}
