package app

import (
	"fmt"
	"image"
	"maps"

	"github.com/ebitengine/debugui"

	"swath/render"
)

// panelRoom sizes the options panel to what it shows, so that the side
// column's text below it (the title, the lesson, the figures, the
// legend) gets the rest: the panel wants its content's height (its title
// bar alone when collapsed), the layout grants at most render.PanelRoom
// of the column (scene.SetPanelHeight), and collapsing a section gives its
// room to the text. At a UI scale of 2 in 1600×1000 the fixed 476-pixel
// panel filled the whole 500-pixel column and the lesson disappeared.
//
// debugui keeps a window at the place it was first put, so a panel of
// another height is a new window (its scope names the height); the
// sections' headers keep their expansion across windows because each new
// window's headers start as the last one's were (initial).
type panelRoom struct {
	// open says whether each section was expanded when last built
	// (absent: expanded, as every section starts)
	open map[string]bool
	// initial is the expansion the current window's headers began with:
	// debugui's header keeps a toggle relative to it
	initial map[string]bool
	// win is the window's place, scope its debugui scope; fresh is set
	// for a window made this tick (its content is not measured yet)
	win   image.Rectangle
	scope string
	fresh bool
	// want is the panel's height as last measured
	want int
}

// window is the window's place this tick for the panel's place in the
// layout: that place, except while the layout shows the panel collapsed
// (its title bar alone), when the window stays where it was, collapsed.
// gen is the panel pin's generation (panelPin.scope).
func (r *panelRoom) window(place image.Rectangle, gen string) (image.Rectangle, string) {
	if r.win.Empty() || place.Dy() > render.PanelTitle || place.Min != r.win.Min || place.Dx() != r.win.Dx() {
		r.win = place
	}
	scope := fmt.Sprint(gen, "/", r.win.Dy())
	r.fresh = scope != r.scope
	if r.fresh {
		r.scope = scope
		r.initial = maps.Clone(r.open)
	}
	return r.win, scope
}

// header is a section of the panel: debugui's header named name, which
// keeps its expansion across the panel's windows.
func (r *panelRoom) header(ctx *debugui.Context, name, label string, f func()) {
	if r.open == nil {
		r.open = map[string]bool{}
	}
	start, ok := r.initial[name]
	if !ok {
		start = true
	}
	expanded := false
	ctx.IDScope("section "+name, func() {
		ctx.Header(label, start, func() {
			expanded = true
			f()
		})
	})
	r.open[name] = expanded
}

// measure notes the height the panel wants after this tick's build:
// shown says whether its window was expanded, content its content's
// height as debugui laid it out (the last tick's, for a window that is
// not new).
func (r *panelRoom) measure(shown bool, content int) {
	switch {
	case !shown:
		r.want = render.PanelTitle
	case !r.fresh:
		r.want = render.PanelTitle + 2*panelPadding + content + 1
	}
}

// panelPadding is debugui's padding inside a window's body.
const panelPadding = 5
