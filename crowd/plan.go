package crowd

import (
	"math"
	"time"

	"swath/pathing"
)

// Route is one NPC's part of a plan.
type Route struct {
	// Path is the NPC's pivot at each tick: Path[0] its start, Path[t]
	// where it is at tick t. After its last entry it stays where it is:
	// the path ends when it stops for good.
	Path []pathing.Point
	// Arrived is true when the NPC ends at its goal.
	Arrived bool
	// Why says why it did not arrive ("" when it did): its start or goal
	// blocked, its goal unreachable for its footprint, or no plan found.
	Why string
	// Waits is how many ticks of its path it waits away from its goal
	// (standing at its goal before it must make room is no wait).
	Waits int
	// Cost is its path's cost: 1 a straight step, √2 a diagonal, 1 a wait.
	Cost float64
}

// Arrival is the tick from which the route stays put: its arrival when
// it arrived.
func (r *Route) Arrival() int { return len(r.Path) - 1 }

// At is the route's pivot at tick t (its start before 0, its last cell
// after its end).
func (r *Route) At(t int) pathing.Point {
	return r.Path[max(0, min(t, len(r.Path)-1))]
}

// Plan is a crowd's plan: one route per NPC, in the problem's order.
type Plan struct {
	Routes []Route
	// Makespan is the last tick at which an NPC moves: after it, nothing
	// does.
	Makespan int
	// SumOfCosts adds every route's Cost.
	SumOfCosts float64
	// Arrived counts the routes that arrived.
	Arrived int
	// Stats say how the plan was found.
	Stats Stats
	// wd is the world it was planned in and goals the NPCs' own goals,
	// for Analyze
	wd    *world
	goals []pathing.Point
}

// Stats say how a plan was found.
type Stats struct {
	// Method is what found the plan: LaCAM, WHCA, PIBT, or WHCA then
	// LaCAM from tick Handover (Auto, when WHCA* could not finish).
	Method   Method
	Handover int
	// Configs is how many configurations LaCAM's search kept; Calls how
	// many successors it asked PIBT for; Expanded how many states WHCA*'s
	// searches expanded, and PIBTTicks how many of its ticks PIBT made
	// where no window could be planned for everyone.
	Configs, Calls, Expanded, PIBTTicks int
	// Restarts is how many times WHCA* was run again from the start,
	// its stragglers first, after it was stuck (Auto and WHCA).
	Restarts int
	// Refined counts the refinement's expansions, and Unrefined are the
	// figures of the plan before it (zero when there was none).
	Refined   int
	Unrefined struct {
		Makespan   int
		SumOfCosts float64
	}
	// Time is the planning's wall time.
	Time time.Duration
	// From is the tick a Replan started from (0 for Plan).
	From int
}

// At is NPC i's pivot at tick t.
func (p *Plan) At(i, t int) pathing.Point { return p.Routes[i].At(t) }

// Done reports whether every NPC arrived.
func (p *Plan) Done() bool { return p.Arrived == len(p.Routes) }

// stepCost is the cost of the step from a to b: 1 straight or a wait, √2
// diagonal.
func stepCost(a, b pathing.Point) float64 {
	if a.X != b.X && a.Y != b.Y {
		return math.Sqrt2
	}
	return 1
}

// finish trims each route after it stops for good and fills the figures.
func (p *Plan) finish(goals []pathing.Point) {
	p.Makespan, p.SumOfCosts, p.Arrived = 0, 0, 0
	p.goals = goals
	for i := range p.Routes {
		r := &p.Routes[i]
		end := len(r.Path) - 1
		for end > 0 && r.Path[end-1] == r.Path[end] {
			end--
		}
		r.Path = r.Path[:end+1]
		r.Waits, r.Cost = 0, 0
		for t := 1; t <= end; t++ {
			if r.Path[t] == r.Path[t-1] && r.Path[t] != goals[i] {
				r.Waits++
			}
			r.Cost += stepCost(r.Path[t-1], r.Path[t])
		}
		r.Arrived = r.Why == "" && r.Path[end] == goals[i]
		if r.Arrived {
			p.Arrived++
		}
		p.Makespan = max(p.Makespan, end)
		p.SumOfCosts += r.Cost
	}
}
