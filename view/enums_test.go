package view

import (
	"testing"

	"swath/internal/enumcheck"
)

// TestEnumsHaveNames: every enum of the package names each of its values.
func TestEnumsHaveNames(t *testing.T) {
	enumcheck.Check(t, ".", enumcheck.Strings{
		"Action":     func(v int64) string { return Action(v).String() },
		"Context":    func(v int64) string { return Context(v).String() },
		"DialogKind": func(v int64) string { return DialogKind(v).String() },
		"EntryKind":  func(v int64) string { return EntryKind(v).String() },
		"Tool":       func(v int64) string { return Tool(v).String() },
	})
}
