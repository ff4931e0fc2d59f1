package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"swath/jobs"
	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// headless drives the scene itself (no window) as the app's tick does: the
// same random actions as intents (the crowd mode and the split view
// with modes), the job loop, a frame rendered each
// round, for rounds rounds or d, whichever ends first. Every 200 rounds,
// with the jobs ended and after a collection, it prints the live heap, the
// process's RSS, the NPCs, the planners they share and the jobs run; at
// the end each minute's highest against the first minute's, as the
// window's soak does. It returns 1 when the live heap or the RSS of any
// minute passes limit times the first minute's.
func headless(level string, rounds int, d time.Duration, limit float64, modes bool, rng *rand.Rand) int {
	lv, err := levels.Load(level)
	if err != nil {
		fail(err.Error())
	}
	s := scene.New(scene.FromLevel(lv))
	first := len(s.Agents())
	s.RunJobsInBackground()
	var loop jobs.Loop
	var ran, stopped int
	loop.Ended = func(_ jobs.Job, _ time.Duration, stop bool) {
		ran++
		if stop {
			stopped++
		}
	}
	var ren render.Renderer
	// as the app's: layers built on goroutines and staged, the screen
	// taking a staged layer at once; big maps in strips
	ren.WithPanel, ren.RouteLayer, ren.RouteAsync, ren.RouteStaged, ren.Strips = true, true, true, true, true
	lay := render.LayoutOf(s, 1280, 800, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	g := s.Grid()
	cell := func() pathing.Point { return pathing.Pt(rng.IntN(g.Width()), rng.IntN(g.Height())) }
	t0 := time.Now()
	defer func() {
		if f, err := os.Create(os.TempDir() + "/soak-heap.prof"); err == nil {
			loop.Wait()
			runtime.GC()
			pprof.WriteHeapProfile(f)
			f.Close()
		}
	}()
	var lines []figures
	profiled := 0
	r := 0
	for ; r < rounds && time.Since(t0) < d; r++ {
		switch x := rng.IntN(100); {
		case x < 40:
			c := cell()
			s.Apply(scene.Press{Cell: c, Button: scene.Button(rng.IntN(2))})
			for range 10 {
				c = c.Add(pathing.Pt(rng.IntN(3)-1, rng.IntN(3)-1))
				s.Apply(scene.Drag{Cell: c})
			}
			s.Apply(scene.Release{Cell: c})
		case x < 52:
			s.Apply(scene.ActUndo)
		case x < 56:
			s.Apply(scene.ActRedo)
		case x < 65:
			if n := len(s.Agents()); n > first+2 || n > first-2 && rng.IntN(2) == 0 {
				s.Apply(scene.RemoveNPC{Index: s.SelectedNPC()})
			} else {
				s.Apply(scene.AddNPC{})
			}
		case x < 70:
			s.Apply(scene.ActNextNPC)
		case x < 80:
			s.Apply(scene.ActTimeline)
		case x < 90:
			s.Apply(scene.Zoom{X: 300, Y: 300, Factor: []float64{0.8, 1.25}[rng.IntN(2)]})
		case x < 94:
			s.Apply(scene.Pan{DX: float64(rng.IntN(201) - 100), DY: float64(rng.IntN(201) - 100)})
		case x < 97 && modes:
			s.Apply(scene.ActCrowd)
		case modes:
			s.Apply(scene.ActSplit)
		}
		loop.Update(s.Queue())
		f := ren.Update(s, s.View(), 1280, 800)
		if f.Staged != nil {
			ren.RouteUploaded(f.Staged.Key)
		}
		for k, pf := range f.Panes {
			if pf.Staged != nil {
				ren.PaneRouteUploaded(k+1, pf.Staged.Key)
			}
		}
		ren.Uploaded()
		if r%200 == 0 {
			lines = append(lines, measure(s, &loop, r, t0, ran, stopped))
			// the live heap's profile once a minute (after measure's
			// collection): soak-heap-mN.prof, to diff with go tool pprof -base
			if m := int(time.Since(t0)/time.Minute) + 1; m > profiled {
				profiled = m
				if f, err := os.Create(fmt.Sprintf("%s/soak-heap-m%d.prof", os.TempDir(), m)); err == nil {
					pprof.WriteHeapProfile(f)
					f.Close()
				}
			}
		}
	}
	lines = append(lines, measure(s, &loop, r, t0, ran, stopped))
	// as the window's soak does: each minute's highest against the first
	// minute's (the first line is the level before its first plans)
	var heap, rss []float64
	for _, f := range lines {
		m := int(f.at / time.Minute)
		for len(heap) <= m {
			heap, rss = append(heap, 0), append(rss, 0)
		}
		heap[m], rss[m] = max(heap[m], f.heap), max(rss[m], f.rss)
	}
	worst := 0.0
	for m := range heap {
		if heap[m] == 0 {
			continue
		}
		fmt.Printf("minute %2d: highest live heap %6.1f MB (%.2f×), rss %6.1f MB (%.2f×)\n", m+1, heap[m], heap[m]/heap[0], rss[m], rss[m]/rss[0])
		worst = max(worst, heap[m]/heap[0], rss[m]/rss[0])
	}
	a, b := lines[0], lines[len(lines)-1]
	fmt.Printf("start: live heap %.1f MB, rss %.1f MB; end (%d rounds, %.0f s): live heap %.1f MB, rss %.1f MB, %d NPCs, planners %d (%.1f MB as counted); jobs %d, %d of them stopped; %.2f× the first minute's at worst (limit %.2f)\n",
		a.heap, a.rss, b.round, b.at.Seconds(), b.heap, b.rss, b.npcs, b.planners, b.plannerMB, ran, stopped, worst, limit)
	if worst > limit {
		return 1
	}
	return 0
}

// figures are one line of the headless soak.
type figures struct {
	round           int
	at              time.Duration
	heap, rss       float64 // MB
	planners        int
	plannerMB       float64
	npcs, ran, stop int
}

// measure waits for the jobs under way, gives them back, collects and
// prints one line of figures.
func measure(s *scene.Scene, loop *jobs.Loop, r int, t0 time.Time, ran, stopped int) figures {
	loop.Wait()
	loop.Update(s.Queue())
	loop.Wait()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	idle, bytes := s.Planners()
	f := figures{round: r, at: time.Since(t0), heap: float64(m.HeapAlloc) / 1e6, rss: rssMB(os.Getpid()),
		planners: idle, plannerMB: float64(bytes) / 1e6, npcs: len(s.Agents()), ran: ran, stop: stopped}
	fmt.Printf("round %6d %5.0f s  live heap %6.1f MB  rss %6.1f MB  npcs %2d  planners %2d (%5.1f MB)  jobs %6d (%d stopped)\n",
		f.round, f.at.Seconds(), f.heap, f.rss, f.npcs, f.planners, f.plannerMB, f.ran, f.stop)
	return f
}
