// Package agent is one NPC's route and everything derived from it: its
// query (footprint, ends, the level's options), its name and colour, the
// plan and the planner that resumes it, the shortest route there is, the
// step-through timeline (its stages, the cursor and where it was left),
// the lesson of the final picture and the two algorithms' search counts.
//
// A scene holds a list of agents and says which one is selected; for
// every agent it asks for the same jobs (PlanJob, OptimalJob,
// TimelineJob), which run on any goroutine with what they took (a copy of
// the map, a planner of the shared Pool) and are given back on the
// scene's goroutine (Install, Drop). The selected agent is no special
// case: its plan is made the same way, with a few more figures (the JPS
// search count, the lesson) and an exact plan rather than one an edit
// cannot have changed.
//
// The package knows nothing of the scene, the renderer or the window:
// readers see an agent through View, which has no method that changes
// it.
package agent
