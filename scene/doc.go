// Package scene holds the editable level and the app's state: tools,
// strokes, undo history, markers, view transform, the cached plan and the
// step-through view's position on its timeline. Nothing here knows about
// windows or Ebitengine, so tests drive it directly.
//
// Changes come in one way: intents (Press, Drag, Zoom, an Action…) that
// Apply carries out, plus Refresh (re-plan after edits) and the
// background planning pair PendingPlan/StartPlan and InstallPlan, which
// hands the scene's planner to the worker and back; likewise the
// step-through timeline, once the app asks for BuildTimelinesInBackground:
// PendingTimeline/StartTimeline hand out a TimelineJob, InstallTimeline
// shows each stage it publishes, and an edit stops a stale one.
//
// Changes go out one way: Versions, counters per kind of change (grid,
// plan, step, view, UI) bumped inside Apply and those methods, and
// GridChanges, the cells changed since a grid version. A consumer keeps
// the versions it last drew and compares; reading consumes nothing, so
// any number of renderers and exporters can watch one scene. They see it
// through Reader, which has no method that changes it.
package scene
