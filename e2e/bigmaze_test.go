package e2e

import (
	"bytes"
	"fmt"
	"image"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"swath/assets"
	"swath/levels"
	"swath/render"
	"swath/scene"
)

// syncBuffer is the app's output, written by the process's copier and read
// by the test meanwhile.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// writeMaze writes an n×n recursive-backtracker maze as a Moving AI .map:
// rooms on even coordinates joined by one-cell corridors, so that the
// route between the first and last free cells (the app's default start and
// goal) winds through most of the map.
func writeMaze(t *testing.T, path string, n int, seed uint64) {
	t.Helper()
	if err := levels.Save(path, &levels.Level{Grid: levels.Maze(n, rand.New(rand.NewPCG(seed, 0)))}); err != nil {
		t.Fatal(err)
	}
}

// TestTimelineOnABigMaze presses T on a large generated maze (2048², whose
// route has 240,000 nodes): the band answers before the timeline is built,
// and its steps can be stepped through while the rest (the smoothing's
// steps and the comparison with the other strategy) is still being built
// in the background (the app prints each stage it installs under --stats).
// The shortest route's search is turned off first (F6): on this maze it
// takes minutes of a core, which the build would share.
func TestTimelineOnABigMaze(t *testing.T) {
	const n = 2048
	seed := uint64(13)
	t.Logf("seed %d", seed)
	path := filepath.Join(t.TempDir(), "maze.map")
	writeMaze(t, path, n, seed)
	// the build may finish before the first step on a fast machine: the
	// app holds the stages after the search's 8 s, so that a step that
	// waited for them is seen as one
	t.Setenv("SWATH_HOLD_STAGES", "8s")
	a := startIn(t, "", "--map", path, "--stats")
	m := newModel(t) // only for the layout: the band's place depends on the window alone
	m.sc.Apply(scene.ActTimeline)
	lay := render.LayoutOf(m.sc, winW, winH, true)

	stages := func() string {
		var out []string
		for _, ln := range strings.Split(a.out.String(), "\n") {
			if strings.HasPrefix(ln, "timeline:") {
				out = append(out, ln)
			}
		}
		return strings.Join(out, "; ")
	}
	poll := func(what string, ok func(*image.RGBA) bool) (*image.RGBA, time.Duration) {
		t.Helper()
		t0 := time.Now()
		for time.Since(t0) < 60*time.Second {
			if img := a.shot(); ok(img) {
				return img, time.Since(t0)
			}
			// a screenshot costs the app CPU it shares: not too often
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("timed out waiting for %s (stages so far: %s)", what, stages())
		return nil, 0
	}
	// the route drawn: many pixels in the segments' colour
	plain, _ := poll("the maze's route", func(img *image.RGBA) bool {
		k := 0
		for y := lay.Map.Min.Y; y < lay.Map.Max.Y; y += 2 {
			for x := lay.Map.Min.X; x < lay.Map.Max.X; x += 2 {
				if near(img.RGBAAt(x, y), assets.Segment) {
					k++
				}
			}
		}
		return k > 500
	})
	a.press("F6")
	time.Sleep(500 * time.Millisecond)
	plain = a.shot()
	barMid := func(img *image.RGBA) (x, y int) { return lay.Bar.Min.X + lay.Bar.Dx()/2, lay.Bar.Min.Y + 4 }

	t0 := time.Now()
	a.press("t")
	_, took := poll("the band", func(img *image.RGBA) bool {
		return winDiffIn(plain, img, lay.Timeline) > 1000
	})
	t.Logf("the band answered T in %v (stages so far: %q)", took, stages())
	searched, _ := poll("the search's steps on the bar", func(img *image.RGBA) bool {
		c := img.RGBAAt(barMid(img))
		return !near(c, assets.BarTrack) && !near(c, assets.Panel)
	})
	t.Logf("the search's steps after %v", time.Since(t0))
	counter := image.Rect(lay.Bar.Max.X+8, lay.Timeline.Min.Y, lay.Timeline.Max.X, lay.Bar.Max.Y+6)
	var first string // the stages when the first step showed
	for i := 0; i < 3; i++ {
		a.press("Right")
		prev := searched
		searched, took = poll(fmt.Sprintf("step %d", i+1), func(img *image.RGBA) bool {
			return winDiffIn(prev, img, counter) > 0
		})
		if i == 0 {
			first = stages()
		}
		t.Logf("step %d shown %v after the key", i+1, took)
	}
	stepped := time.Since(t0)
	s := stages()
	t.Logf("stepped 3 times %v after T; stages by then: %s", stepped, s)
	if !strings.Contains(first, "search stage") {
		t.Fatalf("stepped without the search stage installed: %q", first)
	}
	// the point of the stages: stepping does not wait for the rest
	if strings.Contains(first, "compared stage") {
		t.Fatalf("the first step showed only once the whole timeline was built (%s): stepping waited for the build", first)
	}
	if stepped > time.Second {
		t.Logf("note: stepping came %v after T (over a second) on this machine", stepped)
	}
	// the rest lands in the end: the smoothing's stage at least
	_, took = poll("the smoothing's stage", func(*image.RGBA) bool { return strings.Contains(stages(), "steps stage") })
	t.Logf("the smoothing's stage after %v more; stages: %s", took, stages())
}
