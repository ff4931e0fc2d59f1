//go:build !js

package pathing

// Yields is true where Yield yields (the browser).
const Yields = false

// Yield gives the browser its turn after a YieldSlice of work; off the browser
// it does nothing.
func Yield() {}

// pace is empty off the browser: a Pacer holds nothing.
type pace struct{}

// Yield is pathing.Yield paced by this loop's calls; off the browser it
// does nothing.
func (p *Pacer) Yield() {}

// YieldPhase is Yield for calls far apart; off the browser it does nothing.
func YieldPhase() {}

// BrowserTurns is 0: off the browser nothing yields.
func BrowserTurns() int { return 0 }
