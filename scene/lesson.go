package scene

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

// Lesson is the lesson of the current plan (see Lesson); nil when there
// is no route.
func (s *Scene) Lesson() *Lesson { return s.lesson }

// learn works out the lesson of plan p (install calls it).
func (s *Scene) learn(p *pathing.Plan) {
	s.lesson = nil
	if !p.Found || len(p.Raw) == 0 || s.grid.Width()*s.grid.Height() > maxLessonCells {
		return
	}
	les := &Lesson{}
	alt := s.lessonPlanner.Resmooth(s.grid, *p, p.Query.Strategy.Next())
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
			d := pathing.CompareSamplings(s.grid, p.Query.Agent, p.Waypoints[i-1], p.Waypoints[i])
			for _, c := range d.MissedHits {
				if s.grid.In(c) && !slices.Contains(les.Missed, c) {
					les.Missed = append(les.Missed, c)
				}
			}
		}
	}
	if les.Alt != nil || len(les.Missed) > 0 {
		s.lesson = les
	}
}
