package scene

import (
	"swath/agent"
	"swath/footlayers"
	"swath/pathing"
	"swath/view"
)

// The footprint layers (issue 16: placements, reachable, clearance, the
// tightest squeeze) are package footlayers'; the scene brings them up to
// date after every change with the level as it is and hands out their
// background job on a big map.

// FootLayers are the footprint layers as of the last change.
func (s *Scene) FootLayers() view.FootLayers { return &s.foot }

// refreshFoot brings the footprint layers that are on up to date with the
// map, agent, mode, start and plan (footlayers.Layers.Refresh), and bumps
// Versions.Layers when a cell's picture in them changed.
func (s *Scene) refreshFoot() {
	on := s.layers
	if s.sa().TimelineShown() {
		// the step-through view colours cells its own way: the cell
		// layers step aside so that no colour means two things
		on.Placements, on.Reachable, on.Clearance = false, false, false
	}
	lv := footlayers.Level{Grid: s.grid, GridVer: s.ver.Grid, Changes: s.GridChanges,
		Query: s.query(), On: on, Plan: s.sa().Plan(), PlanVer: s.ver.Plan, Async: s.footAsync()}
	s.foot.Refresh(lv)
	s.ver.Layers = s.foot.Version()
	s.refreshPaneFoot(lv) // the split view's panes' (splitfoot.go)
}

// footAsync reports whether the cell layers of the grid go to jobs.
func (s *Scene) footAsync() bool { return footlayers.Async(s.bg, s.grid) }

// footJob is the job that would bring a big map's cell layers up to
// date, nil when none is wanted or one is under way.
func (s *Scene) footJob() *Job {
	var c *agent.Copy
	w := s.foot.Next(s.footAsync(), func() *pathing.Grid {
		c = s.shared.Copies.Take(s.agentMap())
		return c.Grid
	})
	if w == nil {
		return nil
	}
	return &Job{Kind: JobFootLayers, w: footWork{w}, copy: c}
}

// footWork is a big map's cell layers job as the scene's work.
type footWork struct{ *footlayers.Work }

func (j footWork) stale(s *Scene) bool { return s.foot.Stale(j.Work, s.footAsync()) }
func (j footWork) drop(s *Scene)       { s.foot.Drop(j.Work) }
func (j footWork) install(s *Scene) {
	s.foot.Install(j.Work, s.grid, s.footAsync())
	s.ver.Layers = s.foot.Version()
}
