package app

import (
	"time"

	"github.com/ebitengine/debugui"

	"swath/input"
	"swath/render"
	"swath/scene"
)

// maxTick caps the time one tick plays, so that a stalled frame (a window
// drag, a slow rebuild) does not jump the timeline ahead.
const maxTick = 250 * time.Millisecond

// timelineBar drives the step-through view from the window: the playback
// clock, the timeline bar under the map (a click or drag seeks; package
// input translates it), and the panel's timeline controls. Keys go through
// the keymap like all others.
type timelineBar struct {
	last time.Time
	bar  input.Bar
	// act is the panel's request this tick.
	act scene.Action
	log *inputLog
}

// update seeks along the bar, plays the elapsed time and keeps the
// timeline up to date with the level; it reports whether the pointer did
// anything (the bar's drag needs ticks).
func (st *timelineBar) update(sc *scene.Scene, lay render.Layout, dev *input.Devices) bool {
	steps, active := st.bar.Translate(dev, sc.TimelineShown() || sc.CrowdShown(), lay)
	for _, s := range steps {
		if s.Log != "" {
			st.log.note("%s", s.Log)
		}
		if s.Intent != nil {
			sc.Apply(s.Intent)
		}
	}
	if st.act != scene.ActNone {
		st.log.note("panel timeline %v", st.act)
		sc.Apply(st.act)
		st.act = scene.ActNone
		active = true
	}
	now := time.Now()
	if st.playing(sc) && !st.bar.Seeking() {
		if !st.last.IsZero() {
			sc.Apply(scene.Tick{DT: min(now.Sub(st.last), maxTick)})
		}
		st.last = now
	} else {
		st.last = time.Time{}
	}
	return active
}

// playing reports whether the timeline (or the crowd's clock) plays: the
// app then ticks every frame (and redraws only when the cursor moves).
func (st *timelineBar) playing(sc *scene.Scene) bool {
	return sc.TimelineShown() && sc.Selected().Player().Playing() || sc.CrowdPlaying()
}

// panel adds the timeline's controls to the options panel; in the crowd
// mode they play the crowd's clock (crowdpanel.go adds its switch).
func (st *timelineBar) panel(ctx *debugui.Context, sc *scene.Scene, room *panelRoom) {
	room.header(ctx, "timeline", "Timeline: step through the method", func() {
		st.crowdRow(ctx, sc) // crowdpanel.go
		on, p := sc.TimelineShown(), sc.Selected().Player()
		ctx.SetGridLayout([]int{-1, -1, -1, -1, -1, -1}, nil)
		label := "open"
		if on {
			label = "close"
		}
		ctx.IDScope("open", func() { ctx.Button(label).On(func() { st.act = scene.ActTimeline }) })
		ctx.Button("|<").On(func() { st.act = scene.ActFirst })
		ctx.Button("<").On(func() { st.act = scene.ActStepBack })
		play := "play"
		if on && p.Playing() || sc.CrowdPlaying() {
			play = "pause"
		}
		ctx.IDScope("play", func() { ctx.Button(play).On(func() { st.act = scene.ActPlayPause }) })
		ctx.Button(">").On(func() { st.act = scene.ActStepForward })
		ctx.Button(">|").On(func() { st.act = scene.ActLast })
		ctx.SetGridLayout([]int{-1, 110, -1, -1}, nil)
		ctx.Button("slower").On(func() { st.act = scene.ActSlower })
		ctx.Text(speedLabel(sc, p))
		ctx.Button("faster").On(func() { st.act = scene.ActFaster })
		ctx.Button("next >>").On(func() { st.act = scene.ActPhaseForward })
	})
}
