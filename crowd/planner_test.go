package crowd

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"swath/pathing"
)

// TestValidate: bad problems are refused with errors naming the NPCs,
// the cell or the value at fault.
func TestValidate(t *testing.T) {
	g := pathing.NewGrid(6, 4)
	pt := pathing.Pt
	for _, c := range []struct {
		name string
		npcs []NPC
		is   error
		want string
	}{
		{"no NPCs", nil, ErrNoNPCs, "no NPCs"},
		{"bigger than the map", []NPC{{Name: "ogre", Agent: pathing.Footprint{L: 7, W: 1}, Start: pt(3, 1), Goal: pt(3, 1)}}, ErrTooBig, `NPC "ogre": a 7x1 agent is bigger than the map 6x4`},
		{"taller than the map", []NPC{{Agent: pathing.Footprint{L: 1, W: 5}}}, ErrTooBig, "NPC 1: a 1x5 agent is bigger than the map 6x4"},
		{"start off the map", []NPC{{Name: "a", Start: pt(6, 0)}}, ErrOffMap, `NPC "a": start (6,0) is off the map 6x4`},
		{"goal off the map", []NPC{{Name: "a", Goal: pt(0, -1)}}, ErrOffMap, `NPC "a": goal (0,-1) is off the map 6x4`},
		{"overlapping starts", []NPC{
			{Name: "cart", Agent: three, Start: pt(1, 1), Goal: pt(4, 2)},
			{Name: "imp", Start: pt(2, 2), Goal: pt(0, 3)},
		}, ErrOverlap, `NPCs "cart" and "imp": their starts overlap at (2,2)`},
		{"overlapping goals", []NPC{
			{Name: "a", Start: pt(0, 0), Goal: pt(3, 3)},
			{Name: "b", Start: pt(5, 0), Goal: pt(5, 3)},
			{Name: "c", Agent: two, Start: pt(2, 0), Goal: pt(4, 2)},
		}, ErrOverlap, `NPCs "b" and "c": their goals overlap at (5,3)`},
	} {
		err := (&Problem{Grid: g, NPCs: c.npcs}).Validate()
		if !errors.Is(err, c.is) || err.Error() != c.want {
			t.Errorf("%s: got %v, want %q (%v)", c.name, err, c.want, c.is)
		}
		var pl Planner
		if _, perr := pl.Plan(Problem{Grid: g, NPCs: c.npcs}); !errors.Is(perr, c.is) {
			t.Errorf("%s: Plan's error %v, want %v", c.name, perr, c.is)
		}
	}
	var oe *OverlapError
	err := (&Problem{Grid: g, NPCs: []NPC{{Start: pt(1, 1)}, {Agent: two, Start: pt(0, 0), Goal: pt(4, 2)}}}).Validate()
	if !errors.As(err, &oe) || oe.A != 0 || oe.B != 1 || oe.Cell != pt(1, 1) || oe.Ends != "starts" {
		t.Errorf("got %#v, want NPCs 0 and 1 at (1,1)", err)
	}
}

// TestOneNPCTakesItsShortestRoute: alone, an NPC's route costs what the
// single-agent A* finds (every method).
func TestOneNPCTakesItsShortestRoute(t *testing.T) {
	g := pathing.ParseGrid(
		".............",
		".####..####..",
		".#........#..",
		".#.######.#..",
		".............",
	)
	var s pathing.Searcher
	for _, m := range []Method{Auto, LaCAM, WHCA, PIBT} {
		for _, npc := range []NPC{
			{Agent: one, Start: pathing.Pt(2, 2), Goal: pathing.Pt(12, 0)},
			{Agent: pathing.Footprint{L: 2, W: 1}, Start: pathing.Pt(0, 0), Goal: pathing.Pt(2, 4)},
		} {
			pl := Planner{Method: m}
			plan, err := pl.Plan(Problem{Grid: g, NPCs: []NPC{npc}})
			if err != nil {
				t.Fatal(err)
			}
			want := s.Search(g, npc.Agent, pathing.Aware, npc.Start, npc.Goal, nil).Cost
			if got := plan.Routes[0].Cost; !plan.Done() || math.Abs(got-want) > 1e-9 || plan.Routes[0].Waits != 0 || want < 5 {
				t.Errorf("%v, %v: cost %v with %d waits (arrived %v), want %v", m, npc.Agent, got, plan.Routes[0].Waits, plan.Done(), want)
			}
		}
	}
}

