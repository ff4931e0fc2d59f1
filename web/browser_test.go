package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"swath/assets"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// The browser tests build the site once (the wasm, as make web does), serve
// it on a loopback port and open it in Debian's headless Chromium with
// software WebGL, driving it as a person would: they read the page's pixels
// from screenshots (the compositor's picture: Ebitengine's WebGL canvas
// does not keep its drawing buffer for toDataURL), move and press the
// mouse, press keys, and ask the page swathStatus() for the status line's
// message. scripts/deps.sh installs Chromium.

// chromiumPath is Debian's chromium package's browser.
const chromiumPath = "/usr/bin/chromium"

var built struct {
	once sync.Once
	dir  string
	srv  *httptest.Server
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if chrome.cancel != nil {
		chrome.cancel()
	}
	if built.srv != nil {
		built.srv.Close()
	}
	for _, d := range []string{built.dir, chrome.profile} {
		if d != "" {
			os.RemoveAll(d)
		}
	}
	os.Exit(code)
}

// siteURL builds the site (once for all the tests: a wasm build takes
// half a minute) and serves it; it returns the page's address.
func siteURL(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "swath-web-")
		if built.err != nil {
			return
		}
		if built.err = Build(built.dir, ".."); built.err != nil {
			return
		}
		built.srv = httptest.NewServer(Handler(built.dir))
	})
	if built.err != nil {
		t.Fatalf("building the site: %v", built.err)
	}
	return built.srv.URL + "/"
}

// pageProbe runs in the page before its scripts: it counts the browser's
// animation frames (its longest gap says how long the page's thread was
// held), the frames in which the app drew with WebGL (Ebitengine draws
// only when something changed), the WebGL draws and the animation frames
// asked for.
const pageProbe = `
window.__probe = {frames: 0, drawn: 0, draws: 0, asked: 0, maxGap: 0, gapFrom: 0, drawnAt: [], maxTask: 0, longTasks: 0, tasks: [], paused: false};
(function () {
	// asked counts the page's requests for an animation frame (the
	// probe's own too)
	const raf = window.requestAnimationFrame;
	window.requestAnimationFrame = function (f) { window.__probe.asked++; return raf.call(window, f); };
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) {
			const p = window.__probe;
			p.longTasks++;
			if (e.duration > p.maxTask) p.maxTask = e.duration;
			p.tasks.push([e.startTime, e.duration]);
			if (p.tasks.length > 1000) p.tasks.shift();
		}
	}).observe({type: "longtask"});
	let drew = false, last = performance.now();
	const get = HTMLCanvasElement.prototype.getContext;
	HTMLCanvasElement.prototype.getContext = function (type, attrs) {
		const ctx = get.call(this, type, attrs);
		if (ctx && type === "webgl2" && !ctx.__probed) {
			ctx.__probed = true;
			for (const f of ["drawElements", "drawArrays"]) {
				const orig = ctx[f].bind(ctx);
				ctx[f] = function (...a) { drew = true; window.__probe.draws++; return orig(...a); };
			}
		}
		return ctx;
	};
	function frame(t) {
		const p = window.__probe;
		p.frames++;
		if (drew) { p.drawn++; drew = false; if (p.drawnAt.length < 1000) p.drawnAt.push(t); }
		if (t - last > p.maxGap) { p.maxGap = t - last; p.gapFrom = last; }
		last = t;
		if (p.paused) { stopped = true; return; }
		requestAnimationFrame(frame);
	}
	// pause stops the probe's own animation frames (each is a frame of
	// the browser's, work of its own on an idle page); resume starts them
	// again. The WebGL draws are counted all the while.
	let stopped = false;
	window.__probe.pause = () => { window.__probe.paused = true; };
	window.__probe.resume = () => {
		window.__probe.paused = false;
		if (stopped) { stopped = false; last = performance.now(); requestAnimationFrame(frame); }
	};
	requestAnimationFrame(frame);
})();
`

// browser is one page (a tab) of the tests' one headless Chromium.
type browser struct {
	t       *testing.T
	ctx     context.Context
	profile string // the browser's --user-data-dir, in its processes' command lines
	w       int    // the page's viewport, CSS pixels (one device pixel each)
	h       int
}

// chrome is the one Chromium the tests share (a start is a second or
// two of a loaded machine's time): each test has a tab of its own.
var chrome struct {
	once    sync.Once
	ctx     context.Context // the browser's
	cancel  func()
	profile string
	err     error
}

