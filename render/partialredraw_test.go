package render

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// paintMapPart redraws the part clip of the map region of f into pix (w×h
// premultiplied RGBA) as the screen's drawMap does, but on the CPU: clip
// cleared, then the shapes whose box padded by 2 reaches into clip (the
// screen's culling) in drawing order: the map's list, the route layer's
// list (its pixels, scaled, when it has no list or was built for another
// zoom: paintLayerPixels), the window's shapes anchored in the map. A
// text shape is painted as the box its glyphs cover on the screen
// (screenText). The cells are left out: this is about the shapes. tmp is
// scratch of pix's size.
func paintMapPart(t testing.TB, pix, tmp []byte, w, h int, f *Frame, clip image.Rectangle) {
	paintMapPartOn(t, pix, tmp, w, h, f, clip, nil)
}

// paintMapPartOn is paintMapPart with base, when not nil, painting what
// lies under the shapes into tmp's clip first (the cells).
func paintMapPartOn(t testing.TB, pix, tmp []byte, w, h int, f *Frame, clip image.Rectangle, base func(tmp []byte, clip image.Rectangle)) {
	clear(tmp)
	if base != nil {
		base(tmp, clip)
	}
	var p Painter
	one := func(sh *Shape, dx, dy float32) {
		if !sh.Bounds().Add(image.Pt(int(dx), int(dy))).Inset(-2).Overlaps(clip) {
			return
		}
		if sh.Kind == Text {
			right, bottom := screenText(t, sh)
			box := Shape{Kind: Rect, X0: sh.X0 + dx, Y0: sh.Y0 + dy, Color: sh.Color}
			box.X1, box.Y1 = box.X0+float32(right)+1, box.Y0+float32(bottom)
			sh, dx, dy = &box, 0, 0
		}
		p.Paint(tmp, w, h, sh, dx, dy)
	}
	at := f.RouteAt
	if at < 0 {
		at = len(f.Map)
	}
	for i := range f.Map[:at] {
		one(&f.Map[i], 0, 0)
	}
	if r := f.Route; r != nil && f.RouteAt >= 0 {
		if r.Zoom == 1 && r.List != nil {
			for i := range r.List {
				one(&r.List[i], float32(r.Origin.X), float32(r.Origin.Y))
			}
		} else if r.Box().Overlaps(clip) {
			paintLayerPixels(tmp, w, h, r, clip)
		}
	}
	for i := range f.Map[at:] {
		one(&f.Map[at+i], 0, 0)
	}
	for _, i := range f.Regions.Items[RegionMap] {
		one(&f.UI[i], 0, 0)
	}
	for y := clip.Min.Y; y < clip.Max.Y; y++ {
		copy(pix[4*(y*w+clip.Min.X):4*(y*w+clip.Max.X)], tmp[4*(y*w+clip.Min.X):4*(y*w+clip.Max.X)])
	}
}

// paintLayerPixels draws route layer r's pixels over pix where they fall
// in clip, as the screen draws the layer: scaled by r.Zoom from (r.X, r.Y)
// with the nearest filter (a window pixel shows the layer pixel under its
// centre).
func paintLayerPixels(pix []byte, w, h int, r *RouteLayer, clip image.Rectangle) {
	c := clip.Intersect(r.Box()).Intersect(image.Rect(0, 0, w, h))
	for y := c.Min.Y; y < c.Max.Y; y++ {
		sy := int(math.Floor((float64(y) + 0.5 - r.Y) / r.Zoom))
		if sy < 0 || sy >= r.H {
			continue
		}
		for x := c.Min.X; x < c.Max.X; x++ {
			sx := int(math.Floor((float64(x) + 0.5 - r.X) / r.Zoom))
			if sx < 0 || sx >= r.W {
				continue
			}
			i, j := 4*(y*w+x), 4*(sy*r.W+sx)
			OverPixels(pix[i:i+4], r.Pix[j:j+4])
		}
	}
}

