package scene

import (
	"swath/agent"
	"swath/pathing"
	"swath/splitview"
)

// The split view's panes are planned by the scene's jobs (jobs.go), right
// after the selected NPC's: each pane's plan (quick ones in the tick, as
// the selected NPC's), its optimum when shown, and its timeline's stages
// while the step view is open. A pane's job whose pane is gone (the split
// view closed, its variants changed) is stale and dropped.

// paneJob is the next job of a pane, nil when every pane is up to date.
func (s *Scene) paneJob(f filter, m agent.Map, snap func(**agent.Copy) func() *pathing.Grid, inCall bool) (*Job, bool) {
	sp := &s.split
	if !sp.On {
		return nil, false
	}
	sp.Queries(s.sa())
	if f(JobFootLayers, false) {
		if j := s.paneFootJob(); j != nil { // splitfoot.go
			return j, false
		}
	}
	if f(JobPlan, true) {
		for _, a := range sp.Panes {
			if !a.WantsPlan(m, true) {
				continue
			}
			var c *agent.Copy
			if pj, quick := a.StartPanePlan(m, snap(&c)); pj != nil {
				return &Job{Kind: JobPlan, w: panePlanWork{pj}, copy: c}, quick
			}
		}
	}
	if f(JobOptimal, true) {
		for _, a := range sp.Panes {
			if s.paneWant(a) && a.AdoptOptimal(m) { // its leader's (agent/share.go)
				s.ver.Plan++
				continue
			}
			if a.Exact(m) && a.WantsOptimal(m, s.paneWant(a)) {
				var c *agent.Copy
				oj, quick := a.StartOptimal(m, snap(&c))
				return &Job{Kind: JobOptimal, w: paneOptimalWork{oj}, copy: c}, quick
			}
		}
	}
	if f(JobCompare, true) {
		var c *agent.Copy
		if w := sp.NextCompare(s.splitLevelView(), snap(&c)); w != nil {
			return &Job{Kind: JobCompare, w: compareWork{w}, copy: c}, false
		}
	}
	if !f(JobTimeline, true) || !s.sa().TimelineShown() {
		return nil, false
	}
	for _, a := range sp.Panes {
		if !a.TimelineShown() {
			if a.TimelineRefusal() != "" {
				continue
			}
			a.OpenTimeline()
		}
		if !a.WantsTimeline(m, s.paneWant(a), s.gesture.active()) {
			continue
		}
		var c *agent.Copy
		g := func() *pathing.Grid { return s.grid } // built in the call: the builder copies it
		if s.bg && !inCall {
			g = snap(&c)
		}
		tj := a.StartTimeline(m, g, s.paneWant(a), !s.bg || inCall)
		return &Job{Kind: JobTimeline, w: paneTimelineWork{tj}, copy: c, keeps: true}, false
	}
	return nil, false
}

// panePlanWork plans a pane.
type panePlanWork struct{ *agent.PlanJob }

func (w panePlanWork) stale(s *Scene) bool {
	return !s.split.IsPane(w.Agent()) || w.PlanJob.Stale(s.agentMap(), s.gesture.active())
}

func (w panePlanWork) install(s *Scene) {
	if !s.split.IsPane(w.Agent()) {
		w.drop(s)
		return
	}
	if w.Install(s.agentMap(), false) {
		s.ver.Plan++
	}
}

// drop gives the planner back; one of a pane gone meanwhile goes.
func (w panePlanWork) drop(s *Scene) {
	w.Drop()
	if !s.split.IsPane(w.Agent()) {
		s.prunePool()
	}
}

// paneOptimalWork finds a pane's optimum.
type paneOptimalWork struct{ *agent.OptimalJob }

func (w paneOptimalWork) stale(s *Scene) bool { return !s.split.IsPane(w.Agent()) }

func (w paneOptimalWork) install(s *Scene) {
	w.Install(s.agentMap())
	s.ver.Plan++
}

func (w paneOptimalWork) drop(*Scene) { w.Drop() }

// paneTimelineWork builds a stage of a pane's timeline.
type paneTimelineWork struct{ *agent.TimelineJob }

func (w paneTimelineWork) stale(s *Scene) bool {
	return !s.split.IsPane(w.Agent()) || w.TimelineJob.Stale(s.agentMap(), s.paneWant(w.Agent()))
}

func (w paneTimelineWork) install(s *Scene) {
	if !s.split.IsPane(w.Agent()) {
		w.Drop()
		return
	}
	w.Install()
}

func (w paneTimelineWork) drop(*Scene) { w.Drop() }

// compareWork finds where the panes' plans differ.
type compareWork struct{ *splitview.CompareWork }

func (w compareWork) stale(s *Scene) bool {
	return s.split.CompareStale(w.CompareWork, s.splitLevelView())
}

func (w compareWork) install(s *Scene) {
	if s.split.InstallCompare(w.CompareWork, s.splitLevelView()) {
		s.ver.Plan++ // the panes' marks and the table's highlights are redrawn
		s.split.Restamp(s.ver.Plan)
	}
}

func (w compareWork) drop(s *Scene) { s.split.DropCompare(w.CompareWork) }
