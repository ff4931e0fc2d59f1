package scene

import (
	"swath/levels"
	"swath/pathing"
)

// Level is what a scene is opened on: a map, an agent, the two markers and
// the planning options, the title naming the level in the window title
// ("Swath — Title"). It is the file formats' level: the app fills it from
// a built-in level or a file.
type Level = levels.Level

// demoRows is the map the app falls back to when no level is given and the
// built-in levels cannot be read: a few blocks that bend an A* route of
// about twenty nodes, which smoothing cuts to a handful.
var demoRows = []string{
	"................................",
	"................................",
	"................................",
	"........##......................",
	"........##..........#####.......",
	"........##..........#####.......",
	"........##......................",
	"........##......................",
	"........##.........##...........",
	"........######.....##...........",
	"...................##...........",
	"...................##...####....",
	"...................##...####....",
	"...................##...........",
	"..............##...##...........",
	"..............##................",
	"..............##................",
	"................................",
	"................................",
	"................................",
}

// Demo returns a small level with a 2×2 agent, used when nothing else is
// available.
func Demo() Level {
	return Level{
		Title:       "demo",
		Description: "a route bent by a few walls; smoothing keeps a handful of waypoints",
		Grid:        pathing.ParseGrid(demoRows...),
		Agent:       pathing.Footprint{L: 2, W: 2},
		Start:       pathing.Pt(3, 16),
		Goal:        pathing.Pt(28, 3),
	}
}
