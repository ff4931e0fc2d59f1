package cli

import (
	"swath/levels"
)

// level is a loaded level file; HasEnds is true when the file itself names
// the start and goal (the own format, or a Tiled map with start and goal
// points), not only the obstacles. From says where a Tiled map's obstacles
// came from.
type level struct {
	*levels.Level
	HasEnds bool
	From    string
}

// loadLevelWith reads any level format (.swath, Moving AI .map, PNG mask,
// Tiled, with the choices of opt: --layer), a share link (#…, or an
// address with one: swath share), or a built-in level by name when no file
// has that name. The file is read once, so a pipe (- or
// /dev/stdin) works like a file.
func loadLevelWith(path string, opt levels.LoadOptions) (*level, error) {
	if levels.IsShareLink(path) {
		return loadShareLink(path, opt)
	}
	if lv := builtinLevel(path); lv != nil {
		return lv, nil
	}
	data, err := levels.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f := levels.Sniff(data)
	if f == levels.UnknownFormat {
		f = levels.FormatOf(path)
	}
	if f == levels.TiledFormat {
		imp, err := levels.ParseTiled(path, data, opt)
		if err != nil {
			return nil, err
		}
		return &level{Level: imp.Level, HasEnds: imp.HasStart && imp.HasGoal, From: imp.From}, nil
	}
	lv, err := levels.ParseWith(path, data, opt)
	if err != nil {
		return nil, err
	}
	return &level{Level: lv, HasEnds: f == levels.SwathFormat}, nil
}

// layerUsage is the help of --layer, shared by the commands that load a map.
const layerUsage = "Tiled map: the tile `LAYER` whose tiles are the obstacles (default: a layer named collision(s) or like wall/solid/obstacle, else tiles with a true collides/collision/solid/blocked/wall property)"
