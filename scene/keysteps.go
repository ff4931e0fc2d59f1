package scene

import (
	"fmt"
	"slices"

	"swath/levels"
	"swath/pathing"
)

// KeySteps are the level's key steps (levels.Level.KeySteps: numbered
// from 1, as the timeline band shows them) while the options are the ones
// the level names: a key step numbers a step of that method's timeline,
// and after M (point → aware search, say) the same number is another step
// that means nothing. None otherwise. Read only.
func (s *Scene) KeySteps() []int {
	if !s.keyStepsHold() {
		return nil
	}
	return s.keySteps
}

// keyStepsHold reports whether the options are those the level's key
// steps were chosen under (its own: search, sampling, strategy and
// algorithm; the optimum's phase comes after them all).
func (s *Scene) keyStepsHold() bool {
	o, k := s.options(), s.keyOpts
	o.Optimal, k.Optimal = false, false
	return o == k
}

// nextKeyStep moves the step-through view (opening it) to the level's next
// key step after the cursor, round to the first; a level that names none
// says so, and so does one whose options were changed since.
func (s *Scene) nextKeyStep() {
	ks := slices.Clone(s.keySteps)
	slices.Sort(ks)
	if len(ks) == 0 {
		s.notify("This level names no key steps; arrows and Shift+arrows step through the timeline.")
		return
	}
	if !s.keyStepsHold() {
		k := s.keyOpts
		s.notify(fmt.Sprintf("The lesson's key steps are steps of %v search, %v sampling, %v farthest, %v: M, X, F and J switch back to them.",
			k.Search, k.Sampling, k.Strategy, k.Algorithm))
		return
	}
	s.openTimeline()
	tl, p := s.sa().Timeline(), s.sa().Player()
	if tl == nil { // being built in the background: nothing to seek yet
		return
	}
	n := tl.Len()
	cur := p.Cursor()
	target := -1
	for _, k := range ks {
		if k-1 > cur && k-1 < n {
			target = k - 1
			break
		}
	}
	if target < 0 {
		target = min(ks[0]-1, n-1) // round to the first
	}
	p.Pause()
	p.Seek(target)
}

// levelKeySteps is a copy of lv's key steps for the scene, and the
// options they belong to.
func levelKeySteps(lv *levels.Level) ([]int, pathing.Options) {
	return slices.Clone(lv.KeySteps), lv.Options
}
