package render

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"swath/assets"
	"swath/pathing"
	"swath/scene"
	"swath/timeline"
)

// timelineScene is the export level with its timeline open.
func timelineScene(t *testing.T) (*scene.Scene, *timeline.Timeline) {
	t.Helper()
	s := exportLevel()
	s.Apply(scene.SeekStep{Step: 0})
	tl := s.Selected().Timeline()
	if tl == nil {
		t.Fatal("SeekStep did not open the timeline")
	}
	return s, tl
}

func TestGIFSteps(t *testing.T) {
	_, tl := timelineScene(t)
	n := tl.Len()
	if all, whole := GIFSteps(tl, n); !whole || len(all) != n || all[0] != 0 || all[n-1] != n-1 {
		t.Fatalf("limit %d of %d steps: %d steps", n, n, len(all))
	}
	smooth := map[int]bool{}
	nSampled := 0 // the search, the walk, the shortest route's search: two steps each at least
	for _, sp := range tl.Spans() {
		if sp.Phase == timeline.PhaseSmooth || sp.Phase == timeline.PhaseResult {
			for i := sp.Start; i < sp.End; i++ {
				smooth[i] = true
			}
		} else {
			nSampled++
		}
	}
	for _, limit := range []int{2, 5, len(smooth) + 2*nSampled, len(smooth) + 10, n - 1} {
		got, whole := GIFSteps(tl, limit)
		if len(got) > limit || len(got) < min(limit, 2) {
			t.Errorf("limit %d: %d steps", limit, len(got))
		}
		for k := 1; k < len(got); k++ {
			if got[k] <= got[k-1] {
				t.Fatalf("limit %d: steps not increasing: %v", limit, got)
			}
		}
		if got[len(got)-1] != n-1 {
			t.Errorf("limit %d: the last step %d is left out", limit, n-1)
		}
		if whole != (limit >= len(smooth)+2*nSampled) {
			t.Errorf("limit %d, %d smoothing and result steps: smoothing whole %v", limit, len(smooth), whole)
		}
		if whole {
			in := map[int]bool{}
			for _, i := range got {
				in[i] = true
			}
			for i := range smooth {
				if !in[i] {
					t.Errorf("limit %d: smoothing step %d left out", limit, i)
				}
			}
			if !in[0] {
				t.Errorf("limit %d: the first search step left out", limit)
			}
		}
	}
}

// The timeline GIF has one frame per step at the frame rate's delay, and
// its first and last frames differ (the search has begun; the walk is done).
func TestTimelineGIF(t *testing.T) {
	for _, c := range []struct{ fps, limit, delay int }{{8, 0, 13}, {25, 12, 4}} {
		s, tl := timelineScene(t)
		want := min(tl.Len(), max(c.limit, 2))
		if c.limit == 0 {
			want = tl.Len()
		}
		var buf bytes.Buffer
		e := Exporter{Scale: 12}
		res, err := WriteTimelineGIF(&buf, s, &e, GIFOptions{FPS: c.fps, MaxFrames: c.limit})
		if err != nil {
			t.Fatal(err)
		}
		if res.Steps != tl.Len() || res.Frames != want || res.Delay != c.delay {
			t.Errorf("fps %d, limit %d: result %+v, want %d steps, %d frames, delay %d", c.fps, c.limit, res, tl.Len(), want, c.delay)
		}
		g, frames := decodeFrames(t, buf.Bytes())
		if len(frames) != want {
			t.Fatalf("fps %d, limit %d: %d frames, want %d", c.fps, c.limit, len(frames), want)
		}
		for k, d := range g.Delay {
			if d != c.delay {
				t.Fatalf("frame %d: delay %d, want %d", k, d, c.delay)
			}
		}
		if g.Config.Width != res.W || g.Config.Height != res.H {
			t.Errorf("GIF %dx%d, result says %dx%d", g.Config.Width, g.Config.Height, res.W, res.H)
		}
		if bad, _ := diff(frames[0], frames[len(frames)-1], 8); bad < 100 {
			t.Errorf("first and last frames differ in only %d pixels", bad)
		}
		t.Logf("fps %d, limit %d: %d steps, %d frames, %d bytes", c.fps, c.limit, res.Steps, res.Frames, buf.Len())
	}
}

