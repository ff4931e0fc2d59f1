package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestPageStartFigures loads the demo page SWATH_WEB_LOADS times (4
// unless told) in one tab and logs the time from the navigation's start
// (0 of the page's clock) to the first frame that shows the route, by the
// page's own marks: the median, the 90th percentile and the median of
// each stage, for a first visit (the browser's cache cleared before the
// load: the wasm downloaded and compiled anew) and a visit again (the
// wasm revalidated, and V8's cache of its compiled code) — the two
// interleaved. With SWATH_WEB_AB_INDEX=FILE, a second site the same but
// for its index.html (FILE) is loaded in turn with the built one (each a
// first visit, then a visit again), and its figures logged beside. It
// asserts the marks' order only (no timed asserts).
func TestPageStartFigures(t *testing.T) {
	loads := 4
	if s := os.Getenv("SWATH_WEB_LOADS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("SWATH_WEB_LOADS=%q: want a count", s)
		}
		loads = n
	}
	b := newBrowser(t)
	sites := []string{siteURL(t)}
	if alt := os.Getenv("SWATH_WEB_AB_INDEX"); alt != "" {
		dir := t.TempDir()
		for _, f := range []string{WasmFile, WasmFile + ".gz", WasmExecFile} {
			data, err := os.ReadFile(filepath.Join(built.dir, f))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, f), data, 0o644)
		}
		data, err := os.ReadFile(alt)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, IndexFile), data, 0o644)
		srv := httptest.NewServer(Handler(dir))
		t.Cleanup(srv.Close)
		sites = append(sites, srv.URL+"/")
	}
	type key struct {
		site int
		cold bool
	}
	runs := map[key][]milestones{}
	for i := range loads * len(sites) {
		cold, site := i%2 == 0, i/2%len(sites)
		if cold {
			b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, network.ClearBrowserCache, cdp.Empty{})
				return err
			}))
		}
		b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(sites[site]))
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		m := b.startMarks()
		t.Logf("load %d (site %d, %s): %s", i+1, site, visit(cold), m)
		for _, name := range startMilestones {
			if _, ok := m[name]; !ok {
				t.Fatalf("load %d: no mark swath:%s: %s", i+1, name, m)
			}
		}
		// (the first frame may come before the plan or after it)
		for _, o := range [][2]string{{"fetched", "compiled"}, {"compiled", "main"}, {"main", "opened"}, {"opened", "update"}, {"update", "frame"}, {"update", "plan"}, {"plan", "layer"}, {"layer", "route"}, {"frame", "route"}} {
			if m[o[1]] < m[o[0]] {
				t.Errorf("load %d: swath:%s before swath:%s: %s", i+1, o[1], o[0], m)
			}
		}
		runs[key{site, cold}] = append(runs[key{site, cold}], m)
		time.Sleep(200 * time.Millisecond)
	}
	for site := range sites {
		for _, cold := range []bool{true, false} {
			if rs := runs[key{site, cold}]; len(rs) > 0 {
				t.Logf("site %d (%s), %s: %s", site, sites[site], visit(cold), startSummary(rs))
			}
		}
	}
}

func visit(cold bool) string {
	if cold {
		return "first visit"
	}
	return "visit again"
}

// startSummary is the median and the 90th percentile of the loads'
// navigation start → route drawn, and the median of each stage.
func startSummary(runs []milestones) string {
	median := func(from, to string) float64 {
		var d []float64
		for _, m := range runs {
			d = append(d, m[to]-m[from]) // m[""] is 0, the navigation's start
		}
		slices.Sort(d)
		return d[len(d)/2]
	}
	var route []float64
	for _, m := range runs {
		route = append(route, m["route"])
	}
	slices.Sort(route)
	p90 := route[min(len(route)-1, (len(route)*9+9)/10-1)]
	var parts []string
	for _, s := range []struct{ name, from, to string }{
		{"fetched", "", "fetched"},
		{"compiled", "fetched", "compiled"},
		{"Go init (compiled→main)", "compiled", "main"},
		{"level opened", "main", "opened"},
		{"first Update", "opened", "update"},
		{"first frame drawn", "update", "frame"},
		{"plan seen", "update", "plan"},
		{"plan→route drawn", "plan", "route"},
	} {
		parts = append(parts, fmt.Sprintf("%s %.2f", s.name, median(s.from, s.to)))
	}
	return fmt.Sprintf("%d loads: navigation start → route drawn median %.2f s, p90 %.2f s (min %.2f, max %.2f); the medians by stage, s: %s",
		len(runs), route[len(route)/2], p90, route[0], route[len(route)-1], strings.Join(parts, ", "))
}
