package timeline

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Phase":          func(v int64) string { return Phase(v).String() },
		"StepKind":       func(v int64) string { return StepKind(v).String() },
		"CellState":      func(v int64) string { return CellState(v).String() },
		"DivergenceKind": func(v int64) string { return DivergenceKind(v).String() },
	})
}
