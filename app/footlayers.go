package app

import "swath/scene"

// footLayers computes a big map's cell layers (placements, reachable,
// clearance) on another goroutine when the scene asks (scene.FootJob):
// 150-300 ms for a 2048² map, which the window keeps drawing through.
type footLayers struct {
	worker[*scene.FootJob]
}

// update installs layers computed and starts the next job asked for. It
// reports whether layers were installed.
func (l *footLayers) update(sc *scene.Scene) bool {
	return l.cycle(sc.InstallFoot, func() (func() *scene.FootJob, bool) {
		job, ok := sc.PendingFoot()
		if !ok {
			return nil, false
		}
		return func() *scene.FootJob {
			job.Run()
			return job
		}, false
	})
}
