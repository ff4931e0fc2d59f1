package scene

import (
	"swath/agent"
	"swath/footlayers"
	"swath/pathing"
	"swath/splitview"
)

// Each pane of the split view shows the footprint layers of its own
// footprint (splitview/foot.go): the scene brings them up to date with the
// level's after every change and hands out their background jobs on a big
// map, as it does the level's (footlayers.go).

// refreshPaneFoot brings the panes' footprint layers up to date with lv,
// what the level's were, and redraws when a pane's changed.
func (s *Scene) refreshPaneFoot(lv footlayers.Level) {
	if s.split.RefreshFoot(splitview.FootLevel{Layers: &s.foot, Level: lv}) {
		s.ver.UI++
	}
}

// paneFootJob is the job that would bring a pane's footprint's cell
// layers of a big map up to date, nil when none is wanted.
func (s *Scene) paneFootJob() *Job {
	var c *agent.Copy
	f, w := s.split.FootJobs(s.footAsync(), func() *pathing.Grid {
		c = s.shared.Copies.Take(s.agentMap())
		return c.Grid
	})
	if w == nil {
		return nil
	}
	return &Job{Kind: JobFootLayers, w: paneFootWork{f, w}, copy: c}
}

// paneFootWork is a pane's footprint's cell layers job as the scene's work.
type paneFootWork struct {
	f *footlayers.Layers
	*footlayers.Work
}

func (j paneFootWork) stale(s *Scene) bool {
	return !s.split.HasFoot(j.f) || j.f.Stale(j.Work, s.footAsync())
}
func (j paneFootWork) drop(s *Scene) { j.f.Drop(j.Work) }
func (j paneFootWork) install(s *Scene) {
	j.f.Install(j.Work, s.grid, s.footAsync())
	s.ver.UI++
}
