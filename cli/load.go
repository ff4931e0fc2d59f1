package cli

import (
	"io"
	"os"

	"swath/levels"
)

// level is a loaded level file; HasEnds is true when the file itself names
// the start and goal (the own format, or a Tiled map with start and goal
// points), not only the obstacles. From says, for a Tiled map, which layer
// or tile property gave the obstacles.
type level struct {
	*levels.Level
	HasEnds bool
	From    string
}

// loadLevel reads any level format (.swath, Moving AI .map, PNG mask, Tiled).
func loadLevel(path string) (*level, error) { return loadLevelWith(path, levels.LoadOptions{}) }

// loadLevelWith is loadLevel with the choices of opt (--layer).
func loadLevelWith(path string, opt levels.LoadOptions) (*level, error) {
	f := formatOf(path)
	if f == levels.TiledFormat {
		imp, err := levels.LoadTiled(path, opt)
		if err != nil {
			return nil, err
		}
		return &level{Level: imp.Level, HasEnds: imp.HasStart && imp.HasGoal, From: imp.From}, nil
	}
	lv, err := levels.LoadWith(path, opt)
	if err != nil {
		return nil, err
	}
	return &level{Level: lv, HasEnds: f == levels.SwathFormat}, nil
}

// layerUsage is the help of --layer, shared by the commands that load a map.
const layerUsage = "Tiled map: the tile `LAYER` whose tiles are the obstacles (default: a layer named collision(s) or like wall/solid/obstacle, else tiles with a true collides/collision/solid/blocked/wall property)"

// formatOf tells the format of an existing file by content, then extension.
func formatOf(path string) levels.Format {
	f, err := os.Open(path)
	if err == nil {
		defer f.Close()
		head := make([]byte, 512)
		n, _ := io.ReadFull(f, head)
		if fm := levels.Sniff(head[:n]); fm != levels.UnknownFormat {
			return fm
		}
	}
	return levels.FormatOf(path)
}
