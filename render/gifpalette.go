package render

import (
	"image"
	"image/color"
	"sort"

	"swath/assets"
	"swath/pathing"
)

// GIFPalette chooses the 255 colours of an animation (GIFWriter adds the
// transparent one): the app's opaque
// colours and its translucent ones over free and obstacle cells first, so
// that cells keep their exact colour, then the colours most used in
// samples (anti-aliased edges and text), skipping near duplicates while
// there is room.
func GIFPalette(samples ...*image.RGBA) color.Palette {
	cc := colourCount{}
	for _, img := range samples {
		cc.add(img)
	}
	return cc.palette()
}

// countPace paces the browser's turns of the colour count's rows
// (pathing.Pacer).
var countPace pathing.Pacer

// colourCount counts the pixels of each colour (alpha dropped) over
// several images.
type colourCount map[color.RGBA]int

func (cc colourCount) add(img *image.RGBA) {
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		if pathing.Yields && y%64 == 0 {
			countPace.Yield() // the browser's turn: an export's job
		}
		row := img.Pix[img.PixOffset(img.Rect.Min.X, y):img.PixOffset(img.Rect.Max.X, y)]
		run, last := 0, color.RGBA{}
		for i := 0; i < len(row); i += 4 {
			c := color.RGBA{row[i], row[i+1], row[i+2], 0xff}
			if c != last && run > 0 {
				cc[last] += run
				run = 0
			}
			last = c
			run++
		}
		if run > 0 {
			cc[last] += run
		}
	}
}

// palette is GIFPalette of the counted images.
func (cc colourCount) palette() color.Palette {
	var pal color.Palette
	seen := map[color.RGBA]bool{}
	add := func(c color.RGBA) {
		c.A = 0xff
		if !seen[c] && len(pal) < 255 {
			seen[c] = true
			pal = append(pal, c)
		}
	}
	opaque := []color.RGBA{
		assets.Background, assets.Panel, assets.PanelEdge, assets.Free, assets.Obstacle,
		assets.GridLine, assets.MapBorder, assets.RawNode, assets.RawPath, assets.Waypoint,
		assets.Segment, assets.Start, assets.Goal, assets.Warning, assets.Hover,
		assets.Text, assets.TextDim, assets.TextKey,
	}
	for _, c := range opaque {
		add(c)
	}
	for _, top := range []color.RGBA{assets.Band, assets.WarnFill, assets.HitFill, assets.BoxFill} {
		for _, under := range []color.RGBA{assets.Free, assets.Obstacle} {
			add(Over(under, top))
		}
	}

	type count struct {
		c color.RGBA
		n int
	}
	counts := make([]count, 0, len(cc))
	for c, n := range cc {
		counts = append(counts, count{c, n})
	}
	sort.Slice(counts, func(i, j int) bool {
		a, b := counts[i], counts[j]
		if a.n != b.n {
			return a.n > b.n
		}
		return rgbKey(a.c) < rgbKey(b.c)
	})
	// first pass: distinct enough from what is chosen; second: the rest
	for _, minDist := range []int{8, 0} {
		for _, k := range counts {
			if len(pal) == 255 {
				return pal
			}
			if seen[k.c] {
				continue
			}
			if minDist > 0 && nearestDist(pal, k.c) < minDist {
				continue
			}
			add(k.c)
		}
	}
	return pal
}

func rgbKey(c color.RGBA) uint32 { return uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B) }

// nearestDist is the largest channel difference between c and the nearest
// colour of pal.
func nearestDist(pal color.Palette, c color.RGBA) int {
	best := 1 << 30
	for _, p := range pal {
		q := p.(color.RGBA)
		d := max(iabs(int(q.R)-int(c.R)), iabs(int(q.G)-int(c.G)), iabs(int(q.B)-int(c.B)))
		best = min(best, d)
	}
	return best
}

func iabs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
