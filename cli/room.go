package cli

import (
	"fmt"

	"swath/memroom"
)

// roomNow is the memory the process has left (memroom.Now); a test puts a
// fixed room in its place.
var roomNow = memroom.Now

// The bytes a headless command takes per cell of its map beyond what it
// takes at start, so that a map it has no room for is refused in one line
// (exit 2) before it dies of it with a trace. Each is the peak RSS of the
// command on a 2048² map with a fifth of its cells blocked (a route corner
// to corner, six queries for bench and crowd) less its peak on a 16² one,
// over the 4.19 M cells, rounded up (/usr/bin/time -f %M; docs/commands.md).
// They count the read of the map too, which is in use by the time the
// room is weighed, so they lean to refusing (by about 4 B a cell), but
// for convert and share, whose read is most of what they take:
const (
	// planBytesPerCell: the planner's node arrays and the placement grid
	// (14.2 B measured)
	planBytesPerCell = 16
	// optimalBytesPerCell: with --optimal, the shortest route's searcher
	// too (38.8 B)
	optimalBytesPerCell = 40
	// exportBytesPerCell: export's scene, its plan, the optimum and the
	// layers it draws (47 B at --scale 1)
	exportBytesPerCell = 48
	// exportBytesPerPixel: the picture is an image.RGBA (4.1 B a pixel
	// measured between --scale 3 and 4)
	exportBytesPerPixel = 4
	// convertBytesPerCell: what is written, beyond the level read by the
	// time the room is weighed: 7.4 B to a .swath less the 4.7 B that
	// reading it and writing it as a PNG mask took (an upper bound of the
	// read; on a free 8192² map 5.0 - 3.4 B)
	convertBytesPerCell = 4
	// shareBytesPerCell: the link, beyond the level read (12.5 B less
	// the read's 4.7 B; a free 8192² map's link 5.5 - 3.4 B)
	shareBytesPerCell = 8
	// crowdBytesPerCell and crowdBytesPerAgentCell: the crowd's grid and
	// placement grids, and each NPC's distances to its goal (16.4 B with
	// 2 NPCs, 35.8 B with 6: 4.9 B an NPC)
	crowdBytesPerCell      = 7
	crowdBytesPerAgentCell = 5
)

// roomFor is nil when a w×h map at perCell bytes a cell fits in what the
// process has left, else the one line that says so (the file, its size,
// the figure, what bounds it).
func roomFor(cmd, file string, w, h int, perCell int64) error {
	return roomNow().CheckMap(file, w, h, perCell, "in swath "+cmd)
}

// vsBytesPerCell is each --vs setting's own planner beside the base's
// (plan with three: 40.6 B a cell, 14.2 B without: 8.8 B each).
const vsBytesPerCell = 10

// planBytes is plan's figure a cell: with --optimal, with vs settings.
func planBytes(optimal bool, vs int) int64 {
	per := int64(planBytesPerCell)
	if optimal {
		per = optimalBytesPerCell
	}
	return per + int64(vs)*vsBytesPerCell
}

// exportBytes is export's figure a cell before the picture (planBytes's
// extras on top of exportBytesPerCell).
func exportBytes(optimal bool, vs int) int64 {
	return exportBytesPerCell + planBytes(optimal, vs) - planBytesPerCell
}

// crowdBytes is crowd's figure a cell for npcs NPCs.
func crowdBytes(npcs int) int64 {
	return crowdBytesPerCell + int64(npcs)*crowdBytesPerAgentCell
}

// roomForPicture is nil when a w×h px picture (an image.RGBA) fits in the
// room left once the map is planned: what the scene keeps meanwhile is in
// use by then (14 B a cell: --scale 4's peak, 341 MB, less its 70.2 M
// pixels at 4 B).
func roomForPicture(w, h int) error {
	return roomNow().Check(int64(w)*int64(h)*exportBytesPerPixel,
		fmt.Sprintf("the %d×%d px picture (%d B a pixel)", w, h, exportBytesPerPixel))
}