// TestUnreachableAndBlocked: an NPC whose goal its footprint cannot reach,
// or whose goal or start does not fit, does not arrive and says why; the
// others do.
func TestUnreachableAndBlocked(t *testing.T) {
	c := asciiCrowd{rows: []string{
		"########",
		"#A..#a.#",
		"#..C#..#",
		"#c..#..#",
		"#b...B.#",
		"########",
	}, sizes: map[byte]pathing.Footprint{'A': two}}
	p := c.problem()
	p.NPCs = append(p.NPCs,
		NPC{Name: "D", Agent: two, Start: pathing.Pt(6, 1), Goal: pathing.Pt(6, 4)},
		NPC{Name: "E", Start: pathing.Pt(1, 4), Goal: pathing.Pt(4, 1)})
	var pl Planner
	plan, err := pl.Plan(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"A": "goal unreachable for a 2x2",
		"B": "",
		"C": "",
		"D": "start blocked: a 2x2 agent at (6,1) overlaps the obstacle at (7,1)",
		"E": "goal blocked: a 1x1 agent at (4,1) overlaps the obstacle at (4,1)",
	}
	for i, n := range p.NPCs {
		if got := plan.Routes[i].Why; got != want[n.Name] || plan.Routes[i].Arrived != (got == "") {
			t.Errorf("%s: why %q (arrived %v), want %q\n%s", n.Name, got, plan.Routes[i].Arrived, want[n.Name], drawPlan(p, plan))
		}
	}
}

// TestDeterministic: the same problem gives the same plan, on a fresh
// planner or a reused one, for every method.
func TestDeterministic(t *testing.T) {
	p := mapfProblem(t, 80)
	for _, m := range []Method{Auto, LaCAM, WHCA, PIBT} {
		p.MaxTicks = 200
		reused := Planner{Method: m}
		var first *Plan
		for k := range 3 {
			pl := &reused
			if k == 1 {
				pl = &Planner{Method: m}
			}
			plan, err := pl.Plan(p)
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = plan
				continue
			}
			for i := range plan.Routes {
				if !slices.Equal(plan.Routes[i].Path, first.Routes[i].Path) {
					t.Fatalf("%v: run %d: NPC %d's path differs", m, k, i)
				}
			}
		}
	}
}

// TestStop: a planner whose Stop says yes gives up at once with
// ErrStopped, from the distance tables, WHCA* or LaCAM; and it asks often
// (at least once a tick of the plan).
func TestStop(t *testing.T) {
	p := mapfProblem(t, 80)
	p.MaxTicks = 300 // PIBT alone may cycle
	for _, m := range []Method{Auto, LaCAM, WHCA, PIBT} {
		asked := 0
		pl := Planner{Method: m, Stop: func() bool { asked++; return false }}
		plan, err := pl.Plan(p)
		if err != nil {
			t.Fatal(err)
		}
		if asked < plan.Makespan {
			t.Errorf("%v: asked %d times over %d ticks", m, asked, plan.Makespan)
		}
		for _, at := range []int{1, asked / 2, asked} {
			n := 0
			pl.Stop = func() bool { n++; return n >= at }
			if _, err := pl.Plan(p); !errors.Is(err, ErrStopped) || n != at {
				t.Errorf("%v: stop at question %d of %d: err %v after %d questions", m, at, asked, err, n)
			}
		}
	}
}

