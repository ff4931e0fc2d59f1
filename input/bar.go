package input

import (
	"fmt"

	"swath/render"
	"swath/scene"
)

// Bar turns a tick's devices into seeks on the timeline bar under the map:
// a left press on the bar (or a little above or below it) starts a seek,
// and until the button comes up the cursor follows the pointer. The zero
// value is ready.
type Bar struct{ seeking bool }

// Seeking reports whether a seek is in progress (the playback clock stops
// meanwhile).
func (b *Bar) Seeking() bool { return b.seeking }

// barSlack is how far above and below the bar a press still seeks.
const barSlack = 5

// Translate returns the seeks of one tick with devices d in layout lay,
// shown telling whether the timeline is shown, and whether the pointer did
// anything (a seek needs ticks).
func (b *Bar) Translate(d *Devices, shown bool, lay render.Layout) (steps []Step, active bool) {
	if shown && !d.OverPanel && d.Pressed[Left] && d.Cursor.In(lay.Bar.Inset(-barSlack)) {
		b.seeking = true
		steps = append(steps, Step{Log: fmt.Sprintf("seek %d", d.Cursor.X-lay.Bar.Min.X)})
	}
	if !b.seeking {
		return steps, false
	}
	if d.Down[Left] && shown {
		steps = append(steps, Step{Intent: scene.SeekFraction{F: lay.BarFraction(d.Cursor.X)}})
	} else {
		b.seeking = false
		steps = append(steps, Step{Log: "seek end"})
	}
	return steps, true
}
