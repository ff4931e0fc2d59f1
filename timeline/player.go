package timeline

import (
	"fmt"
	"math"
	"time"
)

// Player speeds, in steps per second. Faster and Slower move between
// powers of two from MinSpeed to MaxSpeed, then to "as fast as possible".
const (
	MinSpeed     = 0.25
	MaxSpeed     = 64.0
	DefaultSpeed = 8.0
	// FastestSeconds is how long the whole timeline takes at the "as fast
	// as possible" speed (never slower than 2×MaxSpeed steps per second).
	FastestSeconds = 4.0
)

const (
	minSpeedExp  = -2 // log2(MinSpeed)
	maxSpeedExp  = 6  // log2(MaxSpeed)
	defSpeedExp  = 3  // log2(DefaultSpeed)
	fastestLevel = maxSpeedExp + 1
	advanceEps   = 1e-6
)

// Player is the cursor over a timeline of n steps and its playback: play,
// pause, step, seek and speed. It knows nothing of clocks: the app calls
// Advance with the frame's elapsed time, tests with fake time. The zero
// value is a paused player over an empty timeline at DefaultSpeed; call
// Reset with the timeline's length.
type Player struct {
	cursor, n int
	playing   bool
	// speed is log2(steps per second) minus defSpeedExp, so that the zero
	// value is DefaultSpeed; fastestLevel-defSpeedExp is "as fast as possible".
	speed int
	acc   float64 // fractional steps owed by Advance
}

// Reset points p at a timeline of n steps with the cursor at cursor
// (clamped), keeping the speed and whether it plays. Use it after a rebuild
// with the cursor from Remap.
func (p *Player) Reset(n, cursor int) {
	p.n = max(n, 0)
	p.acc = 0
	p.seek(cursor)
	if p.n == 0 || p.cursor == p.n-1 {
		p.playing = false
	}
}

// Len is the number of steps of the timeline.
func (p *Player) Len() int { return p.n }

// Cursor is the current step.
func (p *Player) Cursor() int { return p.cursor }

// Playing reports whether Advance moves the cursor.
func (p *Player) Playing() bool { return p.playing }

// Play starts playback; at the last step it starts again from the first.
func (p *Player) Play() {
	if p.n < 2 {
		return
	}
	if p.cursor >= p.n-1 {
		p.cursor = 0
	}
	p.playing, p.acc = true, 0
}

// Pause stops playback.
func (p *Player) Pause() { p.playing, p.acc = false, 0 }

// Toggle plays when paused and pauses when playing (Space).
func (p *Player) Toggle() {
	if p.playing {
		p.Pause()
	} else {
		p.Play()
	}
}

// Step pauses and moves the cursor by d steps (→ is +1, ← is -1), clamped;
// it reports whether the cursor moved.
func (p *Player) Step(d int) bool {
	p.Pause()
	return p.seek(p.cursor + d)
}

// Seek moves the cursor to step i (clamped), for a timeline-bar click or
// drag or a phase jump; playback goes on if it was playing, unless i is the
// last step. It reports whether the cursor moved.
func (p *Player) Seek(i int) bool {
	p.acc = 0
	moved := p.seek(i)
	if p.cursor >= p.n-1 {
		p.playing = false
	}
	return moved
}

// SeekFraction seeks to the step at fraction f (0…1) of the timeline, for a
// bar of any width.
func (p *Player) SeekFraction(f float64) bool {
	if p.n == 0 || math.IsNaN(f) {
		return false
	}
	f = math.Max(0, math.Min(1, f))
	return p.Seek(int(math.Round(f * float64(p.n-1))))
}

// Fraction is the cursor's position on the bar, 0 at the first step and 1
// at the last.
func (p *Player) Fraction() float64 {
	if p.n < 2 {
		return 0
	}
	return float64(p.cursor) / float64(p.n-1)
}

func (p *Player) seek(i int) bool {
	i = max(0, min(i, p.n-1))
	moved := i != p.cursor
	p.cursor = i
	return moved
}

// Faster doubles the speed, up to MaxSpeed and then "as fast as possible";
// it reports whether the speed changed.
func (p *Player) Faster() bool {
	if p.speed+defSpeedExp >= fastestLevel {
		return false
	}
	p.speed++
	return true
}

// Slower halves the speed (from "as fast as possible" back to MaxSpeed),
// down to MinSpeed; it reports whether the speed changed.
func (p *Player) Slower() bool {
	if p.speed+defSpeedExp <= minSpeedExp {
		return false
	}
	p.speed--
	return true
}

// SetSpeed sets the speed to the power of two nearest to stepsPerSecond,
// clamped to MinSpeed…MaxSpeed; +Inf means "as fast as possible".
func (p *Player) SetSpeed(stepsPerSecond float64) {
	if math.IsInf(stepsPerSecond, 1) {
		p.speed = fastestLevel - defSpeedExp
		return
	}
	if math.IsNaN(stepsPerSecond) || stepsPerSecond <= 0 {
		stepsPerSecond = MinSpeed
	}
	e := int(math.Round(math.Log2(stepsPerSecond)))
	p.speed = max(minSpeedExp, min(e, maxSpeedExp)) - defSpeedExp
}

// Fastest reports whether the speed is "as fast as possible".
func (p *Player) Fastest() bool { return p.speed+defSpeedExp >= fastestLevel }

// Speed is the playback rate in steps per second. "As fast as possible"
// plays the whole timeline in FastestSeconds, and at least 2×MaxSpeed.
func (p *Player) Speed() float64 {
	if p.Fastest() {
		return math.Max(2*MaxSpeed, float64(p.n)/FastestSeconds)
	}
	return math.Ldexp(1, p.speed+defSpeedExp)
}

// SpeedLabel is the speed for the panel: "0.25 steps/s" … "64 steps/s" or
// "max".
func (p *Player) SpeedLabel() string {
	if p.Fastest() {
		return "max"
	}
	return fmt.Sprintf("%g steps/s", p.Speed())
}

// Advance moves the cursor by the steps due after dt of playback and
// reports whether it moved. Playback stops at the last step.
func (p *Player) Advance(dt time.Duration) bool {
	if !p.playing || dt <= 0 {
		return false
	}
	if p.cursor >= p.n-1 {
		p.playing = false
		return false
	}
	// the epsilon absorbs the rounding of frame durations to nanoseconds
	p.acc += dt.Seconds() * p.Speed()
	if p.acc < 1-advanceEps {
		return false
	}
	k := p.n
	if p.acc < float64(p.n) {
		k = int(p.acc + advanceEps)
	}
	p.acc -= float64(k)
	p.seek(p.cursor + k)
	if p.cursor >= p.n-1 {
		p.playing, p.acc = false, 0
	}
	return true
}
