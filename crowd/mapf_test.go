package crowd

import (
	"testing"

	"swath/levels"
	"swath/pathing"
)

// mapfDir holds the MAPF benchmark's files the tests use (see its SOURCE.md).
const mapfDir = "../testdata/mapf/"

// mapfProblem is the first n queries of the random-32-32-10 scenario as
// 1×1 NPCs, on its map.
func mapfProblem(tb testing.TB, n int) Problem {
	tb.Helper()
	g, err := levels.LoadMap(mapfDir + "random-32-32-10.map")
	if err != nil {
		tb.Fatal(err)
	}
	data, err := levels.ReadFile(mapfDir + "random-32-32-10-random-1.scen")
	if err != nil {
		tb.Fatal(err)
	}
	scens, err := levels.ParseScen("random-32-32-10-random-1.scen", data)
	if err != nil {
		tb.Fatal(err)
	}
	if n > len(scens) {
		tb.Fatalf("%d agents asked, the scenario has %d", n, len(scens))
	}
	p := Problem{Grid: g}
	for i, s := range scens[:n] {
		p.NPCs = append(p.NPCs, NPC{Name: levels.DefaultNPCName(i), Agent: pathing.Footprint{L: 1, W: 1}, Start: s.Start, Goal: s.Goal})
	}
	return p
}

var mapfMethod = Auto

// TestMAPFRandom32: 100, 200 and 400 point agents of the MAPF benchmark
// on random-32-32-10 all get home, and the checker accepts every plan.
func TestMAPFRandom32(t *testing.T) {
	for _, n := range []int{100, 200, 400} {
		p := mapfProblem(t, n)
		pl := Planner{Method: mapfMethod}
		plan, err := pl.Plan(p)
		if err != nil {
			t.Fatalf("%d agents: %v", n, err)
		}
		if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
			t.Fatalf("%d agents: %v", n, err)
		}
		if !plan.Done() {
			t.Errorf("%d agents: %d arrived", n, plan.Arrived)
		}
		st := plan.Stats
		t.Logf("%d agents: %v, makespan %d, sum of costs %.1f, handover %d, %d configurations, %d PIBT calls, %d WHCA* expansions, %v", n, st.Method, plan.Makespan, plan.SumOfCosts, st.Handover, st.Configs, st.Calls, st.Expanded, st.Time)
	}
}
