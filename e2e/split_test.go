package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/gif"
	"image/png"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// splitModel is the u-turn level as the app opens it: in the split view
// with its own comparison (vs: farthest=linear).
func splitModel(t *testing.T) (*model, render.Layout) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(*lv)
	sc.OpenLevelsInSplit()
	sc.Refresh()
	lay := render.LayoutOf(sc, winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	return &model{sc, lay}, lay
}

// readDigits reads the n-digit number the window shows at (x, y) in the
// figures table: each candidate from 0 to 10^n-1 is drawn as the CPU draws
// text over the caption band and the one whose pixels are nearest to the
// window's wins (the window's glyphs differ from the CPU's a little at
// their edges, a different digit a lot). It returns the best and the
// second best's difference as a percentage of the best's.
func readDigits(img *image.RGBA, x, y float64, n int) (best int, margin int) {
	box := image.Rect(int(x)-1, int(y)-1, int(x+float64(n)*0.6*assets.TextSize)+2, int(y)+assets.LineHeight)
	scores := map[int]int{}
	limit := 1
	for range n {
		limit *= 10
	}
	for v := limit / 10; v < limit; v++ {
		want := image.NewRGBA(img.Bounds())
		draw.Draw(want, box, image.NewUniform(render.CaptionBackground()), image.Point{}, draw.Src)
		render.DrawText(want, x, y, render.CaptionValueColour(true), strconv.Itoa(v))
		scores[v] = sad(img, want, box)
	}
	if n == 1 {
		want := image.NewRGBA(img.Bounds())
		draw.Draw(want, box, image.NewUniform(render.CaptionBackground()), image.Point{}, draw.Src)
		render.DrawText(want, x, y, render.CaptionValueColour(true), "0")
		scores[0] = sad(img, want, box)
	}
	best, second := -1, -1
	for v, s := range scores {
		switch {
		case best < 0 || s < scores[best]:
			best, second = v, best
		case second < 0 || s < scores[second]:
			second = v
		}
	}
	return best, scores[second] * 100 / max(scores[best], 1)
}

// sad is the sum of the absolute differences of a's and b's channels in r.
func sad(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			n += absDiff(p.R, q.R) + absDiff(p.G, q.G) + absDiff(p.B, q.B)
		}
	}
	return n
}

// panePixel is the window pixel of pivot cell p's centre in pane i (where
// the step view draws a node).
func (m *model) panePixel(lay render.Layout, i int, p pathing.Point) image.Point {
	return m.px(p, 0, 0).Add(lay.PaneOffset(i))
}

