package web

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestPageStartFigures loads the demo page SWATH_WEB_LOADS times (3
// unless told) in one tab and logs the time from the navigation's start
// (0 of the page's clock) to the first frame that shows the route, by
// the page's own marks: the median, the 90th percentile and the median
// of each stage. It asserts the marks' order only (no timed asserts).
func TestPageStartFigures(t *testing.T) {
	loads := 3
	if s := os.Getenv("SWATH_WEB_LOADS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("SWATH_WEB_LOADS=%q: want a count", s)
		}
		loads = n
	}
	b := newBrowser(t)
	siteURL(t)
	var runs []milestones
	for i := range loads {
		b.open("")
		b.waitJS("the route mark", "performance.getEntriesByName('swath:route').length > 0")
		m := b.startMarks()
		t.Logf("load %d: %s", i+1, m)
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
		runs = append(runs, m)
		time.Sleep(200 * time.Millisecond)
	}
	stage := func(from, to string) string {
		var d []float64
		for _, m := range runs {
			f := 0.0
			if from != "" {
				f = m[from]
			}
			d = append(d, m[to]-f)
		}
		slices.Sort(d)
		return fmt.Sprintf("%.2f", d[len(d)/2])
	}
	var route []float64
	for _, m := range runs {
		route = append(route, m["route"])
	}
	slices.Sort(route)
	p90 := route[min(len(route)-1, (len(route)*9+9)/10-1)]
	parts := []string{
		"fetched " + stage("", "fetched"),
		"compiled " + stage("", "compiled"),
		"Go init (compiled→main) " + stage("compiled", "main"),
		"opened " + stage("main", "opened"),
		"first update " + stage("opened", "update"),
		"first frame (update→frame) " + stage("update", "frame"),
		"plan " + stage("update", "plan"),
		"plan→route " + stage("plan", "route"),
	}
	t.Logf("%d loads: navigation start → route drawn median %.2f s, p90 %.2f s (min %.2f, max %.2f); the medians by stage, s: %s",
		loads, route[len(route)/2], p90, route[0], route[len(route)-1], strings.Join(parts, ", "))
}
