package app

import (
	"bytes"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"swath/assets"
	"swath/render"
)

// screenImages are the GPU copies of the frame's one-pixel-per-cell images
// and the text faces; draw keeps them in step with the frame.
type screenImages struct {
	grid, over *ebiten.Image
	src        *text.GoTextFaceSource
	faces      map[float32]*text.GoTextFace
	white      *ebiten.Image
	vs         []ebiten.Vertex
	is         []uint16
}

// draw puts f on the screen: the changed cells are uploaded with
// WritePixels, the two cell images drawn scaled with the nearest filter,
// then the display lists.
func (s *screenImages) draw(screen *ebiten.Image, f *render.Frame) {
	s.upload(&s.grid, f.Grid, f.GridDirty)
	s.upload(&s.over, f.Over, f.OverDirty)
	screen.Fill(assets.Background)
	m := screen.SubImage(f.Layout.Map).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(f.View.Scale, f.View.Scale)
	op.GeoM.Translate(float64(f.Layout.Map.Min.X)+f.View.OX, float64(f.Layout.Map.Min.Y)+f.View.OY)
	m.DrawImage(s.grid, op)
	if f.ShowOver {
		m.DrawImage(s.over, op)
	}
	s.list(m, f.Map)
	s.list(screen, f.UI)
}

// upload brings the GPU image up to date with px: all of it when the size
// changed, else only the dirty cells.
func (s *screenImages) upload(img **ebiten.Image, px *render.Pixels, dirty image.Rectangle) {
	if *img == nil || (*img).Bounds().Dx() != px.W || (*img).Bounds().Dy() != px.H {
		if *img != nil {
			(*img).Deallocate()
		}
		*img = ebiten.NewImage(px.W, px.H)
		(*img).WritePixels(px.Pix)
		return
	}
	if dirty.Empty() {
		return
	}
	dirty = dirty.Intersect((*img).Bounds())
	(*img).SubImage(dirty).(*ebiten.Image).WritePixels(px.Sub(dirty))
}

func (s *screenImages) list(dst *ebiten.Image, l render.List) {
	for i := range l {
		sh := &l[i]
		switch sh.Kind {
		case render.Line:
			vector.StrokeLine(dst, sh.X0, sh.Y0, sh.X1, sh.Y1, sh.Size, sh.Color, true)
		case render.Circle:
			vector.DrawFilledCircle(dst, sh.X0, sh.Y0, sh.Size, sh.Color, true)
		case render.Rect:
			vector.DrawFilledRect(dst, sh.X0, sh.Y0, sh.X1-sh.X0, sh.Y1-sh.Y0, sh.Color, false)
		case render.Outline:
			w := sh.Size
			vector.StrokeRect(dst, sh.X0+w/2, sh.Y0+w/2, sh.X1-sh.X0-w, sh.Y1-sh.Y0-w, w, sh.Color, false)
		case render.Polygon:
			s.polygon(dst, sh.Pts, sh.Color)
		case render.Text:
			op := &text.DrawOptions{}
			op.GeoM.Translate(float64(sh.X0), float64(sh.Y0))
			op.ColorScale.ScaleWithColor(sh.Color)
			text.Draw(dst, sh.Text, s.face(sh.Size), op)
		}
	}
}

// polygon fills the polygon through pts with Ebitengine's path filler.
func (s *screenImages) polygon(dst *ebiten.Image, pts []float32, c color.RGBA) {
	if len(pts) < 6 {
		return
	}
	if s.white == nil {
		s.white = ebiten.NewImage(3, 3)
		s.white.Fill(color.White)
	}
	var p vector.Path
	p.MoveTo(pts[0], pts[1])
	for i := 2; i < len(pts); i += 2 {
		p.LineTo(pts[i], pts[i+1])
	}
	p.Close()
	s.vs, s.is = p.AppendVerticesAndIndicesForFilling(s.vs[:0], s.is[:0])
	for i := range s.vs {
		s.vs[i].SrcX, s.vs[i].SrcY = 1, 1
		s.vs[i].ColorR = float32(c.R) / 255
		s.vs[i].ColorG = float32(c.G) / 255
		s.vs[i].ColorB = float32(c.B) / 255
		s.vs[i].ColorA = float32(c.A) / 255
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha, AntiAlias: true}
	dst.DrawTriangles(s.vs, s.is, s.white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), op)
}

// face returns the Go Mono face of size px, the font the CPU renderer uses.
func (s *screenImages) face(size float32) *text.GoTextFace {
	if s.src == nil {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.FontTTF))
		if err != nil {
			panic("app: the embedded font does not parse: " + err.Error())
		}
		s.src, s.faces = src, map[float32]*text.GoTextFace{}
	}
	f, ok := s.faces[size]
	if !ok {
		f = &text.GoTextFace{Source: s.src, Size: float64(size)}
		s.faces[size] = f
	}
	return f
}
