package pathing

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// TestEnumsCycle checks that Next visits every value once and comes back,
// and that each value's String parses back to itself.
func TestEnumsCycle(t *testing.T) {
	check := func(name string, n int, next func(i int) int, str func(i int) string, parse func(string) (int, error)) {
		seen := map[int]bool{}
		v := 0
		for range n {
			if seen[v] {
				t.Fatalf("%s: Next revisits %d before cycling", name, v)
			}
			seen[v] = true
			got, err := parse(str(v))
			if err != nil || got != v {
				t.Errorf("%s: parse(%q) = %d, %v; want %d", name, str(v), got, err, v)
			}
			v = next(v)
		}
		if v != 0 || len(seen) != n {
			t.Errorf("%s: %d steps of Next end at %d having seen %d values", name, n, v, len(seen))
		}
	}
	check("SearchMode", len(SearchModes()), func(i int) int { return int(SearchMode(i).Next()) },
		func(i int) string { return SearchMode(i).String() },
		func(s string) (int, error) { v, err := ParseSearchMode(s); return int(v), err })
	check("Sampling", len(Samplings()), func(i int) int { return int(Sampling(i).Next()) },
		func(i int) string { return Sampling(i).String() },
		func(s string) (int, error) { v, err := ParseSampling(s); return int(v), err })
	check("Strategy", len(Strategies()), func(i int) int { return int(Strategy(i).Next()) },
		func(i int) string { return Strategy(i).String() },
		func(s string) (int, error) { v, err := ParseStrategy(s); return int(v), err })
}

// TestResmoothEqualsPlan checks that smoothing a plan again with the other
// strategy gives what planning with that strategy gives, stuck plans included.
func TestResmoothEqualsPlan(t *testing.T) {
	g := ParseGrid(
		"..#.#......#",
		"..#.......#.",
		"......#.....",
		"#...##......",
		"..#.#.#.....",
	)
	var p Planner
	for _, mode := range SearchModes() {
		for _, agent := range []Footprint{{1, 1}, {2, 1}, {2, 2}} {
			for _, st := range Strategies() {
				q := Query{Start: Pt(1, 3), Goal: Pt(6, 0), Agent: agent, Options: Options{Search: mode, Strategy: st}}
				first := p.Plan(g, q, nil)
				got := p.Resmooth(g, first, st.Next())
				q.Strategy = st.Next()
				want := p.Plan(g, q, nil)
				got.SearchTime, got.SmoothTime, want.SearchTime, want.SmoothTime = 0, 0, 0, 0
				if got.Found != want.Found || got.Failure != want.Failure || got.StuckAt != want.StuckAt ||
					fmt.Sprint(got.Err) != fmt.Sprint(want.Err) || got.Metrics != want.Metrics || !slices.Equal(got.Waypoints, want.Waypoints) {
					t.Errorf("%v %v %v→%v: resmoothed %+v\nplanned %+v", mode, agent, st, st.Next(), got, want)
				}
			}
		}
	}
}

// TestParseFootprintHasNoProductLimit checks that the algorithm's parser
// takes any size and names a side below 1 with ErrFootprintSide.
func TestParseFootprintHasNoProductLimit(t *testing.T) {
	if f, err := ParseFootprint("40x3"); err != nil || f != (Footprint{40, 3}) {
		t.Errorf("40x3: %v, %v", f, err)
	}
	for _, s := range []string{"0x1", "2x-1"} {
		if _, err := ParseFootprint(s); !errors.Is(err, ErrFootprintSide) {
			t.Errorf("%s: %v, want ErrFootprintSide", s, err)
		}
	}
	if _, err := ParseFootprint("3 by 2"); err == nil || errors.Is(err, ErrFootprintSide) {
		t.Errorf("3 by 2: %v, want a format error", err)
	}
}

func TestFootprintWithArticle(t *testing.T) {
	for f, want := range map[Footprint]string{
		{1, 1}: "a 1x1 agent", {8, 2}: "an 8x2 agent", {11, 2}: "an 11x2 agent",
		{18, 1}: "an 18x1 agent", {16, 3}: "a 16x3 agent", {0, 0}: "a 1x1 agent",
	} {
		if got := f.WithArticle(); got != want {
			t.Errorf("%v: %q, want %q", f, got, want)
		}
	}
}

// TestOptionsSet sets every option by each of its words and reads it back.
func TestOptionsSet(t *testing.T) {
	for _, name := range []string{"search", "sampling", "farthest", "algorithm"} {
		words := OptionWords(name)
		if len(words) < 2 {
			t.Fatalf("%s: words %v", name, words)
		}
		for _, w := range words {
			var o Options
			if err := o.Set(name, w); err != nil {
				t.Fatalf("%s %s: %v", name, w, err)
			}
			got := map[string]fmt.Stringer{"search": o.Search, "sampling": o.Sampling, "farthest": o.Strategy, "algorithm": o.Algorithm}[name]
			if got.String() != w {
				t.Errorf("%s %s: set %v", name, w, got)
			}
		}
		var o Options
		if err := o.Set(name, "nonsense"); err == nil || o != (Options{}) {
			t.Errorf("%s nonsense: %v, %+v", name, err, o)
		}
	}
	var o Options
	if err := o.Set("colour", "red"); err == nil {
		t.Error("an unknown option set without error")
	}
}
