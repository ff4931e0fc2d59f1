package splitview

import (
	"slices"

	"swath/agent"
	"swath/pathing"
	"swath/variant"
)

// The panes' differences (variant.Compare) are found once every pane's
// plan is exact. On a big map that is too long for the UI thread (a 2048²
// maze's routes keep thousands of waypoints, and a paper-sampled route's
// missed cells take a sampling comparison per segment), so in the
// background mode (Level.Async) it is a job of the scene's: NextCompare
// hands out a CompareWork with copies of the plans and a copy of the grid,
// Run compares them on any goroutine, InstallCompare shows what it found
// if the plans are still those. Until then the last differences are
// shown, marked not current (view.Split.DiffCurrent). Out of the
// background Sync compares them in the call.

// CompareWork finds the panes' differences on another goroutine.
type CompareWork struct {
	grid    *pathing.Grid // the map's copy (agent.Copies); read only
	plans   []pathing.Plan
	planVer uint64
	panes   []*agent.Agent
	// Run's outcome
	diff variant.Differences
}

// plans are every pane's plan (the selected NPC's first) with its
// optimum when shown, ok false while one of them is not exact.
func (st *State) plans(l Level) (plans []pathing.Plan, ok bool) {
	m := l.Map
	agents := append([]*agent.Agent{l.Sel}, st.Panes...)
	plans = make([]pathing.Plan, len(agents))
	for i, a := range agents {
		if !a.Exact(m) {
			return nil, false
		}
		plans[i] = *a.Plan()
		plans[i].Optimal = nil
		if r, ok := a.Optimal(m, i == 0 && l.WantOptimal || i > 0 && l.PaneWant(a)); ok && r != nil {
			plans[i].Optimal = r
		}
	}
	return plans, true
}

// compareDue reports whether the differences shown are not those of the
// plans of l.
func (st *State) compareDue(l Level) bool { return st.diffAt != l.PlanVer || !st.diffOK }

// NextCompare is the work that would find the differences of the panes'
// plans, nil when they are found, a pane is still planning, or a job is
// under way; snap gives the copy of the map it reads.
func (st *State) NextCompare(l Level, snap func() *pathing.Grid) *CompareWork {
	if !st.On || st.cmp != nil || !st.compareDue(l) {
		return nil
	}
	plans, ok := st.plans(l)
	if !ok {
		return nil
	}
	w := &CompareWork{grid: snap(), plans: plans, planVer: l.PlanVer, panes: slices.Clone(st.Panes)}
	st.cmp = w
	return w
}

// Run compares the plans (any goroutine); it does not stop half-way.
func (w *CompareWork) Run(func() bool) { w.diff = variant.Compare(w.grid, w.plans) }

// CompareStale reports whether w compares plans that are no longer the
// panes' (the split view closed, its variants changed, a plan moved on).
func (st *State) CompareStale(w *CompareWork, l Level) bool {
	return !st.On || w.planVer != l.PlanVer || !slices.Equal(w.panes, st.Panes)
}

// DropCompare forgets w, showing nothing.
func (st *State) DropCompare(w *CompareWork) {
	if st.cmp == w {
		st.cmp = nil
	}
}

// InstallCompare shows the differences w found, if its plans are still
// the panes'; it reports whether it did (the caller redraws them and
// stamps them with the new plan version: Restamp).
func (st *State) InstallCompare(w *CompareWork, l Level) bool {
	st.DropCompare(w)
	if st.CompareStale(w, l) {
		return false
	}
	st.setDiff(w.diff, w.planVer)
	return true
}

// Restamp says that the differences shown, current at the last plan
// version, are current at ver: the caller bumped the plan version only to
// redraw them.
func (st *State) Restamp(ver uint64) {
	if st.diffOK {
		st.diffAt = ver
	}
}

// compare compares the panes' plans in the call once every one of them is
// exact.
func (st *State) compare(l Level) {
	st.diffOK = false
	plans, ok := st.plans(l)
	if !ok {
		return
	}
	st.setDiff(variant.Compare(l.Map.Grid, plans), l.PlanVer)
}

// setDiff shows diff, the differences of the plans of plan version ver,
// and each pane's lesson marking them on its map.
func (st *State) setDiff(diff variant.Differences, ver uint64) {
	st.diff, st.diffAt, st.diffOK = diff, ver, true
	st.lessons = make([]*agent.Lesson, len(diff.Waypoints))
	for i := range diff.Waypoints {
		if len(diff.Waypoints[i]) > 0 || len(diff.Missed[i]) > 0 {
			st.lessons[i] = &agent.Lesson{Differ: diff.Waypoints[i], Missed: diff.Missed[i]}
		}
	}
}
