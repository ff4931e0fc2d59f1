package render

import (
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"image"
	"math"
)

// Region indexes the parts of the window that are redrawn separately.
type Region int

const (
	RegionMap Region = iota
	RegionTimeline
	RegionStatus
	RegionSide
	// the split view's panes after the first, and the captions under
	// every pane (layout_split.go)
	RegionPanes
	RegionCaptions
	NumRegions
)

func (r Region) String() string {
	switch r {
	case RegionMap:
		return "map"
	case RegionTimeline:
		return "timeline"
	case RegionStatus:
		return "status"
	case RegionSide:
		return "side"
	case RegionPanes:
		return "panes"
	case RegionCaptions:
		return "captions"
	}
	return fmt.Sprintf("Region(%d)", int(r))
}

// Rect is r's rectangle in l (empty when the layout has no such part).
func (l Layout) Rect(r Region) image.Rectangle {
	switch r {
	case RegionMap:
		return l.Map
	case RegionTimeline:
		return l.Timeline
	case RegionStatus:
		return l.Status
	case RegionPanes:
		return l.PaneArea
	case RegionCaptions:
		return l.Captions
	}
	return l.Side
}

// Anchor is the point that places s in a region: its first point.
func (s *Shape) Anchor() (float32, float32) {
	if s.Kind == Polygon && len(s.Pts) >= 2 {
		return s.Pts[0], s.Pts[1]
	}
	return s.X0, s.Y0
}

// Bounds is the pixel box s can touch. Text is measured by the fixed
// advance of Go Mono at the size the screen lays it out at: the screen's
// shaper (go-text, under Ebitengine's text/v2) scales the font to whole
// pixels, the size rounded up, so an NPC's label at 11.05 px advances
// 7.2 px a character, not 6.63 (its last glyphs drawn past a box of 0.6
// em a character were left out of partial redraws: issue 22, item 26).
func (s *Shape) Bounds() image.Rectangle {
	x0, y0, x1, y1 := s.X0, s.Y0, s.X1, s.Y1
	switch s.Kind {
	case Line:
		// butt caps: a line reaches half its width beside itself, not past its ends
		hx, hy := s.Size/2, s.Size/2
		if x0 == x1 {
			hy = 0
		} else if y0 == y1 {
			hx = 0
		}
		x0, y0, x1, y1 = min(x0, x1)-hx, min(y0, y1)-hy, max(x0, x1)+hx, max(y0, y1)+hy
	case Circle:
		x0, y0, x1, y1 = x0-s.Size, y0-s.Size, x0+s.Size, y0+s.Size
	case Polygon:
		x0, y0, x1, y1 = math.MaxFloat32, math.MaxFloat32, -math.MaxFloat32, -math.MaxFloat32
		for i := 0; i+1 < len(s.Pts); i += 2 {
			x0, y0 = min(x0, s.Pts[i]), min(y0, s.Pts[i+1])
			x1, y1 = max(x1, s.Pts[i]), max(y1, s.Pts[i+1])
		}
	case Text:
		size := math.Ceil(float64(s.Size))
		x1 = x0 + float32(charWidth(size))*float32(len([]rune(s.Text)))
		y1 = y0 + float32(size*1.3)
	}
	return image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))), int(math.Ceil(float64(x1))), int(math.Ceil(float64(y1))))
}

// RegionOf is the region of lay that holds the anchor of s, or false when
// none does.
func RegionOf(lay Layout, s *Shape) (Region, bool) {
	x, y := s.Anchor()
	p := image.Pt(int(math.Floor(float64(x))), int(math.Floor(float64(y))))
	for r := range NumRegions {
		if p.In(lay.Rect(r)) {
			return r, true
		}
	}
	return 0, false
}

var shapeSeed = maphash.MakeSeed()

