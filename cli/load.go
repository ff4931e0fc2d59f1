package cli

import (
	"swath/levels"
	"swath/pathing"
)

// level is what the commands need of a map file: the grid, and, when the
// file holds them (own format), the start, goal, agent and options.
type level struct {
	Grid        *pathing.Grid
	Start, Goal pathing.Point
	Agent       pathing.Footprint
	Search      pathing.SearchMode
	Sampling    pathing.Sampling
	Strategy    pathing.Strategy
	HasEnds     bool
}

func loadLevel(path string) (*level, error) {
	g, err := levels.LoadMap(path)
	if err != nil {
		return nil, err
	}
	return &level{Grid: g}, nil
}
