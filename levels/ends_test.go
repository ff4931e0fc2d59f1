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

// TestFittingEndsJoined: when the corners' placements lie in regions no
// route joins (outside a town's wall, and a pocket), the ends are the
// largest region's placements nearest the corners, and a route joins them.
func TestFittingEndsJoined(t *testing.T) {
	g := pathing.ParseGrid(
		"..........",
		".########.",
		".#......#.",
		".#......#.",
		".#......#.",
		".########.",
		"........##",
		"........##",
		"........#.",
	)
	f := pathing.Footprint{L: 1, W: 1}
	s, e := FittingEnds(g, f)
	if s != pathing.Pt(0, 0) || e != pathing.Pt(7, 8) {
		t.Fatalf("ends %v %v, want (0,0) and (7,8): the outside ring and not the pocket at (9,8)", s, e)
	}
	var sr pathing.Searcher
	var r pathing.Regions
	sr.Regions(g, f, pathing.Aware, &r)
	if !r.Connected(s, e) {
		t.Fatalf("no route joins %v and %v", s, e)
	}
	// a 2x2 agent fits only below the wall and inside it: the larger,
	// below, has both ends
	f2 := pathing.Footprint{L: 2, W: 2}
	s, e = FittingEnds(g, f2)
	sr.Regions(g, f2, pathing.Aware, &r)
	if !g.Fits(f2, s) || !g.Fits(f2, e) || !r.Connected(s, e) || s == e {
		t.Fatalf("2x2: ends %v %v: want two placements a route joins", s, e)
	}
	if s != pathing.Pt(0, 6) || e != pathing.Pt(6, 7) {
		t.Fatalf("2x2: ends %v %v, want (0,6) and (6,7) below the wall", s, e)
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
	// a walled town whose first and last free cells lie in pockets no
	// route joins: the ends move into the largest region, and a route
	// joins them; ends a file names stay
	town := pathing.ParseGrid(
		".#######",
		"##.....#",
		"#......#",
		"#.....##",
		"#######.",
	)
	lv = &Level{Grid: town, Agent: pathing.Footprint{L: 1, W: 1}}
	lv.Start, lv.Goal = DefaultEnds(town)
	if msg := PlaceImportedEnds(lv, dir+"/town.map"); msg == "" || lv.Start != pathing.Pt(2, 1) || lv.Goal != pathing.Pt(6, 2) {
		t.Fatalf("town: ends %v %v (%q), want (2,1) and (6,2) inside the wall", lv.Start, lv.Goal, msg)
	}
	lv.Start, lv.Goal = pathing.Pt(0, 0), pathing.Pt(2, 1)
	if msg := PlaceImportedEnds(lv, dir+"/town.map"); msg != "" || lv.Start != pathing.Pt(0, 0) {
		t.Fatalf("town: ends the file names moved (%q)", msg)
	}
	sw := &Level{Grid: pathing.NewGrid(4, 4), Agent: pathing.Footprint{L: 2, W: 2}, Start: pathing.Pt(3, 3), Goal: pathing.Pt(0, 0)}
	if msg := PlaceImportedEnds(sw, dir+"/a.swath"); msg != "" || sw.Start != pathing.Pt(3, 3) {
		t.Fatal("a .swath level's ends moved")
	}
}
