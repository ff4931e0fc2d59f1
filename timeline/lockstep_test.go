package timeline

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/variant"
)

// paneCases are random maps (fixed seed, logged), each planned under two
// to four settings: the panes of a split view.
func paneCases(t *testing.T, seed int64, n int) [][]*Timeline {
	t.Logf("panes on random maps: seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	var out [][]*Timeline
	for _, c := range randomCases(t, seed, n) {
		g := pathing.ParseGrid(c.rows...)
		panes := []*Timeline{Build(g, c.q)}
		for range 1 + r.Intn(3) {
			q := c.q
			switch r.Intn(5) {
			case 0:
				q.Strategy = q.Strategy.Next()
			case 1:
				q.Sampling = q.Sampling.Next()
			case 2:
				q.Algorithm = pathing.JPS
			case 3:
				q.Optimal = true
			case 4:
				q.Agent = pathing.Footprint{L: 1 + r.Intn(3), W: 1 + r.Intn(3)}
			}
			panes = append(panes, Build(g, q))
		}
		out = append(out, panes)
	}
	return out
}

// checkLockstep checks ls on its panes: at every aligned position each pane
// that has the segment is in it (the same phase, the same anchor, a probe
// or the choice as the others), each pane's step never goes back, every
// step of every pane is shown somewhere and Pos finds the first position
// showing it; the boundaries are the segments' starts.
func checkLockstep(t *testing.T, name string, ls *Lockstep, panes []*Timeline) {
	t.Helper()
	total := 0
	for _, tl := range panes {
		total = max(total, tl.Len())
	}
	if ls.Len() < total {
		t.Fatalf("%s: %d aligned positions, fewer than a pane's %d steps", name, ls.Len(), total)
	}
	prev := make([]int, len(panes))
	seen := make([]map[int]bool, len(panes))
	for i := range seen {
		prev[i], seen[i] = -1, map[int]bool{}
	}
	for pos := range ls.Len() {
		w := ls.Where(pos)
		for i, tl := range panes {
			s := ls.Step(i, pos)
			if s < prev[i] || s < 0 || s >= tl.Len() {
				t.Fatalf("%s: pane %d at %d (%v) shows step %d after %d (of %d)", name, i, pos, w, s, prev[i], tl.Len())
			}
			first := !seen[i][s]
			prev[i], seen[i][s] = s, true
			v := tl.At(s)
			has := tl.PhaseStart(w.Phase) >= 0 && (w.Anchor < 0 || w.Anchor < tl.Anchors())
			if w.String() == "node set" {
				has = tl.nodesAt >= 0
			}
			if !has {
				continue // holding
			}
			if p := ls.Pos(i, s); first && p != pos && !(v.Kind == StepChoose && p == pos+w.Len-1-w.Offset) {
				t.Fatalf("%s: pane %d first shows step %d at %d (%v), Pos says %d", name, i, s, pos, w, p)
			}
			if v.Phase != w.Phase || (w.Anchor >= 0 && v.AnchorNo != w.Anchor) {
				t.Fatalf("%s: pane %d at %d (%v) shows step %d: %v, anchor %d", name, i, pos, w, s, v.Phase, v.AnchorNo)
			}
			if w.Anchor >= 0 && (v.Kind == StepChoose) != w.Choice {
				t.Fatalf("%s: pane %d at %d (%v) shows a %v", name, i, pos, w, v.Kind)
			}
			if w.Phase != PhaseSmooth && w.Phase != PhaseResult && w.String() != "node set" && s-tl.PhaseStart(w.Phase) != min(w.Offset, countOf(tl, w.Phase)-1) {
				t.Fatalf("%s: pane %d at %d (%v) shows step %d of its phase from %d", name, i, pos, w, s, tl.PhaseStart(w.Phase))
			}
		}
	}
	for i, tl := range panes {
		if len(seen[i]) != tl.Len() {
			t.Fatalf("%s: pane %d shows %d of its %d steps", name, i, len(seen[i]), tl.Len())
		}
		for s := range tl.Len() {
			if p := ls.Pos(i, s); ls.Step(i, p) != s || ls.Where(p).Phase != tl.At(s).Phase {
				t.Fatalf("%s: pane %d's step %d (%v) is at %d (%v), which shows %d", name, i, s, tl.At(s).Phase, p, ls.Where(p), ls.Step(i, p))
			}
		}
	}
	for _, b := range ls.Boundaries() {
		if b > 0 && ls.Where(b-1).String() == ls.Where(b).String() && ls.Where(b).Offset != 0 {
			t.Fatalf("%s: boundary %d is inside a segment", name, b)
		}
		if w := ls.Where(b); w.Offset != 0 {
			t.Fatalf("%s: boundary %d at offset %d of %v", name, b, w.Offset, w)
		}
	}
}

// countOf is the number of steps of phase ph in tl, for a phase stepped
// one for one (search expansions, walk, shortest route).
func countOf(tl *Timeline, ph Phase) int {
	switch ph {
	case PhaseSearch:
		return tl.nExp
	case PhaseWalk:
		return tl.nWalk
	case PhaseOptimal:
		return len(tl.opt.vertex)
	}
	return 1
}

// Lockstep on random plans under two to four settings: each pane stays in
// the same phase and anchor, reaches every step, and stepping forward then
// back gives the same views.
func TestLockstepRandomPlans(t *testing.T) {
	var anchorsDiffer, optimal, noSearch, jps int
	for n, panes := range paneCases(t, 20261205, 16) {
		ls := NewLockstep(panes...)
		for _, tl := range panes[1:] {
			if tl.Anchors() != panes[0].Anchors() {
				anchorsDiffer++
			}
		}
		for _, tl := range panes {
			switch {
			case tl.OptimalExpansions() > 0:
				optimal++
			case tl.PhaseStart(PhaseSearch) < 0:
				noSearch++
			case tl.Query().Algorithm == pathing.JPS:
				jps++
			}
		}
		name := fmt.Sprintf("case %d (%d panes)", n, len(panes))
		checkLockstep(t, name, ls, panes)
		var p Player
		p.Reset(ls.Len(), 0)
		views := func() []StepView {
			var vs []StepView
			for i, tl := range panes {
				vs = append(vs, tl.At(ls.Step(i, p.Cursor())))
			}
			return vs
		}
		var forward [][]StepView
		for {
			forward = append(forward, views())
			if !p.Step(1) {
				break
			}
		}
		for k := len(forward) - 1; k >= 0; k-- {
			if got := views(); !reflect.DeepEqual(got, forward[k]) {
				t.Fatalf("%s: stepping back to %d shows other views than forward", name, k)
			}
			p.Step(-1)
		}
		for pos := 0; pos < ls.Len(); pos = ls.NextPhase(pos) {
			if pb := ls.PrevPhase(ls.NextPhase(pos)); pb != pos && ls.NextPhase(pos) != ls.Len()-1 {
				t.Fatalf("%s: PrevPhase(NextPhase(%d)) = %d", name, pos, pb)
			}
			if ls.NextPhase(pos) == pos {
				break
			}
		}
	}
	t.Logf("%d panes with other anchors than the first, %d with the shortest route's steps, %d without a search, %d JPS", anchorsDiffer, optimal, noSearch, jps)
	if anchorsDiffer == 0 || optimal == 0 || jps == 0 {
		t.Errorf("the random panes miss a kind of difference: the checks checked less than they say")
	}
}

// A lockstep of one timeline is the timeline.
func TestLockstepOnePane(t *testing.T) {
	for _, c := range allCases(t) {
		tl := c.build()
		ls := NewLockstep(tl)
		if ls.Len() != tl.Len() {
			t.Fatalf("%s: %d positions for %d steps", c.name, ls.Len(), tl.Len())
		}
		for s := range tl.Len() {
			if ls.Step(0, s) != s || ls.Pos(0, s) != s {
				t.Fatalf("%s: step %d is at %d, Pos %d", c.name, s, ls.Step(0, s), ls.Pos(0, s))
			}
		}
		if !slices.Equal(ls.Boundaries(), tl.Boundaries()) && len(tl.Boundaries()) > 0 {
			t.Errorf("%s: boundaries %v, the timeline's %v", c.name, ls.Boundaries(), tl.Boundaries())
		}
	}
}

// On the U vector binary search tests 4 nodes from P0 where linear tests
// 2: linear holds its last probe while binary goes on, and both choose at
// the anchor's last position; a blocked pane holds its only step.
func TestLockstepAlignsProbes(t *testing.T) {
	g := pathing.ParseGrid(uRows...)
	q := pathing.Query{Start: pathing.Pt(1, 3), Goal: pathing.Pt(6, 0)}
	bin := Build(g, q)
	q.Strategy = pathing.Linear
	lin := Build(g, q)
	blocked := Build(pathing.ParseGrid("#...", "...."), pathing.Query{Start: pathing.Pt(0, 0), Goal: pathing.Pt(3, 1)})
	ls := NewLockstep(bin, lin, blocked, nil)
	start := ls.Pos(0, bin.smoothAt)
	binProbes := int(bin.groups[1].probeStart - bin.groups[0].probeStart)
	linProbes := int(lin.groups[1].probeStart - lin.groups[0].probeStart)
	if binProbes <= linProbes {
		t.Fatalf("P0: binary %d probes, linear %d; want binary more", binProbes, linProbes)
	}
	for o := 0; o <= binProbes; o++ {
		pos := start + o
		vb, vl := bin.At(ls.Step(0, pos)), lin.At(ls.Step(1, pos))
		wantLin := min(o, linProbes-1)
		switch {
		case o == binProbes:
			if vb.Kind != StepChoose || vl.Kind != StepChoose || vb.AnchorNo != 0 || vl.AnchorNo != 0 {
				t.Errorf("anchor 0's last position: %v and %v, want both choices", vb.Kind, vl.Kind)
			}
		case vb.Kind != StepProbe || vb.Probe != o || vl.Kind != StepProbe || vl.Probe != wantLin:
			t.Errorf("anchor 0, position %d: binary %v %d, linear %v %d; want probes %d and %d", o, vb.Kind, vb.Probe, vl.Kind, vl.Probe, o, wantLin)
		}
		if w := ls.Where(pos); w.Anchor != 0 || w.Choice != (o == binProbes) {
			t.Errorf("position %d: %v", pos, w)
		}
		if ls.Step(2, pos) != 0 || ls.Step(3, pos) != -1 {
			t.Errorf("position %d: the blocked pane at %d, the empty one at %d; want 0 and -1", pos, ls.Step(2, pos), ls.Step(3, pos))
		}
	}
	if got := ls.Where(start + 1).String(); got != "anchor 0, probe 1" {
		t.Errorf("label %q", got)
	}
	if got := ls.Where(start + binProbes).String(); got != "anchor 0, choice" {
		t.Errorf("label %q", got)
	}
}

// Rebuilding a pane (an edit) keeps the shared cursor at the same anchor
// and probe where the new plan has them.
func TestLockstepRemap(t *testing.T) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	q := lv.Query()
	bin := Build(lv.Grid, q)
	q.Strategy = pathing.Linear
	lin := Build(lv.Grid, q)
	old := NewLockstep(bin, lin)
	g := lv.Grid.Clone()
	g.Set(20, 12, true) // far from the route: the same plan, redrawn
	edited := NewLockstep(bin, Build(g, q))
	for pos := range old.Len() {
		if got := edited.Remap(old, pos); got != pos {
			t.Fatalf("an edit that changes no plan moves %d (%v) to %d", pos, old.Where(pos), got)
		}
	}
	q.Agent = pathing.Footprint{L: 1, W: 1}
	small := NewLockstep(bin, Build(lv.Grid, q)) // another search, other anchors
	for pos := range old.Len() {
		w, nw := old.Where(pos), small.Where(small.Remap(old, pos))
		if w.Phase != nw.Phase && !(w.Phase == PhaseSmooth && nw.Phase == PhaseResult) {
			t.Fatalf("%d (%v) remaps to %v", pos, w, nw)
		}
		if w.Anchor >= 0 && nw.Anchor >= 0 && (nw.Anchor != w.Anchor || nw.Choice != w.Choice || (!w.Choice && nw.Offset != min(w.Offset, nw.Len-2))) {
			t.Fatalf("%d (%v) remaps to %v", pos, w, nw)
		}
	}
}

