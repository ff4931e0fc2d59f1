package scene

import (
	"swath/agent"
	"swath/changelog"
	"swath/crowdmode"
	"swath/dialogs"
	"swath/pathing"
	"swath/timeline"
)

// Versions are the scene's change counters now.
func (s *Scene) Versions() Versions { return s.ver }

// gridLogLen is how many grid versions GridChanges can answer for; an
// older version gets the whole map (a redraw of all cells is always right).
const gridLogLen = changelog.Len

// gridLog is a ring of the last gridLogLen grid changes.
type gridLog struct {
	changelog.Log
	// open is true while the newest entry may still grow: cells changed
	// by one call of Apply (one stroke segment, one undo) are one version.
	open bool
}

// GridChanges returns the box of cells changed since grid version v, ok
// false when none changed. When v is older than the log holds, or the map
// was replaced since (a new size), the box is the whole map.
func (s *Scene) GridChanges(v uint64) (r pathing.Rect, ok bool) {
	if v >= s.ver.Grid {
		return pathing.Rect{}, false
	}
	all := pathing.Rect{MaxX: s.grid.Width() - 1, MaxY: s.grid.Height() - 1}
	l := &s.gridLog
	l.SetAll(all) // versions older than the log get the map as it is now
	r, ok = l.Since(v, s.ver.Grid)
	r.MinX, r.MinY = max(r.MinX, 0), max(r.MinY, 0)
	r.MaxX, r.MaxY = min(r.MaxX, all.MaxX), min(r.MaxY, all.MaxY)
	return r, ok
}

// markCell records that cell index i changed.
func (s *Scene) markCell(i int32) {
	w := int32(s.grid.Width())
	x, y := int(i%w), int(i/w)
	s.markBox(pathing.Rect{MinX: x, MinY: y, MaxX: x, MaxY: y})
}

// markAll records that every cell changed (a new or replaced grid).
func (s *Scene) markAll() {
	s.markBox(pathing.Rect{MaxX: s.grid.Width() - 1, MaxY: s.grid.Height() - 1})
}

// markBox adds r to the grid version of this change, starting one if needed.
func (s *Scene) markBox(r pathing.Rect) {
	l := &s.gridLog
	if l.open {
		l.Grow(r)
		return
	}
	s.ver.Grid++
	l.Add(s.ver.Grid, r)
	l.open = true
}

// looks is the comparable part of what the scene shows, taken before and
// after a change to tell which versions it bumps: a change that forgets to
// say so cannot exist for these fields. Dialogs (their text, selection)
// are compared through dialogs.Looks.
type looks struct {
	view    View
	stepOn  bool
	tl      *timeline.Timeline
	cursor  int
	sel     *agent.Agent
	q       pathing.Query
	layers  Layers
	tool    Tool
	brush   int
	help    bool
	hover   pathing.Point
	hoverIn bool
	box     pathing.Rect
	boxFill bool
	boxOn   bool
	notice  Notice
	playing bool
	speed   float64
	title   string
	descr   string
	dialog  *sceneDialog
	dlg     dialogs.Looks
	stale   bool
	scroll  int
	scale   float64
	crowd   crowdmode.Looks
}

func (s *Scene) looks() looks {
	b, fill, on := s.Box()
	a := s.sa()
	p := a.Player()
	return looks{
		view: s.view, stepOn: a.TimelineShown(), tl: a.Timeline(), cursor: p.Cursor(), sel: a,
		q: a.Query(), layers: s.layers, tool: s.tool, brush: s.brush, help: s.help,
		hover: s.hover, hoverIn: s.hoverIn, box: b, boxFill: fill, boxOn: on,
		notice: s.notice, playing: p.Playing(), speed: p.Speed(),
		title: s.title, descr: s.description, dialog: s.doc.dialog, dlg: s.doc.dialog.looks(),
		stale: a.TimelineStale(s.agentMap()), scroll: s.sideScroll, scale: s.uiScale,
		crowd: s.cr.Looks(),
	}
}

// change runs f, which changes the scene, and bumps the versions of what
// it changed.
func (s *Scene) change(f func()) {
	before := s.looks()
	s.gridLog.open = false
	f()
	s.gridLog.open = false
	s.syncSplit() // the split view's panes follow (split.go)
	s.refreshFoot()
	after := s.looks()
	if after.view != before.view {
		s.ver.View++
	}
	if after.stepOn != before.stepOn || after.tl != before.tl || after.cursor != before.cursor {
		s.ver.Step++
		s.sa().CacheStep()
	}
	after.view, before.view = View{}, View{}
	after.tl, before.tl = nil, nil
	after.cursor, before.cursor = 0, 0
	if after.crowd != before.crowd {
		s.ver.Crowd++
	}
	after.crowd, before.crowd = crowdmode.Looks{}, crowdmode.Looks{}
	if after != before {
		s.ver.UI++
	}
}

// touch bumps UI for a change made outside Apply (SetSource).
func (s *Scene) touch() { s.ver.UI++ }
