package agent

import (
	"image/color"
	"time"

	"swath/pathing"
	"swath/timeline"
)

// View is the read-only face of an Agent: what a renderer or an exporter
// may look at, with the map and the switches it is seen with (MakeView).
// It has no method that changes the agent. An exporter that shows the
// agent at another step of its timeline takes AtStep.
type View struct {
	a        *Agent
	m        Map
	want     bool // the optimum is shown
	selected bool
	// at, when not nil, is the step shown instead of the cursor's
	at *stepAt
	// lesson, when set, is shown instead of the agent's (WithLesson)
	lesson    *Lesson
	lessonSet bool
}

// stepAt is a step of the timeline other than the cursor's.
type stepAt struct {
	player timeline.Player
	view   timeline.StepView
}

// MakeView is a's view on m; want says whether the optimum is shown (its
// layer is on or the options ask), selected whether a is the selected agent.
func MakeView(a *Agent, m Map, want, selected bool) View {
	return View{a: a, m: m, want: want, selected: selected}
}

// Name is the agent's name.
func (v View) Name() string { return v.a.name }

// Colour draws the agent's route.
func (v View) Colour() color.RGBA { return v.a.colour }

// Query is the agent's footprint, ends and options.
func (v View) Query() pathing.Query { return v.a.q }

// Agent is the footprint.
func (v View) Agent() pathing.Footprint { return v.a.q.Agent }

// Start is the start marker's pivot cell.
func (v View) Start() pathing.Point { return v.a.q.Start }

// Goal is the goal marker's pivot cell.
func (v View) Goal() pathing.Point { return v.a.q.Goal }

// Selected reports whether the agent is the selected one.
func (v View) Selected() bool { return v.selected }

// Plan is the agent's last plan; nil before the first (the selected
// agent's is never nil: its figures read the zero Plan).
func (v View) Plan() *pathing.Plan {
	p := &v.a.plan
	if v.selected || p.planned || len(p.plan.Raw) > 0 || p.plan.Err != nil {
		return &p.plan
	}
	return nil
}

// Current reports whether the plan is the one for the level as it is now
// (false while it is being planned again): exact for the selected agent,
// unchanged by the edits since for the others.
func (v View) Current() bool {
	if v.selected {
		return v.a.Exact(v.m)
	}
	return v.a.Current(v.m)
}

// Lesson is the lesson of the plan (the selected agent's), nil when none.
func (v View) Lesson() *Lesson {
	if v.lessonSet {
		return v.lesson
	}
	return v.a.lesson
}

// Optimal is the shortest route there is as last found (nil when there is
// none or none was found yet); current is false while it is being found
// for the level as it is now, or when it is not shown.
func (v View) Optimal() (r *pathing.OptimalRoute, current bool) { return v.a.Optimal(v.m, v.want) }

// TimelineShown reports whether the step-through view is shown.
func (v View) TimelineShown() bool { return v.a.tl.on }

// Timeline is the timeline of the plan while the step-through view is
// shown, else nil. Read only.
func (v View) Timeline() *timeline.Timeline { return v.a.Timeline() }

// Player is a copy of the timeline's cursor and playback state.
func (v View) Player() *timeline.Player {
	if v.at != nil {
		p := v.at.player
		return &p
	}
	p := v.a.tl.player
	return &p
}

// Step is the step shown (at the cursor), or nil outside the step-through
// view. Read only.
func (v View) Step() *timeline.StepView {
	if v.at != nil {
		return &v.at.view
	}
	return v.a.Step()
}

// TimelineStale reports whether the timeline shown is older than the
// level: a slow rebuild waits for the gesture in progress to end.
func (v View) TimelineStale() bool { return v.a.TimelineStale(v.m) }

// StartFits reports whether the footprint fits at the start.
func (v View) StartFits() bool { return v.m.Grid.Fits(v.a.q.Agent, v.a.q.Start) }

// GoalFits reports whether the footprint fits at the goal.
func (v View) GoalFits() bool { return v.m.Grid.Fits(v.a.q.Agent, v.a.q.Goal) }

// FitWarnings say where the footprint does not fit at the ends.
func (v View) FitWarnings() []string { return v.a.FitWarnings(v.m.Grid) }

// NoPath is the sentence that says why there is no route, or "".
func (v View) NoPath() string { return v.a.NoPath() }

// AtStep is the view at step i of the timeline (clamped) instead of the
// cursor's: an exporter draws each frame of a timeline GIF through one,
// without moving the cursor. The view must show a timeline.
func (v View) AtStep(i int) View {
	at := &stepAt{player: *v.Player()}
	at.player.Seek(i)
	at.view = v.a.tl.tl.At(at.player.Cursor())
	v.at = at
	return v
}

// StepFigures are the figures of the step shown (StepFigures).
func (v View) StepFigures() []Figure { return StepFigures(v.a.tl.tl, v.Step()) }

// PlanTime is how long the last plan took (-1: not known yet).
func (v View) PlanTime() time.Duration { return v.a.plan.took }

// PlanStats summarises the recent planning times.
func (v View) PlanStats() PlanStats { return v.a.PlanStats() }

// OptimalTime is how long the last optimum took to find.
func (v View) OptimalTime() time.Duration { return v.a.opt.took }

// TimelineBuilding reports whether a background build of the timeline is
// under way for the level as it is.
func (v View) TimelineBuilding() bool { return v.a.TimelineBuilding() }