// TestSplitViewUTurn opens u-turn, which opens in the split view with its
// comparison: the figures table reads 5 waypoints for the level's own
// binary search and 4 for linear (read off the screen). K opens the step
// view at the anchor where the panes part: the first pane keeps P4 (8,5)
// as its next waypoint, the second P8 (9,9), each drawn in its pane, and
// the captions under both are the model's.
func TestSplitViewUTurn(t *testing.T) {
	a := startIn(t, "", "--level", "u-turn")
	m, lay := splitModel(t)
	if sp := m.sc.Split(); sp == nil || len(sp.Panes) != 2 {
		t.Fatalf("the model is not in the split view: %+v", sp)
	}
	a.park()
	read := func(img *image.RGBA, i int) (int, int) {
		x, y, ok := render.PaneFigureAt(lay, i, "waypoints", 1)
		if !ok {
			t.Fatalf("no waypoints row in the layout %+v", lay)
		}
		return readDigits(img, x, y, 1)
	}
	shot := a.wait("the split view's table", func(img *image.RGBA) bool {
		w0, _ := read(img, 0)
		w1, _ := read(img, 1)
		return w0 == 5 && w1 == 4
	})
	for i, want := range []int{5, 4} {
		got, margin := read(shot, i)
		t.Logf("pane %d reads %d waypoints (the next best digit differs %d %% as much)", i+1, got, margin)
		if got != want || margin < 150 {
			save(t, "split-table", shot)
			t.Fatalf("pane %d's waypoints read %d (margin %d), want %d", i+1, got, margin, want)
		}
	}
	save(t, "split-u-turn", shot)

	a.press("k")
	m.sc.Apply(scene.ActKeyStep)
	sp := m.sc.Split()
	w := sp.Lockstep.Where(sp.Pos)
	if !w.Choice || w.Anchor != 0 {
		t.Fatalf("the model's K lands on %v", w)
	}
	lay = render.LayoutOf(m.sc, winW, winH, true) // the timeline band opened
	m.sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	m.lay = lay
	chosen := []pathing.Point{sp.Panes[0].Agent.Step().TCell, sp.Panes[1].Agent.Step().TCell}
	if chosen[0] != pathing.Pt(8, 5) || chosen[1] != pathing.Pt(9, 9) {
		t.Fatalf("the model's panes choose %v", chosen)
	}
	cpu := cpuPicture(m.sc)
	// the captions' names and cursors (the figures below hold the
	// planning time, which differs from run to run)
	caps := lay.Captions
	caps.Max.Y = caps.Min.Y + 6 + 2*assets.LineHeight
	why := ""
	at := a.wait("both panes at anchor 0's choice", func(img *image.RGBA) bool {
		for i, c := range chosen {
			if p := m.panePixel(lay, i, c); !near(img.RGBAAt(p.X, p.Y), assets.Waypoint) {
				why = fmt.Sprintf("pane %d at %v (pixel %v) shows %v", i+1, c, p, img.RGBAAt(p.X, p.Y))
				return false
			}
		}
		n := inkDiff(img, cpu, caps)
		why = fmt.Sprintf("the captions differ from the model's in %d pixels", n)
		return n < 400
	})
	t.Logf("at the choice: %s", why)
	save(t, "split-u-turn-k", at)
	// the first pane shows its own choice, not the second's (the second's
	// segment to (9,9) passes over (8,5))
	if p := m.panePixel(lay, 0, chosen[1]); near(at.RGBAAt(p.X, p.Y), assets.Waypoint) {
		t.Errorf("the first pane shows the second pane's chosen waypoint %v too", chosen[1])
	}
	// the captions are the model's, not those of the next key position
	m.sc.Apply(scene.ActKeyStep)
	later := cpuPicture(m.sc)
	same, other := inkDiff(at, cpu, caps), inkDiff(at, later, caps)
	t.Logf("captions: %d pixels differ from the model's, %d from the model's at the next key position", same, other)
	if same*3 > other {
		t.Errorf("the captions are as near the result's (%d) as the choice's (%d)", other, same)
	}
}

// relayout lays the model's window out anew (the split view opened, a
// pane came or went) and sizes its view to the first pane, as the app does.
func (m *model) relayout() {
	m.lay = render.LayoutOf(m.sc, winW, winH, true)
	m.sc.Apply(scene.Resize{W: m.lay.Map.Dx(), H: m.lay.Map.Dy()})
	m.sc.Refresh()
}

// panesShow reports whether img shows every pane of the model's split view
// as the model has it: each pane's own inner waypoints drawn in its pane,
// and the captions' names and settings lines the model's (the figures
// below them hold the planning time, which differs from run to run). why
// says what is missing.
func (m *model) panesShow(img *image.RGBA, cpu *image.RGBA) (ok bool, why string) {
	sp := m.sc.Split()
	if got := m.lay.NPanes; got != len(sp.Panes) {
		return false, fmt.Sprintf("the model lays out %d panes for %d", got, len(sp.Panes))
	}
	dx, dy := render.BodyOffset(m.sc.Selected().Agent())
	for i, p := range sp.Panes {
		ws := p.Agent.Plan().Waypoints
		for _, w := range ws[1 : len(ws)-1] {
			q := m.px(w, dx, dy).Add(m.lay.PaneOffset(i))
			if !near(img.RGBAAt(q.X, q.Y), assets.Waypoint) {
				return false, fmt.Sprintf("pane %d (%s): waypoint %v not drawn at %v (%v)", i+1, p.Name, w, q, img.RGBAAt(q.X, q.Y))
			}
		}
	}
	caps := m.lay.Captions
	caps.Max.Y = caps.Min.Y + 6 + 2*assets.LineHeight
	if n := inkDiff(img, cpu, caps); n >= 400 {
		return false, fmt.Sprintf("the captions differ from the model's in %d pixels", n)
	}
	return true, ""
}

// waitPanes waits until the window shows the model's split view.
func (a *app) waitPanes(what string, m *model) *image.RGBA {
	a.t.Helper()
	a.park()
	cpu := cpuPicture(m.sc)
	why := ""
	img := a.waitOr(what, func(img *image.RGBA) bool {
		if m.hovered(img) {
			a.park()
			why = "a hover outline"
			return false
		}
		ok := false
		ok, why = m.panesShow(img, cpu)
		return ok
	}, func() string { return why })
	return img
}

