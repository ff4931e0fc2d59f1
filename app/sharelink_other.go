//go:build !js

package app

import (
	"fmt"

	"swath/levels"
	"swath/scene"
)

// shareButton is the panel's button for the link.
const shareButton = "print link (Ctrl+L)"

// share prints the level's link, the fragment (#…) that the web page opens
// after its address and --map opens too.
func (l *shareLink) share(sc *scene.Scene) {
	frag, err := levels.EncodeShare(sc.Level())
	if err != nil {
		sc.Apply(scene.Notice{Text: "No link: " + err.Error(), Warn: true})
		return
	}
	link := "#" + frag
	if l.printed != nil {
		l.printed(link)
	} else {
		fmt.Println(link)
	}
	sc.Apply(scene.Notice{Text: fmt.Sprintf("Printed the level's link on standard output (#…, %d characters): the web page opens it after its address, --map opens it too.", len(link))})
}
