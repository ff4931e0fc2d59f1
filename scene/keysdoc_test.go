package scene

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

//go:generate go test -run TestKeysDoc -update .

var update = flag.Bool("update", false, "rewrite docs/keys.md from the keymap")

const keysDoc = "../docs/keys.md"

// keysSections are docs/keys.md's sections: each context's heading and the
// prefix under() gave its descriptions, which the heading says instead.
var keysSections = []struct {
	ctx           Context
	heading, trim string
}{
	{ContextMap, "On the map", ""},
	{ContextDialog, "In a dialog (save, open, new map, scenario, Tiled layer)", "dialog: "},
	{ContextConfirm, "The unsaved-changes question", "unsaved changes: "},
}

// The generated part of docs/keys.md lies between these lines; the prose
// around it is written by hand.
const (
	keysBegin = "<!-- keymap: generated from scene/keymap.go by `go test ./scene -run TestKeysDoc -update`; do not edit -->\n"
	keysEnd   = "<!-- keymap end -->\n"
)

// keysMarkdown is the keymap as markdown tables, one per context, in the
// keymap's (and the help overlay's) order.
func keysMarkdown(km []Binding) string {
	var b strings.Builder
	for _, sec := range keysSections {
		fmt.Fprintf(&b, "\n## %s\n\n| keys | what they do |\n|---|---|\n", sec.heading)
		for _, bd := range km {
			if bd.Context != sec.ctx {
				continue
			}
			keys := bd.KeysText()
			if bd.Mouse == "" {
				keys = "`" + strings.ReplaceAll(keys, ", ", "`, `") + "`"
			}
			fmt.Fprintf(&b, "| %s | %s |\n", keys, strings.TrimPrefix(bd.Desc, sec.trim))
		}
	}
	return b.String() + "\n"
}

// TestKeysDoc: the tables in docs/keys.md are the keymap as it is; -update
// rewrites them.
func TestKeysDoc(t *testing.T) {
	doc, err := os.ReadFile(keysDoc)
	if err != nil {
		t.Fatal(err)
	}
	head, rest, ok1 := strings.Cut(string(doc), keysBegin)
	have, tail, ok2 := strings.Cut(rest, keysEnd)
	if !ok1 || !ok2 {
		t.Fatalf("docs/keys.md lacks the lines that bound its keymap:\n%s%s", keysBegin, keysEnd)
	}
	want := keysMarkdown(Keymap)
	if *update {
		if err := os.WriteFile(keysDoc, []byte(head+keysBegin+want+keysEnd+tail), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if have == want {
		return
	}
	hl, wl := strings.Split(have, "\n"), strings.Split(want, "\n")
	at := strings.Count(head, "\n") + 2 // the first line after keysBegin
	for i := range max(len(hl), len(wl)) {
		if h, w := docLine(hl, i), docLine(wl, i); h != w {
			t.Fatalf("docs/keys.md is not the keymap (scene/keymap.go); line %d\n have %q\n want %q\nrun: go test ./scene -run TestKeysDoc -update", at+i, h, w)
		}
	}
}

// docLine is lines[i], or "(end of the keymap)" past the end.
func docLine(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of the keymap)"
}

// TestKeysDocCoversEveryBinding: every binding lands in one of the
// document's sections, so a new context cannot fall out of it.
func TestKeysDocCoversEveryBinding(t *testing.T) {
	for _, bd := range Keymap {
		found := false
		for _, sec := range keysSections {
			found = found || sec.ctx == bd.Context
		}
		if !found {
			t.Errorf("%v (%q) is in context %v, which docs/keys.md has no section for", bd.Action, bd.Desc, bd.Context)
		}
	}
}
