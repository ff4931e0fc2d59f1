package cli

import (
	"strings"
	"testing"

	"swath/levels"
)

// TestLevelFlagListsEveryBuiltin: --level's help names every built-in
// level, in teaching order.
func TestLevelFlagListsEveryBuiltin(t *testing.T) {
	var names []string
	for _, b := range levels.Builtins() {
		names = append(names, b.Name)
	}
	if want := "(" + strings.Join(names, ", ") + ")"; !strings.Contains(levelFlagUsage, want) {
		t.Errorf("--level's help %q does not list %s", levelFlagUsage, want)
	}
}
