package app

import (
	"fmt"

	"github.com/ebitengine/debugui"

	"swath/scene"
	"swath/timeline"
)

// crowdRow is the options panel's switch of the crowd mode, at the top of
// the timeline's controls, which play the crowd's clock while it is on:
// one button (C does the same) and, when on, the plan's length and
// arrivals (the clock's tick is the band's: the panel is not drawn again
// every tick it plays).
func (st *timelineBar) crowdRow(ctx *debugui.Context, sc *scene.Scene) {
	ctx.SetGridLayout([]int{-1, -1}, nil)
	label := "crowd mode (C)"
	if sc.CrowdShown() {
		label = "leave the crowd (C)"
	}
	ctx.IDScope("crowd", func() { ctx.Button(label).On(func() { st.act = scene.ActCrowd }) })
	text := "every NPC at once"
	if sc.CrowdShown() {
		c := sc.Crowd()
		switch {
		case c.Err != "":
			text = "cannot plan"
		case c.Plan == nil:
			text = "planning…"
		case c.Replanning:
			text = "re-planning…"
		default:
			text = fmt.Sprintf("%d ticks, %d of %d home", c.Len(), c.Plan.Arrived, len(c.Plan.Routes))
		}
	}
	ctx.Text(text)
}

// speedLabel is the panel's speed: the crowd's clock's in the crowd mode.
func speedLabel(sc *scene.Scene, p *timeline.Player) string {
	if sc.CrowdShown() {
		return sc.Crowd().Speed
	}
	return p.SpeedLabel()
}

// crowdKey is what the crowd's row and controls show, for the panel's
// redraw key: the mode, the plan's state, the playback and speed.
func crowdKey(sc *scene.Scene) string {
	if !sc.CrowdShown() {
		return ""
	}
	c := sc.Crowd()
	arrived := -1
	if c.Plan != nil {
		arrived = c.Plan.Arrived
	}
	return fmt.Sprint(c.Len(), arrived, c.Playing, c.Speed, c.Plan == nil, c.Replanning, c.Err != "")
}
