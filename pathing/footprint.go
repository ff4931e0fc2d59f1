package pathing

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Footprint is the agent's size: L columns wide, W rows tall (the paper's L and W; the pivot is left of and above the centre for even sizes).
// The zero value is a 1×1 agent.
type Footprint struct{ L, W int }

// Norm returns f with sides below 1 raised to 1, so that the zero value means 1×1.
func (f Footprint) Norm() Footprint {
	if f.L < 1 {
		f.L = 1
	}
	if f.W < 1 {
		f.W = 1
	}
	return f
}

// Left is the number of columns left of the pivot: (L-1)/2.
func (f Footprint) Left() int { return (f.Norm().L - 1) / 2 }

// Right is the number of columns right of the pivot: L-1-Left.
func (f Footprint) Right() int { n := f.Norm(); return n.L - 1 - n.Left() }

// Top is the number of rows above the pivot: (W-1)/2.
func (f Footprint) Top() int { return (f.Norm().W - 1) / 2 }

// Bottom is the number of rows below the pivot: W-1-Top.
func (f Footprint) Bottom() int { n := f.Norm(); return n.W - 1 - n.Top() }

// Cover returns the cells covered by an agent whose pivot is at p.
func (f Footprint) Cover(p Point) Rect {
	return Rect{p.X - f.Left(), p.Y - f.Top(), p.X + f.Right(), p.Y + f.Bottom()}
}

// WithArticle is "a 3x2 agent" or "an 11x2 agent": the article that goes
// with the size as it is read aloud.
func (f Footprint) WithArticle() string {
	s := f.String()
	n := strconv.Itoa(f.Norm().L)
	if n[0] == '8' || n == "11" || n == "18" {
		return "an " + s + " agent"
	}
	return "a " + s + " agent"
}

func (f Footprint) String() string { n := f.Norm(); return fmt.Sprintf("%dx%d", n.L, n.W) }

// ErrFootprintSide is ParseFootprint's error for a side below 1.
var ErrFootprintSide = errors.New("each side must be at least 1")

// ParseFootprint reads "LxW" (e.g. "3x2"); each side must be at least 1.
// The algorithm takes any size; a product's own limit is its caller's.
func ParseFootprint(s string) (Footprint, error) {
	parts := strings.Split(strings.ToLower(strings.TrimSpace(s)), "x")
	if len(parts) != 2 {
		return Footprint{}, fmt.Errorf("agent %q: want LxW, e.g. 3x2", s)
	}
	l, err1 := strconv.Atoi(parts[0])
	w, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return Footprint{}, fmt.Errorf("agent %q: want LxW with whole numbers, e.g. 3x2", s)
	}
	if l < 1 || w < 1 {
		return Footprint{}, fmt.Errorf("agent %q: %w", s, ErrFootprintSide)
	}
	return Footprint{l, w}, nil
}
