package footlayers

import (
	"swath/pathing"
	"swath/view"
)

// Footprint layers of a big map in the background.
//
// Labelling a 2048² map's placements into regions, or computing its
// clearance, takes 150-300 ms, and comparing every cell's picture with the
// last one 30-90 ms more: too long for the UI thread. With
// the scene's RunJobsInBackground (the app's choice), on a map of more than
// BigCells the cell layers (placements, reachable, clearance) are
// computed whole by a Work job on a copy of the grid, and Install swaps
// them in and marks every cell changed (the renderer rewrites them a strip
// at a time), so no cell's picture is kept to compare. Until then the layers
// shown are the last ones installed: a layer just turned on appears when
// its job lands, one turned off goes at once. The squeeze stays in the
// tick (it follows the route only).

// BigCells is the largest map whose cell layers are computed in the
// tick even in the background mode: 512², a few milliseconds an edit.
const BigCells = 512 * 512

// footJobKey is what a Work's layers depend on.
type footJobKey struct {
	footKey
	start pathing.Point
	// the cell layers asked for
	place, reach, clear bool
}

// Work computes the cell layers of a big map on another goroutine.
type Work struct {
	grid *pathing.Grid // the map's copy (agent.Copies)
	key  footJobKey
	// Run's outcome
	searcher pathing.Searcher
	regions  pathing.Regions
	startReg int
	clr      pathing.Clearance
	clearMax int
}

// Async reports whether the cell layers of g go to Work when the scene's
// jobs run in the background.
func Async(background bool, g *pathing.Grid) bool {
	return background && g.Width()*g.Height() > BigCells
}

// refreshCellsAsync is Refresh's part for the cell layers on a big map in
// the background mode: it turns off at once what is off, and asks for a
// job when the layers that are on are not those installed.
func (f *Layers) refreshCellsAsync(l Level, k footKey, on view.Layers) {
	if !on.Placements && !on.Reachable && !on.Clearance {
		f.jobWant = nil
		if f.on.Placements || f.on.Reachable || f.on.Clearance || f.state != nil {
			f.on.Placements, f.on.Reachable, f.on.Clearance = false, false, false
			f.installed = footJobKey{}
			f.markAll(l.Grid)
		}
		return
	}
	want := footJobKey{k, l.Query.Start, on.Placements, on.Reachable, on.Clearance}
	if want == f.installed {
		f.jobWant = nil
		return
	}
	// a layer turned off goes at once; those left on show their last
	// pictures until the job lands
	if (f.on.Placements && !on.Placements) || (f.on.Reachable && !on.Reachable) || (f.on.Clearance && !on.Clearance) {
		f.on.Placements = f.on.Placements && on.Placements
		f.on.Reachable = f.on.Reachable && on.Reachable
		f.on.Clearance = f.on.Clearance && on.Clearance
		f.installed = footJobKey{}
		f.markAll(l.Grid)
	}
	f.jobWant = &want
}

// markAll marks every cell's picture in the cell layers of g changed. No
// picture is kept in the background mode: diff compares none, and a map
// that leaves the mode is compared whole.
func (f *Layers) markAll(g *pathing.Grid) {
	f.state, f.zero = nil, false
	f.ver++
	f.log.Add(f.ver, pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1})
}

// Next is the work that would bring a big map's cell layers up to date,
// nil when none is wanted or one is under way (async: Async of the map);
// snap gives the copy of the map it reads.
func (f *Layers) Next(async bool, snap func() *pathing.Grid) *Work {
	if f.jobWant == nil || f.jobRunning || !async {
		return nil
	}
	f.jobRunning = true
	return &Work{grid: snap(), key: *f.jobWant}
}

// Run computes the layers (any goroutine); it does not stop half-way.
func (j *Work) Run(func() bool) {
	k := j.key
	g := j.grid
	if k.place || k.reach {
		j.searcher.Regions(g, k.agent, k.mode, &j.regions)
		j.startReg = j.regions.Of(k.start)
	}
	if k.clear {
		j.clr.Compute(g)
		j.clearMax = j.clr.Max()
	}
}

// Stale reports whether the layers j computes are no longer the ones
// wanted (async: Async of the map).
func (f *Layers) Stale(j *Work, async bool) bool {
	return f.jobWant == nil || *f.jobWant != j.key || !async
}

// Drop forgets j, showing nothing.
func (f *Layers) Drop(*Work) { f.jobRunning = false }

// Install shows the layers j computed for the map g, if they are still
// the ones wanted; a stale job is dropped and the next one is handed out.
func (f *Layers) Install(j *Work, g *pathing.Grid, async bool) {
	f.Drop(j)
	if f.Stale(j, async) {
		return
	}
	k := j.key
	f.jobWant, f.installed = nil, k
	f.on.Placements, f.on.Reachable, f.on.Clearance = k.place, k.reach, k.clear
	if k.place || k.reach {
		f.searcher, f.regions, f.startReg = j.searcher, j.regions, j.startReg
		// the regions are of the job's copy, which stands for the
		// grid at the version the job was asked for
		f.regKey, f.regOK = footKey{g, k.version, k.agent, k.mode}, false
	}
	if k.clear {
		f.clear, f.clearMax = j.clr, j.clearMax
		f.clearOK = false
	}
	f.markAll(g)
}
