package cli

import (
	"errors"
	"io/fs"
	"os"
	"strings"

	"swath/levels"
)

// builtinLevel is the built-in level named by a --map or --level value,
// or nil. A file of that name wins: a built-in name is taken only when no
// such file exists, so `--map u-turn` works wherever there is no file
// called u-turn. A folder is no level: `--level crowd` in Swath's own
// source tree (which has a folder crowd) is the built-in level.
func builtinLevel(name string) *level {
	if name == "" || name == "-" || strings.ContainsAny(name, `/\.`) {
		return nil
	}
	if st, err := os.Stat(name); !errors.Is(err, fs.ErrNotExist) && (err != nil || !st.IsDir()) {
		return nil
	}
	lv, err := levels.LoadBuiltin(name)
	if err != nil {
		return nil
	}
	return &level{Level: lv, HasEnds: true}
}

// levelFlagUsage is the help of --level, shared by the commands that load a map.
const levelFlagUsage = "built-in level `NAME` instead of --map (demo, gap, u-turn, corner, shortest, rooms, maze, crowd)"

// pickMap turns --map and --level into the one name to load: a built-in
// level's name is a --map value too.
func pickMap(mapFile, level string) (string, error) {
	switch {
	case mapFile != "" && level != "":
		return "", errors.New("give --map FILE or --level NAME, not both")
	case level != "":
		if _, err := levels.LoadBuiltin(level); err != nil {
			return "", errors.New("--level: " + err.Error())
		}
		return level, nil
	}
	return mapFile, nil
}