// startChrome starts Chromium with a fresh profile, once.
func startChrome() {
	if _, err := os.Stat(chromiumPath); err != nil {
		chrome.err = fmt.Errorf("no %s (Debian's chromium package): run scripts/deps.sh as root", chromiumPath)
		return
	}
	if chrome.profile, chrome.err = os.MkdirTemp("", "swath-chrome-"); chrome.err != nil {
		return
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Flag("headless", "new"),
		chromedp.NoSandbox,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(chrome.profile),
		chromedp.WindowSize(1280, 800),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	if chrome.err = chromedp.Do(ctx); chrome.err != nil { // the browser, with its first tab
		cancelCtx()
		cancelAlloc()
		return
	}
	chrome.ctx, chrome.cancel = ctx, func() { cancelCtx(); cancelAlloc() }
}

// newBrowser opens a new tab in the tests' Chromium; it closes when the
// test ends.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	chrome.once.Do(startChrome)
	if chrome.err != nil {
		t.Fatalf("starting Chromium: %v", chrome.err)
	}
	ctx, cancelTab := chromedp.NewContext(chrome.ctx)
	ctx, cancelTime := context.WithTimeout(ctx, 10*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelTab() })
	b := &browser{t: t, ctx: ctx, profile: chrome.profile}
	b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: pageProbe})
		return err
	}))
	return b
}

func (b *browser) do(steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression and decodes its JSON value into v.
func (b *browser) eval(expr string, v any) {
	b.t.Helper()
	if err := b.tryEval(expr, v); err != nil {
		b.t.Fatal(err)
	}
}

// tryEval is eval returning its error: a page loading again has no
// JavaScript context for a moment.
func (b *browser) tryEval(expr string, v any) error {
	raw, err := chromedp.Run(b.ctx, chromedp.Evaluate[json.RawMessage]("JSON.stringify("+expr+")"))
	if err != nil {
		return fmt.Errorf("%s: %w", expr, err)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return fmt.Errorf("%s: %s: %w", expr, raw, err)
	}
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("%s: %s: %w", expr, s, err)
	}
	return nil
}

// status is what swathStatus() says.
type status struct {
	Notice   string
	Warn     bool
	Title    string
	Modified bool
}

// open loads the page with the fragment frag ("" for none) and waits for
// the app to start: swathStatus defined and a first frame drawn.
func (b *browser) open(frag string) {
	b.t.Helper()
	// from a blank page: a new fragment on the same page is no new load
	b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(siteURL(b.t)+frag))
	b.waitJS("the app started and drew", "typeof swathStatus === 'function' && window.__probe.drawn > 0")
	var size [2]int
	b.eval("[innerWidth, innerHeight]", &size)
	b.w, b.h = size[0], size[1]
}

func (b *browser) status() status {
	b.t.Helper()
	var st status
	b.eval("(({notice, warn, title, modified}) => ({Notice: notice, Warn: warn, Title: title, Modified: modified}))(swathStatus())", &st)
	return st
}

// waitJS waits until the expression is true.
func (b *browser) waitJS(what, expr string) {
	b.t.Helper()
	b.waitJSFor(2*time.Minute, what, expr)
}

// waitJSFor is waitJS for at most d.
func (b *browser) waitJSFor(d time.Duration, what, expr string) {
	b.t.Helper()
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var ok bool
		if err := b.tryEval("!!("+expr+")", &ok); err == nil && ok {
			return
		}
	}
	b.t.Fatalf("timed out waiting for %s", what)
}

// shot is the page's pixels as the browser shows them.
func (b *browser) shot() *image.RGBA {
	b.t.Helper()
	data, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.t.Fatal(err)
	}
	rgba := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			rgba.Set(x, y, img.At(x, y))
		}
	}
	return rgba
}

// wait takes screenshots until ok holds (or fails after a while, saving
// the last one) and returns it.
func (b *browser) wait(what string, ok func(*image.RGBA) bool) *image.RGBA {
	b.t.Helper()
	var img *image.RGBA
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if img = b.shot(); ok(img) {
			return img
		}
	}
	save(b.t, what, img)
	b.t.Fatalf("timed out waiting for %s", what)
	return nil
}

// save writes a screenshot for a failure's reader.
func save(t *testing.T, name string, img image.Image) {
	if img == nil {
		return
	}
	dir := filepath.Join(os.TempDir(), "swath-web")
	os.MkdirAll(dir, 0o755)
	p := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".png")
	if f, err := os.Create(p); err == nil {
		png.Encode(f, img)
		f.Close()
		t.Logf("screenshot: %s", p)
	}
}