// The teaching levels' lessons side by side: on u-turn binary (5
// waypoints) and linear (4) part at anchor 0's choice, (8,5) against
// (9,9); on corner the paper's sampling accepts P0→P12, which clips the
// block's corner (8,11) the exact sampling sees, then both choose
// differently at anchor 0.
func TestLockstepTeachingLevels(t *testing.T) {
	cases := []struct {
		level string
		edit  func(q *pathing.Query)
		check func(t *testing.T, ls *Lockstep, key []int)
	}{
		{"u-turn", func(q *pathing.Query) { q.Strategy = pathing.Linear }, func(t *testing.T, ls *Lockstep, key []int) {
			if len(key) != 1 {
				t.Fatalf("key positions %v, want one (the choice)", key)
			}
			a, b := ls.Timeline(0).At(ls.Step(0, key[0])), ls.Timeline(1).At(ls.Step(1, key[0]))
			if a.Kind != StepChoose || b.Kind != StepChoose || a.AnchorNo != 0 || b.AnchorNo != 0 || a.TCell != pathing.Pt(8, 5) || b.TCell != pathing.Pt(9, 9) {
				t.Errorf("at %d: %s | %s", key[0], a.Text, b.Text)
			}
			if ls.Timeline(0).Plan().Metrics.Waypoints != 5 || ls.Timeline(1).Plan().Metrics.Waypoints != 4 {
				t.Errorf("waypoints %d and %d, want 5 and 4", ls.Timeline(0).Plan().Metrics.Waypoints, ls.Timeline(1).Plan().Metrics.Waypoints)
			}
		}},
		{"corner", func(q *pathing.Query) { q.Sampling = pathing.Exact }, func(t *testing.T, ls *Lockstep, key []int) {
			if len(key) != 2 {
				t.Fatalf("key positions %v, want two (the verdict, the choice)", key)
			}
			a, b := ls.Timeline(0).At(ls.Step(0, key[0])), ls.Timeline(1).At(ls.Step(1, key[0]))
			if a.Kind != StepProbe || b.Kind != StepProbe || a.T != b.T || !a.Visible || b.Visible || !a.Samplings.PaperAccepts ||
				!slices.Contains(a.Samplings.MissedHits, pathing.Pt(8, 11)) || !slices.Contains(b.Hits, pathing.Pt(8, 11)) {
				t.Errorf("at %d: %s | %s", key[0], a.Text, b.Text)
			}
			a, b = ls.Timeline(0).At(ls.Step(0, key[1])), ls.Timeline(1).At(ls.Step(1, key[1]))
			if a.Kind != StepChoose || b.Kind != StepChoose || a.TCell != pathing.Pt(4, 15) || b.TCell != pathing.Pt(4, 13) {
				t.Errorf("at %d: %s | %s", key[1], a.Text, b.Text)
			}
		}},
	}
	for _, c := range cases {
		lv, err := levels.LoadBuiltin(c.level)
		if err != nil {
			t.Fatal(err)
		}
		q := lv.Query()
		own := Build(lv.Grid, q)
		c.edit(&q)
		ls := NewLockstep(own, Build(lv.Grid, q))
		key := ls.KeyPositions()
		t.Logf("%s: key positions %v (1-based %v), %d aligned positions", c.level, key, plus1(key), ls.Len())
		t.Run(c.level, func(t *testing.T) { c.check(t, ls, key) })
		if same := NewLockstep(own, Build(lv.Grid, lv.Query())); len(same.Divergences()) != 0 {
			t.Errorf("%s: the same settings twice diverge: %v", c.level, same.Divergences())
		}
	}
}

func plus1(xs []int) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = x + 1
	}
	return out
}

// The first choice the panes disagree on is the anchor where
// variant.Compare finds their routes part, on random plans whose panes all
// have a route.
func TestLockstepChoiceIsWhereRoutesPart(t *testing.T) {
	checked := 0
	for n, panes := range paneCases(t, 20261206, 24) {
		var plans []pathing.Plan
		for _, tl := range panes {
			if !tl.Plan().Found {
				plans = nil
				break
			}
			plans = append(plans, *tl.Plan())
		}
		if plans == nil {
			continue
		}
		want := variant.Compare(panes[0].Grid(), plans).FirstAnchor
		got := -1
		for _, d := range NewLockstep(panes...).Divergences() {
			if d.Kind == DivergeChoice {
				got = d.Anchor
				break
			}
		}
		if got != want {
			t.Errorf("case %d: the first choice that differs is at anchor %d, the routes part at %d", n, got, want)
		}
		if want >= 0 {
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no random panes' routes part: nothing checked")
	}
	t.Logf("%d cases whose routes part", checked)
}
