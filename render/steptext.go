package render

import "strings"

// withoutHead drops a step text's own phase word when the band already
// shows it in the phase's colour: "walk:" then "Walk: pivot at …" read
// "walk: Walk: pivot at …".
func withoutHead(text, head string) string {
	if len(text) >= len(head) && strings.EqualFold(text[:len(head)], head) {
		return strings.TrimLeft(text[len(head):], " ")
	}
	return text
}
