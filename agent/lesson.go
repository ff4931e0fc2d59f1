package agent

import (
	"slices"

	"swath/pathing"
)

// Lesson is what the final picture shows of a teaching level's point
// without the timeline: where the other farthest-node strategy's route
// differs (its waypoints, and this route's waypoints it does not keep),
// and, under the paper's sampling, the obstacle cells that sampling
// misses on the route's moves (the moves it wrongly accepts).
type Lesson struct {
	// Alt is the other strategy's route on the same node set, nil when
	// it is the same route.
	Alt []pathing.Point
	// Differ are this route's waypoints the other route does not keep.
	Differ []pathing.Point
	// Missed are obstacle cells that the exact test scans on the route's
	// moves and the paper's column-centre sampling misses.
	Missed []pathing.Point
}

// maxLessonCells bounds the maps the lesson is worked out on: the other
// strategy's smoothing and the sampling comparison cost about a second
// smoothing, fine for teaching maps, not for every edit of a huge one.
const maxLessonCells = 1 << 20

// Lesson is the lesson of the agent's plan (see Lesson), worked out while
// it is selected; nil when there is none.
func (a *Agent) Lesson() *Lesson { return a.lesson }

// learn works out the lesson of the agent's plan on g, on the UI thread
// (an agent just selected); a selected agent's plan job works its lesson
// out in Run, on its copy of the map (plan.go).
func (a *Agent) learn(g *pathing.Grid) {
	if a.sh.lesson == nil {
		a.sh.lesson = &pathing.Planner{}
	}
	a.lesson = lessonOf(a.sh.lesson, g, &a.plan.plan)
}

// lessonOf is the lesson of plan p made on g (nil: none), worked out with
// pl, a planner of the caller's: the other strategy's smoothing and, for
// a paper-sampled route, the cells the paper's sampling misses.
func lessonOf(pl *pathing.Planner, g *pathing.Grid, p *pathing.Plan) *Lesson {
	return lessonWith(pl, g, p, nil)
}

// lessonWith is lessonOf with the other strategy's smoothing of p given
// (nil: made here): a split view's pane that differs in the strategy only
// has made it (share.go).
func lessonWith(pl *pathing.Planner, g *pathing.Grid, p, other *pathing.Plan) *Lesson {
	if !p.Found || len(p.Raw) == 0 || g.Width()*g.Height() > maxLessonCells {
		return nil
	}
	les := &Lesson{}
	var alt pathing.Plan
	if other != nil {
		alt = *other
	} else {
		alt = pl.Resmooth(g, *p, p.Query.Strategy.Next())
	}
	if alt.Found && !slices.Equal(alt.Waypoints, p.Waypoints) {
		les.Alt = slices.Clone(alt.Waypoints)
		for _, w := range p.Waypoints {
			if !slices.Contains(alt.Waypoints, w) {
				les.Differ = append(les.Differ, w)
			}
		}
	}
	if p.Query.Sampling == pathing.Paper {
		for i := 1; i < len(p.Waypoints); i++ {
			d := pathing.CompareSamplings(g, p.Query.Agent, p.Waypoints[i-1], p.Waypoints[i])
			for _, c := range d.MissedHits {
				if g.In(c) && !slices.Contains(les.Missed, c) {
					les.Missed = append(les.Missed, c)
				}
			}
		}
	}
	if les.Alt != nil || len(les.Missed) > 0 {
		return les
	}
	return nil
}
