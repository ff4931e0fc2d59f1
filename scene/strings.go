package scene

import "swath/view"

// The String methods of the scene's enums, for logs, test failures and
// the input log: each value's name, or the type and number out of range.

func (b Button) String() string { return enumName(buttonNames[:], "Button", b) }

// enumName is names[v], or type(v) for a value without a name (view.EnumName).
func enumName[T ~int](names []string, typ string, v T) string { return view.EnumName(names, typ, v) }

// The names String gives, by value.
var (
	buttonNames = [...]string{Primary: "primary", Secondary: "secondary"}
)
