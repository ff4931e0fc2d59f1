package cli

import (
	"bytes"
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
	data, err := readBenchFile(scenPath)
	if err != nil {
		return nil, 0, err
	}
	scens, err := levels.ParseScen(scenPath, data)
	if err != nil {
		return nil, 0, err
	}
	if limit > 0 && limit < len(scens) {
		scens = scens[:limit]
	}
	lines := strings.Split(string(bytes.ReplaceAll(data, []byte("\r"), nil)), "\n")
	fields := make([]string, len(scens))
	values := make([]float64, len(scens))
	for i, s := range scens {
		values[i] = s.Optimal
		if s.Line-1 < len(lines) {
			if fs := strings.Fields(lines[s.Line-1]); len(fs) == 9 {
				fields[i] = fs[8]
			}
		}
	}
	tols := fitTolerances(fields, values)
	if mapsDir == "" {
		mapsDir = filepath.Dir(scenPath)
	}
	grids := map[string]*pathing.Grid{}
	out := make([]benchQuery, len(scens))
	for i, s := range scens {
		path, err := resolveMap(mapsDir, s.Map)
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
				scenPath, s.Line, s.W, s.H, path, g.Width(), g.Height())
		}
		out[i] = benchQuery{Scenario: s, Grid: g, MapPath: path, Tol: tols[i]}
	}
	return out, len(grids), nil
}

// readBenchFile reads a .scen whole, refusing folders and oversized files.
func readBenchFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a .scen file", path)
	}
	if st.Size() > levels.MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a .scen file", path, levels.MaxFileSize>>20)
	}
	return os.ReadFile(path)
}

// resolveMap finds the map file a .scen names.
func resolveMap(dir, name string) (string, error) {
	name = filepath.FromSlash(name)
	var tries []string
	if filepath.IsAbs(name) {
		tries = []string{name}
	} else {
		tries = []string{filepath.Join(dir, name)}
		if b := filepath.Join(dir, filepath.Base(name)); b != tries[0] {
			tries = append(tries, b)
		}
	}
	for _, p := range tries {
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	return "", fmt.Errorf("map %q not found (looked for %s)", name, strings.Join(tries, " and "))
}
