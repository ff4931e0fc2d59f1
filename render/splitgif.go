package render

import (
	"fmt"
	"io"

	"swath/agent"
	"swath/timeline"
	"swath/view"
)

// WriteSplitGIF writes the split view's timeline to w as an animated GIF:
// one frame per lockstep position (or per position SplitGIFSteps keeps),
// every pane at its step of that position, as the split view's step view
// shows them. s must show the split view's step view with every pane's
// timeline built (apply scene.SeekStep, then Refresh); it only reads s.
func WriteSplitGIF(w io.Writer, s view.Reader, e *Exporter, opt GIFOptions) (GIFResult, error) {
	opt = opt.norm()
	sp := s.Split()
	if sp == nil || sp.Lockstep == nil || sp.Lockstep.Len() == 0 {
		return GIFResult{}, fmt.Errorf("the scene shows no split view's timeline")
	}
	for i, p := range sp.Panes {
		if p.Agent.Timeline() == nil {
			return GIFResult{}, fmt.Errorf("pane %d (%s) has no timeline yet", i+1, p.Name)
		}
	}
	ls := sp.Lockstep
	steps := SplitGIFSteps(ls, opt.MaxFrames)
	res := GIFResult{Steps: ls.Len(), Frames: len(steps), Delay: opt.Delay(), SmoothingWhole: true}
	shown := map[int]bool{}
	for _, st := range steps {
		shown[st] = true
	}
	for pos := range ls.Len() {
		if ls.Where(pos).Phase == timeline.PhaseSmooth && !shown[pos] {
			res.SmoothingWhole = false
			break
		}
	}
	at := splitAt{base: s, sp: sp}
	const nSamples = 12
	var samples []int
	for k := range nSamples {
		samples = append(samples, steps[k*(len(steps)-1)/(nSamples-1)])
	}
	err := writeFrames(w, s, e, &res, samples, samples, steps, at.at)
	return res, err
}

// SplitGIFSteps chooses at most limit lockstep positions of ls to show,
// in order: all when few enough; else every smoothing position (the
// comparison) and the search, walk and shortest route's search sampled
// evenly in what is left, each keeping its first and last position.
func SplitGIFSteps(ls *timeline.Lockstep, limit int) []int {
	n := ls.Len()
	limit = max(limit, 2)
	if n <= limit {
		return evenSteps(0, n, n, nil)
	}
	type span struct {
		start, end int
		keep       bool
	}
	var spans []span
	bounds := ls.Boundaries()
	kept, sampled := 0, 0
	for k, b := range bounds {
		e := n
		if k+1 < len(bounds) {
			e = bounds[k+1]
		}
		ph := ls.Where(b).Phase
		keep := ph == timeline.PhaseSmooth || ph == timeline.PhaseResult
		spans = append(spans, span{b, e, keep})
		if keep {
			kept += e - b
		} else {
			sampled += e - b
		}
	}
	if kept+2*len(spans) > limit { // the smoothing alone is too long: all evenly
		return evenSteps(0, n, limit, nil)
	}
	budget := limit - kept
	var out []int
	for _, sp := range spans {
		l := sp.end - sp.start
		if sp.keep {
			out = evenSteps(sp.start, sp.end, l, out)
			continue
		}
		m := max(2, budget*l/max(sampled, 1))
		out = evenSteps(sp.start, sp.end, m, out)
	}
	return out
}

// splitAt shows a scene's split view at other lockstep positions without
// moving its cursor: every pane's agent at its step of the position.
type splitAt struct {
	base view.Reader
	sp   *view.Split
	n    uint64
}

func (st *splitAt) at(pos int) view.Reader {
	st.n++
	sp := *st.sp
	sp.Panes = append([]view.Pane(nil), st.sp.Panes...)
	sp.Pos = max(0, min(pos, sp.Lockstep.Len()-1))
	for i := range sp.Panes {
		if k := sp.Lockstep.Step(i, sp.Pos); k >= 0 {
			sp.Panes[i].Agent = sp.Panes[i].Agent.AtStep(k)
		}
	}
	a := &splitAtStep{Reader: st.base, sp: &sp, sel: sp.Panes[0].Agent}
	a.ver = st.base.Versions()
	a.ver.Step += st.n
	return a
}

// splitAtStep is a scene whose split view is at another position.
type splitAtStep struct {
	view.Reader
	sp  *view.Split
	sel agent.View
	ver view.Versions
}

func (a *splitAtStep) Split() *view.Split      { return a.sp }
func (a *splitAtStep) Selected() agent.View    { return a.sel }
func (a *splitAtStep) Versions() view.Versions { return a.ver }
func (a *splitAtStep) Figures() []view.Figure  { return a.sel.StepFigures() }
func (a *splitAtStep) Agents() []agent.View {
	v := a.Reader.Agents()
	for i := range v {
		if v[i].Selected() {
			v[i] = a.sel
		}
	}
	return v
}
