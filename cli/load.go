package cli

import (
	"io"
	"os"

	"swath/levels"
)

// level is a loaded level file; HasEnds is true when the file itself names
// the start and goal (the own format), not only the obstacles.
type level struct {
	*levels.Level
	HasEnds bool
}

// loadLevel reads any level format (.swath, Moving AI .map, PNG mask).
func loadLevel(path string) (*level, error) {
	lv, err := levels.Load(path)
	if err != nil {
		return nil, err
	}
	return &level{Level: lv, HasEnds: formatOf(path) == levels.SwathFormat}, nil
}

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
