package app

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"swath/assets"
	"swath/render"
	"swath/scene"
)

// screenImages are the GPU copies of the frame's one-pixel-per-cell images
// and the text faces; draw keeps them in step with the frame.
type screenImages struct {
	// panel is the options panel's picture (drawPanel)
	panel *ebiten.Image
	// cells is the map's cells, one pixel each: the grid with the overlay
	// over it (compose)
	cells *ebiten.Image
	// ownCells: a split view's pane has cells of its own (splitscreen.go)
	ownCells bool
	pix      []byte
	// upTodo is the cells still to upload to cells, a strip a frame
	upTodo image.Rectangle
	// cellsFor is what cells was composed for (the overlay shown, blended
	// in or drawn apart): render.CellImage says what to rewrite
	cellsFor render.CellImage
	src      *text.GoTextFaceSource
	faces    map[float32]*text.GoTextFace
	white    *ebiten.Image
	vs       []ebiten.Vertex
	is       []uint16
	// what the screen shows: the layout, each region's picture (a hash of
	// its shapes), and whether the help or a dialog covers it
	lay     render.Layout
	hash    [render.NumRegions]uint64
	overlay bool
	// the map region as last drawn: its shapes and view, and what finds
	// the part of it that changed since
	stamps   []render.Stamp
	mapView  scene.View
	mapDrawn bool
	dmg      render.Damager
	// check, when set, verifies every partial map redraw (--check-damage)
	check *damageCheck
	// route is the frame's route layer drawn (routeKey its build): the
	// map's redraws only move it
	route    *ebiten.Image
	routeKey uint64
	// routeUp takes a staged route layer's pixels a strip a frame
	// (stageRoute): upKey is its build, upRow the rows up, upDone all
	routeUp *ebiten.Image
	upKey   uint64
	upRow   int
	upDone  bool
	// bare says the frame drawn last showed no route layer (drawRoute):
	// nothing to keep showing while a staged layer goes up
	bare bool
	// a long list's shapes painted on the CPU (listCPU)
	painter render.Painter
	cpuImg  *ebiten.Image
	cpuPix  []byte
	// the split view (splitscreen.go): over is this pane's overlay drawn
	// over the shared cells (Frame.OverApart), panes the screens of the
	// panes after the first
	over  paneOverlay
	panes []*screenImages
	// texts are the texts drawn, an image each (textcache.go)
	texts textImages
	// noInk draws the overlay and the route layer whole, not only over
	// their ink (inkClip): --check-damage compares the two
	noInk bool
	// the regions but the map's as last drawn: each one's shapes
	// (rprev; rstamps the spare list), whether it was drawn, and the
	// parts of the side column redrawn this frame (drawPanel copies the
	// panel over those alone)
	rprev, rstamps [render.NumRegions][]render.Stamp
	rdrawn         [render.NumRegions]bool
	parts          []image.Rectangle
	sideParts      []image.Rectangle
}