// mouse sends one mouse event at window pixel p; buttons is the buttons
// held (1: the left one, 2: the right one), and the one a press or a
// release is of.
func (b *browser) mouse(typ input.DispatchMouseEventType, p image.Point, buttons int64) {
	b.t.Helper()
	b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		ev := input.DispatchMouseEventParams{Type: typ, X: float64(p.X), Y: float64(p.Y), Buttons: buttons}
		if typ != chromedp.MouseMoved {
			ev.Button, ev.ClickCount = input.MouseButtonLeft, 1
			if buttons == 2 {
				ev.Button = input.MouseButtonRight
			}
		}
		_, err := cdp.Call(ctx, tg, input.DispatchMouseEvent, ev)
		return err
	}))
}

// key presses and releases each key of k, held for a few frames (a press
// and a release in one frame are lost: the app reads the keys' state).
func (b *browser) key(k string) {
	b.t.Helper()
	for _, r := range k {
		b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			ks := kb.Encode(r)
			for i, e := range ks {
				if i == len(ks)-1 {
					time.Sleep(60 * time.Millisecond)
				}
				if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *e); err != nil {
					return err
				}
			}
			return nil
		}))
	}
}

// model is the scene the page should show: the same level in a scene of
// the page's map size, as the app lays it out.
type model struct {
	sc  *scene.Scene
	lay render.Layout
}

func newModel(t *testing.T, lv *levels.Level, w, h int) *model {
	t.Helper()
	sc := scene.New(*lv)
	sc.Refresh()
	lay := render.NewLayout(w, h, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	return &model{sc, lay}
}

// px is the window pixel at the centre of cell p, nudged by (dx, dy) cells.
func (m *model) px(p pathing.Point, dx, dy float64) image.Point {
	v := m.sc.View()
	x, y := v.Centre(p)
	return image.Pt(m.lay.Map.Min.X+int(x+dx*v.Scale), m.lay.Map.Min.Y+int(y+dy*v.Scale))
}

// route is where the route passes for a pivot at p (the body's centre).
func (m *model) route(p pathing.Point) image.Point {
	dx, dy := render.BodyOffset(m.sc.Selected().Agent())
	return m.px(p, dx, dy)
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= 8 && int(y)-int(x) <= 8 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// drawsRoute reports whether img shows the model's route: every inner
// waypoint in the waypoints' colour (or the other strategy's, which a
// level that compares them draws over it where they agree).
func (m *model) drawsRoute(img *image.RGBA) bool {
	ws := m.sc.Selected().Plan().Waypoints
	if len(ws) < 3 {
		return false
	}
	for _, w := range ws[1 : len(ws)-1] {
		if c := img.RGBAAt(m.route(w).X, m.route(w).Y); !near(c, assets.Waypoint) && !near(c, assets.AltRoute) {
			return false
		}
	}
	return true
}

// wrongCells is the number of the model's cells that img draws otherwise
// than the model's map has them: an obstacle or not, seen near a cell's
// corner (away from the route and the markers).
func (m *model) wrongCells(img *image.RGBA) int {
	g, wrong := m.sc.Grid(), 0
	for y := range g.Height() {
		for x := range g.Width() {
			p := m.px(pathing.Pt(x, y), -0.4, -0.4)
			if g.Blocked(x, y) != near(img.RGBAAt(p.X, p.Y), assets.Obstacle) {
				wrong++
			}
		}
	}
	return wrong
}

// count is the number of pixels of r near colour c.
func count(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), c) {
				n++
			}
		}
	}
	return n
}

func demoModel(t *testing.T, b *browser) *model {
	t.Helper()
	lv, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	return newModel(t, lv, b.w, b.h)
}

// startMilestones are the page's marks of its start, in order
// (index.html's, then app/startmarks.go's).
var startMilestones = []string{"compiled", "main", "opened", "update", "plan", "layer", "frame", "route"}

// milestones are the page's start marks ("swath:NAME"), by name, in
// seconds of the page's clock, with "fetched" when the wasm's download
// ended.
type milestones map[string]float64

func (m milestones) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "fetched %.2f", m["fetched"])
	for _, n := range startMilestones {
		if t, ok := m[n]; ok {
			fmt.Fprintf(&b, ", %s %.2f", n, t)
		}
	}
	return b.String()
}

// startMarks reads the page's start marks.
func (b *browser) startMarks() milestones {
	b.t.Helper()
	var list []struct {
		Name string
		T    float64
	}
	b.eval(`performance.getEntries().filter(e => e.entryType == "mark" && e.name.startsWith("swath:") || e.entryType == "resource" && e.name.endsWith("/swath.wasm")).map(e => ({Name: e.entryType == "mark" ? e.name.slice(6) : "fetched", T: e.entryType == "mark" ? e.startTime : e.responseEnd}))`, &list)
	m := milestones{}
	for _, e := range list {
		m[e.Name] = e.T / 1000
	}
	return m
}

