package assets

import "golang.org/x/image/font/gofont/gomono"

// FontTTF is the one typeface of the app and the exports: Go Mono, so that
// figures and the keymap line up in columns.
var FontTTF = gomono.TTF

// Text sizes in pixels.
const (
	TextSize  = 13
	TitleSize = 15
	// LineHeight is the distance between text lines of TextSize.
	LineHeight = 18
)
