package levels

import (
	"fmt"
	"unicode/utf8"
)

// The longest texts a level holds, in characters (runes). No designer
// meets them (a title is a few words, a description a sentence or two),
// and they bound what the app lays out and a file may make it hold: a
// level file whose text is longer is refused, naming the line and the
// limit, rather than cut (a save must not drop what the file said); the
// app stops typing at them; Validate refuses to write longer ones.
const (
	MaxTitleLen       = 200
	MaxNPCNameLen     = 64
	MaxDescriptionLen = 4096
)

// textTooLong says why s is too long for what (a title, a description,
// an NPC name) or returns nil.
func textTooLong(what string, s string, limit int) error {
	if len(s) <= limit { // bytes ≥ characters
		return nil
	}
	if n := utf8.RuneCountInString(s); n > limit {
		return fmt.Errorf("%d characters, more than the %d %s may have", n, limit, what)
	}
	return nil
}

// shortTitle cuts a title made from a file name to MaxTitleLen
// characters.
func shortTitle(s string) string {
	n := 0
	for i := range s {
		if n == MaxTitleLen {
			return s[:i]
		}
		n++
	}
	return s
}

// validateTexts refuses a title, description or NPC name over its limit.
func (lv *Level) validateTexts() error {
	if err := textTooLong("a title", lv.Title, MaxTitleLen); err != nil {
		return fmt.Errorf("title: %v", err)
	}
	if err := textTooLong("a description", lv.Description, MaxDescriptionLen); err != nil {
		return fmt.Errorf("description: %v", err)
	}
	for i, n := range lv.NPCs {
		if err := textTooLong("an NPC name", n.Name, MaxNPCNameLen); err != nil {
			return fmt.Errorf("NPC %d's name: %v", i+1, err)
		}
	}
	return nil
}
