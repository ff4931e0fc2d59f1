package input

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Button": func(v int64) string { return Button(v).String() },
	})
}