// TestPageDrawsDemoRouteAndPaints opens the page, waits for the demo's
// route, then drags a wall across it and sees the route go round it.
func TestPageDrawsDemoRouteAndPaints(t *testing.T) {
	b := newBrowser(t)
	siteURL(t) // built before the clock starts
	t0 := time.Now()
	b.open("")
	m := demoModel(t, b)
	var first *image.RGBA
	var drawn int // the frames drawn before the screenshot that shows the route
	for deadline := time.Now().Add(2 * time.Minute); first == nil; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out waiting for the demo's route")
		}
		b.eval("__probe.drawn", &drawn)
		if img := b.shot(); m.drawsRoute(img) {
			first = img
		}
	}
	var drawnAt []float64
	b.eval("__probe.drawnAt", &drawnAt)
	marks := b.startMarks()
	t.Logf("the demo's route seen %.1f s after the page was asked for (%dx%d page), by the frame at %.2f s of the page's clock (its %d. drawn); the page's milestones, s: %s",
		time.Since(t0).Seconds(), b.w, b.h, drawnAt[drawn-1]/1000, drawn, marks)
	for _, name := range startMilestones {
		if _, ok := marks[name]; !ok {
			t.Errorf("no mark swath:%s once the route is seen: %s", name, marks)
		}
	}
	if marks["route"] < marks["frame"] || marks["route"] < marks["plan"] || marks["main"] < marks["compiled"] {
		t.Errorf("the milestones are out of order: %s", marks)
	}
	if st := b.status(); st.Title != m.sc.Title() || st.Notice != "" || st.Modified {
		t.Errorf("swathStatus() = %+v, want the demo's title and no notice", st)
	}

	// a wall of five free cells across a raw node a third of the way
	before := m.sc.Selected().Plan()
	var wall []pathing.Point
	g := m.sc.Grid()
	for k := len(before.Raw) / 3; k < len(before.Raw) && wall == nil; k++ {
		c := before.Raw[k]
		ok := true
		for y := c.Y - 2; y <= c.Y+2; y++ {
			ok = ok && g.In(pathing.Pt(c.X, y)) && !g.Blocked(c.X, y)
		}
		if ok {
			for y := c.Y - 2; y <= c.Y+2; y++ {
				wall = append(wall, pathing.Pt(c.X, y))
			}
		}
	}
	if wall == nil {
		t.Fatal("no place for a wall across the demo's route")
	}
	// press, hold, move cell by cell (each held for a few frames), release
	b.mouse(chromedp.MouseMoved, m.px(wall[0], 0, 0), 0)
	b.mouse(chromedp.MousePressed, m.px(wall[0], 0, 0), 1)
	time.Sleep(150 * time.Millisecond)
	for _, c := range wall[1:] {
		b.mouse(chromedp.MouseMoved, m.px(c, 0, 0), 1)
		time.Sleep(120 * time.Millisecond)
	}
	b.mouse(chromedp.MouseReleased, m.px(wall[len(wall)-1], 0, 0), 0)
	b.mouse(chromedp.MouseMoved, image.Pt(m.lay.Map.Max.X+40, m.lay.Map.Min.Y+10), 0) // off the map: no hover outline
	for _, c := range wall {
		m.sc.Apply(scene.Press{Cell: c, Button: scene.Primary})
		m.sc.Apply(scene.Release{Cell: c})
	}
	m.sc.Refresh()
	after := m.sc.Selected().Plan()
	if !after.Found {
		t.Fatalf("the model found no route past the wall %v: %s", wall, after.Err)
	}
	painted := b.wait("the wall painted and the route round it", func(img *image.RGBA) bool {
		for _, c := range wall {
			if p := m.px(c, -0.3, -0.3); !near(img.RGBAAt(p.X, p.Y), assets.Obstacle) {
				return false
			}
		}
		return m.drawsRoute(img)
	})
	if p := m.route(wall[2]); near(painted.RGBAAt(p.X, p.Y), assets.Waypoint) || near(painted.RGBAAt(p.X, p.Y), assets.RawNode) {
		save(t, "route on the wall", painted)
		t.Fatalf("the route is still drawn on the wall at %v", wall[2])
	}
	changed := 0
	for y := m.lay.Map.Min.Y; y < m.lay.Map.Max.Y; y++ {
		for x := m.lay.Map.Min.X; x < m.lay.Map.Max.X; x++ {
			if !near(first.RGBAAt(x, y), painted.RGBAAt(x, y)) {
				changed++
			}
		}
	}
	if changed < 500 {
		t.Fatalf("only %d map pixels changed after a wall across the route", changed)
	}
	if st := b.status(); !st.Modified {
		t.Errorf("swathStatus() = %+v after painting, want modified", st)
	}
}

