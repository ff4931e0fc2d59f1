package crowd

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"swath/levels"
	"swath/pathing"
)

var update = flag.Bool("update", false, "write the generated test maps into ../testdata")

// widenDoors opens every door of a map of rooms (walls on every rooms-th
// row and column) to width cells, centred on the door and kept inside its
// wall's stretch between two corners. The map's own edges are left as
// they are: their gaps lead nowhere.
func widenDoors(g *pathing.Grid, rooms, width int) *pathing.Grid {
	out := g.Clone()
	half := width / 2
	open := func(lo, hi, c int, set func(k int)) {
		c = max(lo+half, min(c, hi-(width-1-half)))
		for k := c - half; k < c-half+width; k++ {
			set(k)
		}
	}
	for y := rooms; y < g.Height(); y += rooms {
		for x := 0; x < g.Width(); x++ {
			if x%rooms != 0 && !g.Blocked(x, y) {
				lo := x/rooms*rooms + 1
				open(lo, min(lo+rooms-2, g.Width()-1), x, func(k int) { out.Set(k, y, false) })
			}
		}
	}
	for x := rooms; x < g.Width(); x += rooms {
		for y := 0; y < g.Height(); y++ {
			if y%rooms != 0 && !g.Blocked(x, y) {
				lo := y/rooms*rooms + 1
				open(lo, min(lo+rooms-2, g.Height()-1), y, func(k int) { out.Set(x, k, false) })
			}
		}
	}
	return out
}

// roomsMap is the mixed-size crowd's map: room-64-64-8 with its doors
// widened to 3 cells, so that 3x3 bodies pass them (testdata/mapf/SOURCE.md).
const roomsMap = mapfDir + "room-64-64-8-doors3.map"

// TestRoomsMapIsItsRecipe: the committed map is widenDoors of the MAPF
// benchmark's room-64-64-8 (go test ./crowd/ -run RoomsMap -update
// writes it), and every door admits a 3x3: every room's 3x3 placements
// are one region.
func TestRoomsMapIsItsRecipe(t *testing.T) {
	src, err := levels.LoadMap(mapfDir + "room-64-64-8.map")
	if err != nil {
		t.Fatal(err)
	}
	want := widenDoors(src, 8, 3)
	var b bytes.Buffer
	fmt.Fprintf(&b, "type octile\nheight %d\nwidth %d\nmap\n", want.Height(), want.Width())
	b.WriteString(strings.ReplaceAll(want.String(), "#", "@"))
	if *update {
		if err := os.WriteFile(roomsMap, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := levels.LoadMap(roomsMap)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(want) {
		t.Fatalf("%s is not room-64-64-8 with its doors widened to 3 (-update writes it):\n%s", roomsMap, want)
	}
	var s pathing.Searcher
	var r pathing.Regions
	s.Regions(got, three, pathing.Aware, &r)
	if r.Count() != 1 {
		t.Errorf("a 3x3 has %d regions on %s, want 1", r.Count(), roomsMap)
	}
	s.Regions(src, pathing.Footprint{L: 2, W: 2}, pathing.Aware, &r)
	if r.Count() == 1 {
		t.Errorf("a 2x2 passes room-64-64-8's doors: no need to widen them")
	}
}

// roomsCrowd is n NPCs of the sizes 1x1, 2x2, 3x3 in turn at random
// placements of the rooms map (seed given): starts pairwise disjoint,
// goals too.
func roomsCrowd(tb testing.TB, n int, seed uint64) Problem {
	tb.Helper()
	g, err := levels.LoadMap(roomsMap)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	p := Problem{Grid: g}
	var starts, goals []pathing.Rect
	sizes := []pathing.Footprint{one, two, three}
	pick := func(f pathing.Footprint, taken []pathing.Rect) pathing.Point {
		for {
			pt := pathing.Pt(rng.IntN(g.Width()), rng.IntN(g.Height()))
			if !g.Fits(f, pt) {
				continue
			}
			free := true
			for _, r := range taken {
				free = free && !overlap(r, f.Cover(pt))
			}
			if free {
				return pt
			}
		}
	}
	for i := range n {
		f := sizes[i%len(sizes)]
		s, gl := pick(f, starts), pick(f, goals)
		starts, goals = append(starts, f.Cover(s)), append(goals, f.Cover(gl))
		p.NPCs = append(p.NPCs, NPC{Name: levels.DefaultNPCName(i), Agent: f, Start: s, Goal: gl})
	}
	return p
}

// TestRoomsMixedCrowd: 60 NPCs of 1x1, 2x2 and 3x3 on the rooms map all
// get home (the mixed-size figure), checked.
func TestRoomsMixedCrowd(t *testing.T) {
	const seed = 64
	t.Logf("seed %d", seed)
	p := roomsCrowd(t, 60, seed)
	var pl Planner
	plan, err := pl.Plan(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
		t.Fatal(err)
	}
	if !plan.Done() {
		t.Errorf("%d of %d home", plan.Arrived, len(p.NPCs))
	}
	st := plan.Stats
	t.Logf("%v: makespan %d, sum of costs %.1f, handover %d, %d configurations, %v", st.Method, plan.Makespan, plan.SumOfCosts, st.Handover, st.Configs, st.Time)
}

// TestRoomsJamRestart: two of the rooms crowds where WHCA* jams five or
// more 3x3 and 2x2 bodies in one room (54 and 51 of 60 home when it is
// stuck; LaCAM took seconds to untangle them, with makespans of 471 and
// 579) are taken home by WHCA* alone once it runs again with the jammed
// NPCs first, checked.
func TestRoomsJamRestart(t *testing.T) {
	for _, seed := range []uint64{1, 24} {
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			p := roomsCrowd(t, 60, seed)
			pl := Planner{Method: WHCA}
			plan, err := pl.Plan(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
				t.Fatal(err)
			}
			st := plan.Stats
			t.Logf("makespan %d, sum of costs %.1f, %d restarts", plan.Makespan, plan.SumOfCosts, st.Restarts)
			if !plan.Done() {
				t.Errorf("%d of %d home after %d restarts", plan.Arrived, len(p.NPCs), st.Restarts)
			}
			if st.Restarts == 0 {
				t.Errorf("WHCA* was not stuck: the crowd no longer tests the restart")
			}
		})
	}
}
