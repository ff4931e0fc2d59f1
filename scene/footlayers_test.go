package scene

import (
	"math/rand"
	"testing"

	"swath/pathing"
)

// footRandomGrid is a w×h map with about frac of its cells blocked.
func footRandomGrid(rng *rand.Rand, w, h int, frac float64) *pathing.Grid {
	g := pathing.NewGrid(w, h)
	for y := range h {
		for x := range w {
			if rng.Float64() < frac {
				g.Set(x, y, true)
			}
		}
	}
	return g
}

// bruteFoot computes the footprint layers of s from scratch, cell by cell:
// placements by Grid.Fits (a 1×1 agent in point mode), reachable by a BFS
// over them from the start, clearance by trying every square.
func bruteFoot(s *Scene) (valid, reach []bool, clear []int) {
	g := s.Grid()
	w, h := g.Width(), g.Height()
	ag := s.Selected().Agent()
	if s.Selected().Query().Options.Search == pathing.PointMode {
		ag = pathing.Footprint{L: 1, W: 1}
	}
	valid, reach, clear = make([]bool, w*h), make([]bool, w*h), make([]int, w*h)
	for y := range h {
		for x := range w {
			valid[y*w+x] = g.Fits(ag, pathing.Pt(x, y))
			for k := 1; k <= max(w, h); k++ {
				if g.Fits(pathing.Footprint{L: k, W: k}, pathing.Pt(x, y)) {
					clear[y*w+x] = k
				}
			}
		}
	}
	st := s.Selected().Start()
	if g.In(st) && valid[st.Y*w+st.X] {
		q := []pathing.Point{st}
		reach[st.Y*w+st.X] = true
		for len(q) > 0 {
			p := q[0]
			q = q[1:]
			for _, d := range []pathing.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
				n := p.Add(d)
				if g.In(n) && valid[n.Y*w+n.X] && !reach[n.Y*w+n.X] {
					reach[n.Y*w+n.X] = true
					q = append(q, n)
				}
			}
		}
	}
	return valid, reach, clear
}

// TestFootLayersFollowEdits paints random strokes and boxes, changes the
// agent, the mode and the start, undoes and redoes, with every footprint
// layer on, and after each step compares the layers with a computation from
// scratch; the cells outside FootLayers.Changes must keep their picture.
func TestFootLayersFollowEdits(t *testing.T) {
	const seed = 161616
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	const w, h = 40, 28
	s := New(Level{Grid: footRandomGrid(rng, w, h, 0.04), Agent: pathing.Footprint{L: 2, W: 3},
		Start: pathing.Pt(1, 1), Goal: pathing.Pt(w-2, h-2)})
	ly := s.Layers()
	ly.Placements, ly.Reachable, ly.Clearance, ly.Squeeze = true, true, true, true
	s.Apply(SetLayers{ly})
	s.Refresh()
	cell := func() pathing.Point { return pathing.Pt(rng.Intn(w), rng.Intn(h)) }
	type pic struct {
		valid, reach bool
		clear        int
	}
	seen := make([]pic, w*h)
	for i := range seen {
		p := pathing.Pt(i%w, i/w)
		seen[i] = pic{s.FootLayers().Placement(p), s.FootLayers().Reachable(p), s.FootLayers().Clearance(p)}
	}
	seenVer := s.Versions().Layers
	checked, squeezes := 0, 0
	for step := range 300 {
		switch rng.Intn(10) {
		case 0:
			s.Apply(KeyPress{Chord{Key: []string{"BracketRight", "BracketLeft", "Quote", "Semicolon"}[rng.Intn(4)]}})
		case 1:
			s.Apply(KeyPress{Chord{Key: "M"}})
		case 2:
			s.Apply(KeyPress{Chord{Key: "Z", Ctrl: true, Shift: rng.Intn(3) == 0}})
		case 3:
			s.Apply(Press{s.Selected().Start(), Primary}) // move the start
			p := cell()
			s.Apply(Drag{p})
			s.Apply(Release{p})
		default:
			s.Apply(SetBrush{1 + rng.Intn(3)})
			b := Secondary // erase more than paint, so that routes stay
			if rng.Intn(5) < 2 {
				b = Primary
			}
			p := cell()
			s.Apply(Press{p, b})
			for range rng.Intn(8) {
				p = pathing.Pt(min(max(p.X+rng.Intn(5)-2, 0), w-1), min(max(p.Y+rng.Intn(5)-2, 0), h-1))
				s.Apply(Drag{p})
			}
			s.Apply(Release{p})
		}
		s.Refresh()
		f := s.FootLayers()
		valid, reach, clear := bruteFoot(s)
		box, changed := f.Changes(seenVer)
		for i := range w * h {
			p := pathing.Pt(i%w, i/w)
			got := pic{f.Placement(p), f.Reachable(p), f.Clearance(p)}
			want := pic{valid[i], reach[i], clear[i]}
			if got != want {
				t.Fatalf("step %d: at %v layers say %+v, from scratch %+v\n%s", step, p, got, want, s.Grid())
			}
			in := changed && p.X >= box.MinX && p.X <= box.MaxX && p.Y >= box.MinY && p.Y <= box.MaxY
			if !in && got != seen[i] {
				t.Fatalf("step %d: %v changed from %+v to %+v outside the changed box %v (%v)", step, p, seen[i], got, box, changed)
			}
			seen[i] = got
			checked++
		}
		seenVer = s.Versions().Layers
		mx := 0
		for _, c := range clear {
			mx = max(mx, c)
		}
		if f.MaxClearance() != mx {
			t.Fatalf("step %d: max clearance %d, want %d", step, f.MaxClearance(), mx)
		}
		sq, ok := f.Squeeze()
		wsq, wok := pathing.TightestSqueeze(s.Grid(), s.Selected().Agent(), s.Selected().Plan().Waypoints)
		wok = wok && s.Selected().Plan().Found
		if ok != wok || (ok && sq != wsq) {
			t.Fatalf("step %d: squeeze %+v %v, want %+v %v", step, sq, ok, wsq, wok)
		}
		if ok {
			squeezes++
		}
	}
	if squeezes < 30 {
		t.Fatalf("only %d steps had a route with a squeeze: the test exercises too little", squeezes)
	}
	t.Logf("%d cells checked, %d squeezes", checked, squeezes)
}

