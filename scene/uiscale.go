package scene

import (
	"math"
	"slices"
)

// UIScales are the UI scales the keys step through: the whole window
// (text, panel, map) is drawn this many times larger, for projectors. At
// 2 the 13-pixel text is 26 pixels high.
var UIScales = []float64{1, 1.25, 1.5, 2, 2.5, 3}

// SetUIScale sets the UI scale (the nearest of UIScales).
type SetUIScale struct{ Scale float64 }

func (in SetUIScale) apply(s *Scene) {
	best := UIScales[0]
	for _, v := range UIScales {
		if math.Abs(v-in.Scale) < math.Abs(best-in.Scale) {
			best = v
		}
	}
	if best != s.UIScale() {
		s.uiScale = best
	}
}

// UIScale is the window's UI scale (1 unless set).
func (s *Scene) UIScale() float64 {
	if s.uiScale == 0 {
		return 1
	}
	return s.uiScale
}

// uiAction carries out the UI scale keys and K (a key step); it reports
// whether a was one of them.
func (s *Scene) uiAction(a Action) bool {
	i := slices.Index(UIScales, s.UIScale())
	switch a {
	case ActUIBigger:
		SetUIScale{UIScales[min(i+1, len(UIScales)-1)]}.apply(s)
	case ActUISmaller:
		SetUIScale{UIScales[max(i-1, 0)]}.apply(s)
	case ActKeyStep:
		if s.split.On {
			s.splitKeyStep() // split.go
		} else {
			s.nextKeyStep() // keysteps.go
		}
	default:
		return false
	}
	return true
}
