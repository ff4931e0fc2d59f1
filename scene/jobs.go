package scene

import (
	"slices"

	"swath/agent"
	"swath/jobs"
	"swath/pathing"
	"swath/timeline"
)

// The scene's background work goes through one protocol (package jobs):
// NextJob hands out the job that brings the scene nearest to date, Stale
// says which jobs under way are no longer wanted, and Finish installs (or
// drops) what one made and releases the copy of the grid it read. Every
// kind is one type with the methods of work; adding a kind is that type
// and one line in nextJob. The app runs the jobs from its loop
// (jobs.Loop); tests, exports and the command line run them in the call
// (Refresh). See docs/architecture.md for the table of kinds.

// JobKind says what a Job does: read a level file (OpenPath in the
// background), compute a big map's cell layers (footlayers.Work), plan an
// NPC (agent.PlanJob), find the selected NPC's shortest route
// (agent.OptimalJob), build a stage of its timeline (agent.TimelineJob),
// plan the crowd (crowdmode.Work) or find where the split view's panes
// differ (splitview.CompareWork), or, last, list the corners of the
// selected NPC's placement grid for its optimum (agent.PrepareJob).
type JobKind int

// The kinds of jobs, and their names.
const (
	JobOpen JobKind = iota
	JobFootLayers
	JobPlan
	JobOptimal
	JobTimeline
	JobCrowd
	JobCompare
	JobPrepare
)

var jobKindNames = [...]string{JobOpen: "open", JobFootLayers: "footprint layers", JobPlan: "plan",
	JobOptimal: "optimum", JobTimeline: "timeline", JobCrowd: "crowd", JobCompare: "split comparison",
	JobPrepare: "optimum preparation"}

func (k JobKind) String() string { return enumName(jobKindNames[:], "JobKind", k) }

// Job is one of the scene's background jobs: NextJob hands it out, Run
// does it (any goroutine), Finish takes it back.
type Job struct {
	Kind JobKind
	// Selected is true for a job of the selected NPC (its plan is shown in
	// the figures, its timeline in the step-through view)
	Selected bool
	w        work
	copy     *agent.Copy // the grid's copy it reads (nil: none, the grid itself)
	// keeps says that what the job makes keeps its copy (a timeline shows
	// it): Finish does not give it back for reuse
	keeps bool
}

// work is what one kind of job does; its methods other than Run are
// called on the scene's goroutine.
type work interface {
	jobs.Job
	// stale reports whether the outcome is no longer wanted (stop it)
	stale(s *Scene) bool
	// install shows the outcome and gives back what the job took
	install(s *Scene)
	// drop gives back what the job took, showing nothing
	drop(s *Scene)
}

// Run does the job; it returns early once stop reports true.
func (j *Job) Run(stop func() bool) { j.w.Run(stop) }

// Timeline is the stage a timeline job built (nil for other kinds, before
// it ran, or when it was stopped): the app's --stats line names it.
func (j *Job) Timeline() *timeline.Timeline {
	if t, ok := j.w.(timelineWork); ok {
		return t.Stage()
	}
	return nil
}

// RunJobsInBackground leaves the scene's work to the caller's job loop
// (NextJob, Finish): a file opened is read by a job, the step-through
// view's timeline is built in stages, a big map's cell layers are computed
// apart. The app calls it once. Tests and exports leave it off: then an
// open reads its file and the timeline is built in the call, and Refresh
// brings the rest up to date.
func (s *Scene) RunJobsInBackground() { s.bg = true }

// NextJob is the job that would bring the scene nearest to date, nil when
// nothing is due; quick says it should take under a few milliseconds (the
// app runs it in the tick). Run it, then give it to Finish: until then
// what it took (a planner, the grid's copy) is its own.
func (s *Scene) NextJob() (j jobs.Job, quick bool) {
	sj, quick := s.nextJob(all, false)
	if sj == nil {
		return nil, false // not a nil *Job in an interface
	}
	return sj, quick
}

// Queue is the scene as a jobs.Queue (NextJob, Stale, Finish), for a
// jobs.Loop to run its jobs.
func (s *Scene) Queue() jobs.Queue { return queue{s} }

type queue struct{ s *Scene }

// Planners is the number of idle planners the NPCs share and the bytes of
// all of them (agent.Pool.Planners): the soak's figure for memory kept.
func (s *Scene) Planners() (idle int, bytes int64) { return s.shared.Pool.Planners() }

func (q queue) Next() (jobs.Job, bool)          { return q.s.NextJob() }
func (q queue) Stale(j jobs.Job) bool           { return q.s.Stale(j) }
func (q queue) Finish(j jobs.Job, stopped bool) { q.s.Finish(j, stopped) }

