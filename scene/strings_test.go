package scene

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values
// (the enums the renderer reads are package view's: view/enums_test.go).
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Button":  func(v int64) string { return Button(v).String() },
		"JobKind": func(v int64) string { return JobKind(v).String() },
	})
}
