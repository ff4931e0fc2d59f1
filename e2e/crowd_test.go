package e2e

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"swath/assets"
	"swath/crowd"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// crowdModel is the built-in level crowd in the crowd mode, laid out as
// the app lays out its window: what the test expects the screen to show.
type crowdModel struct {
	sc  *scene.Scene
	lay render.Layout
}

func newCrowdModel(t *testing.T) *crowdModel {
	t.Helper()
	lv, err := levels.LoadBuiltin("crowd")
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	// as the app: laid out without the band, then in the crowd mode with it
	lay := render.LayoutOf(sc, winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	sc.Apply(scene.ActCrowd)
	lay = render.LayoutOf(sc, winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	if v := sc.Crowd(); v.Plan == nil || !v.Plan.Done() {
		t.Fatal("the model's crowd level has no plan taking everyone home")
	}
	return &crowdModel{sc, lay}
}

// px is the window pixel at the centre of cell p.
func (m *crowdModel) px(p pathing.Point) image.Point {
	x, y := m.sc.View().Centre(p)
	return image.Pt(m.lay.Map.Min.X+int(x), m.lay.Map.Min.Y+int(y))
}

// body is footprint f's body on screen with its pivot at (px, py).
func (m *crowdModel) body(f pathing.Footprint, px, py float64) image.Rectangle {
	v := m.sc.View()
	x0 := float64(m.lay.Map.Min.X) + v.OX + (px-float64(f.Left()))*v.Scale
	y0 := float64(m.lay.Map.Min.Y) + v.OY + (py-float64(f.Top()))*v.Scale
	return image.Rect(int(x0+0.5), int(y0+0.5), int(x0+float64(f.L)*v.Scale+0.5), int(y0+float64(f.W)*v.Scale+0.5))
}

// loggedPlan is a plan the app showed, as its SWATH_CROWD_LOG has it.
type loggedPlan struct {
	from, makespan int
	agents         []pathing.Footprint
	routes         [][]pathing.Point
}

// at is NPC i's pivot at tick k (it stays where its path ends).
func (p *loggedPlan) at(i, k int) pathing.Point {
	r := p.routes[i]
	return r[min(max(k, 0), len(r)-1)]
}

// loggedFrame is a frame the app prepared: plan, time, and each NPC's move
// during the tick it is in.
type loggedFrame struct {
	plan       int
	t          float64
	replanning bool
	agents     []pathing.Footprint
	moves      []crowd.Move
}

// crowdLog is what the app's SWATH_CROWD_LOG says so far.
type crowdLog struct {
	plans  map[int]*loggedPlan
	frames []loggedFrame
}

// readCrowdLog parses the complete lines of the app's crowd log.
func readCrowdLog(t *testing.T, path string) *crowdLog {
	t.Helper()
	data, _ := os.ReadFile(path)
	s := string(data)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	} else {
		s = ""
	}
	cl := &crowdLog{plans: map[int]*loggedPlan{}}
	pt := func(ln, s string) pathing.Point {
		var p pathing.Point
		if _, err := fmt.Sscanf(s, "%d,%d", &p.X, &p.Y); err != nil {
			t.Fatalf("crowd log line %q: %q: %v", ln, s, err)
		}
		return p
	}
	fp := func(ln, s string) pathing.Footprint {
		f, err := pathing.ParseFootprint(s)
		if err != nil {
			t.Fatalf("crowd log line %q: %v", ln, err)
		}
		return f
	}
	num := func(ln, s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("crowd log line %q: %v", ln, err)
		}
		return n
	}
	for _, ln := range strings.Split(s, "\n") {
		f := strings.Fields(ln)
		switch {
		case len(f) == 0:
		case f[0] == "plan" && len(f) == 8:
			cl.plans[num(ln, f[1])] = &loggedPlan{from: num(ln, f[3]), makespan: num(ln, f[5])}
		case f[0] == "route" && len(f) >= 5:
			p := cl.plans[num(ln, f[1])]
			if p == nil || num(ln, f[2]) != len(p.routes) {
				t.Fatalf("crowd log line %q: out of order", ln)
			}
			var path []pathing.Point
			for _, c := range f[4:] {
				path = append(path, pt(ln, c))
			}
			p.agents, p.routes = append(p.agents, fp(ln, f[3])), append(p.routes, path)
		case f[0] == "frame" && len(f) >= 4 && len(f)%2 == 0:
			tm, err := strconv.ParseFloat(f[2], 64)
			if err != nil {
				t.Fatalf("crowd log line %q: %v", ln, err)
			}
			fr := loggedFrame{plan: num(ln, f[1]), t: tm, replanning: f[3] == "true"}
			for k := 4; k < len(f); k += 2 {
				from, to, _ := strings.Cut(f[k+1], ">")
				fr.agents = append(fr.agents, fp(ln, f[k]))
				fr.moves = append(fr.moves, crowd.Move{From: pt(ln, from), To: pt(ln, to)})
			}
			cl.frames = append(cl.frames, fr)
		default:
			t.Fatalf("crowd log line %q: not a plan, route or frame", ln)
		}
	}
	return cl
}

