package scene

import (
	"path/filepath"
	"strings"

	"swath/levels"
)

// filterOpen narrows the open dialog's list to the entries whose name
// holds what is typed after the path's last separator (case aside), as
// one types: "u-t" leaves "built-in: u-turn". The whole list comes back
// when the typed name is empty.
func (s *Scene) filterOpen() {
	d := s.doc.dialog
	if d == nil || d.Kind != OpenDialog || len(d.Fields) == 0 {
		return
	}
	if d.all == nil {
		d.all = d.Entries
	}
	q := strings.ToLower(typedName(d.Fields[0].Text))
	if q == "" {
		d.Entries = d.all
	} else {
		d.Entries = nil
		for _, e := range d.all {
			name := e.Label
			if e.Kind == EntryBuiltin {
				name = e.Path // not the "built-in: " every one has
			}
			if strings.Contains(strings.ToLower(name), q) {
				d.Entries = append(d.Entries, e)
			}
		}
	}
	d.Top, d.Sel = 0, -1
	if len(d.Entries) > 0 {
		d.Sel = 0
	}
}

// typedName is the part of a typed path after its last separator.
func typedName(text string) string {
	text = strings.TrimSpace(text)
	if i := strings.LastIndexAny(text, `/`+string(filepath.Separator)); i >= 0 {
		return text[i+1:]
	}
	return text
}

// typedBuiltin is the built-in level a typed open path names ("u-turn",
// or "built-in: u-turn" as the list shows it), or "" when it names none.
func typedBuiltin(text string) string {
	name := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "built-in:"))
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return ""
	}
	if _, err := levels.LoadBuiltin(name); err != nil {
		return ""
	}
	return name
}
