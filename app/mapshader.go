package app

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/assets"
	"swath/render"
)

// The map's layers in one pass. Software GL (llvmpipe) pays for every
// pixel of every draw, about as much for a plain copy as for a scaled one:
// a map region drawn as the background margins, the cells scaled, a split
// view's pane overlay over them and the route layer over that is three
// passes over most of the region, a frame's largest cost after the
// window's present. mapShader computes each pixel of the region once from
// the same images: the cell under it (the nearest, as FilterNearest picks
// it) or the background, the overlay's cell over it, the route layer's
// pixel over that, blended as the draws were (premultiplied source-over),
// and writes it with BlendCopy (the result is opaque), so that the map
// costs one pass and no read of what was there.
//
// Each pixel is a function of its window position and the uniforms alone,
// not of the quad drawn, so that a partial redraw paints exactly what a
// whole one does (--check-damage; the scaled cells drawn as a quad round a
// sampling tie by where the quad lies, issue 22). The cells and the route
// layer are placed where Ebitengine puts the quads of DrawImage, whose
// corners it moves to a third of a pixel (quadPlace), so that the pass
// picks the cell the layers did, but where a pixel's centre lies on the
// edge between two (--check-damage compares them: samplingTie).

const mapShaderSrc = `//kage:unit pixels

package main

// Clip is the window pixel of the destination's top-left, Origin the
// window position of the cells' top-left corner and Step the window
// pixels a cell spans; Background fills what no cell covers. Over > 0
// draws image 1 (the overlay, one pixel a cell as the cells) over the
// cells; Route > 0 draws image 2 (the route layer) with its top-left at
// window position RouteAt, RouteStep window pixels a layer pixel, over
// both.
var Clip vec2
var Origin vec2
var Step vec2
var Background vec4
var Over float
var Route float
var RouteAt vec2
var RouteStep vec2

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	win := dstPos.xy - imageDstOrigin() + Clip
	c := Background
	cell := floor((win - Origin) / Step)
	size := imageSrc0Size()
	if cell.x >= 0 && cell.y >= 0 && cell.x < size.x && cell.y < size.y {
		p := cell + 0.5 + imageSrc0Origin()
		k := imageSrc0UnsafeAt(p)
		c = k + c*(1-k.a)
		if Over > 0 {
			o := imageSrc1UnsafeAt(p)
			c = o + c*(1-o.a)
		}
	}
	if Route > 0 {
		q := floor((win - RouteAt) / RouteStep)
		rs := imageSrc2Size()
		if q.x >= 0 && q.y >= 0 && q.x < rs.x && q.y < rs.y {
			r := imageSrc2UnsafeAt(q + 0.5 + imageSrc0Origin())
			c = r + c*(1-r.a)
		}
	}
	return c
}
`

var (
	mapShaderOnce sync.Once
	mapShader     *ebiten.Shader
)

// theMapShader is the compiled mapShader, or nil when it does not compile
// here (the map is then drawn in layers, drawMapLayers).
func theMapShader() *ebiten.Shader {
	mapShaderOnce.Do(func() {
		sh, err := ebiten.NewShader([]byte(mapShaderSrc))
		if err == nil {
			mapShader = sh
		}
	})
	return mapShader
}

// mapPass holds a mapShader draw's uniforms and vertices between frames.
type mapPass struct {
	uni  map[string]any
	vs   [4]ebiten.Vertex
	is   [6]uint16
	bg   [4]float32
	clip [2]float32
	org  [2]float32
	step [2]float32
	at   [2]float32
	rst  [2]float32
}

// quadPlace is where DrawImage puts an image of w×h pixels drawn scaled
// by scale with its top-left at (x, y): the window position of its
// top-left corner and the window pixels one of its pixels spans. Its
// corners are moved as Ebitengine moves a quad's (off a pixel's centre, to
// a third of a pixel: graphics.adjustDestinationPixel).
func quadPlace(x, y, scale float64, w, h int) (org, step [2]float32) {
	s, x32, y32 := float32(scale), float32(x), float32(y)
	x0, y0 := snapThird(x32), snapThird(y32)
	x1, y1 := snapThird(s*float32(w)+x32), snapThird(s*float32(h)+y32)
	return [2]float32{x0, y0}, [2]float32{(x1 - x0) / float32(w), (y1 - y0) / float32(h)}
}