// TestPartialRedrawsMatchWholeOnes replays random editing of the rooms
// level (strokes, undo and redo, NPCs added, removed and cycled, the
// timeline opened and stepped, the crowd mode, the split view), a frame
// each, as the screen redraws the map: only the parts the Damager finds
// from the frames' stamps, clipped and culled as drawMap does
// (paintMapPart), over the last frame's pixels. Every partial redraw must
// equal a whole one (--check-damage's comparison, on the CPU). Issue 22,
// item 26: an NPC's label drawn past its box lost its last glyphs when
// the tile beside it was redrawn (round 174 of seed 1).
func TestPartialRedrawsMatchWholeOnes(t *testing.T) {
	const seed, rounds = 1, 600
	t.Logf("seed %d", seed)
	lv, err := levels.LoadBuiltin("rooms")
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New(*lv)
	const W, H = 1280, 800
	lay := LayoutOf(s, W, H, true)
	s.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	rng := rand.New(rand.NewPCG(seed, 0))
	g := s.Grid()
	cell := func() pathing.Point { return pathing.Pt(rng.IntN(g.Width()), rng.IntN(g.Height())) }
	var ren Renderer
	ren.WithPanel, ren.RouteLayer = true, true
	var d Damager
	shown, whole, tmp := make([]byte, 4*W*H), make([]byte, 4*W*H), make([]byte, 4*W*H)
	var last struct {
		stamps []Stamp
		view   scene.View
		lay    Layout
	}
	first, partial := len(s.Agents()), 0
	for round := range rounds {
		var act string
		switch x := rng.IntN(100); {
		case x < 40:
			act = "stroke"
			c := cell()
			s.Apply(scene.Press{Cell: c, Button: scene.Button(rng.IntN(2))})
			for range 10 {
				c = c.Add(pathing.Pt(rng.IntN(3)-1, rng.IntN(3)-1))
				s.Apply(scene.Drag{Cell: c})
			}
			s.Apply(scene.Release{Cell: c})
		case x < 52:
			act = "undo"
			s.Apply(scene.ActUndo)
		case x < 56:
			act = "redo"
			s.Apply(scene.ActRedo)
		case x < 65:
			if n := len(s.Agents()); n > first+2 || n > first-2 && rng.IntN(2) == 0 {
				act = "remove an NPC"
				s.Apply(scene.RemoveNPC{Index: s.SelectedNPC()})
			} else {
				act = "add an NPC"
				s.Apply(scene.AddNPC{})
			}
		case x < 75:
			act = "next NPC"
			s.Apply(scene.ActNextNPC)
		case x < 85:
			act = "timeline"
			s.Apply(scene.ActTimeline)
		case x < 88:
			act = "crowd"
			s.Apply(scene.ActCrowd)
		case x < 91:
			act = "split"
			s.Apply(scene.ActSplit)
		case x < 96:
			act = "step forward"
			s.Apply(scene.ActStepForward)
		default:
			act = "step back"
			s.Apply(scene.ActStepBack)
		}
		f := ren.Update(s, s.View(), W, H)
		for ren.Pending() {
			f = ren.Update(s, s.View(), W, H)
		}
		rect := f.Layout.Map
		paintMapPart(t, whole, tmp, W, H, f, rect)
		// as drawMapRegion: a new view or layout is redrawn whole
		if round > 0 && f.View == last.view && f.Layout == last.lay {
			parts, all := d.Damage(rect, last.stamps, f.Regions.Stamps, image.Rectangle{})
			if all {
				parts = []image.Rectangle{rect}
			} else if len(parts) > 0 {
				partial++
			}
			for _, p := range parts {
				paintMapPart(t, shown, tmp, W, H, f, p)
			}
			diff, at := 0, image.Point{}
			for y := rect.Min.Y; y < rect.Max.Y; y++ {
				for x := rect.Min.X; x < rect.Max.X; x++ {
					i := 4 * (y*W + x)
					if [4]byte(shown[i:i+4]) != [4]byte(whole[i:i+4]) {
						if diff == 0 {
							at = image.Pt(x, y)
						}
						diff++
					}
				}
			}
			if diff > 0 {
				t.Errorf("round %d (%s): %d pixels of the partial redraw differ from a whole one, first at %v; redrawn %v",
					round, act, diff, at, parts)
			}
		}
		copy(shown, whole)
		last.stamps = append(last.stamps[:0], f.Regions.Stamps...)
		last.view, last.lay = f.View, f.Layout
	}
	t.Logf("%d of %d frames redrawn in part", partial, rounds)
	if partial < 25 {
		t.Errorf("only %d partial redraws: the test checks too little", partial)
	}
}
