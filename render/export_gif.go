package render

import (
	"fmt"
	"io"
	"math"

	"swath/agent"
	"swath/timeline"
	"swath/view"
)

// GIFOptions are the choices of a timeline GIF. The zero value means 8
// frames per second and at most 600 frames.
type GIFOptions struct {
	// FPS is the frames per second (1…50; a GIF counts delays in 1/100 s).
	FPS int
	// MaxFrames caps the frames: longer timelines are sampled by GIFSteps.
	MaxFrames int
}

// Defaults of GIFOptions.
const (
	DefaultFPS       = 8
	DefaultMaxFrames = 600
)

func (o GIFOptions) norm() GIFOptions {
	if o.FPS <= 0 {
		o.FPS = DefaultFPS
	}
	o.FPS = min(o.FPS, 50)
	if o.MaxFrames <= 0 {
		o.MaxFrames = DefaultMaxFrames
	}
	o.MaxFrames = max(o.MaxFrames, 2)
	return o
}

// Delay is the frame delay in hundredths of a second.
func (o GIFOptions) Delay() int {
	return max(int(math.Round(100/float64(o.norm().FPS))), 2)
}

// GIFResult says what WriteTimelineGIF wrote.
type GIFResult struct {
	Steps  int // steps of the timeline
	Frames int // frames written: Steps, or MaxFrames when sampled
	W, H   int // frame size in pixels
	Delay  int // hundredths of a second per frame
	// SmoothingWhole is true when every smoothing step has its frame.
	SmoothingWhole bool
}

// Sampled reports whether some steps were left out.
func (r GIFResult) Sampled() bool { return r.Frames < r.Steps }

// WriteTimelineGIF writes the timeline of s's plan to w as an animated GIF:
// one frame per step (or per step GIFSteps keeps), each drawn by e exactly
// as the step-through view shows it, its text line included. s must show
// the step-through view (apply scene.SeekStep first); it only reads s: each
// frame is s seen at another step (AtStep). Only two frames are held in
// memory at a time.
func WriteTimelineGIF(w io.Writer, s view.Reader, e *Exporter, opt GIFOptions) (GIFResult, error) {
	opt = opt.norm()
	tl := s.Selected().Timeline()
	if tl == nil {
		return GIFResult{}, fmt.Errorf("the scene shows no timeline")
	}
	steps, whole := GIFSteps(tl, opt.MaxFrames)
	res := GIFResult{Steps: tl.Len(), Frames: len(steps), Delay: opt.Delay(), SmoothingWhole: whole}
	// one size for all frames: tall enough for the side column of every
	// kind of step, and of a few steps spread over the animation
	const nSamples = 12
	samples := make([]int, 0, nSamples+8)
	for k := 0; k < nSamples; k++ {
		samples = append(samples, steps[k*(len(steps)-1)/(nSamples-1)])
	}
	kinds := map[timeline.StepKind]bool{}
	for _, i := range steps {
		if k := tl.At(i).Kind; !kinds[k] {
			kinds[k] = true
			samples = append(samples, i)
		}
	}
	at := timelineAt{base: s}
	// the palette: the app's colours, then those of the sampled frames
	err := writeFrames(w, s, e, &res, samples, samples[:nSamples], steps, at.at)
	return res, err
}

// writeFrames writes the GIF of steps drawn through at: one size for all
// frames, the largest e reserves for the steps of sizes; the palette the
// app's colours, then those of the steps of colours. It sets res.W, res.H.
func writeFrames(w io.Writer, s view.Reader, e *Exporter, res *GIFResult, sizes, colours, steps []int, at func(int) view.Reader) error {
	var err error
	res.W, res.H, err = writeFramesAt(w, s, e, res.Delay, sizes, colours, steps, at)
	return err
}

// writeFramesAt is writeFrames for any frames (at(i) is frame i): it
// returns the picture's size.
func writeFramesAt(w io.Writer, s view.Reader, e *Exporter, delay int, sizes, colours, frames []int, at func(int) view.Reader) (width, height int, err error) {
	for _, i := range sizes {
		e.Reserve(at(i))
	}
	width, height = e.Size(s)
	cc := colourCount{}
	for _, i := range colours {
		cc.add(e.Draw(at(i)))
	}
	gw, err := NewGIFWriter(w, width, height, cc.palette())
	if err != nil {
		return width, height, err
	}
	for _, i := range frames {
		if err := gw.Frame(e.Draw(at(i)), delay); err != nil {
			return width, height, err
		}
	}
	return width, height, gw.Close()
}