// snapThird moves x as Ebitengine moves a vertex: to its pixel's edge, a
// third of the way in from either, or the next edge.
func snapThird(x float32) float32 {
	ix := float32(int(x))
	if x < 0 && x != ix {
		ix--
	}
	switch frac := x - ix; {
	case frac < 3.0/16:
		return ix
	case frac < 8.0/16:
		return ix + 5.0/16
	case frac < 13.0/16:
		return ix + 11.0/16
	}
	return ix + 1
}

// drawMapPass draws the part clip of f's map region on d (dst's sub-image
// clip) in one pass of mapShader: the margins, the cells, the pane's
// overlay in a split view and, when route is true, the route layer. It
// reports false, drawing nothing, when it cannot (no shader, or an
// overlay not of the cells' size).
func (s *screenImages) drawMapPass(d *ebiten.Image, f *render.Frame, clip image.Rectangle, route bool) bool {
	sh := theMapShader()
	if sh == nil || s.cells == nil || s.noPass {
		return false
	}
	over := f.OverApart && f.ShowOver && s.over.img != nil
	if over && s.over.img.Bounds().Size() != s.cells.Bounds().Size() {
		return false
	}
	m := &s.pass
	if m.uni == nil {
		m.uni = map[string]any{}
		m.is = [6]uint16{0, 1, 2, 1, 3, 2}
		bg := assets.Background
		m.bg = [4]float32{float32(bg.R) / 255, float32(bg.G) / 255, float32(bg.B) / 255, float32(bg.A) / 255}
	}
	rect := f.Layout.Map
	m.clip = [2]float32{float32(clip.Min.X), float32(clip.Min.Y)}
	cb := s.cells.Bounds()
	m.org, m.step = quadPlace(float64(rect.Min.X)+f.View.OX, float64(rect.Min.Y)+f.View.OY, f.View.Scale, cb.Dx(), cb.Dy())
	u := m.uni
	u["Clip"], u["Origin"], u["Step"], u["Background"] = m.clip[:], m.org[:], m.step[:], m.bg[:]
	u["Over"], u["Route"] = float32(0), float32(0)
	op := &ebiten.DrawTrianglesShaderOptions{Blend: ebiten.BlendCopy, Uniforms: u}
	op.Images[0], op.Images[1], op.Images[2] = s.cells, s.cells, s.cells
	if over {
		u["Over"], op.Images[1] = float32(1), s.over.img
	}
	if route {
		r, z := f.Route, f.Route.Zoom
		if z != 1 && z <= 0 {
			return false
		}
		rb := s.route.Bounds()
		m.at, m.rst = quadPlace(r.X, r.Y, z, rb.Dx(), rb.Dy())
		u["Route"], u["RouteAt"], u["RouteStep"], op.Images[2] = float32(1), m.at[:], m.rst[:], s.route
	}
	x0, y0, x1, y1 := float32(clip.Min.X), float32(clip.Min.Y), float32(clip.Max.X), float32(clip.Max.Y)
	for i, p := range [4][2]float32{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		m.vs[i] = ebiten.Vertex{DstX: p[0], DstY: p[1], ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
	}
	d.DrawTrianglesShader(m.vs[:], m.is[:], sh, op)
	return true
}

// under reports whether a shape of l (the map's shapes drawn under the
// route layer) can touch a pixel of clip: an outline (the map's border)
// only along its edges, not over the region it frames.
func under(l render.List, clip image.Rectangle) bool {
	for i := range l {
		sh := &l[i]
		b := sh.Bounds().Inset(-2)
		if !b.Overlaps(clip) {
			continue
		}
		if sh.Kind == render.Outline {
			in := sh.Bounds().Inset(int(sh.Size) + 3)
			if !in.Empty() && clip.In(in) {
				continue
			}
		}
		return true
	}
	return false
}