// TestStopInDistanceTables: the distance tables ask too, so a big map's
// plan stops before its tables are done.
func TestStopInDistanceTables(t *testing.T) {
	g := pathing.NewGrid(300, 300)
	p := Problem{Grid: g, NPCs: []NPC{{Start: pathing.Pt(0, 0), Goal: pathing.Pt(299, 299)}}}
	n := 0
	pl := Planner{Stop: func() bool { n++; return true }}
	if _, err := pl.Plan(p); !errors.Is(err, ErrStopped) || n != 1 {
		t.Errorf("err %v after %d questions, want ErrStopped after 1", err, n)
	}
}

// TestTooLarge: the distance tables' memory is bounded; a crowd that
// would need more is refused, saying how much.
func TestTooLarge(t *testing.T) {
	g := pathing.NewGrid(200, 200)
	var p Problem
	p.Grid = g
	for i := range 40 {
		p.NPCs = append(p.NPCs, NPC{Start: pathing.Pt(i, 0), Goal: pathing.Pt(i, 199)})
	}
	pl := Planner{MaxBytes: 4 << 20}
	_, err := pl.Plan(p)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "a crowd of 40 NPCs on a 200x200 map") {
		t.Errorf("got %v", err)
	}
}

// TestReplan: re-planning from a tick keeps the ticks before it, starts
// every NPC where the plan had it, and plans around a wall painted since
// (the spliced plan passes the checker on the new map from that tick).
func TestReplan(t *testing.T) {
	c := craftedCrowds[1] // the door
	p := c.problem()
	var pl Planner
	plan, err := pl.Plan(p)
	if err != nil {
		t.Fatal(err)
	}
	const from = 6
	// a wall of 3 cells across the right room that no NPC stands on at
	// tick from, but one passes later
	g := p.Grid.Clone()
	wall := pathing.Rect{}
	found := false
	for y := 1; y < g.Height()-1 && !found; y++ {
		for x := 7; x+2 < g.Width()-1 && !found; x++ {
			wall = pathing.Rect{MinX: x, MinY: y, MaxX: x + 2, MaxY: y}
			clear, later := true, false
			for i, n := range p.NPCs {
				if overlap(wall, n.Agent.Norm().Cover(plan.At(i, from))) || overlap(wall, n.Agent.Norm().Cover(n.Goal)) {
					clear = false
				}
				for tk := from + 1; tk <= plan.Makespan; tk++ {
					later = later || overlap(wall, n.Agent.Norm().Cover(plan.At(i, tk)))
				}
			}
			found = clear && later
		}
	}
	if !found {
		t.Fatal("no wall to paint")
	}
	g.Fill(wall, true)
	q := p
	q.Grid = g
	again, err := pl.Replan(plan, q, from)
	if err != nil {
		t.Fatal(err)
	}
	if again.Stats.From != from {
		t.Errorf("From %d, want %d", again.Stats.From, from)
	}
	rest := q
	rest.NPCs = slices.Clone(p.NPCs)
	cut := &Plan{Routes: make([]Route, len(p.NPCs))}
	for i := range p.NPCs {
		for tk := 0; tk <= from; tk++ {
			if again.At(i, tk) != plan.At(i, tk) {
				t.Fatalf("NPC %d at tick %d: %v, the first plan had %v", i, tk, again.At(i, tk), plan.At(i, tk))
			}
		}
		rest.NPCs[i].Start = plan.At(i, from)
		r := again.Routes[i]
		r.Path = r.Path[min(from, len(r.Path)-1):]
		cut.Routes[i] = r
		cut.Makespan = max(cut.Makespan, len(r.Path)-1)
	}
	if err := checkPlan(g, rest.NPCs, cut); err != nil {
		t.Fatalf("after tick %d: %v\n%s", from, err, drawPlan(rest, cut))
	}
	if !again.Done() {
		t.Errorf("%d of %d home after the re-plan\n%s", again.Arrived, len(p.NPCs), drawPlan(q, again))
	}
	if _, err := pl.Replan(plan, Problem{Grid: g, NPCs: p.NPCs[:2]}, from); err == nil {
		t.Error("a re-plan for fewer NPCs than the plan has: no error")
	}
}
