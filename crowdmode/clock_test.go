package crowdmode

import (
	"testing"
	"time"
)

// TestCrowdClock: the clock's steps from between two ticks land on the
// next tick that way; it stays within 0…n; the speed stays in its bounds.
func TestCrowdClock(t *testing.T) {
	for _, c := range []struct {
		t    float64
		d    int
		want float64
	}{{2.5, +1, 3}, {2.5, -1, 2}, {2, +1, 3}, {2, -1, 1}, {0, -1, 0}, {10, +1, 10}, {9.999999999999, +1, 10}, {0.2, -1, 0}} {
		k := Clock{t: c.t, n: 10, playing: true}
		k.step(c.d)
		if k.t != c.want || k.playing {
			t.Errorf("step %+d from %v: %v (playing %v), want %v, paused", c.d, c.t, k.t, k.playing, c.want)
		}
	}
	var k Clock
	k.setLen(4)
	for range 20 {
		k.faster()
	}
	if k.ticksPerSecond() != MaxSpeed {
		t.Errorf("fastest: %v ticks/s", k.ticksPerSecond())
	}
	for range 20 {
		k.slower()
	}
	if k.ticksPerSecond() != MinSpeed {
		t.Errorf("slowest: %v ticks/s", k.ticksPerSecond())
	}
	k.SetSpeed(5)
	if k.speedLabel() != "4 ticks/s" {
		t.Errorf("SetSpeed 5: %s", k.speedLabel())
	}
	k.play()
	k.Advance(time.Hour)
	if k.t != 4 || k.playing {
		t.Errorf("an hour of playing: %v playing %v", k.t, k.playing)
	}
	k.setLen(2)
	if k.t != 2 {
		t.Errorf("a shorter plan: clock %v, want 2", k.t)
	}
}
