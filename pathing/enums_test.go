package pathing

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Algorithm":  func(v int64) string { return Algorithm(v).String() },
		"SearchMode": func(v int64) string { return SearchMode(v).String() },
		"Sampling":   func(v int64) string { return Sampling(v).String() },
		"Strategy":   func(v int64) string { return Strategy(v).String() },
		"CellOrder":  func(v int64) string { return CellOrder(v).String() },
		"Failure":    func(v int64) string { return Failure(v).String() },
		"JPSStop":    func(v int64) string { return JPSStop(v).String() },
	})
}