// draw puts f on the screen, redrawing only the regions of the window
// (map, timeline band, status bar, side column) whose picture changed since
// the last draw (f.Regions); the screen keeps the rest (it is not cleared
// between frames). Each region is drawn clipped to itself: for the map, the
// cell image drawn scaled with the nearest filter over the filled margins,
// then the map's list; then the window shapes anchored in the region. The
// help and the dialogs cover the whole window and redraw all of it. all
// forces every region; panel asks for the side column, under the options
// panel, whose widgets changed. It reports whether the side column was
// drawn (the options panel must then be drawn over it) and whether the
// whole window or the side column was drawn for a new layout (the panel
// then settles again).
func (s *screenImages) draw(screen *ebiten.Image, f *render.Frame, all, panel bool, st *stats) (side, whole bool) {
	s.texts.nextFrame()
	cellsDirty := s.compose(f)
	mapDirty := cellsDirty.Union(s.over.upload(f)) // the first pane's own overlay, in the split view
	st.mark("cells")
	s.drawRoute(f.Route)
	st.mark("route")
	defer st.mark("regions")
	rg := &f.Regions
	overlay := f.Overlay < len(f.UI)
	moved, window := movedRegions(f.Layout, s.lay)
	all = all || overlay || s.overlay || window || rg.Unplaced
	s.overlay, s.lay = overlay, f.Layout
	// the regions tile a window of the layout's size; a smaller window
	// (the layout has a minimum) is cleared first
	if sb := screen.Bounds(); all && (sb.Dx() != f.Layout.W || sb.Dy() != f.Layout.H) {
		screen.Fill(assets.Background)
	}
	for r := range render.NumRegions {
		rect := f.Layout.Rect(r)
		if rect.Empty() {
			continue
		}
		whole := all || moved[r]
		if r == render.RegionPanes {
			s.drawPanes(screen, f, whole, cellsDirty) // splitscreen.go
			continue
		}
		cells := r == render.RegionMap && !mapDirty.Empty()
		if !whole && rg.Hash[r] == s.hash[r] && !cells && !(r == render.RegionSide && panel) {
			continue
		}
		s.hash[r] = rg.Hash[r]
		if r == render.RegionMap {
			s.drawMapRegion(screen, f, whole, mapDirty)
			continue
		}
		items := rg.Items[r]
		// only the parts whose shapes changed (a line of the figures, a
		// pane's time), unless the whole region must be drawn: software GL
		// pays for every pixel, and the side column is also the panel's
		// copy over it (drawPanel)
		cur := f.RegionStamps(r, s.rstamps[r][:0])
		parts := s.regionParts(r, rect, whole || (r == render.RegionSide && panel), cur)
		for _, p := range parts {
			s.drawRegion(screen, f, items, rect, p)
		}
		s.rstamps[r], s.rdrawn[r] = s.rprev[r], true
		s.rprev[r] = cur
		if s.check != nil {
			s.check.verifyRegion(s, f, r, parts)
			if len(items) > 0 {
				s.check.verifyTexts(s, f, f.UI, items, rect) // the text images against text.Draw
			}
		}
		if r == render.RegionSide {
			side = true
			s.sideParts = append(s.sideParts[:0], parts...)
		}
	}
	s.list(screen, f.UI[f.Overlay:], nil, screen.Bounds())
	return side, all || moved[render.RegionSide]
}

// movedRegions reports the regions that layout a places otherwise than b,
// each then drawn whole, and whether the window's size differs (every
// region is drawn, over a cleared window). A region moves when its
// rectangle does; the side column also when the options panel over it
// does (its figures start under the panel, and the panel is drawn again
// over it). The rest of a new layout leaves the others where they were:
// the timeline band that T opens takes the bottom of the map alone, where
// every region was drawn again for it (the side column still is on that
// tick: the panel's timeline buttons change).
// The side column's overflow (SideScrollMax: a line of figures comes and
// goes as a plan starts and lands, twice a painted cell) is no reason
// either: it is the side region's own picture (its scroll bar), in its
// hash; it drew every region and the options panel again, twice a painted
// cell.
func movedRegions(a, b render.Layout) (moved [render.NumRegions]bool, window bool) {
	window = a.W != b.W || a.H != b.H
	for r := range render.NumRegions {
		moved[r] = window || a.Rect(r) != b.Rect(r)
	}
	moved[render.RegionSide] = moved[render.RegionSide] || a.Panel != b.Panel
	return moved, window
}

// regionParts is the parts of region r (rect) to redraw when its shapes
// are now cur: all of it when whole is set, the region was not drawn
// before, or the change is too big (render.Damager), else the tiles
// that the shapes that came or went touch.
func (s *screenImages) regionParts(r render.Region, rect image.Rectangle, whole bool, cur []render.Stamp) []image.Rectangle {
	if !whole && s.rdrawn[r] {
		parts, all := s.dmg.Damage(rect, s.rprev[r], cur, image.Rectangle{})
		if !all && len(parts) > 0 {
			return append(s.parts[:0], parts...)
		}
	}
	return append(s.parts[:0], rect)
}

