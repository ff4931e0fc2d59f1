package crowdmode

import (
	"fmt"
	"math"
	"time"

	"swath/view"
)

// Crowd clock speeds, in ticks per second: powers of two from MinSpeed to
// MaxSpeed (− and = step between them).
const (
	MinSpeed     = 0.25
	MaxSpeed     = 64.0
	DefaultSpeed = 4.0
)

const (
	minCrowdExp = -2 // log2(MinSpeed)
	maxCrowdExp = 6  // log2(MaxSpeed)
	defCrowdExp = 2  // log2(DefaultSpeed)
	// tickEps absorbs the rounding of frame times: a clock this close to
	// a tick is at it
	tickEps = view.TickEps
)

// Clock is the crowd mode's time: a real number of ticks from 0 to
// the plan's makespan, so that bodies move smoothly between ticks at the
// play speed; stepping and seeking land on whole ticks. It knows nothing
// of real clocks: the scene's Tick intents Advance it (Advance). The zero value is paused at
// tick 0 at DefaultSpeed.
type Clock struct {
	t       float64
	n       int // the makespan: the last tick
	playing bool
	// speed is log2(ticks per second) minus defCrowdExp, so that the
	// zero value is DefaultSpeed
	speed int
}

// setLen makes n the last tick, keeping the time (clamped); at the end the
// clock stops.
func (c *Clock) setLen(n int) {
	c.n = max(n, 0)
	c.t = min(max(c.t, 0), float64(c.n))
	if c.t >= float64(c.n) {
		c.playing = false
	}
}

// tick is the whole tick the time is in (the move from it to the next is
// what is shown between them).
func (c *Clock) tick() int { return int(math.Floor(c.t + tickEps)) }

// next is the first whole tick at or after the time: a body half-way
// through a move is committed to it, so a re-plan starts there.
func (c *Clock) next() int { return int(math.Ceil(c.t - tickEps)) }

// play starts the clock; at the end it starts again from tick 0.
func (c *Clock) play() {
	if c.n == 0 {
		return
	}
	if c.t >= float64(c.n)-tickEps {
		c.t = 0
	}
	c.playing = true
}

// toggle plays when paused and pauses when playing (Space).
func (c *Clock) toggle() {
	if c.playing {
		c.playing = false
	} else {
		c.play()
	}
}

// step pauses and goes d whole ticks forward (d > 0) or back: from between
// two ticks, one step lands on the next one that way.
func (c *Clock) step(d int) {
	c.playing = false
	switch {
	case d > 0:
		c.seekTo(c.tick() + d)
	case d < 0:
		c.seekTo(c.next() + d)
	}
}

// Seek goes to whole tick i (clamped); playing goes on unless it is the end.
func (c *Clock) Seek(i int) {
	c.seekTo(i)
	if c.t >= float64(c.n) {
		c.playing = false
	}
}

func (c *Clock) seekTo(i int) { c.t = float64(min(max(i, 0), c.n)) }

// SeekFraction goes to the whole tick at fraction f (0…1) of the plan, as
// the bar under the map does.
func (c *Clock) SeekFraction(f float64) {
	if math.IsNaN(f) {
		return
	}
	c.Seek(int(math.Round(min(max(f, 0), 1) * float64(c.n))))
}

// Advance moves the time on by dt of playing; it stops at the end.
func (c *Clock) Advance(dt time.Duration) {
	if !c.playing || dt <= 0 {
		return
	}
	c.t += dt.Seconds() * c.ticksPerSecond()
	if c.t >= float64(c.n)-tickEps {
		c.t, c.playing = float64(c.n), false
	}
}

// faster and slower double and halve the speed within its bounds.
func (c *Clock) faster() { c.speed = min(c.speed+1, maxCrowdExp-defCrowdExp) }
func (c *Clock) slower() { c.speed = max(c.speed-1, minCrowdExp-defCrowdExp) }

// SetSpeed sets the speed to the power of two nearest to ticks per second
// tps, clamped.
func (c *Clock) SetSpeed(tps float64) {
	if math.IsNaN(tps) || tps <= 0 {
		tps = MinSpeed
	}
	e := int(math.Round(math.Log2(min(tps, MaxSpeed))))
	c.speed = max(minCrowdExp, min(e, maxCrowdExp)) - defCrowdExp
}

func (c *Clock) ticksPerSecond() float64 { return math.Ldexp(1, c.speed+defCrowdExp) }

// speedLabel is the speed for the panel and the band: "4 ticks/s".
func (c *Clock) speedLabel() string { return fmt.Sprintf("%g ticks/s", c.ticksPerSecond()) }
