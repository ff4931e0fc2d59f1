package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"swath/levels"
	"swath/pathing"
)

// benchQuery is one .scen query with its map loaded and the tolerance its
// printed optimal length allows.
type benchQuery struct {
	levels.Scenario
	Grid    *pathing.Grid
	MapPath string
	Tol     float64
}

// loadBench reads the .scen at scenPath, keeps its first limit queries
// (all when limit is 0) and loads each distinct map once. Map names are
// resolved against mapsDir, or the .scen's folder when mapsDir is "";
// a name with folders that is not found there is also tried by its base
// name (Moving AI files often name "maps/…/x.map"). Errors name the file
// and line.
func loadBench(scenPath, mapsDir string, limit int) ([]benchQuery, int, error) {
	scens, err := levels.LoadScenN(scenPath, limit) // the first limit queries only
	if err != nil {
		return nil, 0, err
	}
	fields := make([]string, len(scens))
	values := make([]float64, len(scens))
	for i, s := range scens {
		fields[i], values[i] = s.OptimalText, s.Optimal
	}
	tols := fitTolerances(fields, values)
	free := mapsDir != ""
	if !free {
		mapsDir = filepath.Dir(scenPath)
	}
	grids := map[string]*pathing.Grid{}
	out := make([]benchQuery, len(scens))
	for i, s := range scens {
		path, err := resolveMap(mapsDir, s.Map, free)
		if err != nil {
			return nil, 0, fmt.Errorf("%s:%d: %v", scenPath, s.Line, err)
		}
		g, ok := grids[path]
		if !ok {
			g, err = levels.LoadMap(path)
			if err != nil {
				return nil, 0, fmt.Errorf("%s:%d: map %v", scenPath, s.Line, err)
			}
			grids[path] = g
		}
		if g.Width() != s.W || g.Height() != s.H {
			return nil, 0, fmt.Errorf("%s:%d: the query is for a %dx%d map, %s is %dx%d",
				scenPath, s.Line, s.W, s.H, levels.CleanName(path), g.Width(), g.Height())
		}
		out[i] = benchQuery{Scenario: s, Grid: g, MapPath: path, Tol: tols[i]}
	}
	return out, len(grids), nil
}

// maxMapName is the longest map name a .scen may give, in bytes.
const maxMapName = 1024

// resolveMap finds the map file a .scen names. Unless the user said where
// maps are (free, from --maps), a name must stay inside dir, the .scen's
// folder: a .scen from elsewhere must not make bench read any file of the
// machine. Names in messages are cleaned of control characters and cut.
func resolveMap(dir, name string, free bool) (string, error) {
	shown := levels.CleanName(name)
	if len(name) > maxMapName {
		return "", fmt.Errorf("map name %q… is %d bytes long (at most %d)", shown, len(name), maxMapName)
	}
	name = filepath.FromSlash(name)
	var tries []string
	switch {
	case filepath.IsAbs(name) && !free:
		return "", fmt.Errorf("map %q is an absolute path; give --maps DIR to name the maps' folder", shown)
	case filepath.IsAbs(name):
		tries = []string{name}
	case !filepath.IsLocal(name) && !free:
		return "", fmt.Errorf("map %q leaves the .scen's folder; give --maps DIR to name the maps' folder", shown)
	default:
		tries = []string{filepath.Join(dir, name)}
		if b := filepath.Join(dir, filepath.Base(name)); b != tries[0] {
			tries = append(tries, b)
		}
	}
	folder := ""
	for _, p := range tries {
		st, err := os.Stat(p)
		switch {
		case err == nil && !st.IsDir():
			return p, nil
		case err == nil && folder == "":
			folder = p
		}
	}
	if folder != "" {
		return "", fmt.Errorf("map %q is a folder (%s), not a map file", shown, levels.CleanName(folder))
	}
	for i := range tries {
		tries[i] = levels.CleanName(tries[i])
	}
	return "", fmt.Errorf("map %q not found (looked for %s)", shown, strings.Join(tries, " and "))
}