// drawRegion draws the part clip of region rect (not the map's) on dst:
// the background, unless its first shape is an opaque rectangle over all
// of the region, then the region's shapes (f.UI at items) that reach
// into clip.
func (s *screenImages) drawRegion(dst *ebiten.Image, f *render.Frame, items []int32, rect, clip image.Rectangle) {
	d := dst.SubImage(clip).(*ebiten.Image)
	if len(items) == 0 || !covers(&f.UI[items[0]], rect) {
		d.Fill(assets.Background)
	}
	if len(items) > 0 {
		s.list(d, f.UI, items, clip)
	}
}

// drawMapRegion redraws the map region, or only the parts of it that
// changed (render.Damager) when the view is the one last drawn: the
// changed cells and the boxes of the shapes that appeared or went.
func (s *screenImages) drawMapRegion(screen *ebiten.Image, f *render.Frame, all bool, cells image.Rectangle) {
	rect := f.Layout.Map
	whole := all || !s.mapDrawn || f.View != s.mapView
	var parts []image.Rectangle
	if !whole {
		parts, whole = s.dmg.Damage(rect, s.stamps, f.Regions.Stamps, f.CellsOnScreen(cells))
	}
	if whole {
		parts = []image.Rectangle{rect}
	}
	for _, p := range parts {
		s.drawMap(screen, f, p)
	}
	if s.check != nil {
		s.check.verify(s, f, parts)
		s.check.verifyTexts(s, f, f.Map, nil, rect)
		if items := f.Regions.Items[render.RegionMap]; len(items) > 0 {
			s.check.verifyTexts(s, f, f.UI, items, rect)
		}
	}
	s.stamps = append(s.stamps[:0], f.Regions.Stamps...)
	s.mapView, s.mapDrawn = f.View, true
}

// drawMap draws the part clip of the map region on dst: the margins, the
// cell image scaled with the nearest filter, then the shapes that reach
// into clip (the map's list, then the window's shapes anchored there).
func (s *screenImages) drawMap(dst *ebiten.Image, f *render.Frame, clip image.Rectangle) {
	rect := f.Layout.Map
	d := dst.SubImage(clip).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(f.View.Scale, f.View.Scale)
	x0, y0 := float64(rect.Min.X)+f.View.OX, float64(rect.Min.Y)+f.View.OY
	op.GeoM.Translate(x0, y0)
	// the cells cover most of the map: fill only the margins
	inner := image.Rect(int(math.Ceil(x0))+1, int(math.Ceil(y0))+1,
		int(x0+float64(f.Grid.W)*f.View.Scale)-1, int(y0+float64(f.Grid.H)*f.View.Scale)-1)
	fillOutside(d, clip, inner)
	d.DrawImage(s.cells, op)
	if f.OverApart && f.ShowOver && s.over.img != nil { // a split view's pane: its overlay over the shared cells
		// only over the cells its ink covers: the rest of it is
		// transparent, and software GL pays for every pixel drawn. The
		// quad is the whole overlay's, cut by the destination, so that
		// each pixel samples the cell it did (a quad of another size
		// rounds a sampling tie otherwise, issue 22)
		if in := s.inkClip(clip, s.over.inkOnScreen(f)); !in.Empty() {
			dst.SubImage(in).(*ebiten.Image).DrawImage(s.over.img, op)
		}
	}
	if f.RouteAt < 0 {
		s.list(d, f.Map, nil, clip)
	} else {
		s.list(d, f.Map[:f.RouteAt], nil, clip)
		if r := f.Route; r != nil && s.route != nil {
			if in := s.inkClip(clip, r.InkBox()); !in.Empty() { // as the overlay: where it is not transparent
				op := &ebiten.DrawImageOptions{}
				if r.Zoom != 1 { // built for another zoom: a stopgap until its successor lands
					op.GeoM.Scale(r.Zoom, r.Zoom)
				}
				op.GeoM.Translate(r.X, r.Y)
				dst.SubImage(in).(*ebiten.Image).DrawImage(s.route, op)
			}
		}
		s.list(d, f.Map[f.RouteAt:], nil, clip)
	}
	if items := f.Regions.Items[render.RegionMap]; len(items) > 0 {
		s.list(d, f.UI, items, clip)
	}
}

