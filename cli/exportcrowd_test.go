package cli

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/render"
	"swath/scene"
)

// crowdOf is the built-in crowd level in the crowd mode, planned as
// export --crowd plans it (the planner is deterministic).
func crowdOf(t *testing.T) *scene.Scene {
	t.Helper()
	lv, err := levels.LoadBuiltin("crowd")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	s.Apply(scene.ActCrowd)
	if v := s.Crowd(); v.Plan == nil || !v.Plan.Done() {
		t.Fatal("the crowd level has no plan taking everyone home")
	}
	return s
}

// bodies are the crowd's bodies at time t in a w×h export at scale
// pixels a cell, worked out from the plan: each NPC's footprint around
// its pivot between its two ticks, placed as the exporter places the map.
func bodies(s *scene.Scene, scale, w, h int, t float64) []image.Rectangle {
	ex := render.Exporter{Scale: scale}
	at := render.CrowdAt(s, t)
	lay := render.LayoutOf(at, w, h, false)
	v := ex.ViewOf(at, lay)
	c := s.Crowd()
	k := int(math.Floor(t))
	var out []image.Rectangle
	for i, n := range c.NPCs {
		a, b := c.Plan.At(i, k), c.Plan.At(i, k+1)
		f := t - float64(k)
		px, py := float64(a.X)+f*float64(b.X-a.X), float64(a.Y)+f*float64(b.Y-a.Y)
		x0 := float64(lay.Map.Min.X) + v.OX + (px-float64(n.Agent.Left()))*v.Scale
		y0 := float64(lay.Map.Min.Y) + v.OY + (py-float64(n.Agent.Top()))*v.Scale
		out = append(out, image.Rect(int(math.Round(x0)), int(math.Round(y0)),
			int(math.Round(x0+float64(n.Agent.L)*v.Scale)), int(math.Round(y0+float64(n.Agent.W)*v.Scale))))
	}
	return out
}

// checkBodies fails t unless every body of the picture (at time t) is its
// NPC's colour inside (but for the selected NPC's S and G markers): no
// two bodies' pixels overlap, and each is where the plan has it; alone
// (not a GIF's frame, whose palette may give a faded route the body's
// colour) no pixel of a body's colour lies on the map outside it.
func checkBodies(t *testing.T, what string, img image.Image, s *scene.Scene, scale int, tm float64, alone bool) {
	t.Helper()
	b := img.Bounds()
	rs := bodies(s, scale, b.Dx(), b.Dy(), tm)
	lay := render.LayoutOf(render.CrowdAt(s, tm), b.Dx(), b.Dy(), false)
	is := func(x, y int, c color.RGBA) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B
	}
	for i, n := range s.Crowd().NPCs {
		in, all := 0, 0
		for y := rs[i].Min.Y + 3; y < rs[i].Max.Y-3; y++ {
			for x := rs[i].Min.X + 3; x < rs[i].Max.X-3; x++ {
				all++
				if is(x, y, n.Colour) {
					in++
				}
			}
		}
		want := 0.9
		if n.Selected {
			want = 0.6
		}
		if all == 0 || float64(in) < want*float64(all) {
			t.Fatalf("%s, time %v: %s's body %v is %d of %d pixels its colour", what, tm, n.Name, rs[i], in, all)
		}
		for y := lay.Map.Min.Y; y < lay.Map.Max.Y && alone; y++ {
			for x := lay.Map.Min.X; x < lay.Map.Max.X; x++ {
				if is(x, y, n.Colour) && !image.Pt(x, y).In(rs[i].Inset(-1)) {
					t.Fatalf("%s, time %v: a pixel of %s's colour at (%d,%d), outside its body %v", what, tm, n.Name, x, y, rs[i])
				}
			}
		}
	}
}

