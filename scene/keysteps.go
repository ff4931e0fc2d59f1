package scene

import (
	"slices"

	"swath/levels"
)

// KeySteps are the level's key steps (levels.Level.KeySteps: numbered
// from 1, as the timeline band shows them). Read only.
func (s *Scene) KeySteps() []int { return s.keySteps }

// nextKeyStep moves the step-through view (opening it) to the level's next
// key step after the cursor, round to the first; a level that names none
// says so.
func (s *Scene) nextKeyStep() {
	ks := slices.Clone(s.keySteps)
	slices.Sort(ks)
	if len(ks) == 0 {
		s.notify("This level names no key steps; arrows and Shift+arrows step through the timeline.")
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

// levelKeySteps is a copy of lv's key steps for the scene.
func levelKeySteps(lv *levels.Level) []int { return slices.Clone(lv.KeySteps) }
