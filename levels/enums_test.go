package levels

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Format": func(v int64) string { return Format(v).String() },
	})
}
