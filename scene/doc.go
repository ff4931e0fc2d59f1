// Package scene holds the editable level and the app's state: tools,
// strokes, undo history, the level's NPCs (agent.Agent, one selected),
// view transform, dialogs and files. Nothing here knows about windows or
// Ebitengine, so tests drive it directly.
//
// Changes come in one way: intents (Press, Drag, Zoom, an Action…) that
// Apply carries out, and the background jobs' results: NextJob hands out
// the job that brings the scene nearest to date (a file to read, a big
// map's cell layers, an NPC's plan, the optimum, a timeline stage), Stale
// says which jobs under way are no longer wanted, Finish installs what one
// made (jobs.go, package jobs). Refresh runs them in the call (tests,
// exports); the app runs them from its loop (RunJobsInBackground).
//
// Changes go out one way: Versions, counters per kind of change (grid,
// plan, step, view, UI) bumped inside Apply and those methods, and
// GridChanges, the cells changed since a grid version. A consumer keeps
// the versions it last drew and compares; reading consumes nothing, so
// any number of renderers and exporters can watch one scene. They see it
// through Reader, which has no method that changes it.
package scene