// TestPagePaintingFrames paints and erases a row of the demo for a few
// seconds, cell by cell, and counts the frames the page draws meanwhile
// (every cell changes the map, the route and the picture).
func TestPagePaintingFrames(t *testing.T) {
	b := newBrowser(t)
	b.open("")
	m := demoModel(t, b)
	b.wait("the demo's route", m.drawsRoute)
	g := m.sc.Grid()
	y := g.Height() - 2 // the demo's last rows are free
	for x := range g.Width() {
		if g.Blocked(x, y) {
			t.Fatalf("cell %d,%d of the demo's row %d is an obstacle", x, y, y)
		}
	}
	var before struct{ Drawn int }
	b.eval("({Drawn: __probe.drawn})", &before)
	cpu := b.cpuSeconds()
	t0 := time.Now()
	strokes, moves := 0, 0
	for time.Since(t0) < 4*time.Second {
		button := int64(1 + strokes%2) // paint, then erase on the way back
		xs := make([]int, 0, g.Width())
		for x := range g.Width() {
			xs = append(xs, x)
		}
		if strokes%2 == 1 {
			slices.Reverse(xs)
		}
		b.mouse(chromedp.MouseMoved, m.px(pathing.Pt(xs[0], y), 0, 0), 0)
		b.mouse(chromedp.MousePressed, m.px(pathing.Pt(xs[0], y), 0, 0), button)
		for _, x := range xs[1:] {
			b.mouse(chromedp.MouseMoved, m.px(pathing.Pt(x, y), 0, 0), button)
			moves++
			time.Sleep(20 * time.Millisecond)
		}
		b.mouse(chromedp.MouseReleased, m.px(pathing.Pt(xs[len(xs)-1], y), 0, 0), button)
		strokes++
	}
	took := time.Since(t0)
	var after struct{ Drawn int }
	b.eval("({Drawn: __probe.drawn})", &after)
	fps := float64(after.Drawn-before.Drawn) / took.Seconds()
	// (a move is a round trip to the browser, which answers once the page
	// has taken it: under load the moves come slower than the 20 ms
	// between them, and a page that keeps up draws a frame a move)
	t.Logf("painting %d strokes of %d cells in %.1f s: %d moves (%.1f a second), %d frames drawn, %.1f a second, %.2f a move; CPU of a core: %s",
		strokes, g.Width(), took.Seconds(), moves, float64(moves)/took.Seconds(), after.Drawn-before.Drawn, fps, float64(after.Drawn-before.Drawn)/float64(max(moves, 1)), b.cpuSince(cpu, took))
	if after.Drawn-before.Drawn < strokes {
		t.Errorf("%d frames drawn in %d strokes that each changed the map", after.Drawn-before.Drawn, strokes)
	}
}

// TestPageOpensSharedLevel opens the page at a share link of another level
// and sees that level: its title, its route.
func TestPageOpensSharedLevel(t *testing.T) {
	lv, err := levels.LoadBuiltin("u-turn")
	if err != nil {
		t.Fatal(err)
	}
	lv.Vs = nil // one view, as the model draws (a link keeps the level's comparison: the split view)
	frag, err := levels.EncodeShare(lv)
	if err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	b.open("#" + frag)
	m := newModel(t, lv, b.w, b.h)
	img := b.wait("the shared level's route", m.drawsRoute)
	check := func(img *image.RGBA) {
		if st := b.status(); st.Title != lv.Title || st.Notice != "" || st.Modified {
			t.Errorf("swathStatus() = %+v, want the u-turn's title %q, no notice, unmodified", st, lv.Title)
		}
		// its obstacles where the level has them
		if wrong := m.wrongCells(img); wrong > 0 {
			save(t, "shared level", img)
			t.Errorf("%d cells of the shared level are drawn otherwise than it has them", wrong)
		}
	}
	check(img)

	// a link pasted into the open page's address bar: only the fragment
	// changes, and the page opens its level
	b.open("")
	demo := demoModel(t, b)
	b.wait("the demo's route", demo.drawsRoute)
	b.eval(fmt.Sprintf("(location.hash = %q, 0)", "#"+frag), new(int))
	b.waitJS("the linked level", fmt.Sprintf("typeof swathStatus === 'function' && swathStatus().title === %q", lv.Title))
	check(b.wait("the linked level's route", m.drawsRoute))

	// a damaged link pasted over the level, edited: refused, and the
	// level stays as it is, its change too (no new load)
	g := lv.Grid
	var free pathing.Point
	for y := g.Height() - 1; y >= 0 && free == (pathing.Point{}); y-- {
		for x := range g.Width() {
			if c := pathing.Pt(x, y); !g.Blocked(x, y) && c != lv.Start && c != lv.Goal {
				free = c
				break
			}
		}
	}
	paintCell(b, m, free)
	b.waitJS("the level modified", "swathStatus().modified")
	// (a question the page asks is answered no and noted: a dialog open
	// would hold the page)
	b.eval("(window.__sameLoad = true, window.__asked = '', window.confirm = q => (__asked = q, false), 0)", new(int))
	b.eval(fmt.Sprintf("(location.hash = %q, 0)", "#"+frag[:len(frag)/2]), new(int))
	b.waitJS("the damaged link's message", "swathStatus().notice !== '' || __asked !== ''")
	var asked string
	b.eval("__asked", &asked)
	if asked != "" {
		t.Errorf("a damaged link asked %q: want it refused without a question", asked)
	}
	st := b.status()
	if !strings.HasPrefix(st.Notice, "Could not open the shared level: the link is damaged") || !strings.Contains(st.Notice, "The level shown is kept") || !st.Warn {
		t.Errorf("after a damaged link: notice %q (warn %v), want it refused and the level kept", st.Notice, st.Warn)
	}
	var same bool
	b.eval("window.__sameLoad === true", &same)
	if !same || st.Title != lv.Title || !st.Modified {
		t.Errorf("after a damaged link: %+v, the same page %v: want the edited %q kept", st, same, lv.Title)
	}
	img = b.wait("the kept level", func(img *image.RGBA) bool { return m.wrongCells(img) == 0 })
	if n := count(img, m.lay.Status, assets.Warning); n < 30 {
		save(t, "damaged link status", img)
		t.Errorf("%d pixels of the status line in the warning colour, want the message there", n)
	}
}

