package cli

import (
	"swath/levels"
)

// level is a loaded level file; HasEnds is true when the file itself names
// the start and goal (the own format), not only the obstacles.
type level struct {
	*levels.Level
	HasEnds bool
}

// loadLevel reads any level format (.swath, Moving AI .map, PNG mask). The
// file is read once, so a pipe (- or /dev/stdin) works like a file.
func loadLevel(path string) (*level, error) {
	data, err := levels.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lv, err := levels.Parse(path, data)
	if err != nil {
		return nil, err
	}
	f := levels.Sniff(data)
	if f == levels.UnknownFormat {
		f = levels.FormatOf(path)
	}
	return &level{Level: lv, HasEnds: f == levels.SwathFormat}, nil
}
