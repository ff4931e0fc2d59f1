package variant

import (
	"errors"
	"strings"
	"testing"

	"swath/pathing"
)

// uTurn is the base of the tests: the u-turn level's settings.
var uTurn = pathing.Query{Start: pathing.Pt(7, 1), Goal: pathing.Pt(15, 1), Agent: pathing.Footprint{L: 2, W: 2}}

func TestParse(t *testing.T) {
	cases := []struct {
		spec string
		want func(q *pathing.Query)
		name string
	}{
		{"farthest=linear", func(q *pathing.Query) { q.Strategy = pathing.Linear }, "farthest: linear"},
		{"sampling=paper,agent=3x3", func(q *pathing.Query) { q.Sampling, q.Agent = pathing.Paper, pathing.Footprint{L: 3, W: 3} }, "sampling: paper, agent: 3x3"},
		{" algo = jps , search=point ", func(q *pathing.Query) { q.Algorithm, q.Search = pathing.JPS, pathing.PointMode }, "search: point, algo: jps"},
		{"optimal=on", func(q *pathing.Query) { q.Optimal = true }, "optimal: on"},
		{"optimal=true,agent=2X2", func(q *pathing.Query) { q.Optimal = true }, "optimal: on"},
		{"farthest=binary", func(q *pathing.Query) {}, SameName},
		{"agent=16x1", func(q *pathing.Query) { q.Agent = pathing.Footprint{L: 16, W: 1} }, "agent: 16x1"},
	}
	for _, c := range cases {
		got, err := Parse(uTurn, c.spec)
		if err != nil {
			t.Errorf("%q: %v", c.spec, err)
			continue
		}
		want := uTurn
		c.want(&want)
		if got != want {
			t.Errorf("%q: got %+v, want %+v", c.spec, got, want)
		}
		if n := Name(uTurn, got); n != c.name {
			t.Errorf("%q: named %q, want %q", c.spec, n, c.name)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	cases := []struct {
		spec string
		kind error
		// the message names what is wrong and lists what is valid
		says []string
	}{
		{"", ErrSyntax, []string{"KEY=VALUE"}},
		{"farthest", ErrSyntax, []string{`"farthest"`, "KEY=VALUE", "search, sampling, farthest, algo, agent, optimal"}},
		{"=linear", ErrSyntax, []string{"KEY=VALUE"}},
		{"farthest=linear,", ErrSyntax, []string{`""`}},
		{"speed=2", ErrUnknownKey, []string{`"speed"`, "search, sampling, farthest, algo, agent, optimal"}},
		{"algorithm=jps", ErrUnknownKey, []string{`"algorithm"`, "algo"}},
		{"farthest=quadratic", ErrBadValue, []string{`farthest "quadratic"`, "binary or linear"}},
		{"farthest=", ErrBadValue, []string{`farthest ""`, "binary or linear"}},
		{"sampling=Exact", ErrBadValue, []string{"exact or paper"}},
		{"search=wide", ErrBadValue, []string{"aware or point"}},
		{"algo=dijkstra", ErrBadValue, []string{"astar or jps"}},
		{"agent=0x3", ErrBadValue, []string{`agent "0x3"`, "1..16"}},
		{"agent=17x1", ErrBadValue, []string{`agent "17x1"`, "1..16"}},
		{"agent=big", ErrBadValue, []string{`agent "big"`, "LxW"}},
		{"optimal=yes please", ErrBadValue, []string{"on or off"}},
		{"farthest=linear,farthest=binary", ErrRepeated, []string{"farthest is given twice"}},
		{strings.Repeat("k", 100000) + "=1", ErrUnknownKey, []string{`"` + strings.Repeat("k", 40) + `…"`}},
		{"farthest=" + strings.Repeat("v", 100000), ErrBadValue, []string{"binary or linear"}},
	}
	for _, c := range cases {
		_, err := Parse(uTurn, c.spec)
		if !errors.Is(err, c.kind) {
			t.Errorf("%q: error %v, want kind %v", c.spec, err, c.kind)
			continue
		}
		for _, s := range c.says {
			if !strings.Contains(err.Error(), s) {
				t.Errorf("%.60q: %.200q does not say %q", c.spec, err, s)
			}
		}
		if len(err.Error()) > 200 {
			t.Errorf("%.60q: a message of %d bytes", c.spec, len(err.Error()))
		}
	}
}

func TestParseAll(t *testing.T) {
	runs, err := ParseAll(uTurn, []string{"farthest=linear", "sampling=paper", "agent=3x3"})
	if err != nil || len(runs) != 4 || runs[0] != uTurn || runs[1].Strategy != pathing.Linear || runs[3].Agent.L != 3 {
		t.Fatalf("got %+v, %v", runs, err)
	}
	if _, err := ParseAll(uTurn, []string{"farthest=linear", "sampling=paper", "agent=3x3", "algo=jps"}); !errors.Is(err, ErrTooMany) || !strings.Contains(err.Error(), "at most 3") {
		t.Errorf("4 variants: %v", err)
	}
	if _, err := ParseAll(uTurn, []string{"farthest=linear", "speed=2"}); !errors.Is(err, ErrUnknownKey) {
		t.Errorf("a bad second variant: %v", err)
	}
	if runs, err := ParseAll(uTurn, nil); err != nil || len(runs) != 1 {
		t.Errorf("no variant: %v %v", runs, err)
	}
}

// Spec writes every setting as Parse reads it: parsing a query's spec on
// any base gives the query's settings back.
func TestSpecRoundTrip(t *testing.T) {
	qs := []pathing.Query{uTurn, {}}
	for _, s := range pathing.Samplings() {
		for _, st := range pathing.Strategies() {
			for _, a := range pathing.Algorithms() {
				q := uTurn
				q.Sampling, q.Strategy, q.Algorithm, q.Search, q.Optimal = s, st, a, pathing.PointMode, st == pathing.Linear
				q.Agent = pathing.Footprint{L: 3, W: 1}
				qs = append(qs, q)
			}
		}
	}
	for _, q := range qs {
		got, err := Parse(pathing.Query{Start: q.Start, Goal: q.Goal}, Spec(q))
		want := q
		want.Agent = q.Agent.Norm()
		if err != nil || got != want {
			t.Errorf("%s: got %+v, %v; want %+v", Spec(q), got, err, want)
		}
		if n := Name(q, got); n != SameName {
			t.Errorf("%s: named %q against itself", Spec(q), n)
		}
	}
	if want := "search=aware,sampling=exact,farthest=binary,algo=astar,agent=1x1,optimal=off"; Spec(pathing.Query{}) != want {
		t.Errorf("the default's spec %q, want %q", Spec(pathing.Query{}), want)
	}
}
