package crowd

import (
	"fmt"

	"swath/pathing"
)

// Replan plans the crowd again from tick from of prev, for p: a map that
// may have changed since, and the same NPCs in the same order (their
// goals and footprints may have changed; their starts are ignored: each
// NPC starts where prev has it at tick from). The plan returned keeps
// prev's ticks before from and continues with the new plan, so that
// stepping back past from still shows what happened; its Stats.From is
// from. An NPC that a wall painted over can no longer move: it stays,
// and its route says why.
func (pl *Planner) Replan(prev *Plan, p Problem, from int) (*Plan, error) {
	if prev == nil || len(prev.Routes) != len(p.NPCs) {
		return nil, fmt.Errorf("replan: the previous plan has %d NPCs, the problem %d", len(prev.routesOrNil()), len(p.NPCs))
	}
	from = max(from, 0)
	q := p
	q.NPCs = make([]NPC, len(p.NPCs))
	for i, n := range p.NPCs {
		n.Start = prev.At(i, from)
		q.NPCs[i] = n
	}
	if q.MaxTicks == 0 {
		q.MaxTicks = DefaultMaxTicks
	}
	next, err := pl.Plan(q)
	if err != nil {
		return nil, err
	}
	out := &Plan{Routes: make([]Route, len(p.NPCs)), Stats: next.Stats, wd: next.wd}
	out.Stats.From = from
	goals := make([]pathing.Point, len(p.NPCs))
	for i := range p.NPCs {
		r := next.Routes[i]
		path := make([]pathing.Point, 0, from+len(r.Path))
		for t := range from {
			path = append(path, prev.At(i, t))
		}
		r.Path = append(path, r.Path...)
		out.Routes[i] = r
		goals[i] = p.NPCs[i].Goal
	}
	out.finish(goals)
	return out, nil
}

func (p *Plan) routesOrNil() []Route {
	if p == nil {
		return nil
	}
	return p.Routes
}
