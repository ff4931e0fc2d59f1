package web

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"swath/pathing"
)

// paintLoop is a script that paints and erases a row of the map from
// inside the page, as fast as the page takes it: a mouse event every 4 ms
// on the canvas (a timer, so a busy page takes them when it can), each
// stroke along the row and back, with the left button, then the right
// one. It ends after DUR ms and leaves its figures in __paint.
const paintLoop = `(() => {
	const c = document.querySelector("canvas"), xs = %s, y = %d, dur = %d;
	const p = {moves: 0, strokes: 0, start: performance.now(), drawn0: __probe.drawn, frames0: __probe.frames, done: false};
	__probe.maxGap = 0;
	window.__paint = p;
	const ev = (type, x, button, buttons) => c.dispatchEvent(new MouseEvent(type, {clientX: x, clientY: y, button, buttons, bubbles: true, cancelable: true}));
	let i = 0, dir = 1, button = 0;
	ev("mousemove", xs[0], 0, 0);
	ev("mousedown", xs[0], 0, 1);
	const id = setInterval(() => {
		if (performance.now() - p.start > dur) {
			clearInterval(id);
			ev("mouseup", xs[i], button, 0);
			p.end = performance.now();
			p.drawn = __probe.drawn - p.drawn0;
			p.frames = __probe.frames - p.frames0;
			p.maxGap = __probe.maxGap;
			p.done = true;
			return;
		}
		i += dir;
		if (i < 0 || i >= xs.length) {
			i -= dir;
			ev("mouseup", xs[i], button, 0);
			p.strokes++;
			dir = -dir;
			button = 2 - button;
			ev("mousedown", xs[i], button, button ? 2 : 1);
			return;
		}
		p.moves++;
		ev("mousemove", xs[i], button, button ? 2 : 1);
	}, 4);
	return 0;
})()`

// TestPagePaintingFPS paints and erases the demo's next-to-last row for 5
// s by mouse events dispatched inside the page, faster than it draws,
// and logs the frames the app drew a second (the WebGL frames of the
// page's probe): the page's painting FPS, not limited by the test's round
// trips. It asserts only that painting drew frames and changed the level.
func TestPagePaintingFPS(t *testing.T) {
	b := newBrowser(t)
	b.open("")
	m := demoModel(t, b)
	b.wait("the demo's route", m.drawsRoute)
	b.settle(time.Second)
	g := m.sc.Grid()
	y := g.Height() - 2 // the demo's last rows are free
	var xs []int
	for x := range g.Width() {
		if g.Blocked(x, y) {
			t.Fatalf("cell %d,%d of the demo's row %d is an obstacle", x, y, y)
		}
		xs = append(xs, m.px(pathing.Pt(x, y), 0, 0).X)
	}
	js, _ := json.Marshal(xs)
	const dur = 5000
	cpu := b.cpuSeconds()
	t0 := time.Now()
	b.eval(fmt.Sprintf(paintLoop, js, m.px(pathing.Pt(0, y), 0, 0).Y, dur), new(int))
	b.waitJSFor(time.Minute, "the painting to end", "window.__paint && __paint.done")
	took := time.Since(t0)
	var p struct {
		Moves, Strokes, Drawn, Frames int
		Start, End, MaxGap            float64
	}
	b.eval("({Moves: __paint.moves, Strokes: __paint.strokes, Drawn: __paint.drawn, Frames: __paint.frames, Start: __paint.start, End: __paint.end, MaxGap: __paint.maxGap})", &p)
	secs := (p.End - p.Start) / 1000
	t.Logf("painting the demo for %.1f s (%dx%d page) by events in the page: %d moves (%.0f a second), %d strokes of %d cells; %d frames drawn, %.1f FPS (%d animation frames, %.1f a second; the longest gap %.0f ms); CPU of a core: %s",
		secs, b.w, b.h, p.Moves, float64(p.Moves)/secs, p.Strokes, len(xs), p.Drawn, float64(p.Drawn)/secs, p.Frames, float64(p.Frames)/secs, p.MaxGap, b.cpuSince(cpu, took))
	if p.Drawn < 1 || p.Moves < 1 { // (a loaded machine's page takes a few moves only)
		t.Errorf("%d frames drawn for %d moves: want painting to draw", p.Drawn, p.Moves)
	}
	if st := b.status(); !st.Modified {
		t.Errorf("swathStatus() = %+v after painting, want modified", st)
	}
}