// inkClip is the part of clip where a layer with ink box ink is drawn:
// all of clip when the ink boxes are off (noInk, --check-damage compares).
func (s *screenImages) inkClip(clip, ink image.Rectangle) image.Rectangle {
	if s.noInk {
		return clip
	}
	return clip.Intersect(ink)
}

// drawRoute brings the route layer's image up to date: drawn again only
// when the layer was rebuilt (its Key), which panning does not do. A
// layer staged and uploaded by stageRoute is swapped in.
func (s *screenImages) drawRoute(r *render.RouteLayer) {
	s.bare = r == nil || r.W <= 0 || r.H <= 0
	if r == nil || (s.route != nil && r.Key == s.routeKey) {
		return
	}
	s.routeKey = r.Key
	if r.W <= 0 || r.H <= 0 {
		if s.route != nil {
			s.route.Deallocate()
			s.route = nil
		}
		return
	}
	if r.Key == s.upKey && s.upDone {
		s.route, s.routeUp = s.routeUp, s.route
		s.upKey, s.upDone = 0, false
		if s.routeUp != nil && s.routeUp.Bounds() != s.route.Bounds() {
			// the layer before was of another size (a big map's, up to
			// 4096² pixels): the next staging makes its own
			s.routeUp.Deallocate()
			s.routeUp = nil
		}
		return
	}
	s.route = sized(s.route, r.W, r.H)
	writePixels(s.route, s.route.Bounds(), r.Pix) // in bands (writepixels.go)
	if s.routeUp != nil && s.upKey == 0 {
		// no layer staged: the last staged one's image (a big map's
		// layer, up to 4096² pixels) is kept for no one
		s.routeUp.Deallocate()
		s.routeUp = nil
	}
}

// stageRoute uploads the next rows of the staged route layer l
// (render.Frame.Staged) into routeUp, at most render.StageLayerPixels
// pixels a frame, and reports l's key once all of it is up: the renderer
// then shows it (Renderer.RouteUploaded) and drawRoute swaps it in. When
// the frame shows no route meanwhile (the level's first layer), a layer
// of up to bareLayerPixels goes up in one frame: strips would only delay
// the route (the web page's demo level: five frames, 0.8 s).
func (s *screenImages) stageRoute(l *render.RouteLayer) (uint64, bool) {
	if l == nil || l.W <= 0 || l.H <= 0 {
		return 0, false
	}
	// (a layer of another size with the same key is another layer: its
	// rows must not go into this image)
	if l.Key != s.upKey || s.routeUp == nil || s.routeUp.Bounds().Dx() != l.W || s.routeUp.Bounds().Dy() != l.H {
		s.upKey, s.upRow, s.upDone = l.Key, 0, false
		s.routeUp = sized(s.routeUp, l.W, l.H)
	}
	if !s.upDone {
		rows := max(1, render.StageLayerPixels/l.W)
		if s.bare && l.W*l.H <= bareLayerPixels {
			rows = l.H
		}
		y1 := min(l.H, s.upRow+rows)
		writePixels(s.routeUp, image.Rect(0, s.upRow, l.W, y1), l.Pix[4*l.W*s.upRow:4*l.W*y1])
		s.upRow, s.upDone = y1, y1 >= l.H
	}
	return l.Key, s.upDone
}

// bareLayerPixels is the largest staged route layer uploaded in one frame
// when no route is shown meanwhile: 4 MB, about 25 ms of software GL.
const bareLayerPixels = 1 << 20

