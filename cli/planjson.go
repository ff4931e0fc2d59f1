package cli

import (
	"errors"

	"swath/cli/command"
	"swath/pathing"
)

// planQueryJSON echoes the query plan answered, so that a script's output
// stands on its own: which map, agent, ends and options.
type planQueryJSON struct {
	Map     string          `json:"map"`
	Size    command.XY      `json:"size"`
	Agent   string          `json:"agent"`
	Start   command.XY      `json:"start"`
	Goal    command.XY      `json:"goal"`
	Options planOptionsJSON `json:"options"`
}

type planOptionsJSON struct {
	Search   string `json:"search"`
	Sampling string `json:"sampling"`
	Farthest string `json:"farthest"`
}

// metricsJSON are a plan's figures (pathing.Metrics) as plan --json
// names them.
type metricsJSON struct {
	RawNodes        int      `json:"raw_nodes"`
	Waypoints       int      `json:"waypoints"`
	RawTurns        int      `json:"raw_turns"`
	SmoothedTurns   int      `json:"smoothed_turns"`
	RawLength       float64  `json:"raw_length"`
	SmoothedLength  float64  `json:"smoothed_length"`
	VisibilityTests int      `json:"visibility_tests"`
	CellsScanned    int      `json:"cells_scanned"`
	OptimalGap      *float64 `json:"optimal_gap,omitempty"`
}

// toMetricsJSON converts m field by field (the types differ only in their
// tags, so a field added to pathing.Metrics stops this compiling until the
// JSON has it too).
func toMetricsJSON(m pathing.Metrics) metricsJSON { return metricsJSON(m) }

// planTimingsJSON are the planner's times, in microseconds.
type planTimingsJSON struct {
	SearchUS float64 `json:"search_us"`
	SmoothUS float64 `json:"smooth_us"`
}

// errorKinds name the failure kinds for error_kind, by their sentinels.
var errorKinds = []struct {
	err  error
	name string
}{
	{pathing.ErrStartBlocked, "start_blocked"},
	{pathing.ErrGoalBlocked, "goal_blocked"},
	{pathing.ErrUnreachable, "unreachable"},
	{pathing.ErrStuck, "stuck"},
}

// errorKind is err's kind for machines (null when there is a route).
func errorKind(err error) *string {
	if err == nil {
		return nil
	}
	for _, k := range errorKinds {
		if errors.Is(err, k.err) {
			return &k.name
		}
	}
	other := "other"
	return &other
}

// planExtras fill the query echo, figures and failure kind of out.
func planExtras(out *planJSON, mapName string, g *pathing.Grid, q pathing.Query, p *pathing.Plan) {
	out.Query = planQueryJSON{
		Map: mapName, Size: command.XY{g.Width(), g.Height()}, Agent: q.Agent.String(),
		Start: command.XY{q.Start.X, q.Start.Y}, Goal: command.XY{q.Goal.X, q.Goal.Y},
		Options: planOptionsJSON{q.Search.String(), q.Sampling.String(), q.Strategy.String()},
	}
	out.Expanded, out.Reused = p.Expanded, p.Reused
	out.Timings = planTimingsJSON{
		SearchUS: float64(p.SearchTime.Nanoseconds()) / 1e3,
		SmoothUS: float64(p.SmoothTime.Nanoseconds()) / 1e3,
	}
	out.ErrorKind = errorKind(p.Err)
	if p.Failure == pathing.Stuck && p.StuckAt >= 0 {
		at := p.StuckAt
		out.StuckAt = &at
	}
}
