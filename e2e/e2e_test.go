// Package e2e drives the real swath binary in a real X server, as a person
// would: it paints, resizes the agent, undoes, and checks the screen. It
// imports no Ebitengine; the expected picture comes from the same scene and
// render packages the app draws with.
package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
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

const winW, winH = 1000, 640

// need fails (never skips) when a tool is missing, with the command that installs it.
func need(t *testing.T) {
	t.Helper()
	var missing []string
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Fatalf("the end-to-end test needs %v: sudo apt-get install -y xvfb xdotool imagemagick", missing)
	}
}

// xserver starts a private Xvfb (through scripts/xvfb.sh, which keeps it from
// page-faulting every frame in) and returns its DISPLAY.
func xserver(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// -noreset: by default an X server resets when its last client leaves,
	// and a client that connects meanwhile is dropped (a test that starts
	// the app again at once saw "broken pipe" now and then)
	cmd := exec.Command("../scripts/xvfb.sh", "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start Xvfb: %v", err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	buf := make([]byte, 16)
	done := make(chan int, 1)
	go func() { n, _ := r.Read(buf); done <- n }()
	select {
	case n := <-done:
		return ":" + strings.TrimSpace(string(buf[:n]))
	case <-time.After(10 * time.Second):
		t.Fatal("Xvfb did not report its display")
	}
	return ""
}

// app builds the binary and starts it on the demo level.
type app struct {
	t       *testing.T
	display string
	// dir is the app's working folder, where a built-in level's exports go
	dir  string
	win  string
	x, y int // the window's top-left on the screen
	// log is the app's --input-log: a line for every key and click it took
	log string
	// out is what the app printed so far (stdout and stderr)
	out *syncBuffer
	// config is the app's user config folder (XDG_CONFIG_HOME): its
	// settings file, kept out of the real user's
	config string
	// proc is the app's process (a test stops and continues it to stand
	// for a stalled frame)
	proc *os.Process
}

func start(t *testing.T) *app { return startIn(t, "") }

// startIn starts the app in folder dir ("": the test's) with extra arguments.
func startIn(t *testing.T, dir string, extra ...string) *app { return startEnv(t, dir, nil, extra...) }

// startEnv is startIn with more environment variables (KEY=VALUE).
func startEnv(t *testing.T, dir string, env []string, extra ...string) *app {
	need(t)
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	a := &app{t: t, display: xserver(t), dir: t.TempDir()}
	a.log = filepath.Join(t.TempDir(), "input.log")
	// --check-damage: every partial redraw of the map is compared with a
	// whole one, and a difference fails the test (at cleanup)
	cmd := exec.Command(bin, append([]string{"--level", "demo", "--size", fmt.Sprintf("%dx%d", winW, winH),
		"--input-log", a.log, "--check-damage"}, extra...)...)
	cmd.Dir = dir
	a.config = t.TempDir()
	cmd.Env = append(append(os.Environ(), "DISPLAY="+a.display, "XDG_CONFIG_HOME="+a.config), env...)
	cmd.Dir = a.dir
	logs := &syncBuffer{}
	a.out = logs
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	a.proc = cmd.Process
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		var bad []string
		for _, ln := range strings.Split(logs.String(), "\n") {
			if strings.Contains(ln, "damage check") {
				bad = append(bad, ln)
			}
		}
		if len(bad) > 0 {
			t.Errorf("%d partial redraws of the map differ from a whole redraw:\n%s", len(bad), strings.Join(bad[:min(len(bad), 5)], "\n"))
		}
		if t.Failed() {
			t.Logf("app output:\n%s", logs.String())
			t.Logf("app input log:\n%s", strings.Join(a.logLines(), "\n"))
		}
	})
	a.win = strings.Fields(a.xdo("search", "--sync", "--onlyvisible", "--name", "Swath"))[0]
	geo := a.xdo("getwindowgeometry", "--shell", a.win)
	vals := map[string]int{}
	for _, ln := range strings.Fields(geo) {
		if k, v, ok := strings.Cut(ln, "="); ok {
			vals[k], _ = strconv.Atoi(v)
		}
	}
	if vals["WIDTH"] != winW || vals["HEIGHT"] != winH {
		t.Fatalf("window is %dx%d, want %dx%d", vals["WIDTH"], vals["HEIGHT"], winW, winH)
	}
	a.x, a.y = vals["X"], vals["Y"]
	a.xdo("windowfocus", "--sync", a.win)
	return a
}

