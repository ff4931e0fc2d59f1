package agent

import "fmt"

// JobLimit bounds the memory one optional job may take: the shortest
// route's search and the step-through timeline's build. The plan is never
// refused (without it there is nothing to show), but on a huge map these
// two could take more than the rest of the app together: the optimum's
// searcher is about 24 bytes a cell (1.6 GB on an 8192² map) and grows as
// it searches, and a timeline's build about 230 bytes per node the search
// expanded (a 2048² random map, 1.2 M expansions: 280 MB at its peak; an
// 8192² one, tens of millions: several GB). A job over the limit is not
// started, and what would have shown it says why, with the figure.
const JobLimit = 1 << 30

// Measured costs of the two optional jobs (scripts/bigmap, the heap
// profiles of scripts/soak): bytes per map cell for the optimum's
// searcher, per expansion of the plan for a timeline's build.
const (
	optimalBytesPerCell       = 24
	timelineBytesPerExpansion = 230
)

// optimalBytes is what the optimum's search of m would take.
func optimalBytes(m Map) int64 {
	return int64(m.Grid.Width()) * int64(m.Grid.Height()) * optimalBytesPerCell
}

// TimelineBytes is what building the timeline of the agent's plan would
// take at its peak, and whether that is within JobLimit.
func (a *Agent) TimelineBytes() (need int64, ok bool) {
	need = int64(a.plan.plan.Expanded) * timelineBytesPerExpansion
	return need, need <= JobLimit
}

// TimelineRefusal is the sentence that says why the agent's timeline is
// not built, "" when it may be.
func (a *Agent) TimelineRefusal() string {
	need, ok := a.TimelineBytes()
	if ok {
		return ""
	}
	return fmt.Sprintf("The timeline of this route (%d nodes expanded) would take about %s to build, over the %s a background job may take: step through a shorter route.",
		a.plan.plan.Expanded, byteSize(need), byteSize(JobLimit))
}

// byteSize writes n bytes for a person: "1.6 GB", "280 MB".
func byteSize(n int64) string {
	if n >= 1<<30 {
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	}
	return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
}
