package levels

import (
	"embed"
	"fmt"
)

//go:embed builtin/*.swath
var builtinFS embed.FS

// DefaultBuiltin is the level the app opens when it starts.
const DefaultBuiltin = "demo"

// builtinOrder lists the built-in levels in teaching order; each is
// builtin/NAME.swath.
var builtinOrder = []string{"demo", "gap", "u-turn", "corner", "shortest", "rooms", "maze", "crowd"}

// Builtin describes one built-in level.
type Builtin struct {
	Name        string // for LoadBuiltin, e.g. "demo"
	Title       string
	Description string
}

// Builtins lists the built-in levels in teaching order, the demo first.
func Builtins() []Builtin {
	out := make([]Builtin, 0, len(builtinOrder))
	for _, name := range builtinOrder {
		b := Builtin{Name: name, Title: name}
		if lv, err := LoadBuiltin(name); err == nil {
			b.Title, b.Description = lv.Title, lv.Description
		} else {
			b.Description = err.Error()
		}
		out = append(out, b)
	}
	return out
}

// LoadBuiltin returns a fresh copy of the built-in level called name.
func LoadBuiltin(name string) (*Level, error) {
	for _, n := range builtinOrder {
		if n == name {
			file := "builtin/" + name + ".swath"
			data, err := builtinFS.ReadFile(file)
			if err != nil {
				return nil, err
			}
			return ParseSwath(file, data)
		}
	}
	return nil, fmt.Errorf("no built-in level %q (want one of %v)", name, builtinOrder)
}