// Stale reports whether job's outcome is no longer wanted: the loop stops
// it, and Finish drops it.
func (s *Scene) Stale(job jobs.Job) bool { return job.(*Job).w.stale(s) }

// Finish installs what job made, or drops it when it was stopped, and
// releases what it held.
func (s *Scene) Finish(job jobs.Job, stopped bool) {
	s.change(func() { s.finish(job.(*Job), stopped) })
}

func (s *Scene) finish(j *Job, stopped bool) {
	if stopped {
		j.w.drop(s)
	} else {
		j.w.install(s)
	}
	if !j.keeps {
		s.shared.Copies.Release(s.agentMap(), j.copy)
	}
	j.copy = nil
}

// Refresh brings the scene up to date in the call: the plans of every NPC,
// the optimum when shown, the step-through view's timeline. Tests and
// exports call it after intents.
func (s *Scene) Refresh() { s.change(func() { s.drain(all) }) }

// RefreshRoute is Refresh without the optimum, which can take seconds (a
// tick that plans in the call leaves it to a job).
func (s *Scene) RefreshRoute() {
	s.change(func() { s.drain(func(k JobKind, _ bool) bool { return k != JobOptimal }) })
}

// LetGoOfSearches lets go of the search buffers kept for the next plans
// (agent.Shared.LetGo): an export calls it once planned, before it draws,
// so that its peak memory is the larger of the two, not their sum.
func (s *Scene) LetGoOfSearches() { s.shared.LetGo() }

// A filter says which jobs a drain runs.
type filter func(k JobKind, selected bool) bool

func all(JobKind, bool) bool { return true }

func selectedPlan(k JobKind, sel bool) bool { return k == JobPlan && sel }

func timelineJobs(k JobKind, _ bool) bool { return k == JobTimeline }

// drain runs the jobs f lets through in the call (inside a change).
func (s *Scene) drain(f filter) { jobs.Drain(drainQueue{s, f}) }

// drainQueue is the scene as a queue of the jobs a filter lets through.
type drainQueue struct {
	s *Scene
	f filter
}

func (q drainQueue) Next() (jobs.Job, bool) {
	j, _ := q.s.nextJob(q.f, true)
	if j == nil {
		return nil, false
	}
	return j, false
}

func (q drainQueue) Stale(j jobs.Job) bool { return q.s.Stale(j) }

func (q drainQueue) Finish(j jobs.Job, stopped bool) { q.s.finish(j.(*Job), stopped) }

// nextJob is the next job f lets through, in the order that shows the
// most soonest: a file being opened, a big map's cell layers, the selected
// NPC's plan, its optimum (which waits for the plan: the route's length
// bounds its search) and timeline, the crowd's plan in the crowd mode,
// then the other NPCs' plans, one at a time (each with its own resumable planner, see agent.Pool). A job run in
// the call (inCall) reads the grid itself, no copy.
func (s *Scene) nextJob(f filter, inCall bool) (*Job, bool) {
	if f(JobOpen, false) {
		if j := s.openJob(); j != nil {
			return j, false
		}
	}
	if f(JobFootLayers, false) {
		if j := s.footJob(); j != nil {
			return j, false
		}
	}
	m, a := s.agentMap(), s.sa()
	snap := func(c **agent.Copy) func() *pathing.Grid {
		return func() *pathing.Grid {
			if inCall {
				return s.grid
			}
			*c = s.shared.Copies.Take(m)
			return (*c).Grid
		}
	}
	if f(JobPlan, true) && a.WantsPlan(m, true) {
		var c *agent.Copy
		if pj, quick := a.StartPlan(m, snap(&c), true); pj != nil {
			return &Job{Kind: JobPlan, Selected: true, w: planWork{pj}, copy: c}, quick
		}
	}
	if f(JobOptimal, true) && a.WantsOptimal(m, s.wantOptimal()) {
		var c *agent.Copy
		oj, quick := a.StartOptimal(m, snap(&c))
		return &Job{Kind: JobOptimal, Selected: true, w: optimalWork{oj}, copy: c}, quick
	}
	if f(JobTimeline, true) && a.WantsTimeline(m, s.wantOptimal(), s.gesture.active()) {
		var c *agent.Copy
		g := func() *pathing.Grid { return s.grid } // built in the call: the builder copies it
		if s.bg && !inCall {
			g = snap(&c)
		}
		tj := a.StartTimeline(m, g, s.wantOptimal(), !s.bg || inCall)
		return &Job{Kind: JobTimeline, Selected: true, w: timelineWork{tj}, copy: c, keeps: true}, false
	}
	if j, quick := s.paneJob(f, m, snap, inCall); j != nil { // the split view's panes (splitjobs.go)
		return j, quick
	}
	if f(JobCrowd, false) && s.cr.On {
		// in the crowd mode the crowd is what is shown: while its plan is
		// due or under way, the other NPCs' single routes wait
		if j, quick := s.crowdJob(snap); j != nil || s.cr.Busy() {
			return j, quick
		}
	}
	if !f(JobPlan, false) {
		return s.prepareJob(f, m, snap, inCall), false
	}
	for i, o := range s.agents {
		if i != s.sel && o.PlanUnderway() {
			return nil, false // one at a time: the selected NPC's plan has the other core
		}
	}
	for i, o := range s.agents {
		if i == s.sel || !o.WantsPlan(m, false) {
			continue
		}
		var c *agent.Copy
		if pj, _ := o.StartPlan(m, snap(&c), false); pj != nil {
			return &Job{Kind: JobPlan, w: planWork{pj}, copy: c}, false
		}
		return nil, false // the pool has no planner free: the next job that ends frees one
	}
	return s.prepareJob(f, m, snap, inCall), false
}

