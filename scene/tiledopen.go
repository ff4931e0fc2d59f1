package scene

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"swath/dialogs"
	"swath/levels"
)

// A Tiled map does not say which of its tile layers are walls; Swath's
// rules guess (levels.ParseTiled). Opened by Ctrl+O, --map or a drop, the
// map is read with the guess at once and its tile layers are offered in a
// LayerDialog: the rules' choice first and marked, picking another reads
// the map again with that layer's tiles as the obstacles.

// tiledSource is where a Tiled map was read from, to read it again with
// another layer.
type tiledSource struct {
	// path is the file on disk ("" for a dropped file the window system
	// gave no path for); external tilesets are read beside it
	path string
	// data is a dropped file's content (nil: read path)
	data []byte
	// files are the files dropped with the map: where its tilesets are
	// read from when path is ""
	files fs.FS
	// name names a dropped file in messages
	name string
}

// read reads the map with the obstacles of layer ("": the rules' choice).
func (src tiledSource) read(layer string) (*levels.TiledImport, error) {
	opt := levels.LoadOptions{Layer: layer}
	if src.data == nil {
		return levels.LoadTiled(src.path, opt)
	}
	file := src.path
	if file == "" {
		file, opt.Files = src.name, src.files
	}
	return levels.ParseTiled(file, src.data, opt)
}

// layers lists the map's tile layers.
func (src tiledSource) layers() ([]string, error) {
	if src.data == nil {
		return levels.TiledLayers(src.path)
	}
	return levels.TiledLayersOf(src.label(), src.data)
}

// layerObstacles lists the map's tile layers with the obstacles each
// gives (the layer dialog's figures).
func (src tiledSource) layerObstacles() ([]levels.TiledLayer, error) {
	if src.data == nil {
		return levels.TiledLayerObstacles(src.path)
	}
	return levels.TiledLayerObstaclesOf(src.label(), src.data)
}

// dropped reports whether the map came by drag and drop.
func (src tiledSource) dropped() bool { return src.data != nil }

// label names the map in messages.
func (src tiledSource) label() string {
	if src.dropped() {
		return "the dropped file " + src.name
	}
	return src.path
}

// tiledOpen is the Tiled map the level was read from and with which layer.
type tiledOpen struct {
	src    tiledSource
	layers []string // its tile layers, in document order
	layer  string   // the layer chosen ("": the rules' choice)
	from   string   // what the obstacles came from, e.g. `layer "walls1"`
	// auto is what the rules' choice reads, when known ("": read the map
	// again to find out)
	auto string
	// counts are the obstacles each tile layer gives, by name (nil: not
	// known; the layer dialog then shows none)
	counts map[string]levels.TiledLayer
}

// layerCounts indexes the layers of ls by name (nil for none).
func layerCounts(ls []levels.TiledLayer) map[string]levels.TiledLayer {
	if len(ls) == 0 {
		return nil
	}
	m := make(map[string]levels.TiledLayer, len(ls))
	for _, l := range ls {
		if _, dup := m[l.Name]; !dup { // the first of a name is the one read
			m[l.Name] = l
		}
	}
	return m
}

// openTiled reads the Tiled map of src with the obstacles of layer and
// puts it in place of the level; with offer set it then lists the map's
// tile layers to choose from (when it has more than one, or when the
// rules find no obstacles in it). A failure changes nothing and says why.
// The app reads the map in the background (startOpen): a 2048² map's JSON
// took 1.2 s.
func (s *Scene) openTiled(src tiledSource, layer string, offer bool) {
	s.startOpen(&openWork{Path: src.label(), tiled: &src, layer: layer, offer: offer})
}

// finishTiled shows the Tiled map job read, or why it could not be read.
func (s *Scene) finishTiled(job *openWork) {
	src, layer, offer, err := *job.tiled, job.layer, job.offer, job.Err
	if err != nil {
		if names, lerr := job.names, job.namesErr; offer && layer == "" && lerr == nil && len(names) > 0 {
			// the rules found nothing: the person picks the layer
			s.warn("Not opened yet: " + err.Error())
			s.showLayers(&tiledOpen{src: src, layers: names, counts: layerCounts(job.counts)})
			return
		}
		if src.dropped() {
			s.warn("Cannot open the dropped file: " + err.Error())
			if s.doc.dialog != nil {
				s.doc.dialog.Error = err.Error()
			}
			return
		}
		s.failOpen(err)
		return
	}
	imp := job.imp
	// the rules' choice, for the layer dialog: this read's, or the last
	// read's of the same map
	auto := ""
	if layer == "" {
		auto = imp.From
	} else if t := s.doc.tiled; t != nil && t.src.path == src.path && t.src.name == src.name {
		auto = t.auto
	}
	docPath := src.path
	if src.dropped() {
		docPath = "" // Ctrl+S asks where to save it
	}
	s.replace(FromLevel(job.Level), docPath, "")
	counts := layerCounts(job.counts)
	if t := s.doc.tiled; counts == nil && t != nil && t.src.path == src.path && t.src.name == src.name {
		counts = t.counts // another layer of the same map
	}
	s.doc.tiled = &tiledOpen{src: src, layers: imp.Layers, layer: layer, from: imp.From, auto: auto, counts: counts}
	note := "Opened " + src.label() + ": obstacles from " + imp.From
	if job.Note != "" {
		note += "; " + job.Note
	}
	s.notify(note + ".")
	if offer && len(imp.Layers) > 1 {
		s.showLayers(s.doc.tiled)
	}
}

