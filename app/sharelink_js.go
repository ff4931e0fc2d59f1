//go:build js

package app

import (
	"fmt"
	"strings"
	"syscall/js"

	"swath/levels"
	"swath/scene"
)

// shareButton is the panel's button for the link.
const shareButton = "copy link (Ctrl+L)"

// maxLinkLen is the longest link the page hands out: Chrome's limit on an
// address (2 MiB); a bigger map's link would be cut. A 512² maze's is 27 k.
const maxLinkLen = 2 << 20

// share copies the level's link to the clipboard and puts it in the
// address bar (history.replaceState: the page does not load again, as
// setting location.hash would make it), so that the address is the level
// as it is now. The clipboard answers later: its answer goes to the
// status line in a tick (pageNote), not from its callback.
func (l *shareLink) share(sc *scene.Scene) {
	link, err := levels.ShareLink(js.Global().Get("location").Get("href").String(), sc.Level())
	if err != nil {
		sc.Apply(scene.Notice{Text: "No link: " + err.Error(), Warn: true})
		return
	}
	if len(link) > maxLinkLen {
		sc.Apply(scene.Notice{Text: fmt.Sprintf("No link: this level's would be %.1f MB, more than a browser's address holds (2 MB); Ctrl+S downloads it instead.", float64(len(link))/1e6), Warn: true})
		return
	}
	_, frag, _ := strings.Cut(link, "#")
	js.Global().Get("history").Call("replaceState", nil, "", "#"+frag)
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		sc.Apply(scene.Notice{Text: fmt.Sprintf("The level's link is in the address bar (%d characters); this page has no clipboard (it is not served over https or from localhost).", len(link))})
		return
	}
	sc.Apply(scene.Notice{Text: "Copying the level's link …"})
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		pageNote(scene.Notice{Text: fmt.Sprintf("Copied the level's link (%d characters); the address bar shows it too.", len(link))})
		release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "refused"
		if len(args) > 0 {
			why = args[0].Call("toString").String()
		}
		pageNote(scene.Notice{Text: fmt.Sprintf("The level's link is in the address bar (%d characters): the browser did not let Swath copy it (%s).", len(link), why), Warn: true})
		release()
		return nil
	})
	clip.Call("writeText", link).Call("then", ok, fail)
}
