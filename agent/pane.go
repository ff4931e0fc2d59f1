package agent

import "swath/pathing"

// A pane of a split view (scene's split.go) is an agent of its own: the
// selected NPC's query under other settings, planned by the same jobs and
// shown side by side with it. It is planned as exactly as the selected
// agent (WantsPlan with selected true) but is not the pool's focus and
// brings no JPS comparison or lesson along: what the panes differ in is
// the split view's comparison (variant.Compare).

// StartPanePlan is the job that plans a pane's agent on snap(), a copy of
// m's grid, as StartPlan does for the selected agent, or nil when the pool
// has no room for another planner now. Quick reports whether its last
// plan was quick enough to run in the tick.
//
// A pane that follows another's search (Group) is planned by its leader's
// job; it gets a job of its own only to smooth its leader's exact plan
// (share.go), and none while its leader's job is under way.
func (a *Agent) StartPanePlan(m Map, snap func() *pathing.Grid) (job *PlanJob, quick bool) {
	if a.lead != nil {
		j := a.startSmooth(m, snap)
		return j, j != nil && a.plan.planned && a.plan.run < quickPlan
	}
	return a.startPlan(m, snap, false, true)
}

// WithLesson is v showing l as its lesson (nil: none) instead of the
// agent's own: a pane of a split view marks where its answer differs from
// the other panes' this way.
func (v View) WithLesson(l *Lesson) View {
	v.lesson, v.lessonSet = l, true
	return v
}
