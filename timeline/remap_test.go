package timeline

import (
	"testing"

	"swath/pathing"
)

// stepOf finds the step of tl with the given kind, anchor rank and probe
// rank (-1 for any).
func stepOf(t *testing.T, tl *Timeline, kind StepKind, anchorNo, probe int) int {
	t.Helper()
	for i := 0; i < tl.Len(); i++ {
		v := tl.At(i)
		if v.Kind == kind && (anchorNo < 0 || v.AnchorNo == anchorNo) && (probe < 0 || v.Probe == probe) {
			return i
		}
	}
	t.Fatalf("no %v step at anchor %d probe %d", kind, anchorNo, probe)
	return -1
}

func TestRemapSameTimeline(t *testing.T) {
	for _, c := range allCases(t) {
		a, b := c.build(), c.build()
		for i := 0; i < a.Len(); i++ {
			if j := Remap(a, i, b); j != i {
				t.Fatalf("%s: step %d remaps to %d on the same plan", c.name, i, j)
			}
		}
	}
}

// Switching the strategy (binary → linear on the U vector) keeps the anchor
// and probe ranks where they exist.
func TestRemapAnchorsAndProbes(t *testing.T) {
	g := pathing.ParseGrid(uRows...)
	q := pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)}
	bin := Build(g, q)
	q.Strategy = pathing.Linear
	lin := Build(g, q)
	cases := []struct {
		name      string
		from      int
		kind      StepKind
		anchorNo  int
		probe     int
		wantIndex int
	}{
		{"P0 probe 1 stays probe 1", stepOf(t, bin, StepProbe, 0, 1), StepProbe, 0, 1, -1},
		{"P0 probe 3 → P0's last probe", stepOf(t, bin, StepProbe, 0, 3), StepProbe, 0, 1, -1},
		{"P0's choice stays a choice", stepOf(t, bin, StepChoose, 0, -1), StepChoose, 0, -1, -1},
		{"anchor 1 probe 2 → anchor 1's last probe", stepOf(t, bin, StepProbe, 1, 2), StepProbe, 1, 0, -1},
		{"anchor 2 → the last anchor's choice", stepOf(t, bin, StepProbe, 2, 0), StepChoose, 1, -1, -1},
		{"node set", bin.nodesAt, StepNodes, -1, -1, lin.nodesAt},
		{"result", bin.resultAt, StepResult, -1, -1, lin.resultAt},
		{"walk end", bin.Last(), StepWalk, -1, -1, lin.Last()},
		{"search step 3", 3, StepExpand, -1, -1, 3},
	}
	for _, c := range cases {
		j := Remap(bin, c.from, lin)
		v := lin.At(j)
		if v.Kind != c.kind || (c.anchorNo >= 0 && v.AnchorNo != c.anchorNo) || (c.probe >= 0 && v.Probe != c.probe) || (c.wantIndex >= 0 && j != c.wantIndex) {
			t.Errorf("%s: step %d remaps to %d (%v anchor %d probe %d: %s)", c.name, c.from, j, v.Kind, v.AnchorNo, v.Probe, v.Text)
		}
	}
}

// Edits that remove parts of the timeline land on the next part that exists;
// the walk keeps its fraction; the search keeps its expansion, clamped.
func TestRemapAfterEdits(t *testing.T) {
	rows := tlCases[3].rows // rooms-2x2
	q := tlCases[3].q
	g := pathing.ParseGrid(rows...)
	old := Build(g, q)

	// a wall across the map: unreachable, no smoothing, no walk
	walled := g.Clone()
	walled.Fill(pathing.Rect{MinX: 12, MinY: 0, MaxX: 12, MaxY: 9}, true)
	un := Build(walled, q)
	if un.Plan().Failure != pathing.Unreachable {
		t.Fatalf("walled map: %s", un.Plan().Err)
	}
	for _, c := range []struct {
		name     string
		from, to int
	}{
		{"smoothing → result", old.PhaseStart(PhaseSmooth) + 2, un.resultAt},
		{"node set → result", old.nodesAt, un.resultAt},
		{"walk → result", old.PhaseStart(PhaseWalk) + 3, un.Last()},
		{"search beyond the new search → its last expansion", old.Expansions() - 1, min(old.Expansions()-1, un.Expansions()-1)},
		{"search step 2 stays", 2, 2},
	} {
		if j := Remap(old, c.from, un); j != c.to {
			t.Errorf("%s: %d → %d, want %d", c.name, c.from, j, c.to)
		}
	}

	// the agent no longer fits at the start: only the result is left
	q3 := q
	q3.Agent = pathing.Footprint{L: 5, W: 5}
	blocked := Build(g, q3)
	if blocked.Len() != 1 {
		t.Fatalf("5x5 agent at %v: %d steps (%s)", q.Start, blocked.Len(), blocked.Plan().Err)
	}
	for _, i := range []int{0, old.nodesAt, old.resultAt, old.Last()} {
		if j := Remap(old, i, blocked); j != 0 {
			t.Errorf("step %d → %d on a one-step timeline", i, j)
		}
	}

	// a 1x1 agent: another route, the walk keeps its fraction
	q1 := q
	q1.Agent = pathing.Footprint{}
	small := Build(g, q1)
	mid := old.PhaseStart(PhaseWalk) + (old.Last()-old.PhaseStart(PhaseWalk))/2
	ov, nv := old.At(mid), small.At(Remap(old, mid, small))
	if nv.Kind != StepWalk || tlAbs64(nv.WalkDist/nv.WalkLen-ov.WalkDist/ov.WalkLen) > 0.5/float64(small.nWalk-1)+1e-9 {
		t.Errorf("walk at %.3f of the route remaps to %v at %.3f", ov.WalkDist/ov.WalkLen, nv.Kind, nv.WalkDist/nv.WalkLen)
	}
	if Remap(nil, 5, small) != 5 || Remap(old, 5, nil) != 0 || Remap(nil, 1<<30, small) != small.Last() {
		t.Errorf("nil timelines: %d %d", Remap(nil, 5, small), Remap(old, 5, nil))
	}
}

func tlAbs64(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
