package cli

import (
	"fmt"
	"io"

	"swath/cli/command"
	"swath/levels"
	"swath/pathing"
)

// planAllJSON is plan --all's output: the map and one plan per NPC, in the
// level's order.
type planAllJSON struct {
	Map  string        `json:"map"`
	NPCs []npcPlanJSON `json:"npcs"`
}

// npcPlanJSON is one NPC's plan: its name and colour, then plan's fields
// (and with --optimal the shortest route).
type npcPlanJSON struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
	planJSON
	Optimal *optimalJSON `json:"optimal,omitempty"`
}

// planAll plans every NPC of lv with options op. It exits 0 when every NPC
// has a route, 1 when one has none.
func planAll(lv *level, mapFile string, op pathing.Options, optimal, asJSON bool, stdout, stderr io.Writer) int {
	g := lv.Grid
	out := planAllJSON{Map: mapFile}
	code := ExitOK
	npcs := lv.NPCList()
	// bad input is said before any planning, whichever NPC has it: the
	// same answer (exit 2) wherever the NPC stands in the list
	for i, n := range npcs {
		for _, c := range []struct {
			name string
			p    pathing.Point
		}{{"start", n.Start}, {"goal", n.Goal}} {
			if !g.In(c.p) {
				return command.Bad(stderr, "plan", "%s: NPC %d %q: %s %d,%d is off the %dx%d map", mapFile, i+1, levels.CleanName(n.Name), c.name, c.p.X, c.p.Y, g.Width(), g.Height())
			}
		}
		if a := n.Agent.Norm(); a.L > g.Width() || a.W > g.Height() {
			return command.Bad(stderr, "plan", "%s: NPC %d %q: agent %v is bigger than the %dx%d map", mapFile, i+1, levels.CleanName(n.Name), a, g.Width(), g.Height())
		}
	}
	var planner pathing.Planner
	for i, n := range npcs {
		q := pathing.Query{Start: n.Start, Goal: n.Goal, Agent: n.Agent, Options: op}
		q.Optimal = optimal
		p := planner.Plan(g, q, nil)
		j := npcPlanJSON{Name: n.Name, Colour: levels.FormatColour(n.Colour), planJSON: planJSON{
			Found: p.Found, Algo: q.Algorithm.String(), JumpCellsScanned: p.Scanned,
			Raw: command.ToXY(p.Raw), RawCost: p.RawCost,
			Waypoints: command.ToXY(p.Waypoints), Metrics: toMetricsJSON(p.Metrics), Error: errText(p.Err),
		}}
		planExtras(&j.planJSON, mapFile, g, q, &p)
		if p.Optimal != nil {
			j.Optimal = &optimalJSON{Length: p.Optimal.Length, Waypoints: command.ToXY(p.Optimal.Waypoints),
				Expanded: p.Optimal.Expanded, US: p.Optimal.Time.Microseconds()}
		}
		if !p.Found {
			code = ExitNoPath
		}
		out.NPCs = append(out.NPCs, j)
		if asJSON {
			continue
		}
		fmt.Fprintf(stdout, "NPC %d %q: %v agent from %v to %v: ", i+1, n.Name, q.Agent, q.Start, q.Goal)
		if !p.Found {
			fmt.Fprintf(stdout, "no route: %v\n", p.Err)
			continue
		}
		m := p.Metrics
		fmt.Fprintf(stdout, "waypoints %v, nodes %d -> %d, length %.4f -> %.4f\n", p.Waypoints, m.RawNodes, m.Waypoints, m.RawLength, m.SmoothedLength)
	}
	if asJSON {
		if err := command.WriteJSON(stdout, out); err != nil {
			return command.Bad(stderr, "plan", "writing output: %v", err)
		}
	}
	return code
}
