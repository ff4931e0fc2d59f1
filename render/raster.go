package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"swath/assets"
	"swath/pathing"
	"swath/view"
)

// Rasterize draws f into dst on the CPU: the picture the screen shows,
// for exports and golden tests. dst should be f.Layout.W×f.Layout.H.
func Rasterize(dst *image.RGBA, f *Frame) {
	draw.Draw(dst, dst.Bounds(), image.NewUniform(assets.Background), image.Point{}, draw.Src)
	var p painter
	rasterMap(dst, f, &p)
	for _, pf := range f.Panes { // the split view's other panes (panes.go)
		rasterMap(dst, pf, &p)
	}
	p.drawList(dst, f.UI)
}

// rasterMap draws f's map region into dst: the cells, the overlay, the
// map's shapes and the route layer.
func rasterMap(dst *image.RGBA, f *Frame, p *painter) {
	m := f.Layout.Map.Intersect(dst.Bounds())
	blitCells(dst, m, f.View, f.Grid, false)
	if f.ShowOver {
		blitCells(dst, m, f.View, f.Over, true)
	}
	under := dst.SubImage(m).(*image.RGBA)
	if f.RouteAt < 0 {
		p.drawList(under, f.Map)
	} else {
		p.drawList(under, f.Map[:f.RouteAt])
		// a layer scaled to the view (its successor being built) is the
		// screen's stopgap: not drawn here
		if f.Route != nil && f.Route.Zoom == 1 {
			p.dx, p.dy = float32(f.Route.Origin.X), float32(f.Route.Origin.Y)
			p.drawList(under, f.Route.List)
			p.dx, p.dy = 0, 0
		}
		p.drawList(under, f.Map[f.RouteAt:])
	}
}

// blitCells scales the one-pixel-per-cell image px into rectangle m of dst
// with the nearest filter (sampling at pixel centres, like the screen), and
// blends it over when over is true.
func blitCells(dst *image.RGBA, m image.Rectangle, v view.View, px *Pixels, over bool) {
	if px == nil || px.W == 0 || v.Scale <= 0 {
		return
	}
	cols := make([]int, m.Dx())
	for i := range cols {
		cols[i] = int(math.Floor((float64(i) + 0.5 - v.OX) / v.Scale))
	}
	for y := m.Min.Y; y < m.Max.Y; y++ {
		if pathing.Yields && y%32 == 0 {
			rowPace.Yield() // the browser's turn (the web page's one thread): an export's job
		}
		cy := int(math.Floor((float64(y-m.Min.Y) + 0.5 - v.OY) / v.Scale))
		if cy < 0 || cy >= px.H {
			continue
		}
		row := px.Pix[4*cy*px.W : 4*(cy+1)*px.W]
		d := dst.Pix[dst.PixOffset(m.Min.X, y):]
		for i, cx := range cols {
			if cx < 0 || cx >= px.W {
				continue
			}
			s := row[4*cx : 4*cx+4]
			o := d[4*i : 4*i+4]
			if !over {
				copy(o, s)
				continue
			}
			if s[3] == 0 {
				continue
			}
			OverPixels(o, s)
		}
	}
}

// painter draws display lists with golang.org/x/image/vector and Go Mono.
type painter struct {
	z vector.Rasterizer
	// dx, dy move every shape (a route layer's pixels to the window's)
	dx, dy float32
}

// rowPace and listPace pace the browser's turns of the raster's rows and
// of a drawing list (pathing.Pacer: each loop by its own calls' rate).
var rowPace, listPace pathing.Pacer

func (p *painter) drawList(dst *image.RGBA, l List) {
	for i := range l {
		if pathing.Yields && i%16 == 0 {
			listPace.Yield() // the browser's turn: an export's job
		}
		p.draw(dst, &l[i])
	}
}

