package levels

// TiledLayersOf returns the names of the tile layers of the Tiled map
// data (read as TiledLayers reads a file; file names it in errors), for a
// person to choose the obstacle layer from when the map came without a
// path (dropped on a window) or the rules found none.
func TiledLayersOf(file string, data []byte) ([]string, error) {
	m, err := readTiled(file, data)
	if err != nil {
		return nil, err
	}
	return m.layerNames(), nil
}

// TiledLayer is a tile layer of a Tiled map as the layer dialog offers it:
// its name and how many obstacles choosing it gives (its non-empty tiles),
// or, when its data cannot be read, Err and Obstacles -1.
type TiledLayer struct {
	Name      string
	Obstacles int
	Err       error
}

// TiledLayerObstacles returns every tile layer of the Tiled map at path, in
// document order (groups flattened), with the obstacles each would give
// as LoadOptions.Layer. It decodes every layer once and keeps none.
func TiledLayerObstacles(path string) ([]TiledLayer, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return TiledLayerObstaclesOf(path, data)
}

// TiledLayerObstaclesOf is TiledLayerObstacles of the map data, named
// file in errors.
func TiledLayerObstaclesOf(file string, data []byte) ([]TiledLayer, error) {
	m, err := readTiled(file, data)
	if err != nil {
		return nil, err
	}
	out := make([]TiledLayer, len(m.layers))
	for i := range m.layers {
		l := &m.layers[i]
		n := 0
		err := m.decode(l, func(_ int, gid uint32) {
			if gid&^tiledFlipBits != 0 {
				n++
			}
		})
		if err != nil {
			n = -1
		}
		out[i] = TiledLayer{Name: l.name, Obstacles: n, Err: err}
	}
	return out, nil
}
