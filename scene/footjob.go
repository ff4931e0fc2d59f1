package scene

import "swath/pathing"

// Footprint layers of a big map in the background.
//
// Labelling a 2048² map's placements into regions, or computing its
// clearance, takes 150-300 ms, and comparing every cell's picture with the
// last one 30-90 ms more: too long for the UI thread. With
// RunJobsInBackground (the app's choice), on a map of more than
// bigFootCells the cell layers (placements, reachable, clearance) are
// computed whole by a footWork job on a copy of the grid, and Finish swaps
// them in and marks every cell changed (the renderer rewrites them a strip
// at a time), so no cell's picture is kept to compare. Until then the layers
// shown are the last ones installed: a layer just turned on appears when
// its job lands, one turned off goes at once. The squeeze stays in the
// tick (it follows the route only).

// bigFootCells is the largest map whose cell layers are computed in the
// tick even in the background mode: 512², a few milliseconds an edit.
const bigFootCells = 512 * 512

// footJobKey is what a FootJob's layers depend on.
type footJobKey struct {
	footKey
	start pathing.Point
	// the cell layers asked for
	place, reach, clear bool
}

// footWork computes the cell layers of a big map on another goroutine.
type footWork struct {
	grid *pathing.Grid // the map's copy (agent.Copies)
	key  footJobKey
	// Run's outcome
	searcher pathing.Searcher
	regions  pathing.Regions
	startReg int
	clr      pathing.Clearance
	clearMax int
}

// footAsync reports whether the cell layers of the grid go to jobs.
func (s *Scene) footAsync() bool {
	return s.bg && s.grid.Width()*s.grid.Height() > bigFootCells
}

// refreshFootCellsAsync is refreshFoot's part for the cell layers on a big
// map in the background mode: it turns off at once what is off, and asks
// for a job when the layers that are on are not those installed.
func (s *Scene) refreshFootCellsAsync(k footKey, on Layers) {
	f := &s.foot
	if !on.Placements && !on.Reachable && !on.Clearance {
		f.jobWant = nil
		if f.on.Placements || f.on.Reachable || f.on.Clearance || f.state != nil {
			f.on.Placements, f.on.Reachable, f.on.Clearance = false, false, false
			f.installed = footJobKey{}
			s.markFootAll()
		}
		return
	}
	want := footJobKey{k, s.query().Start, on.Placements, on.Reachable, on.Clearance}
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
		s.markFootAll()
	}
	f.jobWant = &want
}

// markFootAll marks every cell's picture in the cell layers changed. No
// picture is kept in the background mode: diffFoot compares none, and a
// map that leaves the mode is compared whole.
func (s *Scene) markFootAll() {
	f := &s.foot
	g := s.grid
	f.state, f.zero = nil, false
	f.ver++
	f.log.add(f.ver, pathing.Rect{MaxX: g.Width() - 1, MaxY: g.Height() - 1})
	s.ver.Layers = f.ver
}

// footJob is the job that would bring a big map's cell layers up to
// date, nil when none is wanted or one is under way.
func (s *Scene) footJob() *Job {
	f := &s.foot
	if f.jobWant == nil || f.jobRunning || !s.footAsync() {
		return nil
	}
	f.jobRunning = true
	c := s.shared.Copies.Take(s.agentMap())
	return &Job{Kind: JobFootLayers, w: &footWork{grid: c.Grid, key: *f.jobWant}, copy: c}
}

// Run computes the layers (any goroutine); it does not stop half-way.
func (j *footWork) Run(func() bool) {
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

// stale reports whether the layers the job computes are no longer the
// ones wanted.
func (j *footWork) stale(s *Scene) bool {
	f := &s.foot
	return f.jobWant == nil || *f.jobWant != j.key || !s.footAsync()
}

func (j *footWork) drop(s *Scene) { s.foot.jobRunning = false }

// install shows the layers the job computed, if they are still the ones
// wanted; a stale job is dropped and the next one is handed out.
func (j *footWork) install(s *Scene) {
	f := &s.foot
	j.drop(s)
	if j.stale(s) {
		return
	}
	k := j.key
	f.jobWant, f.installed = nil, k
	f.on.Placements, f.on.Reachable, f.on.Clearance = k.place, k.reach, k.clear
	if k.place || k.reach {
		f.searcher, f.regions, f.startReg = j.searcher, j.regions, j.startReg
		// the regions are of the job's copy, which stands for the
		// grid at the version the job was asked for
		f.regKey, f.regOK = footKey{s.grid, k.version, k.agent, k.mode}, false
	}
	if k.clear {
		f.clear, f.clearMax = j.clr, j.clearMax
		f.clearOK = false
	}
	s.markFootAll()
}
