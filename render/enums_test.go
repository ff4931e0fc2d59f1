package render

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Kind":   func(v int64) string { return Kind(v).String() },
		"Region": func(v int64) string { return Region(v).String() },
	})
}
