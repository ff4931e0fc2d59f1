package bench

import (
	"fmt"

	"swath/memroom"
)

// roomNow is the memory the process has left (memroom.Now); a test puts a
// fixed room in its place.
var roomNow = memroom.Now

// The bytes bench takes per cell of its largest map beyond the maps
// themselves (read by then): each worker's planner, the summary's rows.
// Measured as the commands' figures are (cli/room.go): the peak RSS of
// six queries on a 2048² map with a fifth of its cells blocked less the
// peak on a 16² one, over the 4.19 M cells: 17.0 B with one worker, 29.0
// B with two (/usr/bin/time -f %M, --no-compare, JPS).
const (
	benchBytesPerCell       = 6
	benchWorkerBytesPerCell = 12
	// benchOptimalPerCell is a worker's shortest-route searcher with
	// --optimal (plan's 38.8 B less its 14.2 B)
	benchOptimalPerCell = 25
)

// roomForBench is nil when workers planners fit on the largest map of qs,
// else the one line that says so.
func roomForBench(qs []benchQuery, workers, vs int, optimal bool) error {
	var big benchQuery
	for _, q := range qs {
		if big.Grid == nil || q.Grid.Width()*q.Grid.Height() > big.Grid.Width()*big.Grid.Height() {
			big = q
		}
	}
	if big.Grid == nil {
		return nil
	}
	per := int64(benchWorkerBytesPerCell)
	if optimal {
		per += benchOptimalPerCell
	}
	workers = min(workers, len(qs)) // a worker with no query plans nothing
	per = benchBytesPerCell + per*int64(workers)*int64(1+vs)
	return roomNow().CheckMap(big.MapPath, big.Grid.Width(), big.Grid.Height(), per,
		fmt.Sprintf("in swath bench with %d workers", workers))
}