// TestFootLayersOffComputeNothing checks that layers that are off answer
// their zero values and that turning one off bumps Versions.Layers (its
// cells change picture).
func TestFootLayersOffComputeNothing(t *testing.T) {
	g := pathing.ParseGrid(
		"......",
		"..#...",
		"......",
	)
	s := New(Level{Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(5, 2)})
	f := s.FootLayers()
	if f.Clearance(pathing.Pt(0, 0)) != 0 || f.Placement(pathing.Pt(0, 0)) || f.Reachable(pathing.Pt(0, 0)) {
		t.Fatal("layers that are off answer non-zero values")
	}
	if _, ok := f.Squeeze(); ok {
		t.Fatal("squeeze shown while its layer is off")
	}
	v0 := s.Versions().Layers
	s.Apply(KeyPress{Chord{Key: "F9"}})
	if !s.Layers().Clearance {
		t.Fatal("F9 did not turn the clearance layer on")
	}
	if got := f.Clearance(pathing.Pt(0, 0)); got != 2 {
		t.Fatalf("clearance at (0,0) = %d, want 2", got)
	}
	v1 := s.Versions().Layers
	if v1 == v0 {
		t.Fatal("turning the clearance layer on did not bump Versions.Layers")
	}
	s.Apply(KeyPress{Chord{Key: "F9"}})
	if s.Versions().Layers == v1 || f.Clearance(pathing.Pt(0, 0)) != 0 {
		t.Fatal("turning the clearance layer off did not clear it or bump Versions.Layers")
	}
	s.Apply(Hover{Cell: pathing.Pt(0, 0), In: true})
	s.Apply(KeyPress{Chord{Key: "F9"}})
	if st := s.Status(); !contains(st, "clearance 2") {
		t.Fatalf("status %q does not show the hovered cell's clearance", st)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestFootCellLayersStepAsideInTheTimeline opens the step-through view with
// the clearance layer on: its cells go plain (the view colours cells its
// own way) and come back when the view closes, each time with a new
// Versions.Layers.
func TestFootCellLayersStepAsideInTheTimeline(t *testing.T) {
	s := New(Level{Grid: pathing.NewGrid(8, 5), Agent: pathing.Footprint{L: 1, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(7, 4)})
	s.Apply(KeyPress{Chord{Key: "F9"}})
	s.Refresh()
	p := pathing.Pt(3, 2)
	if got := s.FootLayers().Clearance(p); got != 5 {
		t.Fatalf("clearance at %v = %d, want 5", p, got)
	}
	for _, c := range []struct {
		shown bool
		want  int
	}{{true, 0}, {false, 5}} {
		v := s.Versions().Layers
		s.Apply(KeyPress{Chord{Key: "T"}})
		s.Refresh()
		if s.TimelineShown() != c.shown {
			t.Fatalf("T: timeline shown %v, want %v", s.TimelineShown(), c.shown)
		}
		if got := s.FootLayers().Clearance(p); got != c.want || s.Versions().Layers == v {
			t.Fatalf("timeline shown %v: clearance %d (want %d), layers version %d → %d", c.shown, got, c.want, v, s.Versions().Layers)
		}
	}
}
