package timeline

import (
	"math"
	"testing"
	"time"
)

const frame = time.Second / 60

func TestPlayerSpeeds(t *testing.T) {
	var p Player
	if p.Speed() != DefaultSpeed || p.Fastest() || p.SpeedLabel() != "8 steps/s" {
		t.Errorf("zero player: speed %v fastest %v label %q", p.Speed(), p.Fastest(), p.SpeedLabel())
	}
	var got []float64
	for p.Slower() {
	}
	got = append(got, p.Speed())
	for p.Faster() {
		got = append(got, p.Speed())
	}
	want := []float64{0.25, 0.5, 1, 2, 4, 8, 16, 32, 64}
	if len(got) != len(want)+1 || !p.Fastest() || p.SpeedLabel() != "max" {
		t.Fatalf("speeds %v, fastest %v, want %v then max", got, p.Fastest(), want)
	}
	for i, w := range want {
		if got[i] != w {
			t.Errorf("speed level %d = %v, want %v", i, got[i], w)
		}
	}
	if p.Faster() {
		t.Errorf("Faster beyond max")
	}
	p.Slower()
	if p.Speed() != MaxSpeed {
		t.Errorf("one slower than max = %v, want %v", p.Speed(), MaxSpeed)
	}
	for _, c := range []struct{ in, want float64 }{{0.1, 0.25}, {3, 4}, {100, 64}, {-1, 0.25}, {math.NaN(), 0.25}, {0.5, 0.5}} {
		p.SetSpeed(c.in)
		if p.Speed() != c.want || p.Fastest() {
			t.Errorf("SetSpeed(%v) = %v, want %v", c.in, p.Speed(), c.want)
		}
	}
	p.SetSpeed(math.Inf(1))
	p.Reset(10000, 0)
	if !p.Fastest() || p.Speed() != 10000/FastestSeconds {
		t.Errorf("fastest over 10000 steps: %v steps/s", p.Speed())
	}
	p.Reset(10, 0)
	if p.Speed() != 2*MaxSpeed {
		t.Errorf("fastest over 10 steps: %v steps/s", p.Speed())
	}
}

// Playback with fake time: the cursor moves by speed×elapsed steps, carries
// fractions between frames, and stops at the end.
func TestPlayerAdvance(t *testing.T) {
	var p Player
	p.Reset(100, 0)
	if p.Advance(time.Second) {
		t.Errorf("a paused player moved")
	}
	p.SetSpeed(4)
	p.Play()
	moves := 0
	for f := 0; f < 60; f++ { // one second of frames
		if p.Advance(frame) {
			moves++
		}
	}
	if p.Cursor() != 4 || moves != 4 {
		t.Errorf("1 s at 4 steps/s: cursor %d after %d moves, want 4", p.Cursor(), moves)
	}
	p.SetSpeed(0.25)
	for f := 0; f < 60*4-1; f++ {
		p.Advance(frame)
	}
	if p.Cursor() != 4 {
		t.Errorf("just under 4 s at 0.25 steps/s moved to %d", p.Cursor())
	}
	p.Advance(2 * frame)
	if p.Cursor() != 5 {
		t.Errorf("4 s at 0.25 steps/s: cursor %d, want 5", p.Cursor())
	}
	p.SetSpeed(64)
	p.Advance(time.Second / 2)
	if p.Cursor() != 37 {
		t.Errorf("0.5 s at 64 steps/s from 5: cursor %d, want 37", p.Cursor())
	}
	if !p.Advance(time.Hour) || p.Cursor() != 99 || p.Playing() {
		t.Errorf("an hour later: cursor %d playing %v, want 99 and stopped", p.Cursor(), p.Playing())
	}
	if p.Advance(time.Second) {
		t.Errorf("moved after the end")
	}
	p.Toggle() // at the end, play starts over
	if !p.Playing() || p.Cursor() != 0 {
		t.Errorf("play at the end: cursor %d playing %v", p.Cursor(), p.Playing())
	}
	p.SetSpeed(math.Inf(1))
	frames := 0
	for p.Playing() {
		p.Advance(frame)
		frames++
	}
	if p.Cursor() != 99 || frames > 60 {
		t.Errorf("fastest: %d frames to cursor %d", frames, p.Cursor())
	}
}

func TestPlayerStepSeek(t *testing.T) {
	var p Player
	p.Reset(5, 2)
	p.Play()
	if !p.Step(+1) || p.Cursor() != 3 || p.Playing() {
		t.Errorf("step +1: cursor %d playing %v, want 3 paused", p.Cursor(), p.Playing())
	}
	for k := range 3 {
		if !p.Step(-1) {
			t.Errorf("step back %d from 3 did not move: cursor %d", k+1, p.Cursor())
		}
	}
	if p.Step(-1) || p.Cursor() != 0 {
		t.Errorf("stepping back stops at 0: cursor %d", p.Cursor())
	}
	p.Play()
	if !p.Seek(3) || !p.Playing() || p.Seek(3) {
		t.Errorf("seek keeps playing and reports moves: cursor %d playing %v", p.Cursor(), p.Playing())
	}
	if !p.Seek(99) || p.Cursor() != 4 || p.Playing() {
		t.Errorf("seek past the end: cursor %d playing %v", p.Cursor(), p.Playing())
	}
	if !p.SeekFraction(0.5) || p.Cursor() != 2 || p.Fraction() != 0.5 {
		t.Errorf("seek to the middle: cursor %d fraction %v", p.Cursor(), p.Fraction())
	}
	p.SeekFraction(-3)
	if p.Cursor() != 0 {
		t.Errorf("seek before the bar: cursor %d", p.Cursor())
	}
	p.Reset(3, 7) // a shorter timeline after a rebuild
	if p.Cursor() != 2 || p.Len() != 3 {
		t.Errorf("reset to 3 steps at 7: cursor %d len %d", p.Cursor(), p.Len())
	}
	var z Player
	z.Play()
	if z.Playing() || z.Step(1) || z.Advance(time.Second) || z.Cursor() != 0 || z.Fraction() != 0 {
		t.Errorf("the empty player did something")
	}
}
