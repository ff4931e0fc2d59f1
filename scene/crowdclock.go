package scene

import (
	"fmt"
	"math"
	"time"

	"swath/view"
)

// Crowd clock speeds, in ticks per second: powers of two from
// MinCrowdSpeed to MaxCrowdSpeed (− and = step between them).
const (
	MinCrowdSpeed     = 0.25
	MaxCrowdSpeed     = 64.0
	DefaultCrowdSpeed = 4.0
)

const (
	minCrowdExp = -2 // log2(MinCrowdSpeed)
	maxCrowdExp = 6  // log2(MaxCrowdSpeed)
	defCrowdExp = 2  // log2(DefaultCrowdSpeed)
	// tickEps absorbs the rounding of frame times: a clock this close to
	// a tick is at it
	tickEps = view.TickEps
)

// crowdClock is the crowd mode's time: a real number of ticks from 0 to
// the plan's makespan, so that bodies move smoothly between ticks at the
// play speed; stepping and seeking land on whole ticks. It knows nothing
// of real clocks: Tick intents advance it. The zero value is paused at
// tick 0 at DefaultCrowdSpeed.
type crowdClock struct {
	t       float64
	n       int // the makespan: the last tick
	playing bool
	// speed is log2(ticks per second) minus defCrowdExp, so that the
	// zero value is DefaultCrowdSpeed
	speed int
}

// setLen makes n the last tick, keeping the time (clamped); at the end the
// clock stops.
func (c *crowdClock) setLen(n int) {
	c.n = max(n, 0)
	c.t = min(max(c.t, 0), float64(c.n))
	if c.t >= float64(c.n) {
		c.playing = false
	}
}

// tick is the whole tick the time is in (the move from it to the next is
// what is shown between them).
func (c *crowdClock) tick() int { return int(math.Floor(c.t + tickEps)) }

// next is the first whole tick at or after the time: a body half-way
// through a move is committed to it, so a re-plan starts there.
func (c *crowdClock) next() int { return int(math.Ceil(c.t - tickEps)) }

// play starts the clock; at the end it starts again from tick 0.
func (c *crowdClock) play() {
	if c.n == 0 {
		return
	}
	if c.t >= float64(c.n)-tickEps {
		c.t = 0
	}
	c.playing = true
}

// toggle plays when paused and pauses when playing (Space).
func (c *crowdClock) toggle() {
	if c.playing {
		c.playing = false
	} else {
		c.play()
	}
}

// step pauses and goes d whole ticks forward (d > 0) or back: from between
// two ticks, one step lands on the next one that way.
func (c *crowdClock) step(d int) {
	c.playing = false
	switch {
	case d > 0:
		c.seekTo(c.tick() + d)
	case d < 0:
		c.seekTo(c.next() + d)
	}
}

// seek goes to whole tick i (clamped); playing goes on unless it is the end.
func (c *crowdClock) seek(i int) {
	c.seekTo(i)
	if c.t >= float64(c.n) {
		c.playing = false
	}
}

func (c *crowdClock) seekTo(i int) { c.t = float64(min(max(i, 0), c.n)) }

// seekFraction goes to the whole tick at fraction f (0…1) of the plan, as
// the bar under the map does.
func (c *crowdClock) seekFraction(f float64) {
	if math.IsNaN(f) {
		return
	}
	c.seek(int(math.Round(min(max(f, 0), 1) * float64(c.n))))
}

// advance moves the time on by dt of playing; it stops at the end.
func (c *crowdClock) advance(dt time.Duration) {
	if !c.playing || dt <= 0 {
		return
	}
	c.t += dt.Seconds() * c.ticksPerSecond()
	if c.t >= float64(c.n)-tickEps {
		c.t, c.playing = float64(c.n), false
	}
}

// faster and slower double and halve the speed within its bounds.
func (c *crowdClock) faster() { c.speed = min(c.speed+1, maxCrowdExp-defCrowdExp) }
func (c *crowdClock) slower() { c.speed = max(c.speed-1, minCrowdExp-defCrowdExp) }

// setSpeed sets the speed to the power of two nearest to ticks per second
// tps, clamped.
func (c *crowdClock) setSpeed(tps float64) {
	if math.IsNaN(tps) || tps <= 0 {
		tps = MinCrowdSpeed
	}
	e := int(math.Round(math.Log2(min(tps, MaxCrowdSpeed))))
	c.speed = max(minCrowdExp, min(e, maxCrowdExp)) - defCrowdExp
}

func (c *crowdClock) ticksPerSecond() float64 { return math.Ldexp(1, c.speed+defCrowdExp) }

// speedLabel is the speed for the panel and the band: "4 ticks/s".
func (c *crowdClock) speedLabel() string { return fmt.Sprintf("%g ticks/s", c.ticksPerSecond()) }