// park moves the pointer off the map (over the status bar), so no cell shows
// a hover outline, with a last one-pixel move the app is sure to see.
func (a *app) park() {
	a.xdo("mousemove", "--sync", fmt.Sprint(a.x+winW-150), fmt.Sprint(a.y+winH-20),
		"sleep", "0.1", "mousemove_relative", "--sync", "1", "0")
}

// press holds key long enough for a loaded machine to see it in a tick,
// short of key repeat, and waits until the app's input log says it took a
// key. Ebitengine polls the keyboard once a tick, so a press and release
// that both fall inside one stalled frame never reach the app; such a lost
// press is pressed again (a taken one never is).
func (a *app) press(key string) {
	a.t.Helper()
	a.act("key "+key, "key", "keydown", key, "sleep", "0.15", "keyup", key)
}

// act runs the xdotool command args and waits for a new line of the input
// log that starts with want; when none comes, the app never saw the input
// and it is sent again, a few times at most.
func (a *app) act(what, want string, args ...string) []string {
	a.t.Helper()
	for try := 1; try <= 4; try++ {
		n := len(a.logLines())
		a.xdo(args...)
		for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			lines := a.logLines()
			for k, ln := range lines[min(n, len(lines)):] {
				if _, rest, _ := strings.Cut(ln, " "); strings.HasPrefix(rest, want) {
					return lines[n : n+k+1]
				}
			}
		}
		a.t.Logf("%s: the app did not take it (try %d); input log so far:\n%s", what, try, strings.Join(a.logLines(), "\n"))
	}
	a.t.Fatalf("%s: the app never took it", what)
	return nil
}

// stroke drags with xdotool (args) and returns the cells the app took, in
// order: the press, each drag, the release. A stalled frame sees a move and
// the press (or release) at once, so a stroke may skip a cell; the model
// follows the app's record, and the test checks that it crossed the route.
func (a *app) stroke(what string, args ...string) []pathing.Point {
	a.t.Helper()
	var cells []pathing.Point
	for _, ln := range a.act(what, "release", args...) {
		f := strings.Fields(ln)
		if len(f) < 3 || (f[1] != "press" && f[1] != "drag" && f[1] != "release") {
			continue
		}
		var p pathing.Point
		if _, err := fmt.Sscanf(f[len(f)-1], "%d,%d", &p.X, &p.Y); err != nil {
			a.t.Fatalf("input log line %q: %v", ln, err)
		}
		cells = append(cells, p)
	}
	a.t.Logf("%s: the app took cells %v", what, cells)
	return cells
}

// replay applies a stroke the app took to the model.
func (m *model) replay(cells []pathing.Point) {
	m.sc.Apply(scene.Press{Cell: cells[0], Button: scene.Primary})
	for _, c := range cells[1 : len(cells)-1] {
		m.sc.Apply(scene.Drag{Cell: c})
	}
	m.sc.Apply(scene.Release{Cell: cells[len(cells)-1]})
	m.sc.Refresh()
}

// logLines returns the lines of the app's input log so far.
func (a *app) logLines() []string {
	data, _ := os.ReadFile(a.log)
	s := strings.TrimSuffix(string(data), "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	if !strings.HasSuffix(string(data), "\n") {
		lines = lines[:len(lines)-1] // a line still being written
	}
	return lines
}

