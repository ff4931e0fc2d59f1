package view

import (
	"image/color"
	"math"
	"time"

	"swath/crowd"
	"swath/pathing"
)

// TickEps absorbs the rounding of frame times: a crowd's clock this close
// to a tick is at it (the scene's clock and CrowdView.Tick agree on it).
const TickEps = 1e-9

// CrowdView is what drawing sees of the crowd mode: the plan shown and
// who waits for whom, the clock, and whether the plan is being made
// again. Read only; scene.Scene.Crowd makes one.
type CrowdView struct {
	// On is true in the crowd mode; the rest is zero otherwise.
	On bool
	// Plan is the plan shown, nil before the first one (or when the level
	// cannot be planned as a crowd: Err says why); the bodies then stand
	// at their starts. Analysis says who waits for whom in it.
	Plan     *crowd.Plan
	Analysis *crowd.Analysis
	// NPCs are the plan's NPCs, route by route (without a plan, the
	// level's): who they are now, and the footprint and goal they were
	// planned with.
	NPCs []CrowdNPC
	// Time is the clock, in ticks (a real number: bodies move smoothly
	// between ticks); Playing and Speed its playback.
	Time    float64
	Playing bool
	Speed   string
	// Replanning is true when the level changed since the plan was made:
	// its re-plan is on its way, and the old plan is shown meanwhile.
	Replanning bool
	// Err says why the level as it is cannot be planned as a crowd
	// (overlapping starts, say), "" when it can.
	Err string
	// Took is how long the plan took; Note says how it was made when it
	// is not as asked (a re-plan from tick 0).
	Took time.Duration
	Note string
}

// CrowdNPC is one NPC of the plan shown.
type CrowdNPC struct {
	ID     uint64
	Name   string
	Colour color.RGBA
	// Agent and Goal are the footprint and goal the plan was made with;
	// Start is its pivot at tick 0
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	// Selected is true for the selected NPC; Gone for one removed since
	// the plan was made (its name and colour are the last it had)
	Selected, Gone bool
	// Corners are the ticks where its move changes, in order, from 0 to
	// its arrival: its route ahead is a polyline through its pivots at
	// these ticks. Waits are the ticks it waits (before it arrives).
	Corners, Waits []int
}

// Tick is the whole tick the clock is in: the move from it to the next is
// what the bodies are doing.
func (v *CrowdView) Tick() int { return int(math.Floor(v.Time + TickEps)) }

// Len is the plan's last tick (0 without a plan).
func (v *CrowdView) Len() int {
	if v.Plan == nil {
		return 0
	}
	return v.Plan.Makespan
}

// Move is NPC i's move during the clock's tick (from its pivot at Tick to
// that at Tick+1).
func (v *CrowdView) Move(i int) crowd.Move {
	if v.Plan == nil {
		return crowd.Move{From: v.NPCs[i].Start, To: v.NPCs[i].Start}
	}
	t := v.Tick()
	return crowd.Move{From: v.Plan.At(i, t), To: v.Plan.At(i, t+1)}
}

// Pos is NPC i's pivot at the clock's time, between the ends of its move.
func (v *CrowdView) Pos(i int) (x, y float64) {
	m := v.Move(i)
	f := v.Time - float64(v.Tick())
	return float64(m.From.X) + f*float64(m.To.X-m.From.X), float64(m.From.Y) + f*float64(m.To.Y-m.From.Y)
}

// At is the view at another time t (clamped to the plan): an export draws
// each frame of the crowd's GIF through one.
func (v CrowdView) At(t float64) CrowdView {
	v.Time = min(max(t, 0), float64(v.Len()))
	v.Playing = false
	return v
}
