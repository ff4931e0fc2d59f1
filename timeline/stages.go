package timeline

import (
	"errors"

	"swath/pathing"
)

// Stages: on a big map the comparison with the other strategy can take far
// longer than everything else (the linear strategy scans on from every
// anchor), so a timeline is built in two stages that an app runs off its
// UI thread and shows as each finishes: BuildFirst (the traced search,
// node-set check, smoothing, result and walk: every step) and Compare
// (the other strategy on the same node set, for the figures). Neither
// changes the layout, so the cursor stays put when the comparison lands.

// errComparing is the placeholder comparison's error while Compare runs.
var errComparing = errors.New("still being computed")

// pendingAlt is the placeholder for the other strategy's plan until
// Compare replaces it: the right query, no route, no figures.
func pendingAlt(p pathing.Plan) pathing.Plan {
	alt := pathing.Plan{Query: p.Query, StuckAt: -1, Err: errComparing}
	alt.Query.Strategy = p.Query.Strategy.Next()
	return alt
}

// Comparing reports whether the other strategy's plan (Alt) is still to
// come: the timeline is BuildFirst's, and Alt is an empty placeholder.
func (tl *Timeline) Comparing() bool { return tl.comparing }

// Compare returns tl with the other strategy's plan (Alt) computed. tl is
// not changed (readers may hold it); the result shares its steps. A
// timeline already compared comes back as is.
func (b *Builder) Compare(tl *Timeline) *Timeline {
	if !tl.comparing {
		return tl
	}
	nt := *tl
	nt.alt = b.Planner.Resmooth(nt.grid, nt.plan, nt.plan.Query.Strategy.Next())
	nt.comparing = false
	return &nt
}