// TestPageRefusesBadLink opens the page at damaged and too-new links: each
// opens the demo level and says why in the status line, in the warning
// colour.
func TestPageRefusesBadLink(t *testing.T) {
	demo, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	good, err := levels.EncodeShare(demo)
	if err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	for _, c := range []struct{ frag, want string }{
		{"#" + good[:len(good)/2], "the link is damaged: it is cut short"},
		{"#AAAA$", "is not base64url"},
		{"#CXjaSwQAAA", "made by a newer Swath"}, // version byte 9
	} {
		b.open(c.frag)
		m := demoModel(t, b)
		img := b.wait("the demo level after a bad link", m.drawsRoute)
		st := b.status()
		if !strings.HasPrefix(st.Notice, "Could not open the shared level: the link") || !strings.Contains(st.Notice, c.want) || !st.Warn || st.Title != demo.Title {
			t.Errorf("%.20s…: swathStatus() = %+v, want a warning saying %q and the demo level", c.frag, st, c.want)
		}
		if n := count(img, m.lay.Status, assets.Warning); n < 30 {
			save(t, "bad link status", img)
			t.Errorf("%.20s…: %d pixels of the status line in the warning colour, want the message there", c.frag, n)
		}
	}
	// a good link: no warning in the status line
	b.open("#" + good)
	m := demoModel(t, b)
	img := b.wait("the demo level from its link", m.drawsRoute)
	if n := count(img, m.lay.Status, assets.Warning); n > 0 {
		t.Errorf("a good link: %d warning pixels in the status line", n)
	}
}

// TestPageIdleDrawsNothing: once the page has drawn, while nothing
// changes it draws nothing, runs no Update and asks the browser for no
// animation frames (Ebitengine's loop asks for one a frame to see whether
// a tick is wanted: index.html keeps its request while the app is idle),
// and its thread is nearly idle. The probe's own animation frames are
// paused meanwhile (each is a frame of the browser's): the CPU logged is
// the page's own. SWATH_WEB_IDLE=20s idles longer (5 s unless told).
func TestPageIdleDrawsNothing(t *testing.T) {
	b := newBrowser(t)
	b.open("")
	m := demoModel(t, b)
	b.wait("the demo's route", m.drawsRoute)
	b.settle(2 * time.Second) // the last frames (the optimum, the panel's) drawn
	idle := 5 * time.Second
	if d, err := time.ParseDuration(os.Getenv("SWATH_WEB_IDLE")); err == nil {
		idle = d
	}
	type probe struct{ Frames, Asked, Draws, Updates int }
	const read = "({Frames: __probe.frames, Asked: __probe.asked, Draws: __probe.draws, Updates: swathStatus().updates})"
	var before, after probe
	b.eval("(__probe.pause(), 0)", new(int))
	time.Sleep(100 * time.Millisecond) // the probe's last frame
	b.eval(read, &before)
	busy0 := b.taskSeconds()
	cpu := b.cpuSeconds()
	time.Sleep(idle)
	busy := b.taskSeconds() - busy0
	t.Logf("idle %v: CPU of a core: %s", idle, b.cpuSince(cpu, idle))
	b.eval(read, &after)
	b.eval("(__probe.resume(), 0)", new(int))
	asked := after.Asked - before.Asked
	t.Logf("idle %v: %d Updates, %d WebGL draws, %d animation frames asked for; the page's thread busy %.0f ms (%.1f %%)", idle, after.Updates-before.Updates, after.Draws-before.Draws, asked, busy*1000, 100*busy/idle.Seconds())
	if d := after.Draws - before.Draws; d > 0 {
		t.Errorf("the idle page drew %d times in %v, want none", d, idle)
	}
	if n := after.Updates - before.Updates; n > 0 {
		t.Errorf("the idle page ran %d Updates in %v, want none", n, idle)
	}
	if asked > 0 {
		t.Errorf("the idle page asked for %d animation frames in %v, want none", asked, idle)
	}
	// the probe ran meanwhile: it counts again
	b.waitJS("the probe's frames again", fmt.Sprintf("__probe.frames > %d", after.Frames))
}

