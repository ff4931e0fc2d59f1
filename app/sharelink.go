package app

import (
	"github.com/ebitengine/debugui"

	"swath/input"
	"swath/scene"
)

// shareLink hands out the level's share link (levels.EncodeShare) on
// Ctrl+L or the panel's button: the web page copies it to the clipboard
// and shows it in the address bar (sharelink_js.go); the desktop, with no
// clipboard in Ebitengine 2.8, prints it on standard output and says so
// in the status line (sharelink_other.go), as `swath share` prints one.
type shareLink struct {
	// asked is the panel's button, pressed this tick
	asked bool
	// printed is where the desktop prints links (nil: standard output)
	printed func(link string)
}

// update hands out the link when it was asked for this tick and reports
// whether it was.
func (l *shareLink) update(sc *scene.Scene, dev *input.Devices, captured debugui.InputCapturingState) bool {
	asked := l.asked
	l.asked = false
	if !asked && (captured&debugui.InputCapturingStateFocus != 0 || sc.KeyContext() != scene.ContextMap || input.Pressed(dev, scene.ActCopyLink) == scene.ActNone) {
		return false
	}
	l.share(sc)
	return true
}

// shareRow is the panel's row with the link's button, under the edit
// buttons.
func (p *panel) shareRow(ctx *debugui.Context) {
	if p.share == nil {
		return
	}
	ctx.SetGridLayout([]int{-1}, nil)
	ctx.Button(shareButton).On(func() {
		p.log.note("panel share link")
		p.share.asked = true
	})
}