// timelineAt shows a scene at other steps of its timeline without moving its
// cursor: each at gives a Reader that differs from base only in the step
// (and what follows from it: the player's cursor, the figures, the Step
// version, new for every call so that a renderer redraws the overlay).
type timelineAt struct {
	base view.Reader
	n    uint64
}

func (st *timelineAt) at(i int) view.Reader {
	st.n++
	a := &atStep{Reader: st.base, sel: st.base.Selected().AtStep(i)}
	a.ver = st.base.Versions()
	a.ver.Step += st.n
	return a
}

// atStep is a scene seen at another step of its timeline: the selected
// NPC's view at that step (agent.View.AtStep).
type atStep struct {
	view.Reader
	sel agent.View
	ver view.Versions
}

func (a *atStep) Selected() agent.View { return a.sel }
func (a *atStep) Agents() []agent.View {
	v := a.Reader.Agents()
	for i := range v {
		if v[i].Selected() {
			v[i] = a.sel
		}
	}
	return v
}
func (a *atStep) Versions() view.Versions { return a.ver }
func (a *atStep) Figures() []view.Figure  { return a.sel.StepFigures() }

// GIFSteps chooses at most limit steps of tl (limit >= 2) to show, in
// order. Every step is kept when there are few enough. Otherwise the
// smoothing and the result are kept whole (they are what the animation is
// for; smoothWhole is true) and the search and the walk are sampled evenly
// in proportion to their lengths. When the smoothing alone is too long, the
// search and the walk get an eighth of the frames each and the smoothing
// the rest, all sampled evenly. A sampled phase keeps its first and last
// step.
func GIFSteps(tl *timeline.Timeline, limit int) (steps []int, smoothWhole bool) {
	n := tl.Len()
	limit = max(limit, 2)
	if n <= limit {
		return evenSteps(0, n, n, nil), true
	}
	spans := tl.Spans()
	sampled := func(ph timeline.Phase) bool { return ph != timeline.PhaseSmooth && ph != timeline.PhaseResult }
	kept, total, nSampled := 0, 0, 0
	for _, sp := range spans {
		if sampled(sp.Phase) {
			total += sp.End - sp.Start
			nSampled++
		} else {
			kept += sp.End - sp.Start
		}
	}
	share := make([]int, len(spans))
	smoothWhole = kept+2*nSampled <= limit
	switch {
	case smoothWhole:
		budget := limit - kept
		left, after := budget, nSampled
		for k, sp := range spans {
			l := sp.End - sp.Start
			if !sampled(sp.Phase) {
				share[k] = l
				continue
			}
			after--
			m := left
			if after > 0 {
				m = min(max(int(math.Round(float64(budget)*float64(l)/float64(total))), 2), left-2*after)
			}
			share[k] = min(m, l)
			left -= share[k]
		}
	case limit < 8*(nSampled+1):
		return evenSteps(0, n, limit, nil), false
	default:
		// an eighth each for the search and the walk, the rest for the
		// smoothing and the result
		left, smooth := limit, -1
		for k, sp := range spans {
			l := sp.End - sp.Start
			switch {
			case sampled(sp.Phase):
				share[k] = min(l, limit/8)
			case sp.Phase == timeline.PhaseSmooth:
				smooth = k
				continue
			default:
				share[k] = l
			}
			left -= share[k]
		}
		if smooth >= 0 {
			share[smooth] = left
		}
	}
	for k, sp := range spans {
		steps = evenSteps(sp.Start, sp.End, share[k], steps)
	}
	return steps, smoothWhole
}

// evenSteps appends m steps spread evenly over [a, e), the first and the
// last included (the last alone when m is 1).
func evenSteps(a, e, m int, out []int) []int {
	l := e - a
	m = min(m, l)
	switch {
	case m <= 0:
		return out
	case m == 1:
		return append(out, e-1)
	}
	for j := 0; j < m; j++ {
		out = append(out, a+int(math.Round(float64(j)*float64(l-1)/float64(m-1))))
	}
	return out
}