// cpuSeconds is the CPU time the browser's processes have used, by
// process type (renderer: the page's JavaScript and wasm; gpu-process:
// software WebGL; browser: the rest), from /proc: the process started
// with the browser's profile and its descendants.
func (b *browser) cpuSeconds() map[string]float64 {
	type proc struct {
		ppid    int
		typ     string
		seconds float64
		mine    bool
	}
	procs := map[int]*proc{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, p := range stats {
		stat, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		cmd, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "cmdline"))
		var pid int
		fmt.Sscan(filepath.Base(filepath.Dir(p)), &pid)
		// after the command's name in parentheses: the state, the
		// parent's pid, …, utime and stime (the 12th and 13th), in clock
		// ticks (100 a second)
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		pr := &proc{typ: "browser", mine: bytes.Contains(cmd, []byte(b.profile))}
		var ut, st float64
		fmt.Sscan(f[1], &pr.ppid)
		fmt.Sscan(f[11], &ut)
		fmt.Sscan(f[12], &st)
		pr.seconds = (ut + st) / 100
		// (a process the zygote forked rewrites its command line as one
		// string: the arguments split on spaces too)
		for _, a := range bytes.FieldsFunc(cmd, func(r rune) bool { return r == 0 || r == ' ' }) {
			if t, ok := bytes.CutPrefix(a, []byte("--type=")); ok {
				pr.typ = string(t)
			}
		}
		procs[pid] = pr
	}
	out := map[string]float64{}
	for _, pr := range procs {
		for q, n := pr, 0; q != nil && n < 64; q, n = procs[q.ppid], n+1 {
			if q.mine {
				out[pr.typ] += pr.seconds
				break
			}
		}
	}
	return out
}

// rendererRSS is the resident memory of the browser's renderer
// processes, MB (the page's wasm memory among it), from /proc.
func (b *browser) rendererRSS() float64 {
	var kb float64
	stats, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range stats {
		cmd, _ := os.ReadFile(p)
		if !bytes.Contains(cmd, []byte(b.profile)) || !bytes.Contains(cmd, []byte("--type=renderer")) {
			continue
		}
		status, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "status"))
		for _, l := range strings.Split(string(status), "\n") {
			if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
				var n float64
				fmt.Sscan(v, &n)
				kb += n
			}
		}
	}
	return kb / 1024
}

// cpuSince formats the CPU time used since an earlier cpuSeconds.
func (b *browser) cpuSince(then map[string]float64, over time.Duration) string {
	now := b.cpuSeconds()
	var parts []string
	for _, typ := range []string{"renderer", "gpu-process", "browser", "utility", "zygote"} {
		parts = append(parts, fmt.Sprintf("%s %.0f%%", typ, 100*(now[typ]-then[typ])/over.Seconds()))
	}
	return strings.Join(parts, ", ")
}

// taskSeconds is the time the page's main thread has spent in tasks.
func (b *browser) taskSeconds() float64 {
	b.t.Helper()
	var secs float64
	b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, performance.Enable, performance.EnableParams{}); err != nil {
			return err
		}
		r, err := cdp.Call(ctx, tg, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return err
		}
		for _, m := range r.Metrics {
			if m.Name == "TaskDuration" {
				secs = m.Value
			}
		}
		return nil
	}))
	return secs
}