// last is the last frame logged (the zero frame before any).
func (cl *crowdLog) last() loggedFrame {
	if len(cl.frames) == 0 {
		return loggedFrame{plan: -1}
	}
	return cl.frames[len(cl.frames)-1]
}

// showsBodies reports whether img shows every NPC's body of plan p at
// time tm in its colour: at least 85 % of each body's inside (60 % for the
// selected NPC, which has its S and G over it) is its colour. Two bodies
// overlapping on screen fail it: one covers the other's inside.
func (m *crowdModel) showsBodies(img *image.RGBA, p *loggedPlan, tm float64) (bool, string) {
	npcs := m.sc.Crowd().NPCs
	k := int(tm)
	f := tm - float64(k)
	for i, n := range npcs {
		a, b := p.at(i, k), p.at(i, k+1)
		r := m.body(p.agents[i], float64(a.X)+f*float64(b.X-a.X), float64(a.Y)+f*float64(b.Y-a.Y)).Inset(3)
		in, all := 0, 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				all++
				if near(img.RGBAAt(x, y), n.Colour) {
					in++
				}
			}
		}
		want := 0.85
		if n.Selected {
			want = 0.6
		}
		if all == 0 || float64(in) < want*float64(all) {
			return false, fmt.Sprintf("time %v: %s's body %v is %d of %d pixels its colour", tm, n.Name, r, in, all)
		}
	}
	return true, ""
}