// prepareJob is the job that prepares the shared optimal searcher for the
// selected NPC (agent.PrepareJob), handed out when nothing else is due:
// only in the background (a drain in the call, as tests and exports do,
// leaves it out: it shows nothing), not while a stroke or a drag is under
// way nor while the NPC's plan is not exact, so that it never holds the
// route back; nil when none is wanted.
func (s *Scene) prepareJob(f filter, m agent.Map, snap func(**agent.Copy) func() *pathing.Grid, inCall bool) *Job {
	a := s.sa()
	if inCall || !s.bg || !f(JobPrepare, true) || s.gesture.active() || !a.Exact(m) || a.PlanUnderway() || !a.WantsPrepare(m, s.wantOptimal()) {
		return nil
	}
	var c *agent.Copy
	return &Job{Kind: JobPrepare, Selected: true, w: prepareWork{a.StartPrepare(m, snap(&c))}, copy: c}
}

// has reports whether a is one of the scene's NPCs still.
func (s *Scene) has(a *agent.Agent) bool { return slices.Contains(s.agents, a) }

// planWork plans an NPC.
type planWork struct{ *agent.PlanJob }

func (w planWork) stale(s *Scene) bool {
	return !s.has(w.Agent()) || w.PlanJob.Stale(s.agentMap(), s.gesture.active())
}

func (w planWork) install(s *Scene) {
	sel := w.Agent() == s.sa()
	if !s.has(w.Agent()) {
		w.drop(s)
		return
	}
	if w.Install(s.agentMap(), sel) {
		if sel {
			s.ver.Plan++
		} else {
			s.ver.NPCs++
		}
	}
}

// drop gives the planner back; one of an NPC removed meanwhile goes.
func (w planWork) drop(s *Scene) {
	w.Drop()
	if !s.has(w.Agent()) {
		s.prunePool()
	}
}

// optimalWork finds the selected NPC's optimum.
type optimalWork struct{ *agent.OptimalJob }

func (w optimalWork) stale(s *Scene) bool { return !s.has(w.Agent()) }

func (w optimalWork) install(s *Scene) {
	w.Install(s.agentMap())
	s.ver.Plan++
}

func (w optimalWork) drop(*Scene) { w.Drop() }

// prepareWork prepares the shared optimal searcher for the selected NPC.
type prepareWork struct{ *agent.PrepareJob }

// stale: another NPC selected, a stroke or a drag begun, the plan due
// again, the map or the query changed, or the optimum due (it goes
// first).
func (w prepareWork) stale(s *Scene) bool {
	a, m := w.Agent(), s.agentMap()
	return a != s.sa() || s.gesture.active() || !a.Exact(m) || w.PrepareJob.Stale(m, s.wantOptimal())
}

func (w prepareWork) install(*Scene) { w.Install() }

func (w prepareWork) drop(*Scene) { w.Drop() }

// timelineWork builds a stage of the selected NPC's timeline.
type timelineWork struct{ *agent.TimelineJob }

func (w timelineWork) stale(s *Scene) bool {
	return w.Agent() != s.sa() || w.TimelineJob.Stale(s.agentMap(), s.wantOptimal())
}

func (w timelineWork) install(s *Scene) {
	if w.Agent() != s.sa() {
		w.Drop()
		return
	}
	w.Install()
}

func (w timelineWork) drop(*Scene) { w.Drop() }