// TestExportCrowdPNG: export --crowd --png --tick draws that tick of the
// crowd: each body in its colour where the plan has it, no two bodies'
// pixels overlapping; without --tick, the last tick.
func TestExportCrowdPNG(t *testing.T) {
	s := crowdOf(t)
	dir := t.TempDir()
	for _, c := range []struct {
		flags []string
		tick  int
	}{{[]string{"--tick", "17"}, 17}, {nil, s.Crowd().Plan.Makespan}} {
		out := filepath.Join(dir, "crowd.png")
		code, stdout, stderr := run(t, append([]string{"export", "--level", "crowd", "--crowd", "--png", out, "--scale", "12"}, c.flags...)...)
		if code != ExitOK {
			t.Fatalf("exit %d, stderr %q", code, stderr)
		}
		if !strings.Contains(stdout, "tick "+itoa(c.tick)+" of "+itoa(s.Crowd().Plan.Makespan)) {
			t.Errorf("stdout %q does not name tick %d", stdout, c.tick)
		}
		f, err := os.Open(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		checkBodies(t, "the PNG", img, s, 12, float64(c.tick), true)
	}
}

// TestExportCrowdGIF: export --crowd --gif writes a frame every quarter
// tick when they fit in --max-frames (4 a tick), else ticks sampled
// evenly; each frame shows the bodies at its time, apart.
func TestExportCrowdGIF(t *testing.T) {
	s := crowdOf(t)
	n := s.Crowd().Plan.Makespan
	for _, c := range []struct {
		name   string
		flags  []string
		frames int
		sub    int
	}{
		{"four a tick", nil, 4*n + 1, 4},
		{"two a tick", []string{"--max-frames", itoa(2*n + 10)}, 2*n + 1, 2},
		{"ticks sampled", []string{"--max-frames", "20"}, 20, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "crowd.gif")
			code, stdout, stderr := run(t, append([]string{"export", "--level", "crowd", "--crowd", "--gif", out, "--scale", "10", "--fps", "10"}, c.flags...)...)
			if code != ExitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			t.Logf("%s", stdout)
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("%s does not decode: %v", out, err)
			}
			if len(g.Image) != c.frames || !strings.Contains(stdout, itoa(c.frames)+" frames of "+itoa(n)+" ticks") {
				t.Fatalf("%d frames (stdout %q), want %d", len(g.Image), stdout, c.frames)
			}
			times, sub := render.CrowdFrames(n, len(g.Image))
			if sub != c.sub || len(times) != c.frames {
				t.Fatalf("CrowdFrames(%d, %d): %d times, %d a tick; want %d a tick", n, c.frames, len(times), sub, c.sub)
			}
			canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
			for k, fr := range g.Image {
				if g.Delay[k] != 10 {
					t.Fatalf("frame %d: delay %d, want 10", k, g.Delay[k])
				}
				draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
				if k%7 == 0 || k == len(g.Image)-1 {
					checkBodies(t, "frame "+itoa(k), canvas, s, 10, times[k], false)
				}
			}
		})
	}
}

// TestExportCrowdRefusals: --tick needs --crowd and a tick of the plan;
// --optimal does not go with --crowd; overlapping starts are refused
// naming both NPCs; an NPC that cannot arrive: exit 1, the picture
// written, and why.
func TestExportCrowdRefusals(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	lvl := func(name string, npcs ...string) string {
		p := filepath.Join(dir, name)
		body := "swath 2\nsize: 8x4\n" + strings.Join(npcs, "\n") + "\ngrid:\n........\n....#...\n....#...\n....#...\n"
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	overlap := lvl("overlap.swath", "npc: agent=2x2 start=1,1 goal=6,1 name=a", "npc: agent=1x1 start=2,2 goal=6,3 name=b")
	walled := lvl("walled.swath", "npc: agent=1x1 start=1,1 goal=6,1 name=a", "npc: agent=2x2 start=0,2 goal=5,2 name=cart")
	for _, c := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"tick without crowd", []string{"--level", "crowd", "--png", out, "--tick", "3"}, ExitUsage, "--tick 3 needs --crowd"},
		{"tick past the plan", []string{"--level", "crowd", "--crowd", "--png", out, "--tick", "999"}, ExitUsage, "--tick 999: the crowd's plan has ticks 0..42"},
		{"tick not a number", []string{"--level", "crowd", "--crowd", "--png", out, "--tick", "x"}, ExitUsage, `want a whole number of ticks, not "x"`},
		{"tick before 0", []string{"--level", "crowd", "--crowd", "--png", out, "--tick", "-1"}, ExitUsage, "--tick -1: want a tick from 0"},
		{"tick of no png", []string{"--level", "crowd", "--crowd", "--gif", filepath.Join(dir, "x.gif"), "--tick", "3"}, ExitUsage, "give --png FILE"},
		{"optimal", []string{"--level", "crowd", "--crowd", "--png", out, "--optimal"}, ExitUsage, "--optimal draws one NPC's shortest route"},
		{"overlapping starts", []string{"--map", overlap, "--crowd", "--png", out}, ExitUsage, `NPCs "a" and "b": their starts overlap at (2,2)`},
		{"cannot arrive", []string{"--map", walled, "--crowd", "--png", out}, ExitNoPath, "cart cannot arrive: goal"},
	} {
		code, stdout, stderr := run(t, append([]string{"export"}, c.args...)...)
		if code != c.code || !strings.Contains(stdout+stderr, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and %q", c.name, code, stdout, stderr, c.code, c.want)
		}
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("the picture of the crowd that cannot all arrive was not written: %v", err)
	}
}