// TestPageBigMazeKeepsDrawing opens a 512² maze by its link: its route
// (a layer built in the background) appears, and opening the timeline
// (built in the background too) shows it; the page's longest pause
// between two frames is logged.
func TestPageBigMazeKeepsDrawing(t *testing.T) {
	const seed = 512
	t.Logf("maze seed %d", seed)
	g := levels.Maze(512, rand.New(rand.NewPCG(seed, 1)))
	lv := &levels.Level{Title: "maze 512", Grid: g}
	lv.Start, lv.Goal = levels.DefaultEnds(g)
	frag, err := levels.EncodeShare(lv)
	if err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	siteURL(t) // built before the clock starts
	// the model's plans too (its optimum is seconds of both cores' time,
	// which the page's build shared when they ran while it loaded)
	sc := scene.New(*lv)
	sc.Refresh()
	t0 := time.Now()
	b.open("#" + frag)
	lay := render.NewLayout(b.w, b.h, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	m := &model{sc, lay}
	// the route of a maze is everywhere: count the waypoints' pixels
	wps := func(img *image.RGBA) int { return count(img, m.lay.Map, assets.Waypoint) }
	b.wait("the maze's route", func(img *image.RGBA) bool { return wps(img) > 2000 })
	var p struct{ Frames, MaxGap, MaxTask, LongTasks, Held float64 }
	// Held: the time within the longest gap that the page's thread spent
	// in tasks over 50 ms (the rest of a gap is the browser's: its GPU
	// process, software WebGL here, or the machine's load)
	const probe = `({Frames: __probe.frames, MaxGap: __probe.maxGap, MaxTask: __probe.maxTask, LongTasks: __probe.longTasks,
		Held: __probe.tasks.reduce((h, [s, d]) => h + Math.max(0, Math.min(s + d, __probe.gapFrom + __probe.maxGap) - Math.max(s, __probe.gapFrom)), 0)})`
	b.eval(probe, &p)
	t.Logf("the maze's route drawn %.1f s after the page was asked for; %0.f frames, the longest gap %.0f ms, the longest task %.0f ms (the wasm's compile and start among them)", time.Since(t0).Seconds(), p.Frames, p.MaxGap, p.MaxTask)
	// the reference: the same page at rest for 2 s (the loaded machine's
	// own pauses: the browser is asked for frames all the while)
	b.settle(time.Second)
	reset := "(__probe.maxGap = 0, __probe.maxTask = 0, __probe.longTasks = 0, __probe.frames = 0, __probe.tasks = [], 0)"
	b.eval(reset, new(int))
	time.Sleep(2 * time.Second)
	var rest struct{ Frames, MaxGap, MaxTask, LongTasks, Held float64 }
	b.eval(probe, &rest)
	t.Logf("at rest for 2 s: %.0f frames, the longest gap %.0f ms; %.0f tasks over 50 ms, the longest %.0f ms", rest.Frames, rest.MaxGap, rest.LongTasks, rest.MaxTask)
	b.eval(reset, new(int))
	shown := b.shot()
	t1 := time.Now()
	b.key("t")
	m.sc.Apply(scene.ActTimeline)
	lay = render.LayoutOf(m.sc, b.w, b.h, true)
	if lay.Timeline.Empty() {
		t.Fatal("the model shows no timeline band")
	}
	b.wait("the timeline band", func(img *image.RGBA) bool {
		changed := 0
		for y := lay.Timeline.Min.Y; y < lay.Timeline.Max.Y; y++ {
			for x := lay.Timeline.Min.X; x < lay.Timeline.Max.X; x++ {
				if !near(img.RGBAAt(x, y), shown.RGBAAt(x, y)) {
					changed++
				}
			}
		}
		return changed > lay.Timeline.Dx()*lay.Timeline.Dy()/4
	})
	shownAfter := time.Since(t1)
	// the rest of the build (the steps, the other strategy) lands stage by
	// stage: wait until the page has drawn nothing for 3 s
	settled := b.settle(3 * time.Second)
	b.eval(probe, &p)
	t.Logf("T: the timeline band shown after %.1f s, the last stage drawn after %.1f s; %.0f frames, the longest gap between frames %.0f ms (the page's thread held %.0f ms of it in tasks over 50 ms); %.0f tasks over 50 ms, the longest %.0f ms", shownAfter.Seconds(), settled.Sub(t1).Seconds(), p.Frames, p.MaxGap, p.Held, p.LongTasks, p.MaxTask)
}

// settle waits until the page has drawn no frame for quiet and returns
// when it drew its last.
func (b *browser) settle(quiet time.Duration) time.Time {
	b.t.Helper()
	last, lastAt := -1, time.Now()
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var drawn int
		b.eval("__probe.drawn", &drawn)
		if drawn != last {
			last, lastAt = drawn, time.Now()
		} else if time.Since(lastAt) >= quiet {
			return lastAt
		}
	}
	b.t.Fatal("the page never stopped drawing")
	return time.Time{}
}
