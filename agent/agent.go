package agent

import (
	"image/color"

	"swath/pathing"
)

// Agent is one NPC (see the package comment). Create it with New. It is
// used from one goroutine; its jobs carry what they need to others.
type Agent struct {
	id     uint64
	name   string
	colour color.RGBA
	q      pathing.Query
	sh     *Shared

	plan   planState
	cmp    comparison
	lesson *Lesson
	opt    optimalState
	tl     timelineState
	// lead is the agent whose plan jobs search for this one, followers
	// those this one's search for (share.go)
	lead      *Agent
	followers []*Agent
}

// Shared is what the agents of one level share: the planners' buffers
// (Pool), the map's copies that jobs read (Copies), the optimum's searcher
// and the lesson's planner. The zero value is ready.
type Shared struct {
	Pool   Pool
	Copies Copies
	// optimal is the idle optimum searcher; it keeps its placement grid
	// and corner list between searches. optJob is the optimum job under
	// way, whichever agent's: one at a time, since a search cannot stop
	// half-way and each holds a searcher of 24 bytes a cell (1.6 GB on an
	// 8192² map)
	optimal *pathing.OptimalSearcher
	optJob  *OptimalJob
	// prep is the optimal searcher's preparation (optimal_prepare.go)
	prep prepareState
	// lesson is the idle planner that works out the selected agent's
	// lessons (lesson.go): a selected agent's plan job holds it while it
	// runs, as it holds jps
	lesson *pathing.Planner
	// jps is the idle JPS searcher the selected agent's plans compare
	// with (compare.go)
	jps *pathing.JPSearcher
	// tlJobs counts the timeline stages under way (timeline.go)
	tlJobs int
	// smoother is the idle planner of the jobs that only smooth a
	// leader's nodes (share.go): they need no search buffers; searches
	// counts the searches plan jobs ran
	smoother *pathing.Planner
	searches int
	// Alone makes every agent search on its own, as before Group shared
	// searches: a benchmark's reference
	Alone bool
}

// LetGo lets go of the buffers kept for the next jobs: the idle planners,
// the optimum's searcher, the lesson's planner and the free copies of the
// map. Jobs under way keep theirs; the next jobs make them again. A
// command that is done planning lets them go before it draws: on an 8192²
// map the planners' buffers alone are 2-3 GB.
func (sh *Shared) LetGo() {
	sh.Pool.Clear()
	sh.optimal, sh.lesson, sh.jps, sh.smoother = nil, nil, nil, nil
	sh.Copies.free = nil
}

// Map is the level's map as the agents see it: the grid, the count of
// edits the scene has made to it (its Versions.Grid) and the cells changed
// since an older count. A plan remembers the count it was made at, so
// that an edit that cannot change it keeps it current.
type Map struct {
	Grid    *pathing.Grid
	Edits   uint64
	Changes func(since uint64) (pathing.Rect, bool)
}

// New is an agent with id (unique in its level), name, colour and query,
// sharing sh with the other agents of its level. Nothing is planned yet.
func New(id uint64, name string, colour color.RGBA, q pathing.Query, sh *Shared) *Agent {
	a := &Agent{id: id, name: name, colour: colour, q: q, sh: sh}
	a.plan.took = -1
	return a
}

// ID names the agent in its level (undo steps and jobs refer to it).
func (a *Agent) ID() uint64 { return a.id }

// Name is the agent's name.
func (a *Agent) Name() string { return a.name }

// Colour draws the agent's route.
func (a *Agent) Colour() color.RGBA { return a.colour }

// Query is the agent's footprint, ends and options.
func (a *Agent) Query() pathing.Query { return a.q }

// SetName renames the agent.
func (a *Agent) SetName(n string) { a.name = n }

// SetColour sets the route's colour.
func (a *Agent) SetColour(c color.RGBA) { a.colour = c }

// SetQuery sets the footprint, ends and options; what follows from them
// (the plan, the optimum, the timeline) is made again by the next jobs.
func (a *Agent) SetQuery(q pathing.Query) { a.q = q }

// Forget drops every plan of the agent: the map was replaced (a resize,
// its undo), so nothing made for the old one stands. Its planning time is
// unknown again (-1).
func (a *Agent) Forget() {
	a.plan.planned, a.plan.took = false, -1
}
