package render

import (
	"fmt"
	"io"

	"swath/view"
)

// maxSubTicks is the most frames a tick gets in a crowd's GIF: short plans
// move smoothly, four frames between two ticks.
const maxSubTicks = 4

// CrowdFrames are the times, in ticks, of the frames of a crowd GIF of a
// plan of makespan n with at most maxFrames frames (at least 2): every
// tick, and up to maxSubTicks frames a tick when they fit (the bodies
// between ticks, as the screen shows them playing); when even one a tick
// is too many, ticks evenly spread, the first and the last kept. sub is
// the frames a tick (0 when ticks were left out).
func CrowdFrames(n, maxFrames int) (times []float64, sub int) {
	maxFrames = max(maxFrames, 2)
	if n <= 0 {
		return []float64{0}, 1
	}
	if n+1 > maxFrames {
		for _, k := range evenSteps(0, n+1, maxFrames, nil) {
			times = append(times, float64(k))
		}
		return times, 0
	}
	sub = min(maxSubTicks, (maxFrames-1)/n)
	for k := 0; k <= n*sub; k++ {
		times = append(times, float64(k)/float64(sub))
	}
	return times, sub
}

// CrowdGIFResult says what WriteCrowdGIF wrote.
type CrowdGIFResult struct {
	Ticks  int // the plan's makespan
	Frames int
	// Sub is the frames a tick (0: ticks were left out to fit MaxFrames)
	Sub   int
	W, H  int
	Delay int // hundredths of a second per frame
}

// WriteCrowdGIF writes the crowd of s playing to w as an animated GIF:
// the frames CrowdFrames gives, each drawn by e exactly as the crowd mode
// shows that moment (the band's clock and text included). s must be in
// the crowd mode with its plan made (Refresh); it only reads s: each
// frame is s seen at another time (CrowdView.At). Two frames are held in
// memory at a time.
func WriteCrowdGIF(w io.Writer, s view.Reader, e *Exporter, opt GIFOptions) (CrowdGIFResult, error) {
	opt = opt.norm()
	c := s.Crowd()
	if !c.On || c.Plan == nil {
		return CrowdGIFResult{}, fmt.Errorf("the scene shows no crowd plan")
	}
	times, sub := CrowdFrames(c.Plan.Makespan, opt.MaxFrames)
	res := CrowdGIFResult{Ticks: c.Plan.Makespan, Frames: len(times), Sub: sub, Delay: opt.Delay()}
	at := crowdTimes{base: s}
	const nSamples = 12
	samples := make([]int, 0, nSamples)
	for k := range nSamples {
		samples = append(samples, k*(len(times)-1)/(nSamples-1))
	}
	frames := make([]int, len(times))
	for i := range frames {
		frames[i] = i
	}
	var err error
	res.W, res.H, err = writeFramesAt(w, s, e, res.Delay, samples, samples, frames, func(i int) view.Reader { return at.at(times[i]) })
	return res, err
}

// CrowdAt is s seen with the crowd's clock at time t (clamped to the
// plan), its versions new so that a renderer draws it again: the crowd
// PNG of one tick, and each frame of the GIF.
func CrowdAt(s view.Reader, t float64) view.Reader {
	at := crowdTimes{base: s}
	return at.at(t)
}

// crowdTimes shows a scene at other times of its crowd's clock.
type crowdTimes struct {
	base view.Reader
	n    uint64
}

func (ct *crowdTimes) at(t float64) view.Reader {
	ct.n++
	a := &atTime{Reader: ct.base, c: ct.base.Crowd().At(t)}
	a.ver = ct.base.Versions()
	a.ver.Crowd += ct.n
	return a
}

// atTime is a scene whose crowd's clock shows another time, and the
// crowd's figures at that time.
type atTime struct {
	view.Reader
	c   view.CrowdView
	ver view.Versions
}

func (a *atTime) Crowd() view.CrowdView   { return a.c }
func (a *atTime) Versions() view.Versions { return a.ver }
func (a *atTime) Figures() []view.Figure  { return a.c.Figures() }
