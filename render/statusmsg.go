package render

import (
	"image/color"
	"strings"

	"swath/assets"
	"swath/view"
)

// statusHint is the status bar's second line when nothing needs saying.
const statusHint = "Left drag paints, right drag erases; drag S or G to move them; wheel zooms; H shows every key."

// statusMessage is the status bar's second line and its colour. Why there
// is no route (or where the footprint does not fit, with the blocking
// cell) is never hidden: a notice ("Opened …") comes after it on the same
// line, so a level opened any way shows its reason.
func statusMessage(s view.Reader, lay Layout) (string, color.RGBA) {
	msg, col := statusHint, assets.TextDim
	if lay.Export {
		msg = ""
	}
	warn := strings.Join(s.Selected().FitWarnings(), " ")
	if np := s.Selected().NoPath(); np != "" {
		warn = np
	}
	if warn != "" {
		msg, col = warn, assets.Warning
	}
	if crowdShown(s) {
		msg, col = crowdStatus(s, lay) // crowd.go
		warn = ""
		if col == assets.Warning {
			warn = msg
		}
	}
	if s.Selected().TimelineShown() && !lay.Export {
		msg, col = "Space plays/pauses; arrows step; Shift+arrows jump; +/- speed; T or Esc leaves.", assets.TextDim
		if len(s.KeySteps()) > 0 {
			msg = "K: the lesson's key step; " + msg
		}
	}
	if n := s.Notice(); n.Text != "" && !lay.Export {
		switch {
		case n.Warn:
			msg, col = n.Text, assets.Warning
		case warn != "" && !s.Selected().TimelineShown():
			msg = warn + " — " + n.Text
		default:
			msg, col = n.Text, assets.Text
		}
	}
	return msg, col
}