// hash adds s to h: two shapes that draw alike hash alike.
func (s *Shape) hash(h *maphash.Hash) {
	var b [21]byte
	put := func(i int, f float32) {
		u := math.Float32bits(f)
		b[i], b[i+1], b[i+2], b[i+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
	}
	b[0] = byte(s.Kind)
	b[1], b[2], b[3], b[4] = s.Color.R, s.Color.G, s.Color.B, s.Color.A
	put(5, s.X0)
	put(9, s.Y0)
	put(13, s.X1)
	put(17, s.Y1)
	h.Write(b[:21])
	put(0, s.Size)
	h.Write(b[:4])
	for _, p := range s.Pts {
		put(0, p)
		h.Write(b[:4])
	}
	h.WriteString(s.Text)
	h.WriteByte(0)
}

// bigMapList is the map list length from which the map's shapes are one
// stamp (Frame.split).
const bigMapList = 20000

// Regions is how a frame's picture splits into the window's regions, so
// that a screen can redraw only those that changed.
type Regions struct {
	// Items[r] are the indexes in Frame.UI (before Overlay) of the shapes
	// anchored in region r, in drawing order.
	Items [NumRegions][]int32
	// Hash[r] identifies region r's picture: its shapes, and for the map
	// also the map's list and the view. Changed cells are not in it (see
	// Frame.GridDirty and OverDirty).
	Hash [NumRegions]uint64
	// Unplaced is true when a shape lies in no region (a window smaller
	// than its layout): only a redraw of the whole window is then right.
	Unplaced bool
	// Stamps are the map region's shapes, Frame.Map's then the UI's
	// anchored there, each hashed and boxed, for a Damager.
	Stamps []Stamp
	h      maphash.Hash
}

// split fills f.Regions from f's lists.
func (f *Frame) split() {
	rg := &f.Regions
	for r := range rg.Items {
		rg.Items[r] = rg.Items[r][:0]
	}
	rg.Unplaced = false
	for i := range f.UI[:f.Overlay] {
		r, ok := RegionOf(f.Layout, &f.UI[i])
		if !ok {
			rg.Unplaced = true
			continue
		}
		rg.Items[r] = append(rg.Items[r], int32(i))
	}
	// each map shape hashed on its own (the Damager's stamps); the map's
	// picture hash is made of those, then the view
	rg.Stamps = rg.Stamps[:0]
	one := &rg.h
	one.SetSeed(shapeSeed)
	stamp := func(sh *Shape) {
		one.Reset()
		sh.hash(one)
		rg.Stamps = append(rg.Stamps, Stamp{one.Sum64(), sh.Bounds()})
	}
	if len(f.Map) > bigMapList {
		// one stamp for all: a list this long (a long route's step view)
		// changes as a whole, and a stamp each cost more than a redraw
		one.Reset()
		for i := range f.Map {
			f.Map[i].hash(one)
		}
		rg.Stamps = append(rg.Stamps, Stamp{one.Sum64(), f.Layout.Map})
	} else {
		for i := range f.Map {
			stamp(&f.Map[i])
		}
	}
	if f.Route != nil {
		// the route layer is one stamp: its build and its place, boxing
		// only its pixels that are not transparent
		one.Reset()
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], f.Route.Key)
		one.WriteString("route layer")
		one.Write(b[:])
		rg.Stamps = append(rg.Stamps, Stamp{one.Sum64(), f.Route.InkBox()})
	}
	for _, i := range rg.Items[RegionMap] {
		stamp(&f.UI[i])
	}
	var b [8]byte
	for r := range NumRegions {
		rg.h.Reset()
		if r != RegionMap {
			for _, i := range rg.Items[r] {
				f.UI[i].hash(&rg.h)
			}
			rg.Hash[r] = rg.h.Sum64()
			continue
		}
		for _, st := range rg.Stamps {
			binary.LittleEndian.PutUint64(b[:], st.Hash)
			rg.h.Write(b[:])
		}
		for _, v := range []float64{f.View.Scale, f.View.OX, f.View.OY} {
			binary.LittleEndian.PutUint64(b[:], math.Float64bits(v))
			rg.h.Write(b[:])
		}
		if f.ShowOver {
			rg.h.WriteByte(1)
		}
		rg.Hash[r] = rg.h.Sum64()
	}
}

// RegionStamps appends to into a stamp for each of f's window shapes
// anchored in region r (Regions.Items), as the map region's are made: a
// screen that redraws only what changed in the region (a line of the
// figures) finds it with a Damager.
func (f *Frame) RegionStamps(r Region, into []Stamp) []Stamp {
	var h maphash.Hash
	h.SetSeed(shapeSeed)
	for _, i := range f.Regions.Items[r] {
		h.Reset()
		f.UI[i].hash(&h)
		into = append(into, Stamp{h.Sum64(), f.UI[i].Bounds()})
	}
	return into
}
