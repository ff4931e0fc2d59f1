package dialogs

import (
	"path/filepath"
	"strings"

	"swath/view"
)

// Filter narrows the open dialog's list to the entries whose name
// holds what is typed after the path's last separator (case aside), as
// one types: "u-t" leaves "built-in: u-turn". The whole list comes back
// when the typed name is empty.
func (d *State) Filter() {
	if d.Kind != view.OpenDialog || len(d.Fields) == 0 {
		return
	}
	if d.all == nil {
		d.all = d.Entries
	}
	q := strings.ToLower(TypedName(d.Fields[0].Text))
	if q == "" {
		d.Entries = d.all
	} else {
		d.Entries = nil
		for _, e := range d.all {
			name := e.Label
			if e.Kind == view.EntryBuiltin {
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

// Filtered reports whether typing filtered the list (Entries is then the
// entries that hold the typed name).
func (d *State) Filtered() bool { return d.all != nil }

// TypedName is the part of a typed path after its last separator.
func TypedName(text string) string {
	text = strings.TrimSpace(text)
	if i := strings.LastIndexAny(text, `/`+string(filepath.Separator)); i >= 0 {
		return text[i+1:]
	}
	return text
}