// A frame of the GIF shows the same picture as the exporter draws for that
// step, within the palette's precision.
func TestTimelineGIFFrameMatchesTheStep(t *testing.T) {
	s, tl := timelineScene(t)
	var buf bytes.Buffer
	e := Exporter{Scale: 12}
	before, view, cursor := s.Versions(), s.View(), s.Selected().Player().Cursor()
	if _, err := WriteTimelineGIF(&buf, s, &e, GIFOptions{}); err != nil {
		t.Fatal(err)
	}
	if s.Versions() != before || s.View() != view || s.Selected().Player().Cursor() != cursor {
		t.Fatalf("writing the GIF changed the scene: versions %+v → %+v, cursor %d → %d",
			before, s.Versions(), cursor, s.Selected().Player().Cursor())
	}
	_, frames := decodeFrames(t, buf.Bytes())
	mid := tl.PhaseStart(timeline.PhaseSmooth) + 1
	s.Apply(scene.SeekStep{Step: mid})
	want := e.Draw(s)
	if bad, worst := diff(frames[mid], want, 40); bad > want.Rect.Dx()*want.Rect.Dy()/200 {
		t.Errorf("frame %d: %d pixels differ from the drawn step (worst %d)", mid, bad, worst)
	}
	// a cell's colour survives quantization exactly: an obstacle away from
	// the start while the search begins
	f := &e.r.frame
	x, y := f.View.Centre(pathing.Pt(7, 4))
	if got := frames[1].RGBAAt(f.Layout.Map.Min.X+int(x), f.Layout.Map.Min.Y+int(y)); got != assets.Obstacle {
		t.Errorf("obstacle cell in frame 1: %v, want %v", got, assets.Obstacle)
	}
}

// When the smoothing alone has more steps than the limit, the search and
// the walk get an eighth of the frames each, the smoothing the rest, and
// the result step is kept.
func TestGIFStepsLongSmoothing(t *testing.T) {
	const seed = 7
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	g := pathing.NewGrid(60, 60)
	for i := 0; i < 500; i++ {
		g.Set(rng.IntN(60), rng.IntN(60), true)
	}
	start, goal := pathing.Pt(0, 0), pathing.Pt(59, 59)
	g.Set(start.X, start.Y, false)
	g.Set(goal.X, goal.Y, false)
	tl := timeline.Build(g, pathing.Query{Start: start, Goal: goal, Options: pathing.Options{Strategy: pathing.Linear}})
	phase := func(i int) timeline.Phase {
		for _, sp := range tl.Spans() {
			if i >= sp.Start && i < sp.End {
				return sp.Phase
			}
		}
		return 255
	}
	spanLen := map[timeline.Phase]int{}
	for _, sp := range tl.Spans() {
		spanLen[sp.Phase] = sp.End - sp.Start
	}
	limit := 80
	if !tl.Plan().Found || spanLen[timeline.PhaseSmooth] <= limit || spanLen[timeline.PhaseSearch] <= limit || spanLen[timeline.PhaseWalk] <= limit {
		t.Fatalf("the level does not make a long timeline: found %v, spans %v", tl.Plan().Found, spanLen)
	}
	got, whole := GIFSteps(tl, limit)
	if whole || len(got) != limit {
		t.Fatalf("%d steps (smoothing whole %v), want %d sampled", len(got), whole, limit)
	}
	per := map[timeline.Phase]int{}
	for k, i := range got {
		if k > 0 && i <= got[k-1] {
			t.Fatalf("steps not increasing at %d: %v", k, got)
		}
		per[phase(i)]++
	}
	want := map[timeline.Phase]int{timeline.PhaseSearch: limit / 8, timeline.PhaseWalk: limit / 8, timeline.PhaseResult: 1,
		timeline.PhaseSmooth: limit - 2*(limit/8) - 1}
	for ph, n := range want {
		if per[ph] != n {
			t.Errorf("%v: %d frames, want %d (all: %v)", ph, per[ph], n, per)
		}
	}
	if got[0] != 0 || got[len(got)-1] != tl.Len()-1 {
		t.Errorf("first %d and last %d, want 0 and %d", got[0], got[len(got)-1], tl.Len()-1)
	}
}