func (p *painter) draw(dst *image.RGBA, s *Shape) {
	if p.dx != 0 || p.dy != 0 {
		t := *s
		t.X0, t.Y0, t.X1, t.Y1 = s.X0+p.dx, s.Y0+p.dy, s.X1+p.dx, s.Y1+p.dy
		if len(s.Pts) > 0 {
			t.Pts = make([]float32, len(s.Pts))
			for i := 0; i+1 < len(s.Pts); i += 2 {
				t.Pts[i], t.Pts[i+1] = s.Pts[i]+p.dx, s.Pts[i+1]+p.dy
			}
		}
		s = &t
	}
	switch s.Kind {
	case Line:
		dx, dy := s.X1-s.X0, s.Y1-s.Y0
		n := float32(math.Hypot(float64(dx), float64(dy)))
		if n == 0 {
			return
		}
		nx, ny := -dy/n*s.Size/2, dx/n*s.Size/2
		p.poly(dst, s.Color, s.X0+nx, s.Y0+ny, s.X1+nx, s.Y1+ny, s.X1-nx, s.Y1-ny, s.X0-nx, s.Y0-ny)
	case Rect:
		p.poly(dst, s.Color, s.X0, s.Y0, s.X1, s.Y0, s.X1, s.Y1, s.X0, s.Y1)
	case Outline:
		w := s.Size
		p.poly(dst, s.Color, s.X0, s.Y0, s.X1, s.Y0, s.X1, s.Y0+w, s.X0, s.Y0+w)
		p.poly(dst, s.Color, s.X0, s.Y1-w, s.X1, s.Y1-w, s.X1, s.Y1, s.X0, s.Y1)
		p.poly(dst, s.Color, s.X0, s.Y0+w, s.X0+w, s.Y0+w, s.X0+w, s.Y1-w, s.X0, s.Y1-w)
		p.poly(dst, s.Color, s.X1-w, s.Y0+w, s.X1, s.Y0+w, s.X1, s.Y1-w, s.X1-w, s.Y1-w)
	case Circle:
		const segs = 32
		pts := make([]float32, 0, 2*segs)
		for i := 0; i < segs; i++ {
			a := 2 * math.Pi * float64(i) / segs
			pts = append(pts, s.X0+s.Size*float32(math.Cos(a)), s.Y0+s.Size*float32(math.Sin(a)))
		}
		p.poly(dst, s.Color, pts...)
	case Polygon:
		p.poly(dst, s.Color, s.Pts...)
	case Text:
		face := faceOf(s.Size)
		d := font.Drawer{Dst: dst, Src: image.NewUniform(s.Color), Face: face}
		d.Dot = fixed.Point26_6{X: fixed.Int26_6(s.X0 * 64), Y: fixed.Int26_6(s.Y0*64) + face.Metrics().Ascent}
		d.DrawString(s.Text)
	}
}

// poly fills the polygon through pts (x, y pairs), clipped to dst.
func (p *painter) poly(dst *image.RGBA, c color.RGBA, pts ...float32) {
	if len(pts) < 6 {
		return
	}
	minX, minY, maxX, maxY := pts[0], pts[1], pts[0], pts[1]
	for i := 2; i < len(pts); i += 2 {
		minX, maxX = min(minX, pts[i]), max(maxX, pts[i])
		minY, maxY = min(minY, pts[i+1]), max(maxY, pts[i+1])
	}
	r := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))),
		int(math.Ceil(float64(maxX))), int(math.Ceil(float64(maxY)))).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	p.z.Reset(r.Dx(), r.Dy())
	p.z.DrawOp = draw.Over
	p.z.MoveTo(pts[0]-ox, pts[1]-oy)
	for i := 2; i < len(pts); i += 2 {
		p.z.LineTo(pts[i]-ox, pts[i+1]-oy)
	}
	p.z.ClosePath()
	p.z.Draw(dst, r, image.NewUniform(c), image.Point{})
}

var (
	facesMu sync.Mutex
	faces   = map[float32]font.Face{}
	parsed  *opentype.Font
)

// faceOf returns the Go Mono face of size px (cached). No hinting: the
// advances stay 0.6 em, as on the screen, so the layout holds.
func faceOf(size float32) font.Face {
	facesMu.Lock()
	defer facesMu.Unlock()
	if f, ok := faces[size]; ok {
		return f
	}
	if parsed == nil {
		var err error
		if parsed, err = opentype.Parse(assets.FontTTF); err != nil {
			panic("render: the embedded font does not parse: " + err.Error())
		}
	}
	f, err := opentype.NewFace(parsed, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("render: " + err.Error())
	}
	faces[size] = f
	return f
}