func (a *app) xdo(args ...string) string {
	a.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		a.t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// shot returns the window's pixels (the root window, cropped: a GL window
// read directly comes back black under Xvfb).
func (a *app) shot() *image.RGBA {
	a.t.Helper()
	cmd := exec.Command("import", "-window", "root", "png:-")
	cmd.Env = append(os.Environ(), "DISPLAY="+a.display)
	out, err := cmd.Output()
	if err != nil {
		a.t.Fatalf("import: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		a.t.Fatal(err)
	}
	rgba := image.NewRGBA(image.Rect(0, 0, winW, winH))
	for y := 0; y < winH; y++ {
		for x := 0; x < winW; x++ {
			rgba.Set(x, y, img.At(a.x+x, a.y+y))
		}
	}
	return rgba
}

// wait takes screenshots until ok holds, also a moment later (or fails
// after a few seconds), and returns the last one.
func (a *app) wait(what string, ok func(*image.RGBA) bool) *image.RGBA {
	a.t.Helper()
	var img *image.RGBA
	for deadline := time.Now().Add(8 * time.Second); time.Now().Before(deadline); time.Sleep(150 * time.Millisecond) {
		if img = a.shot(); ok(img) {
			// let the last events (the pointer leaving the map) settle
			time.Sleep(300 * time.Millisecond)
			if img = a.shot(); ok(img) {
				return img
			}
		}
	}
	save(a.t, what, img)
	a.t.Fatalf("timed out waiting for: %s", what)
	return nil
}

func save(t *testing.T, name string, img image.Image) {
	dir := filepath.Join(os.TempDir(), "swath-e2e")
	os.MkdirAll(dir, 0o755)
	p := filepath.Join(dir, strings.ReplaceAll(name, " ", "_")+".png")
	f, err := os.Create(p)
	if err == nil {
		png.Encode(f, img)
		f.Close()
		t.Logf("screenshot: %s", p)
	}
}

// model is the scene the app should be showing, driven by the same intents.
type model struct {
	sc  *scene.Scene
	lay render.Layout
}

func newModel(t *testing.T) *model {
	lv, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	sc := scene.New(scene.Level{Grid: lv.Grid, Agent: lv.Agent, Start: lv.Start, Goal: lv.Goal,
		Options: lv.Options})
	sc.Refresh() // the shortest route, which the app finds after the route
	lay := render.NewLayout(winW, winH, true)
	sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	return &model{sc, lay}
}

// px is the window pixel at the centre of cell p, nudged by (dx, dy) cell fractions.
func (m *model) px(p pathing.Point, dx, dy float64) image.Point {
	v := m.sc.View()
	x, y := v.Centre(p)
	return image.Pt(m.lay.Map.Min.X+int(x+dx*v.Scale), m.lay.Map.Min.Y+int(y+dy*v.Scale))
}

// route is the window pixel where the route passes for a pivot at p: the
// centre of the agent's body (half a cell off p's centre for an even side).
func (m *model) route(p pathing.Point) image.Point {
	dx, dy := render.BodyOffset(m.sc.Selected().Agent())
	return m.px(p, dx, dy)
}

func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= 8 && int(y)-int(x) <= 8 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// waitDrawn parks the pointer and waits until the app shows the model's
// route (every inner waypoint drawn) and no hover outline: the pointer's
// first moves may reach the window before it listens, so it parks again
// until the app has seen the pointer leave.
func (a *app) waitDrawn(m *model) *image.RGBA {
	a.t.Helper()
	a.park()
	ws := m.sc.Selected().Plan().Waypoints
	return a.wait("the route drawn, no hover", func(img *image.RGBA) bool {
		if m.hovered(img) {
			a.park()
			return false
		}
		for _, w := range ws[1 : len(ws)-1] {
			if p := m.route(w); !near(img.RGBAAt(p.X, p.Y), assets.Waypoint) {
				return false
			}
		}
		return true
	})
}

// winDiffIn counts the pixels of r that differ between two screenshots.
func winDiffIn(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// hovered reports whether a hover outline (the only white on the map) is drawn.
func (m *model) hovered(img *image.RGBA) bool {
	r := m.lay.Map
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), assets.Hover) {
				return true
			}
		}
	}
	return false
}

// mapDiff counts the map-area pixels that differ between two screenshots.
func (m *model) mapDiff(a, b *image.RGBA) int { return winDiffIn(a, b, m.lay.Map) }

