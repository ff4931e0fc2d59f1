package app

import "swath/scene"

// npcPlanner keeps the plans of the NPCs other than the selected one
// current, on a worker: the selected one's plan (planning.go) and the
// painting never wait for them. One job runs at a time and plans every
// NPC an edit may have changed, each with its own resumable planner; the
// edits made meanwhile are checked when it ends (scene.InstallNPCs).
type npcPlanner struct {
	worker[scene.NPCJob]
	stats *stats
}

// update installs a finished job and starts the next one when an NPC's
// plan is stale. It reports whether plans were installed.
func (n *npcPlanner) update(sc *scene.Scene) bool {
	installed := false
	if n.busy {
		job, ok := n.finished()
		if !ok {
			return false
		}
		sc.InstallNPCs(job)
		if n.stats != nil {
			n.stats.npcJob(len(job.Queries), job.Took)
		}
		installed = true
	}
	job, stale := sc.PendingNPCs()
	if !stale {
		return installed
	}
	n.start(func() scene.NPCJob {
		job.Run()
		return job
	})
	return installed
}
