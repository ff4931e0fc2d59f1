package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
	"swath/render"
	"swath/scene"
)

// readValue reports whether the picture shows text at (x, y), as the
// exporter draws it in colour c: the pixels of its box are those of the
// text drawn alone there over the caption band.
func readValue(img image.Image, x, y float64, text string, c color.RGBA) bool {
	w := int(float64(len([]rune(text)))*0.6*13) + 2
	box := image.Rect(int(x)-1, int(y)-1, int(x)+w, int(y)+render.LineHeightPx())
	want := image.NewRGBA(img.Bounds())
	draw.Draw(want, box, image.NewUniform(render.CaptionBackground()), image.Point{}, draw.Src)
	render.DrawText(want, x, y, c, text)
	for py := box.Min.Y; py < box.Max.Y; py++ {
		for px := box.Min.X; px < box.Max.X; px++ {
			r1, g1, b1, _ := img.At(px, py).RGBA()
			r2, g2, b2, _ := want.At(px, py).RGBA()
			if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
				return false
			}
		}
	}
	return true
}

// exportLayers shows the layers export does without --optimal.
func exportLayers(s *scene.Scene) {
	ly := s.Layers()
	ly.Optimal = false
	s.Apply(scene.SetLayers{Layers: ly})
}

// export --vs draws the panes side by side with their captions and the
// figures table, whose numbers are plan --vs --json's: each value is read
// off the picture at its place in the table (and a wrong value is not).
func TestExportVsPNGTable(t *testing.T) {
	for _, c := range []struct {
		level string
		vs    []string
	}{
		{"u-turn", []string{"farthest=linear"}},
		{"corner", []string{"sampling=exact", "agent=2x2,algo=jps"}},
	} {
		dir := t.TempDir()
		out := filepath.Join(dir, "vs.png")
		args := []string{"export", "--level", c.level, "--png", out}
		plan := []string{"plan", "--json", "--level", c.level}
		for _, v := range c.vs {
			args = append(args, "--vs", v)
			plan = append(plan, "--vs", v)
		}
		if code, _, errs := run(t, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		_, js, _ := run(t, plan...)
		var got struct {
			Names []string `json:"names"`
			Runs  []struct {
				Expanded int `json:"expanded"`
				Metrics  struct {
					Waypoints       int     `json:"waypoints"`
					RawTurns        int     `json:"raw_turns"`
					SmoothedTurns   int     `json:"smoothed_turns"`
					SmoothedLength  float64 `json:"smoothed_length"`
					VisibilityTests int     `json:"visibility_tests"`
					CellsScanned    int     `json:"cells_scanned"`
				} `json:"metrics"`
			} `json:"runs"`
			Differs struct {
				Figures map[string][]float64 `json:"figures"`
			} `json:"differs"`
		}
		if err := json.Unmarshal([]byte(js), &got); err != nil {
			t.Fatalf("plan --vs --json: %v\n%s", err, js)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		// the layout the exporter drew: the same scene, split
		lv, _ := levels.LoadBuiltin(c.level)
		s := scene.New(*lv)
		exportLayers(s)
		s.Apply(scene.SetSplit{Specs: c.vs})
		s.Refresh()
		ex := render.Exporter{}
		w, h := ex.Size(s)
		if img.Bounds().Dx() != w || img.Bounds().Dy() != h {
			t.Fatalf("%s: picture %v, the exporter's size %dx%d", c.level, img.Bounds(), w, h)
		}
		lay := render.LayoutOf(s, w, h, false)
		if lay.NPanes != len(c.vs)+1 {
			t.Fatalf("%s: %d panes laid out", c.level, lay.NPanes)
		}
		for i, r := range got.Runs {
			m := r.Metrics
			rows := map[string]string{
				"nodes expanded":   fmt.Sprint(r.Expanded),
				"waypoints":        fmt.Sprint(m.Waypoints),
				"turns":            fmt.Sprintf("%d -> %d", m.RawTurns, m.SmoothedTurns),
				"length":           fmt.Sprintf("%.2f", m.SmoothedLength),
				"visibility tests": fmt.Sprint(m.VisibilityTests),
				"cells scanned":    fmt.Sprint(m.CellsScanned),
			}
			figure := map[string]string{"nodes expanded": "expanded", "waypoints": "waypoints", "turns": "smoothed_turns",
				"length": "smoothed_length", "visibility tests": "visibility_tests", "cells scanned": "cells_scanned"}
			for label, want := range rows {
				col := render.CaptionValueColour(got.Differs.Figures[figure[label]] != nil || label == "turns" && got.Differs.Figures["raw_turns"] != nil)
				x, y, ok := render.PaneFigureAt(lay, i, label, len([]rune(want)))
				if !ok {
					t.Fatalf("%s: no %q row", c.level, label)
				}
				if !readValue(img, x, y, want, col) {
					save := filepath.Join(os.TempDir(), "exportvs-"+c.level+".png")
					os.WriteFile(save, data, 0o644)
					t.Errorf("%s pane %d (%s): the picture does not read %q for %s (saved %s)", c.level, i+1, got.Names[i], want, label, save)
				}
				wrong := want + "1"
				if x2, y2, _ := render.PaneFigureAt(lay, i, label, len(wrong)); readValue(img, x2, y2, wrong, col) {
					t.Errorf("%s pane %d: the picture reads %q for %s as well as %q: the check reads nothing", c.level, i+1, wrong, label, want)
				}
			}
		}
		if c.level == "u-turn" && (got.Runs[0].Metrics.Waypoints != 5 || got.Runs[1].Metrics.Waypoints != 4) {
			t.Errorf("u-turn: waypoints %d and %d, want 5 and 4", got.Runs[0].Metrics.Waypoints, got.Runs[1].Metrics.Waypoints)
		}
	}
}

// export --vs --gif steps the panes in lockstep: one frame per aligned
// position, as wide as the panes side by side; a bad --vs exits 2 naming
// it before anything is written.
func TestExportVsGIF(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "vs.gif")
	code, stdout, errs := run(t, "export", "--level", "u-turn", "--vs", "farthest=linear", "--gif", out, "--scale", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lv, _ := levels.LoadBuiltin("u-turn")
	s := scene.New(*lv)
	exportLayers(s)
	s.Apply(scene.SetSplit{Specs: []string{"farthest=linear"}})
	s.Apply(scene.SeekStep{Step: 0})
	s.Refresh()
	n := s.Split().Lockstep.Len()
	data, _ := os.ReadFile(out)
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != n || !strings.Contains(stdout, fmt.Sprintf("%d frames of %d lockstep positions, 2 panes", n, n)) {
		t.Fatalf("%d frames (%q), want one per lockstep position (%d)", len(g.Image), stdout, n)
	}
	ex := render.Exporter{Scale: 8}
	if w, h := ex.Size(s); g.Config.Width != w || g.Config.Height < h || render.LayoutOf(s, w, h, false).NPanes != 2 {
		t.Errorf("the GIF is %dx%d, the split view's export %dx%d with two panes", g.Config.Width, g.Config.Height, w, h)
	}
	// frames differ along the timeline: the panes move together
	if bytes.Equal(g.Image[0].Pix, g.Image[len(g.Image)/2].Pix) {
		t.Error("the first and middle frames are alike")
	}
	for _, bad := range [][]string{
		{"--vs", "speed=1"}, {"--vs", "agent=30x30"}, {"--vs", "farthest=linear", "--vs", "algo=jps", "--vs", "agent=2x2", "--vs", "sampling=paper"},
	} {
		p := filepath.Join(dir, "bad.gif")
		args := append([]string{"export", "--level", "u-turn", "--gif", p}, bad...)
		code, _, errs := run(t, args...)
		if code != 2 || !strings.Contains(errs, "--vs") && !strings.Contains(errs, "vs") {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%v: wrote %s", bad, p)
		}
	}
}

// Without --scale, two panes are each drawn as a whole map's export
// (longer side about render.ExportTarget); three or four together about
// two maps' width, so that four panes do not make a picture four maps wide.
func TestExportVsDefaultScale(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		vs   []string
		cell int // demo is 24x16
	}{
		{nil, 33},
		{[]string{"farthest=linear"}, 33},
		{[]string{"farthest=linear", "sampling=paper"}, 22},
		{[]string{"farthest=linear", "sampling=paper", "agent=3x3"}, 16},
	}
	for _, tt := range tests {
		args := []string{"export", "--level", "demo", "--png", filepath.Join(dir, "d.png")}
		for _, v := range tt.vs {
			args = append(args, "--vs", v)
		}
		code, stdout, errs := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.vs, code, errs)
		}
		var w, h, cell int
		if _, err := fmt.Sscanf(stdout[strings.Index(stdout, "("):], "(%dx%d px, %d px/cell)", &w, &h, &cell); err != nil {
			t.Fatalf("%v: %q: %v", tt.vs, stdout, err)
		}
		panes := len(tt.vs) + 1
		t.Logf("%d panes: %dx%d px, %d px/cell", panes, w, h, cell)
		if cell != tt.cell {
			t.Errorf("%d panes: %d px/cell, want %d", panes, cell, tt.cell)
		}
		if maps := panes * 24 * cell; panes > 2 && maps > 2*render.ExportTarget {
			t.Errorf("%d panes: the maps are %d px wide together, want at most %d", panes, maps, 2*render.ExportTarget)
		}
	}
}