// sized is img if it is w×h, else a new w×h image (img deallocated):
// unmanaged, off the atlas, as a layer is written whole or in strips.
func sized(img *ebiten.Image, w, h int) *ebiten.Image {
	if img != nil && img.Bounds().Dx() == w && img.Bounds().Dy() == h {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// drawPanel puts the options panel on the screen. Its picture is kept in
// an image of its own and redrawn by draw (debugui's, which draws at window
// coordinates) only when changed is true or the window's size changed:
// otherwise a redrawn side column costs one copy of the panel, over the
// parts of the side column that draw redrew (sideParts).
func (s *screenImages) drawPanel(screen *ebiten.Image, lay render.Layout, changed bool, draw func(*ebiten.Image)) {
	if s.panel == nil || s.panel.Bounds().Dx() != lay.W || s.panel.Bounds().Dy() != lay.H {
		if s.panel != nil {
			s.panel.Deallocate()
		}
		s.panel = ebiten.NewImage(lay.W, lay.H)
		changed = true
	}
	parts := s.sideParts
	if changed {
		s.panel.SubImage(lay.Side).(*ebiten.Image).Clear()
		draw(s.panel)
		parts = []image.Rectangle{lay.Side}
	}
	for _, p := range parts {
		p = p.Intersect(lay.Side)
		if p.Empty() {
			continue
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(p.Min.X), float64(p.Min.Y))
		screen.DrawImage(s.panel.SubImage(p).(*ebiten.Image), op)
	}
}

// covers reports whether sh is an opaque rectangle over all of r (the
// background the side column and the status bar start with).
func covers(sh *render.Shape, r image.Rectangle) bool {
	return sh.Kind == render.Rect && sh.Color.A == 0xff && sh.X0 <= float32(r.Min.X) && sh.Y0 <= float32(r.Min.Y) &&
		sh.X1 >= float32(r.Max.X) && sh.Y1 >= float32(r.Max.Y)
}

// fillOutside fills the parts of r outside inner with the background.
func fillOutside(dst *ebiten.Image, r, inner image.Rectangle) {
	inner = inner.Intersect(r)
	if inner.Empty() {
		dst.SubImage(r).(*ebiten.Image).Fill(assets.Background)
		return
	}
	for _, m := range []image.Rectangle{
		{r.Min, image.Pt(r.Max.X, inner.Min.Y)},
		{image.Pt(r.Min.X, inner.Max.Y), r.Max},
		{image.Pt(r.Min.X, inner.Min.Y), image.Pt(inner.Min.X, inner.Max.Y)},
		{image.Pt(inner.Max.X, inner.Min.Y), image.Pt(r.Max.X, inner.Max.Y)},
	} {
		if !m.Empty() {
			dst.SubImage(m).(*ebiten.Image).Fill(assets.Background)
		}
	}
}

// compose brings the cell image up to date: the grid's cells with the
// overlay blended over them on the CPU (render.CellPixels), only where
// either changed or the image was composed otherwise
// (render.CellImage.Rewrite), so that the GPU draws the map's cells in
// one pass. A big change goes up a strip
// of at most uploadCells cells a frame, the rest kept for the next frames
// (uploading). It returns the cells that changed.
func (s *screenImages) compose(f *render.Frame) image.Rectangle {
	g := f.Grid
	dirty, fresh := s.cellsFor.Rewrite(f)
	all := image.Rect(0, 0, g.W, g.H)
	if fresh || s.cells == nil || s.cells.Bounds() != all {
		// off the atlas (sized): a big map's cells on a shared atlas page
		// grow the page to 4096² (64 MB under software GL), which keeps
		// that size as long as any small image stays on it; and an atlas
		// image drawn from unchanged for a while is moved, and scaled with
		// the nearest filter at another place a sampling tie can round the
		// other way (a whole row or column of cells shifted outside the
		// tiles redrawn since: the window soak's --check-damage, issue 22)
		s.cells = sized(s.cells, g.W, g.H)
		// opaque until its strips arrive: a partial redraw over cells not
		// yet uploaded must not show what the screen held before
		s.cells.Fill(assets.Background)
		dirty = all
	}
	s.upTodo = s.upTodo.Union(dirty.Intersect(all)).Intersect(all)
	if s.upTodo.Empty() {
		s.upTodo = image.Rectangle{}
		return image.Rectangle{}
	}
	dirty = s.upTodo
	dirty.Max.Y = min(dirty.Max.Y, dirty.Min.Y+max(1, uploadCells(g.W, g.H)/dirty.Dx()))
	s.upTodo.Min.Y = dirty.Max.Y
	if s.upTodo.Empty() {
		s.upTodo = image.Rectangle{}
	}
	n := 4 * dirty.Dx() * dirty.Dy()
	if cap(s.pix) < n {
		s.pix = make([]byte, n)
	}
	px := s.pix[:n]
	render.CellPixels(px, f, dirty)
	writePixels(s.cells, dirty, px)
	return dirty
}

// uploadCells is the most cells compose uploads in a frame: a map drawn
// whole in one Update (render.OneShotCells) whole, as ever; of a bigger
// one half a strip, 64k cells (a 2048-wide map 32 rows), as software GL
// takes about as long for one upload as the renderer for four times the
// cells.
func uploadCells(w, h int) int {
	if w*h <= render.OneShotCells {
		return w * h
	}
	return render.StripCells / 2
}

// uploading reports whether cells wait for the next frames' uploads.
func (s *screenImages) uploading() bool { return !s.upTodo.Empty() || s.panesUploading() }

// list draws a display list, or only its shapes at the indexes only (nil:
// all), skipping shapes that cannot reach into clip. Shapes are collected
// into one vertex batch (one DrawTriangles call) until a text item or the
// batch's index limit forces a flush: a draw call per shape is far too
// slow under software GL.
func (s *screenImages) list(dst *ebiten.Image, l render.List, only []int32, clip image.Rectangle) {
	if only == nil && len(l) > cpuListMin {
		s.listCPU(dst, l, clip)
		return
	}
	n := len(l)
	if only != nil {
		n = len(only)
	}
	for k := range n {
		i := k
		if only != nil {
			i = int(only[k])
		}
		sh := &l[i]
		if !sh.Bounds().Inset(-2).Overlaps(clip) {
			continue
		}
		var p vector.Path
		stroke := 0.0
		switch sh.Kind {
		case render.Line:
			p.MoveTo(sh.X0, sh.Y0)
			p.LineTo(sh.X1, sh.Y1)
			stroke = float64(sh.Size)
		case render.Circle:
			p.Arc(sh.X0, sh.Y0, sh.Size, 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		case render.Rect:
			rectPath(&p, sh.X0, sh.Y0, sh.X1, sh.Y1)
		case render.Outline:
			w := sh.Size
			rectPath(&p, sh.X0+w/2, sh.Y0+w/2, sh.X1-w/2, sh.Y1-w/2)
			stroke = float64(w)
		case render.Polygon:
			if len(sh.Pts) < 6 {
				continue
			}
			p.MoveTo(sh.Pts[0], sh.Pts[1])
			for i := 2; i < len(sh.Pts); i += 2 {
				p.LineTo(sh.Pts[i], sh.Pts[i+1])
			}
			p.Close()
		case render.Text:
			s.flush(dst)
			s.texts.draw(dst, sh.Text, s.face(sh.Size), sh.X0, sh.Y0, sh.Color) // textcache.go
			continue
		}
		n := len(s.vs)
		if stroke > 0 {
			op := &vector.StrokeOptions{Width: float32(stroke), MiterLimit: 10}
			s.vs, s.is = p.AppendVerticesAndIndicesForStroke(s.vs, s.is, op)
		} else {
			s.vs, s.is = p.AppendVerticesAndIndicesForFilling(s.vs, s.is)
		}
		c := sh.Color
		for j := n; j < len(s.vs); j++ {
			s.vs[j].SrcX, s.vs[j].SrcY = 1, 1
			s.vs[j].ColorR = float32(c.R) / 255
			s.vs[j].ColorG = float32(c.G) / 255
			s.vs[j].ColorB = float32(c.B) / 255
			s.vs[j].ColorA = float32(c.A) / 255
		}
		if len(s.vs) > 60000 {
			s.flush(dst)
		}
	}
	s.flush(dst)
}

// cpuListMin is the list length from which shapes are painted on the CPU
// (render.Painter, which lights the pixels the GPU would) and uploaded as
// one image: tessellating a hundred thousand markers took the GPU path
// seconds a frame under software GL.
const cpuListMin = 20000

// listCPU draws l as list does, painting its shapes on the CPU into an
// image of clip's size; a text flushes the shapes so far and is drawn on
// the GPU, so that the order holds.
func (s *screenImages) listCPU(dst *ebiten.Image, l render.List, clip image.Rectangle) {
	w, h := clip.Dx(), clip.Dy()
	if w <= 0 || h <= 0 {
		return
	}
	if s.cpuImg == nil || s.cpuImg.Bounds().Dx() < w || s.cpuImg.Bounds().Dy() < h {
		if s.cpuImg != nil {
			s.cpuImg.Deallocate()
		}
		s.cpuImg = ebiten.NewImage(max(w, s.lay.W), max(h, s.lay.H))
	}
	n := 4 * w * h
	if cap(s.cpuPix) < n {
		s.cpuPix = make([]byte, n)
	}
	pix := s.cpuPix[:n]
	clear(pix)
	painted := false
	flush := func() {
		if !painted {
			return
		}
		sub := s.cpuImg.SubImage(image.Rect(0, 0, w, h)).(*ebiten.Image)
		writePixels(s.cpuImg, sub.Bounds(), pix)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(clip.Min.X), float64(clip.Min.Y))
		dst.DrawImage(sub, op)
		clear(pix)
		painted = false
	}
	dx, dy := -float32(clip.Min.X), -float32(clip.Min.Y)
	for i := range l {
		sh := &l[i]
		if sh.Kind == render.Text {
			flush()
			s.list(dst, l[i:i+1], nil, clip)
			continue
		}
		if !sh.Bounds().Inset(-2).Overlaps(clip) {
			continue
		}
		s.painter.Paint(pix, w, h, sh, dx, dy)
		painted = true
	}
	flush()
}

func rectPath(p *vector.Path, x0, y0, x1, y1 float32) {
	p.MoveTo(x0, y0)
	p.LineTo(x1, y0)
	p.LineTo(x1, y1)
	p.LineTo(x0, y1)
	p.Close()
}

// flush draws the collected vertices in one call. Colours are premultiplied.
func (s *screenImages) flush(dst *ebiten.Image) {
	if len(s.is) == 0 {
		return
	}
	if s.white == nil {
		s.white = ebiten.NewImage(3, 3)
		s.white.Fill(color.White)
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha, AntiAlias: antialias}
	dst.DrawTriangles(s.vs, s.is, s.white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), op)
	s.vs, s.is = s.vs[:0], s.is[:0]
}

// antialias smooths the shapes' edges; Ebitengine does it in an extra pass
// per draw call, which batching keeps to a few per frame.
const antialias = false

// face returns the Go Mono face of size px, the font the CPU renderer uses.
func (s *screenImages) face(size float32) *text.GoTextFace {
	if s.src == nil {
		s.src, s.faces = fontSource(), map[float32]*text.GoTextFace{} // fontsource.go
	}
	f, ok := s.faces[size]
	if !ok {
		f = &text.GoTextFace{Source: s.src, Size: float64(size)}
		s.faces[size] = f
	}
	return f
}