// openDroppedTiled opens a dropped Tiled map named name.
func (s *Scene) openDroppedTiled(name string, src tiledSource) {
	src.name = name
	s.openTiled(src, "", true)
}

// SetTiledSource records that the level was read from the Tiled map at
// path with the obstacles of layer ("": the rules' choice), as --map
// opens it, and with offer set lists the map's tile layers to choose from.
// It reads the map again for its layers; a failure changes nothing.
func (s *Scene) SetTiledSource(path, layer string, offer bool) {
	s.change(func() {
		imp, err := tiledSource{path: path}.read(layer)
		if err != nil {
			return
		}
		s.doc.tiled = &tiledOpen{src: tiledSource{path: path}, layers: imp.Layers, layer: layer, from: imp.From}
		if layer == "" {
			s.doc.tiled.auto = imp.From
		}
		if offer && len(imp.Layers) > 1 {
			ls, _ := s.doc.tiled.src.layerObstacles()
			s.doc.tiled.counts = layerCounts(ls)
		}
		note := "Opened " + path + ": obstacles from " + imp.From + "."
		if n := s.notice.Text; n != "" { // what --map did to the ends
			note = strings.TrimSuffix(n, ".") + "; obstacles from " + imp.From + "."
		}
		s.notify(note)
		if offer && len(imp.Layers) > 1 {
			s.showLayers(s.doc.tiled)
		}
	})
}

// TiledLayer is the Tiled layer whose tiles are the obstacles ("" for the
// rules' choice) and what the obstacles came from, e.g. `layer "walls1"`;
// ok is false when the level was not read from a Tiled map.
func (s *Scene) TiledLayer() (layer, from string, ok bool) {
	t := s.doc.tiled
	if t == nil {
		return "", "", false
	}
	return t.layer, t.from, true
}

// showLayers lists the tile layers of the Tiled map t: the rules' choice
// first, marked, then every tile layer in document order; the one in use
// is selected.
func (s *Scene) showLayers(t *tiledOpen) {
	auto, detail := "none found", "no collision layer or tile property: pick a layer"
	keep := "Esc keeps " + t.from
	if t.from == "" {
		keep = "Esc cancels"
	}
	rules := "Swath's rules: a layer named collision, wall, solid…, else tile properties"
	switch {
	case t.layer == "" && t.from != "":
		auto, detail = t.from, rules
	case t.auto != "":
		auto, detail = t.auto, rules
	case t.layer == "" && t.from == "":
		// the rules found nothing: no need to read the map again
	default:
		if imp, err := t.src.read(""); err == nil {
			auto, detail = imp.From, rules
		}
	}
	name := filepath.Base(t.src.path)
	if t.src.dropped() {
		name = t.src.name
	}
	d := &sceneDialog{State: dialogs.State{Dialog: Dialog{Kind: LayerDialog, Title: "Obstacles of " + name,
		Message: "Which tile layer holds the walls? Enter reads the map with the one picked; " + keep + ".",
		Buttons: []Choice{{Label: "Use", Action: ActDialogOK}, {Label: "Cancel", Action: ActDialogCancel}}}}, tiled: t}
	d.Entries = append(d.Entries, Entry{Label: "automatic: " + auto, Detail: detail, Kind: EntryLayer})
	for _, l := range t.layers {
		e := Entry{Label: "layer " + levels.CleanName(l), Detail: "tile layer: every non-empty tile is an obstacle", Kind: EntryLayer, Path: l}
		if c, ok := t.counts[l]; ok {
			e.Count = obstaclesText(c)
		}
		if auto == fmt.Sprintf("layer %q", l) {
			e.Detail = "the automatic choice"
			d.Entries[0].Count = e.Count
		}
		d.Entries = append(d.Entries, e)
	}
	s.setDialog(d)
	sel := 0
	if t.from == "" {
		sel = 1 // the rules found nothing: the first layer
	}
	for i, e := range d.Entries {
		if i > 0 && e.Path == t.layer {
			sel = i
			break
		}
	}
	s.selectEntry(sel)
}

// pickLayer reads the map again with the layer selected in the layer
// dialog; the dialog stays, with the reason, when that fails.
func (s *Scene) pickLayer() {
	d := s.doc.dialog
	t := d.tiled
	if t == nil || d.Sel < 0 || d.Sel >= len(d.Entries) {
		s.setDialog(nil)
		return
	}
	layer := d.Entries[d.Sel].Path
	if layer == t.layer && t.from != "" {
		s.setDialog(nil) // what is shown already
		return
	}
	s.openTiled(t.src, layer, layer == "" && t.from == "")
}

// obstaclesText is a layer's figure in the layer dialog: the obstacles
// choosing it gives, or why its tiles cannot be read.
func obstaclesText(l levels.TiledLayer) string {
	switch {
	case l.Err != nil:
		return "unreadable: " + levels.CleanName(l.Err.Error())
	case l.Obstacles == 0:
		return "no tiles: no obstacles"
	case l.Obstacles == 1:
		return "1 obstacle"
	}
	return fmt.Sprintf("%d obstacles", l.Obstacles)
}
