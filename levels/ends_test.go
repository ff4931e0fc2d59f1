package levels

import (
	"os"
	"testing"

	"swath/pathing"
)

// TestFittingEnds: on an empty map a 2×2 agent's ends are the corners'
// placements (not the last cell, where it would reach off the map); with
// obstacles they are the nearest placements that fit.
func TestFittingEnds(t *testing.T) {
	g := pathing.NewGrid(10, 6)
	f := pathing.Footprint{L: 2, W: 2}
	s, e := FittingEnds(g, f)
	if s != pathing.Pt(0, 0) || e != pathing.Pt(8, 4) {
		t.Fatalf("empty 10x6, 2x2: ends %v %v, want (0,0) (8,4)", s, e)
	}
	f3 := pathing.Footprint{L: 3, W: 3}
	s, e = FittingEnds(g, f3)
	if s != pathing.Pt(1, 1) || e != pathing.Pt(8, 4) {
		t.Fatalf("empty 10x6, 3x3: ends %v %v, want (1,1) (8,4)", s, e)
	}
	g = pathing.ParseGrid(
		"#.........",
		"..........",
		"..........",
		"..........",
		"........#.",
		"..........",
	)
	s, e = FittingEnds(g, f)
	if !g.Fits(f, s) || !g.Fits(f, e) {
		t.Fatalf("ends %v %v do not fit", s, e)
	}
	if s != pathing.Pt(1, 0) && s != pathing.Pt(0, 1) {
		t.Fatalf("start %v, want the placement next to the corner", s)
	}
	if _, ok := NearestFit(pathing.ParseGrid("##", "##"), f, pathing.Pt(0, 0)); ok {
		t.Fatal("a full map has a placement")
	}
}

// TestPlaceImportedEnds: a Moving AI map opened for a 2×2 agent gets ends
// where it fits, or the first query of the .scen beside it; a .swath
// level keeps its own.
func TestPlaceImportedEnds(t *testing.T) {
	dir := t.TempDir()
	g := pathing.NewGrid(8, 5)
	mapPath := dir + "/m.map"
	if err := Save(mapPath, &Level{Grid: g}); err != nil {
		t.Fatal(err)
	}
	lv, err := Load(mapPath)
	if err != nil {
		t.Fatal(err)
	}
	lv.Agent = pathing.Footprint{L: 2, W: 2}
	if lv.Grid.Fits(lv.Agent, lv.Goal) {
		t.Fatalf("the test wants a goal %v where 2x2 does not fit", lv.Goal)
	}
	if msg := PlaceImportedEnds(lv, mapPath); msg == "" || !lv.Grid.Fits(lv.Agent, lv.Start) || !lv.Grid.Fits(lv.Agent, lv.Goal) {
		t.Fatalf("ends %v %v (%q): want placements that fit", lv.Start, lv.Goal, msg)
	}
	scen := "version 1\n0\tm.map\t8\t5\t1\t1\t5\t2\t5.00000000\n"
	if err := os.WriteFile(mapPath+".scen", []byte(scen), 0o644); err != nil {
		t.Fatal(err)
	}
	lv, _ = Load(mapPath)
	PlaceImportedEnds(lv, mapPath)
	if lv.Start != pathing.Pt(1, 1) || lv.Goal != pathing.Pt(5, 2) {
		t.Fatalf("with a .scen: ends %v %v, want its first query (1,1) (5,2)", lv.Start, lv.Goal)
	}
	sw := &Level{Grid: pathing.NewGrid(4, 4), Agent: pathing.Footprint{L: 2, W: 2}, Start: pathing.Pt(3, 3), Goal: pathing.Pt(0, 0)}
	if msg := PlaceImportedEnds(sw, dir+"/a.swath"); msg != "" || sw.Start != pathing.Pt(3, 3) {
		t.Fatal("a .swath level's ends moved")
	}
}
