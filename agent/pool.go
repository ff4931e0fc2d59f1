package agent

import "swath/pathing"

// Pool is the planners the agents of a level share. A planner's buffers
// grow to the map it searched: about 30 bytes a cell for A* (an 8192² map:
// 2 GB each; the JPS search the selected agent's figures compare with has
// a searcher of its own, shared, see compare.go), so one planner per agent
// (64 on a level) could not be afforded.
// The pool makes planners as jobs need them, at most Budget bytes of them
// (always at least one, whatever its size), and keeps each idle one for
// the agent that used it last: that agent's next plan resumes its search
// (pathing/resume.go). Past the budget an idle planner of another agent is
// taken over (its search starts afresh), but the selected agent's last
// (it is planned again after every edit), and planners beyond the budget
// go when their jobs end. The zero value is ready.
type Pool struct {
	// Budget bounds the bytes of the planners, idle or in use; 0 means
	// DefaultPlannerBudget.
	Budget int64
	// Fresh makes planners that do not resume their last search: a
	// benchmark's plain reference.
	Fresh bool
	idle  []pooled
	total int64 // bytes of every planner made and not let go
	inUse int   // planners jobs hold
	focus uint64
	tick  uint64
}

// pooled is an idle planner: whose it was, its size and when it was last
// used.
type pooled struct {
	pl    *pathing.Planner
	owner uint64
	bytes int64
	used  uint64
}

// DefaultPlannerBudget is Pool's budget by default: room for 48
// planners on a 512² map (10.5 MB each, as counted), for three on a 2048²
// map (the selected agent's, which resumes as the person paints, and two
// the others share), for one on a 4096² or 8192² map, which every job then
// takes in turn.
const DefaultPlannerBudget = 512 << 20

// PlannerBytesPerCell is what a planner holds per cell of the map it
// searched with A* (measured: 27-30 bytes on 512² and 1024² random maps,
// its node array 16 of them), with room for a JPS plan's arrays (20 more).
const PlannerBytesPerCell = 40

func (p *Pool) budget() int64 {
	if p.Budget > 0 {
		return p.Budget
	}
	return DefaultPlannerBudget
}

// get returns a planner for owner's next search on a map of cells cells:
// its own idle one, a new one within the budget, another agent's idle
// one (the least recently used; the focus's, the selected agent's whose
// searches follow the pointer, only when no planner is in use), or the
// first one of an empty pool; nil when the budget allows no other now. A
// focus owner (the selected agent) becomes the pool's focus.
func (p *Pool) get(owner uint64, cells int, focus bool) *pathing.Planner {
	p.tick++
	if focus {
		p.focus = owner
	}
	bytes := int64(cells) * PlannerBytesPerCell
	take := func(i int) *pathing.Planner {
		pl := p.idle[i].pl
		p.total += bytes - p.idle[i].bytes // it grows (or shrinks) to this map
		p.idle = append(p.idle[:i], p.idle[i+1:]...)
		p.inUse++
		return pl
	}
	for i, e := range p.idle {
		if e.owner == owner {
			return take(i)
		}
	}
	if p.total == 0 || p.total+bytes <= p.budget() {
		p.total += bytes
		p.inUse++
		pl := &pathing.Planner{}
		pl.Searcher.Resumable = !p.Fresh // the same query is planned again after every edit
		return pl
	}
	lru := -1
	for i, e := range p.idle {
		if (e.owner != p.focus || focus) && (lru < 0 || e.used < p.idle[lru].used) {
			lru = i
		}
	}
	if lru < 0 && p.inUse == 0 && len(p.idle) > 0 {
		lru = 0 // the focus's, the only one
	}
	if lru >= 0 {
		return take(lru)
	}
	return nil
}

// put takes back owner's planner after a search on a map of cells cells,
// letting go of the least recently used idle planners while the pool is
// over its budget (the one just back stays, so that a huge map keeps one
// set of buffers rather than making it again for every search).
func (p *Pool) put(owner uint64, pl *pathing.Planner, cells int) {
	p.tick++
	p.inUse--
	// one idle planner an owner: an NPC brought back by undo while its
	// last job ran has had two, the older one is the one to let go
	for i, e := range p.idle {
		if e.owner == owner {
			p.total -= e.bytes
			p.idle = append(p.idle[:i], p.idle[i+1:]...)
			break
		}
	}
	p.idle = append(p.idle, pooled{pl: pl, owner: owner, bytes: int64(cells) * PlannerBytesPerCell, used: p.tick})
	for p.total > p.budget() && len(p.idle) > 1 {
		lru := 0
		for i, e := range p.idle {
			if e.used < p.idle[lru].used {
				lru = i
			}
		}
		p.total -= p.idle[lru].bytes
		p.idle = append(p.idle[:lru], p.idle[lru+1:]...)
	}
}

// Clear lets go of every idle planner: the map was replaced by one of
// another size, whose searches would not resume anyway. Planners in use
// come back as usual.
func (p *Pool) Clear() {
	for _, e := range p.idle {
		p.total -= e.bytes
	}
	p.idle = nil
}

// Keep lets go of the idle planners of owners live does not hold: NPCs
// removed, or of a level replaced. Without it a level whose NPCs come and
// go would fill the budget with planners kept for no one.
func (p *Pool) Keep(live func(owner uint64) bool) {
	kept := p.idle[:0]
	for _, e := range p.idle {
		if live(e.owner) {
			kept = append(kept, e)
		} else {
			p.total -= e.bytes
		}
	}
	clear(p.idle[len(kept):])
	p.idle = kept
}

// Of is the idle planner kept for owner, nil when none (a job holds it, or
// it was let go).
func (p *Pool) Of(owner uint64) *pathing.Planner {
	for _, e := range p.idle {
		if e.owner == owner {
			return e.pl
		}
	}
	return nil
}

// Planners is the number of idle planners the pool keeps and the bytes of
// every planner it holds, idle or in use, as it counts them (a soak or a
// test reads them after the jobs have ended, when every planner is idle).
func (p *Pool) Planners() (idle int, bytes int64) { return len(p.idle), p.total }