func TestPaintResizeUndo(t *testing.T) {
	a := start(t)
	m := newModel(t)
	park := a.park
	before := m.sc.Selected().Plan()
	if !before.Found {
		t.Fatalf("demo has no route: %s", before.Err)
	}
	first := a.waitDrawn(m)

	// a wall across the route: a vertical stroke of five free cells through
	// a raw node near the middle of the route
	wall := wallAcross(t, m.sc.Grid(), before.Raw)
	mid := wall[2]
	t.Logf("wall %v, window at (%d,%d)", wall, a.x, a.y)
	for _, c := range wall {
		if p := m.px(c, -0.3, -0.3); near(first.RGBAAt(p.X, p.Y), assets.Obstacle) {
			t.Fatalf("cell %v is already an obstacle", c)
		}
	}
	p0 := m.px(wall[0], 0, 0)
	args := []string{"mousemove", "--sync", fmt.Sprint(a.x + p0.X), fmt.Sprint(a.y + p0.Y), "mousedown", "1", "sleep", "0.2"}
	for _, c := range wall[1:] {
		p := m.px(c, 0, 0)
		args = append(args, "mousemove", "--sync", fmt.Sprint(a.x+p.X), fmt.Sprint(a.y+p.Y), "sleep", "0.12")
	}
	took := a.stroke("the wall's stroke", append(args, "sleep", "0.1", "mouseup", "1", "sleep", "0.2")...)
	park()
	wall = wall[:0]
	for _, c := range took {
		if !slices.Contains(wall, c) {
			wall = append(wall, c)
		}
	}
	m.replay(took)
	// the app paints a line between the cells it took (a stalled frame
	// skips some), so the middle is judged on the model's painted grid
	if !m.sc.Grid().Blocked(mid.X, mid.Y) {
		t.Fatalf("the stroke the app took, %v, does not paint the wall's middle %v on the route", took, mid)
	}
	after := m.sc.Selected().Plan()
	if !after.Found {
		t.Fatalf("the model found no route after the wall: %s", after.Err)
	}
	painted := a.wait("the wall painted and the route moved", func(img *image.RGBA) bool {
		for _, c := range wall {
			if p := m.px(c, -0.3, -0.3); !near(img.RGBAAt(p.X, p.Y), assets.Obstacle) {
				return false
			}
		}
		for _, w := range after.Waypoints[1 : len(after.Waypoints)-1] {
			if p := m.route(w); !near(img.RGBAAt(p.X, p.Y), assets.Waypoint) {
				return false
			}
		}
		return true
	})
	if p := m.route(mid); near(painted.RGBAAt(p.X, p.Y), assets.Waypoint) || near(painted.RGBAAt(p.X, p.Y), assets.RawNode) {
		t.Fatalf("the route is still drawn on the wall at %v", mid)
	}
	if n := m.mapDiff(first, painted); n < 500 {
		t.Fatalf("only %d map pixels changed after painting a wall across the route", n)
	}

	// agent L+1 and W+1 with the keyboard: the footprint at the start grows
	a.press("bracketright")
	a.press("apostrophe")
	m.sc.Apply(scene.ActAgentWider)
	m.sc.Apply(scene.ActAgentTaller)
	m.sc.Refresh()
	cover := m.sc.Selected().Agent().Cover(m.sc.Selected().Start())
	edge := m.px(pathing.Pt(cover.MaxX, cover.MaxY), 0.45, 0.45) // inside the outline's bottom-right corner
	resized := a.wait("the 3x3 footprint at the start", func(img *image.RGBA) bool {
		c := img.RGBAAt(edge.X, edge.Y)
		return near(c, assets.Start) || near(c, assets.Warning)
	})
	if n := m.mapDiff(painted, resized); n == 0 {
		t.Fatal("resizing the agent changed nothing on the map")
	}

	// undo three times: W, L, then the stroke; the map is as it was at first
	a.press("ctrl+z")
	a.press("ctrl+z")
	a.wait("the agent resize undone", func(img *image.RGBA) bool { return m.mapDiff(painted, img) < 20 })
	a.press("ctrl+z")
	a.wait("the wall undone", func(img *image.RGBA) bool {
		return m.mapDiff(first, img) < 20
	})
}

// TestNoDisplay: started without a display, the app says so in one line
// and exits 1, instead of a toolkit panic.
func TestNoDisplay(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "swath")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, display := range []string{"", ":97531"} {
		cmd := exec.Command(bin)
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "DISPLAY=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		if display != "" {
			cmd.Env = append(cmd.Env, "DISPLAY="+display)
		}
		out, err := cmd.CombinedOutput()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if code != 1 || len(lines) != 1 || !strings.HasPrefix(lines[0], "swath: no display") || !strings.Contains(lines[0], "xvfb-run -a swath") {
			t.Errorf("DISPLAY=%q: exit %d, output:\n%s\nwant exit 1 and one line saying there is no display and how to use xvfb-run", display, code, out)
		}
	}
}

// wallAcross is a vertical stroke of five free cells through a raw node of
// a route (from a third of the way on), to paint across it.
func wallAcross(t *testing.T, g *pathing.Grid, raw []pathing.Point) []pathing.Point {
	t.Helper()
	for _, c := range raw[len(raw)/3:] {
		ok := true
		for y := c.Y - 2; y <= c.Y+2; y++ {
			ok = ok && g.In(pathing.Pt(c.X, y)) && !g.Blocked(c.X, y)
		}
		if ok {
			var wall []pathing.Point
			for y := c.Y - 2; y <= c.Y+2; y++ {
				wall = append(wall, pathing.Pt(c.X, y))
			}
			return wall
		}
	}
	t.Fatal("no place for a wall across the route")
	return nil
}
