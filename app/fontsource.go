package app

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"swath/assets"
)

// fontSource is the app's typeface (assets.FontTTF) parsed once for
// text/v2, shared by the screen, the split view's panes and the panel's
// name field: a parse (with its metadata, font.Describe) is tens of
// milliseconds in the browser and was made by each of them on its first
// frame (65 and 271 ms of a first visit's profile at load 4), and shared,
// the glyphs shaped and drawn for one are in the caches for all. It is
// read-only once made; text/v2 locks its caches.
var fontSource = sync.OnceValue(func() *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.FontTTF))
	if err != nil {
		panic("app: the embedded font does not parse: " + err.Error())
	}
	return src
})
