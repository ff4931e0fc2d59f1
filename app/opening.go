package app

import "swath/scene"

// fileOpener reads the level files the scene asks for (Ctrl+O, a drop, the
// open dialog) on another goroutine, so that the window keeps drawing
// while a big map is read: about half a second for a 2048² map.
type fileOpener struct {
	worker[*scene.OpenJob]
}

// update installs a file read and starts reading the next one asked for.
// It reports whether one was installed.
func (o *fileOpener) update(sc *scene.Scene) bool {
	return o.cycle(sc.InstallOpen, func() (func() *scene.OpenJob, bool) {
		job, ok := sc.PendingOpen()
		if !ok {
			return nil, false
		}
		return func() *scene.OpenJob {
			job.Run()
			return job
		}, false
	})
}
