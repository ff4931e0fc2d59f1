package app

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// sliderDrag counts the left button's presses (apply calls it every tick
// the panel is up) and names the press a panel change comes with: 0 when
// the button is up (a key, or a click's release), else the press's count.
// The scene folds all the changes of one slider drag into one undo step,
// as it does the cells of a stroke.
type sliderDrag struct{ presses uint64 }

// tick notes a new press.
func (d *sliderDrag) tick() {
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		d.presses++
	}
}

// current is the press held now, 0 if none.
func (d *sliderDrag) current() uint64 {
	if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		return 0
	}
	return d.presses
}
