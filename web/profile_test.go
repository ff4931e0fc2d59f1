package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"swath/levels"
	"swath/pathing"
)

// TestPageProfile is a tool, not a check: with SWATH_WEB_PROFILE=start it
// samples the page's thread (the browser's JavaScript and wasm profiler)
// from the navigation to the demo's route; with =paint, while the demo is
// painted from inside the page (TestPagePaintingFPS's loop); with =idle,
// for 10 s of the demo's page drawing nothing; with =maze,
// while the timeline of TestPageBigMazeKeepsDrawing's 512² maze builds,
// and the longest stretch the thread was busy in. It logs the
// functions with the most samples, by themselves and with their callees.
// The wasm is built with its names (no -s -w) for the profile to name
// them. SWATH_WEB_PROFILE_OUT=file.cpuprofile writes the whole profile.
func TestPageProfile(t *testing.T) {
	what := os.Getenv("SWATH_WEB_PROFILE")
	if what == "" {
		t.Skip("SWATH_WEB_PROFILE=start|paint|idle|maze profiles the page")
	}
	siteURL(t)
	dir := t.TempDir()
	for _, f := range []string{IndexFile, WasmExecFile} {
		data, err := os.ReadFile(filepath.Join(built.dir, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), data, 0o644)
	}
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, WasmFile), ".")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the wasm with names: %v\n%s", err, out)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	b := newBrowser(t)
	call := func(f func(ctx context.Context, tg *chromedp.Target) error) {
		b.do(chromedp.Func(f))
	}
	start := func() {
		call(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, profiler.Enable, cdp.Empty{}); err != nil {
				return err
			}
			if _, err := cdp.Call(ctx, tg, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500}); err != nil {
				return err
			}
			_, err := cdp.Call(ctx, tg, profiler.Start, cdp.Empty{})
			return err
		})
	}
	var prof *profiler.Profile
	stop := func() {
		call(func(ctx context.Context, tg *chromedp.Target) error {
			r, err := cdp.Call(ctx, tg, profiler.Stop, cdp.Empty{})
			prof = r.Profile
			return err
		})
	}
	switch what {
	case "start":
		b.do(chromedp.Navigate("about:blank"))
		start()
		b.do(chromedp.Navigate(srv.URL + "/"))
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		stop()
		t.Logf("marks: %s", b.startMarks())
	case "paint":
		b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/"))
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		var size [2]int
		b.eval("[innerWidth, innerHeight]", &size)
		b.w, b.h = size[0], size[1]
		m := demoModel(t, b)
		b.settle(time.Second)
		g := m.sc.Grid()
		y := g.Height() - 2
		var xs []int
		for x := range g.Width() {
			xs = append(xs, m.px(pathing.Pt(x, y), 0, 0).X)
		}
		js, _ := json.Marshal(xs)
		start()
		b.eval(fmt.Sprintf(paintLoop, js, m.px(pathing.Pt(0, y), 0, 0).Y, 5000), new(int))
		b.waitJSFor(time.Minute, "the painting to end", "window.__paint && __paint.done")
		stop()
		var p struct{ Moves, Drawn int }
		b.eval("({Moves: __paint.moves, Drawn: __paint.drawn})", &p)
		t.Logf("painting: %d moves, %d frames drawn", p.Moves, p.Drawn)
	case "idle":
		b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/"))
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		b.settle(2 * time.Second)
		start()
		time.Sleep(10 * time.Second)
		stop()
	case "maze":
		// TestPageBigMazeKeepsDrawing's maze: its route, then T
		g := levels.Maze(512, rand.New(rand.NewPCG(512, 1)))
		lv := &levels.Level{Title: "maze 512", Grid: g}
		lv.Start, lv.Goal = levels.DefaultEnds(g)
		frag, err := levels.EncodeShare(lv)
		if err != nil {
			t.Fatal(err)
		}
		b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/#"+frag))
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		b.settle(2 * time.Second)
		b.eval("(__probe.tasks = [], __probe.maxTask = 0, __probe.longTasks = 0, 0)", new(int))
		start()
		var at float64 // the page's clock when the profile started, about
		b.eval("performance.now()", &at)
		b.key("t")
		if os.Getenv("SWATH_WEB_PROFILE_SHOTS") != "" {
			for range 30 {
				b.shot()
				time.Sleep(100 * time.Millisecond)
			}
		}
		b.settle(3 * time.Second)
		stop()
		var p struct {
			MaxTask, LongTasks float64
			Tasks              [][2]float64
		}
		b.eval("({MaxTask: __probe.maxTask, LongTasks: __probe.longTasks, Tasks: __probe.tasks})", &p)
		t.Logf("the timeline built: %.0f tasks over 50 ms, the longest %.0f ms; the renderers' resident memory %.0f MB", p.LongTasks, p.MaxTask, b.rendererRSS())
		logLongest(t, prof)
		logTasks(t, prof, at, p.Tasks)
	default:
		t.Fatalf("SWATH_WEB_PROFILE=%q: want start, paint, idle or maze", what)
	}
	if out := os.Getenv("SWATH_WEB_PROFILE_OUT"); out != "" {
		// the whole profile, for Chromium's DevTools (a .cpuprofile)
		data, err := json.Marshal(prof)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(out, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	logProfile(t, prof)
}

// logLongest logs the profile's longest stretch of samples in which the
// page's thread was never idle (a long task, or tasks back to back), and
// the functions with the most time in it.
func logLongest(t *testing.T, p *profiler.Profile) {
	idle := map[int64]bool{}
	for _, n := range p.Nodes {
		if n.CallFrame.FunctionName == "(idle)" {
			idle[n.ID] = true
		}
	}
	best, bestFrom, bestTo := 0.0, 0, 0
	run, from := 0.0, 0
	for i, s := range p.Samples {
		d := float64(p.TimeDeltas[min(i+1, len(p.TimeDeltas)-1)]) / 1000
		if idle[s] {
			run, from = 0, i+1
			continue
		}
		if run += d; run > best {
			best, bestFrom, bestTo = run, from, i+1
		}
	}
	t.Logf("the longest stretch without idle: %.0f ms (%d samples)", best, bestTo-bestFrom)
	logProfile(t, &profiler.Profile{Nodes: p.Nodes, Samples: p.Samples[bestFrom:bestTo], TimeDeltas: p.TimeDeltas[bestFrom:bestTo]})
}

// logTasks logs the long tasks (the browser's long-task entries, [start,
// duration] in ms of the page's clock) and the functions with the most
// time in the three longest, the profile's samples placed on the page's
// clock by at, the page's clock when the profile started (give or take
// the round trip that read it).
func logTasks(t *testing.T, p *profiler.Profile, at float64, tasks [][2]float64) {
	var sb strings.Builder
	for _, tk := range tasks {
		fmt.Fprintf(&sb, " %.0f@%.0f", tk[1], tk[0]-at)
	}
	t.Logf("long tasks (ms @ ms after the profile's start):%s", sb.String())
	slices.SortFunc(tasks, func(a, b [2]float64) int { return int(b[1] - a[1]) })
	for _, tk := range tasks[:min(3, len(tasks))] {
		from, to := -1, -1
		var when float64
		for i := range p.Samples {
			when += float64(p.TimeDeltas[i]) / 1000
			if when >= tk[0]-at && from < 0 {
				from = i
			}
			if when <= tk[0]-at+tk[1] {
				to = i + 1
			}
		}
		if from < 0 || to <= from {
			continue
		}
		gap, gaps := sampleGaps(p.TimeDeltas[from:to])
		t.Logf("the task of %.0f ms at %.0f ms (%.0f ms of it between samples over 10 ms apart, the longest %.0f ms: the thread off the CPU, the machine's load):", tk[1], tk[0]-at, gaps, gap)
		logProfile(t, &profiler.Profile{Nodes: p.Nodes, Samples: p.Samples[from:to], TimeDeltas: p.TimeDeltas[from:to]})
	}
}

// sampleGaps is the longest time between two samples of deltas (µs) and
// the sum of those over 10 ms, in ms. The profiler samples every 0.5 ms
// here: a gap of tens of milliseconds is time the page's thread was not
// running (a loaded machine's other processes had the CPU), which the
// sample after it is credited with.
func sampleGaps(deltas []int64) (longest, over10 float64) {
	for _, d := range deltas {
		ms := float64(d) / 1000
		longest = max(longest, ms)
		if ms > 10 {
			over10 += ms
		}
	}
	return longest, over10
}

// logProfile logs a profile's 30 functions with the most time by
// themselves and with their callees.
func logProfile(t *testing.T, p *profiler.Profile) {
	parent := map[int64]int64{}
	nodes := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		nodes[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	name := func(n *profiler.ProfileNode) string {
		if n.CallFrame.FunctionName == "" {
			return "(anonymous " + n.CallFrame.URL + ")"
		}
		return n.CallFrame.FunctionName
	}
	self, total := map[string]float64{}, map[string]float64{}
	var all float64
	for i, s := range p.Samples {
		d := float64(p.TimeDeltas[min(i+1, len(p.TimeDeltas)-1)]) / 1000
		all += d
		self[name(nodes[s])] += d
		seen := map[string]bool{}
		for id, ok := s, true; ok; id, ok = parent[id] {
			if n := name(nodes[id]); !seen[n] {
				seen[n] = true
				total[n] += d
			}
		}
	}
	top := func(m map[string]float64, n int) string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		slices.SortFunc(ks, func(a, b string) int { return int(m[b]*1000 - m[a]*1000) })
		var sb strings.Builder
		for _, k := range ks[:min(n, len(ks))] {
			fmt.Fprintf(&sb, "\n  %7.0f ms %5.1f %%  %s", m[k], 100*m[k]/all, k)
		}
		return sb.String()
	}
	inits := map[string]float64{}
	for k, v := range total {
		if strings.HasSuffix(k, ".init") || strings.Contains(k, ".init.") {
			inits[k] = v
		}
	}
	t.Logf("%.0f ms sampled; by themselves:%s", all, top(self, 40))
	t.Logf("with their callees:%s", top(total, 100))
	t.Logf("package inits, with their callees:%s", top(inits, 30))
}
