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
