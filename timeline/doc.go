// Package timeline turns one plan into the steps of the step-through view
// and plays them: Build (or a Builder, which reuses its buffers) records
// the search (A*'s expansions, or JPS's jump points with the runs each
// scanned and the forced neighbours that stopped them, jps.go), the
// node-set check, every probe of the smoothing, the chosen waypoints, the
// result, a walk of the footprint along the route and, when asked, the
// optimal search's expansions (optimal.go); an app builds it in stages off
// its UI thread (stages.go: BuildSearch, BuildAfter or BuildFirst,
// Compare), showing each as it lands; Timeline.At is the picture's content
// at any step, computed on demand in both directions; Player is the cursor
// and playback clock; Remap keeps the cursor in the same phase across a
// rebuild; Lockstep steps two to four timelines (a split view's panes)
// together by phase and anchor, and Divergences finds where they part
// (lockstep.go, divergence.go). It depends only on pathing.
package timeline