// crowdWall is a straight stroke of 4 free cells, found on the model's
// plan, that crosses some NPC's route after tick t1 while no body covers
// it up to t1 (so that painting it before t1 blocks no body where it
// stands), touching no start or goal, and with which the crowd can still
// all get home.
func crowdWall(t *testing.T, m *crowdModel, t1 int) []pathing.Point {
	t.Helper()
	c := m.sc.Crowd()
	p, g := c.Plan, m.sc.Grid()
	covered := func(q pathing.Point, k0, k1 int) bool {
		for i, n := range c.NPCs {
			for k := k0; k <= k1; k++ {
				if n.Agent.Cover(p.At(i, k)).Contains(q) {
					return true
				}
			}
		}
		return false
	}
	// the candidates, the one most in the way (the most NPC-ticks on it
	// after t1) first
	type cand struct {
		wall []pathing.Point
		in   int
	}
	var cands []cand
	for y := 1; y < g.Height()-1; y++ {
		for x := 1; x < g.Width()-1; x++ {
			for _, d := range []pathing.Point{{X: 0, Y: 1}, {X: 1, Y: 0}} {
				var wall []pathing.Point
				ok, in := true, 0
				for j := range 4 {
					q := pathing.Pt(x+j*d.X, y+j*d.Y)
					ok = ok && g.In(q) && !g.Blocked(q.X, q.Y) && !covered(q, 0, t1)
					for _, n := range c.NPCs {
						ok = ok && !n.Agent.Cover(n.Start).Contains(q) && !n.Agent.Cover(n.Goal).Contains(q)
					}
					for k := t1 + 1; ok && k <= p.Makespan; k++ {
						if covered(q, k, k) {
							in++
						}
					}
					wall = append(wall, q)
				}
				if ok && in > 0 {
					cands = append(cands, cand{wall, in})
				}
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return b.in - a.in })
	for _, cd := range cands {
		wall := cd.wall
		// the crowd with this wall from the start: all home?
		w := newCrowdModel(t)
		w.sc.Apply(scene.Press{Cell: wall[0], Button: scene.Primary})
		for _, q := range wall[1:] {
			w.sc.Apply(scene.Drag{Cell: q})
		}
		w.sc.Apply(scene.Release{Cell: wall[3]})
		w.sc.Refresh()
		if v := w.sc.Crowd(); v.Plan != nil && v.Plan.Done() && !v.Replanning {
			t.Logf("wall %v: %d NPC-ticks on it after tick %d", wall, cd.in, t1)
			return wall
		}
	}
	t.Fatal("no place on the crowd level for a wall across a route")
	return nil
}

// TestCrowdModeStepsBackAndReplans opens the built-in level crowd (8 NPCs
// of 3 sizes), starts the crowd mode with C, steps 20 ticks forward with →
// (each picture shows every body where the plan has it at that tick) and
// 20 back with ←: each picture is again, pixel for pixel, the one of that
// tick on the way there; a click on the bar scrubs to its tick. Then it
// plays the crowd and paints a wall across a route while it plays: the
// crowd is re-planned from the clock's tick
// (not from 0), the new plan goes round the wall, paused mid-way the
// picture shows each body where the new plan has it then (read off the
// pixels: two bodies overlapping fail it), and in every frame the app
// prepared (its SWATH_CROWD_LOG) no two bodies overlap at any moment
// of their tick (crowd.Collide, exact) and every body moves as its plan
// says; at the end the picture shows each body at its goal in its colour.
func TestCrowdModeStepsBackAndReplans(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "crowd.log")
	a := startEnv(t, "", []string{"SWATH_CROWD_LOG=" + logPath}, "--level", "crowd")
	m := newCrowdModel(t)
	a.park()
	a.press("c")
	var first *loggedPlan
	for deadline := time.Now().Add(10 * time.Second); first == nil; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("C: the app logged no crowd plan")
		}
		first = readCrowdLog(t, logPath).plans[1]
	}
	want := m.sc.Crowd().Plan
	for i, r := range want.Routes {
		if !slices.Equal(first.routes[i], r.Path) {
			t.Fatalf("NPC %d: the app's route %v, the model's %v (the planner is deterministic)", i, first.routes[i], r.Path)
		}
	}
	shows := func(p *loggedPlan, tm float64) func(*image.RGBA) bool {
		return func(img *image.RGBA) bool {
			if m.sc.Crowd().Time != tm {
				t.Fatalf("the model's clock is at %v, want %v", m.sc.Crowd().Time, tm)
			}
			ok, why := m.showsBodies(img, p, tm)
			if !ok {
				t.Logf("not yet: %s", why)
			}
			return ok
		}
	}
	pics := []*image.RGBA{a.wait("the crowd at tick 0", shows(first, 0))}
	save(t, "crowd mode at tick 0", pics[0])
	const steps = 20
	for k := 1; k <= steps; k++ {
		a.press("Right")
		m.sc.Apply(scene.ActStepForward)
		prev := pics[k-1]
		ok := shows(first, float64(k))
		pics = append(pics, a.wait(fmt.Sprintf("tick %d", k), func(img *image.RGBA) bool { return winDiff(prev, img) > 0 && ok(img) }))
	}
	save(t, "crowd mode at tick 20", pics[steps])
	if n := m.mapDiffIn(pics[0], pics[steps]); n < 1000 {
		t.Fatalf("%d ticks changed only %d map pixels", steps, n)
	}
	for k := steps - 1; k >= 0; k-- {
		a.press("Left")
		m.sc.Apply(scene.ActStepBack)
		back := pics[k]
		a.wait(fmt.Sprintf("back at tick %d: the picture of tick %d", k, k), func(img *image.RGBA) bool { return winDiff(back, img) == 0 })
	}
	if f := readCrowdLog(t, logPath).last(); f.t != 0 || f.plan != 1 {
		t.Fatalf("after stepping back the app's last frame is plan %d at %v, want plan 1 at 0", f.plan, f.t)
	}

	// a click on the bar scrubs to its tick; Home goes back to tick 0
	lay := render.LayoutOf(m.sc, winW, winH, true)
	bx, by := lay.Bar.Min.X+lay.Bar.Dx()/2, (lay.Bar.Min.Y+lay.Bar.Max.Y)/2
	a.act("a click on the bar", "seek end", "mousemove", "--sync", fmt.Sprint(a.x+bx), fmt.Sprint(a.y+by), "sleep", "0.15", "mousedown", "1", "sleep", "0.15", "mouseup", "1")
	a.park()
	m.sc.Apply(scene.SeekFraction{F: lay.BarFraction(bx)})
	if tm := m.sc.Crowd().Time; tm < 15 || tm > 27 {
		t.Fatalf("the model's clock is at %v after a click in the bar's middle", tm)
	}
	a.wait(fmt.Sprintf("scrubbed to tick %v", m.sc.Crowd().Time), shows(first, m.sc.Crowd().Time))
	a.pressAs("Home", "Home")
	m.sc.Apply(scene.ActFirst)
	a.wait("back at tick 0", func(img *image.RGBA) bool { return winDiff(pics[0], img) == 0 })

	// play at 1 tick a second and paint a wall across a route ahead
	const t1 = 12
	wall := crowdWall(t, m, t1)
	t.Logf("wall %v", wall)
	a.pressAs("minus", "-") // 2, then 1 tick a second
	a.pressAs("minus", "-")
	a.pressAs("space", "Space")
	for deadline := time.Now().Add(8 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("space: the crowd does not play")
		}
		if f := readCrowdLog(t, logPath).last(); f.t > 0 {
			break
		}
	}
	p0 := m.px(wall[0])
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "sleep", "0.15", "mousedown", "1", "sleep", "0.15"}
	for _, c := range wall[1:] {
		p := m.px(c)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	took := a.stroke("the wall's stroke", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.1")...)
	a.park()
	painted := map[pathing.Point]bool{}
	for _, c := range took {
		painted[c] = true
	}
	if !slices.ContainsFunc(wall, func(c pathing.Point) bool { return painted[c] }) {
		t.Fatalf("the stroke the app took, %v, misses the wall %v", took, wall)
	}
	if f := readCrowdLog(t, logPath).last(); f.t >= t1 {
		t.Fatalf("the stroke ended at tick %v, after tick %d: the wall may stand on a body", f.t, t1)
	}
	a.pressAs("equal", "=") // faster: 2, then 4 ticks a second
	a.pressAs("equal", "=")

	// once the re-plan is in, a pause mid-way: the picture shows every
	// body where the new plan has it at the paused time, apart
	var mid loggedFrame
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the crowd was not re-planned after the wall")
		}
		if f := readCrowdLog(t, logPath).last(); f.plan > 1 && !f.replanning {
			break
		}
	}
	a.pressAs("space", "Space")
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		f := readCrowdLog(t, logPath).last()
		if f.t == mid.t && f.plan == mid.plan {
			break // the clock stands
		}
		if time.Now().After(deadline) {
			t.Fatal("space: the crowd does not pause")
		}
		mid = f
	}
	paused := readCrowdLog(t, logPath)
	t.Logf("paused at %v, plan %d (from tick %d)", mid.t, mid.plan, paused.plans[mid.plan].from)
	pausedPic := a.wait(fmt.Sprintf("paused at %v: the bodies of the new plan", mid.t), func(img *image.RGBA) bool {
		ok, why := m.showsBodies(img, paused.plans[mid.plan], mid.t)
		if !ok {
			t.Logf("not yet: %s", why)
		}
		return ok
	})
	save(t, "crowd mode paused after the re-plan", pausedPic)
	a.pressAs("space", "Space")

	// the crowd re-plans round the wall and plays to its end
	var cl *crowdLog
	var last *loggedPlan
	for deadline := time.Now().Add(45 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the crowd did not re-plan and play to its end; last frame %+v", cl.last())
		}
		cl = readCrowdLog(t, logPath)
		f := cl.last()
		if last = cl.plans[f.plan]; last != nil && f.plan > 1 && !f.replanning && f.t == float64(last.makespan) {
			break
		}
	}
	t.Logf("%d plans, %d frames; the last plan from tick %d, makespan %d (the first %d)", len(cl.plans), len(cl.frames), last.from, last.makespan, first.makespan)
	if last.from == 0 {
		t.Errorf("the crowd was re-planned from tick 0, not from the clock's tick")
	}
	for i, r := range last.routes {
		for k := last.from + 1; k < len(r); k++ {
			for q := range painted {
				if last.agents[i].Cover(r[k]).Contains(q) {
					t.Errorf("NPC %d at tick %d (%v) covers the wall's cell %v", i, k, r[k], q)
				}
			}
		}
		if g := m.sc.Crowd().NPCs[i].Goal; r[len(r)-1] != g {
			t.Errorf("NPC %d ends at %v, not its goal %v", i, r[len(r)-1], g)
		}
	}
	for _, f := range cl.frames {
		p := cl.plans[f.plan]
		k := int(f.t + 1e-9)
		for i, mv := range f.moves {
			if mv != (crowd.Move{From: p.at(i, k), To: p.at(i, k+1)}) {
				t.Fatalf("frame at %v of plan %d: NPC %d moves %v, its plan %v>%v", f.t, f.plan, i, mv, p.at(i, k), p.at(i, k+1))
			}
			for j := range i {
				if crowd.Collide(f.agents[i], mv, f.agents[j], f.moves[j]) {
					t.Fatalf("frame at %v of plan %d: NPCs %d (%v %v) and %d (%v %v) overlap", f.t, f.plan, i, f.agents[i], mv, j, f.agents[j], f.moves[j])
				}
			}
		}
	}
	end := a.wait("every body at its goal, the wall painted", func(img *image.RGBA) bool {
		for q := range painted {
			if p := m.px(q); !near(img.RGBAAt(p.X-int(m.sc.View().Scale*0.3), p.Y-int(m.sc.View().Scale*0.3)), assets.Obstacle) {
				return false
			}
		}
		ok, why := m.showsBodies(img, last, float64(last.makespan))
		if !ok {
			t.Logf("not yet: %s", why)
		}
		return ok
	})
	save(t, "crowd mode at the end", end)
}

// mapDiffIn counts the map pixels that differ between two screenshots.
func (m *crowdModel) mapDiffIn(a, b *image.RGBA) int { return winDiffIn(a, b, m.lay.Map) }

// pressAs is press for a key the input log names otherwise (minus: "-").
func (a *app) pressAs(key, logged string) {
	a.t.Helper()
	a.act("key "+key, "key "+logged, "key", "keydown", key, "sleep", "0.15", "keyup", key)
}