// waitOr is wait, saying why (the last answer of explain) on a time-out.
func (a *app) waitOr(what string, ok func(*image.RGBA) bool, explain func() string) *image.RGBA {
	a.t.Helper()
	var img *image.RGBA
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(150 * time.Millisecond) {
		if img = a.shot(); ok(img) {
			time.Sleep(300 * time.Millisecond)
			if img = a.shot(); ok(img) {
				return img
			}
		}
	}
	save(a.t, what, img)
	a.t.Fatalf("timed out waiting for: %s (%s)", what, explain())
	return nil
}

// TestSplitViewDemo is the split view as a user tries it on the demo: V
// opens it with the other farthest strategy beside the level's own; a
// wall painted across the second pane's route lands on the one map and
// every pane plans again round it; the panel's split view section adds a
// third pane (the next setting that is not the level's own); P saves the
// three panes as the window shows them and G their lockstep timeline.
func TestSplitViewDemo(t *testing.T) {
	a := start(t)
	m := newModel(t)
	first := a.waitDrawn(m)

	a.press("v")
	m.sc.Apply(scene.ActSplit)
	m.relayout()
	sp := m.sc.Split()
	if sp == nil || len(sp.Panes) != 2 || sp.Panes[1].Name != "farthest: linear" {
		t.Fatalf("V in the model: %+v", sp)
	}
	two := a.waitPanes("two panes", m)
	if n := winDiffIn(first, two, m.lay.Captions); n < 2000 {
		t.Fatalf("only %d pixels changed where the captions are", n)
	}
	save(t, "split-demo-v", two)

	// a wall of five free cells across the route, drawn over the second pane
	before := sp.Panes[0].Agent.Plan()
	beforeWps := slices.Clone(before.Waypoints)
	wall := wallAcross(t, m.sc.Grid(), before.Raw)
	inPane := func(i int, c pathing.Point) image.Point { return m.panePixel(m.lay, i, c) }
	p0 := inPane(1, wall[0])
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "mousedown", "1", "sleep", "0.2"}
	for _, c := range wall[1:] {
		p := inPane(1, c)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	took := a.stroke("the wall's stroke over the second pane", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.2")...)
	m.replay(took)
	// the app paints a line between the cells it took (a stalled frame
	// skips some), so the middle is judged on the model's painted grid
	if mid := wall[2]; !m.sc.Grid().Blocked(mid.X, mid.Y) {
		t.Fatalf("the stroke the app took, %v, does not paint the wall's middle %v on the route", took, mid)
	}
	for i, p := range m.sc.Split().Panes {
		if pl := p.Agent.Plan(); !pl.Found || slices.Equal(pl.Waypoints, beforeWps) {
			t.Fatalf("the model's pane %d did not plan round the wall: %v", i+1, pl.Waypoints)
		}
	}
	painted := a.waitPanes("every pane planned round the wall", m)
	for i := range m.lay.NPanes {
		for _, c := range took {
			if p := m.px(c, -0.3, -0.3).Add(m.lay.PaneOffset(i)); !near(painted.RGBAAt(p.X, p.Y), assets.Obstacle) {
				t.Fatalf("pane %d does not show the painted cell %v as an obstacle (%v)", i+1, c, painted.RGBAAt(p.X, p.Y))
			}
		}
	}
	save(t, "split-demo-painted", painted)

	// the panel's split view section, at the foot of the panel: scroll
	// down, open its header, scroll down again, click + pane
	wheel := func() {
		c := m.lay.Panel.Min.Add(image.Pt(m.lay.Panel.Dx()/2, 200))
		args := []string{"mousemove", "--sync", fmt.Sprint(a.x + c.X), fmt.Sprint(a.y + c.Y), "sleep", "0.1"}
		for range 20 {
			args = append(args, "click", "5", "sleep", "0.03")
		}
		a.xdo(args...)
		time.Sleep(300 * time.Millisecond)
	}
	click := func(p image.Point) {
		a.xdo("mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.15",
			"mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.2")
	}
	t.Logf("panel %v", m.lay.Panel)
	header := image.Pt(m.lay.Panel.Min.X+100, 467)
	plus := image.Pt(m.lay.Panel.Min.X+m.lay.Panel.Dx()/2, 445)
	// settled is the window once the panel stops moving (a wheel scrolls
	// over a few frames)
	settled := func() *image.RGBA {
		img := a.shot()
		for range 20 {
			time.Sleep(200 * time.Millisecond)
			next := a.shot()
			if winDiffIn(img, next, m.lay.Panel) == 0 {
				return next
			}
			img = next
		}
		return img
	}
	var line string
	for try := 1; try <= 4 && line == ""; try++ {
		wheel()
		closed := settled()
		click(header)
		wheel()
		if open := settled(); winDiffIn(closed, open, m.lay.Panel) < 200 {
			t.Logf("the split view section did not open (try %d)", try)
			continue
		}
		n := len(a.logLines())
		click(plus)
		for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline) && line == ""; time.Sleep(50 * time.Millisecond) {
			for _, ln := range a.logLines()[n:] {
				if _, rest, _ := strings.Cut(ln, " "); strings.HasPrefix(rest, "panel split ") {
					line = strings.TrimPrefix(rest, "panel split ")
				}
			}
		}
		if line == "" {
			save(t, fmt.Sprintf("split-panel-try-%d", try), a.shot())
			t.Logf("+ pane: the app took no click (try %d)", try)
			click(header) // close it again: the next try opens it
		}
	}
	if line == "" {
		t.Fatal("the panel's + pane was never taken")
	}
	specs := strings.Split(line, "; ")
	if want := []string{"farthest=linear", "sampling=paper"}; !slices.Equal(specs, want) {
		t.Fatalf("+ pane asked for panes %q, want %q (the next setting that is not the level's own)", specs, want)
	}
	m.sc.Apply(scene.SetSplit{Specs: specs})
	m.relayout()
	three := a.waitPanes("three panes", m)
	save(t, "split-demo-three", three)

	// P: the picture the app saves is the model's split view
	a.press("p")
	_, data := waitFile(t, a.dir, "demo-*.png")
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	got := image.NewRGBA(img.Bounds())
	draw.Draw(got, got.Rect, img, img.Bounds().Min, draw.Src)
	exported := func(s *scene.Scene) *image.RGBA {
		r := render.Renderer{Export: true}
		f := r.Update(s, s.View(), winW, winH)
		out := image.NewRGBA(image.Rect(0, 0, f.Layout.W, f.Layout.H))
		render.Rasterize(out, f)
		return out
	}
	want := exported(m.sc)
	if got.Rect != want.Rect {
		t.Fatalf("P saved a %v picture, the model's is %v", got.Rect, want.Rect)
	}
	m.sc.Apply(scene.SetSplit{Specs: specs[:1]})
	m.relayout()
	twoPanes := exported(m.sc)
	// the panes and their captions (the side column names the model's
	// untitled level)
	panes := image.Rect(0, 0, render.LayoutOf(m.sc, winW, winH, false).Side.Min.X, got.Rect.Dy())
	same, other := inkDiff(got, want, panes), inkDiff(got, twoPanes, panes)
	t.Logf("P's picture: %d pixels differ from the model's three panes, %d from two", same, other)
	if same > 300 || same*4 > other {
		save(t, "split-demo-p", got)
		save(t, "split-demo-p-model", want)
		t.Fatalf("P's picture is not the three panes (%d pixels off the model's, %d off two panes')", same, other)
	}
	m.sc.Apply(scene.SetSplit{Specs: specs})
	m.relayout()

	// G: every pane's timeline in lockstep, one frame a position
	ls := lockstepOf(t, m.sc, specs)
	a.press("g")
	began := time.Now()
	_, data = waitFileWithin(t, a.dir, "demo-*.gif", 150*time.Second)
	t.Logf("G: the GIF was written in %v", time.Since(began).Round(100*time.Millisecond))
	anim, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("G: %d frames %dx%d, the model's lockstep %d positions", len(anim.Image), anim.Config.Width, anim.Config.Height, ls)
	if len(anim.Image) != ls {
		t.Fatalf("G saved %d frames, the model's lockstep of the three panes has %d positions", len(anim.Image), ls)
	}
	if w := anim.Config.Width; w < 3*200 {
		t.Fatalf("G's frames are %d px wide: not three panes side by side", w)
	}
}

// lockstepOf is the number of lockstep positions of s's level (as edited)
// in the split view with specs, planned afresh as the app's G does.
func lockstepOf(t *testing.T, s *scene.Scene, specs []string) int {
	c := scene.New(*s.Level())
	c.Apply(scene.SetSplit{Specs: specs})
	c.Apply(scene.SeekStep{Step: 0})
	c.Refresh()
	c.Apply(scene.SeekStep{Step: 0})
	sp := c.Split()
	if sp == nil || sp.Lockstep == nil {
		t.Fatal("the model's copy has no lockstep")
	}
	return sp.Lockstep.Len()
}
