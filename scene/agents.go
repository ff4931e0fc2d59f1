package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"swath/agent"
	"swath/levels"
	"swath/pathing"
)

// A level holds several NPCs, each an agent.Agent with its own query,
// plan, optimum and timeline; one of them is selected: the panel, the
// figures and the step-through view follow it, and the markers S and G
// are its ends. Every NPC is planned the same way (jobs.go).

// rosterEntry is what undo keeps of one NPC.
type rosterEntry struct {
	id          uint64
	name        string
	colour      color.RGBA
	agent       pathing.Footprint
	start, goal pathing.Point
}

// roster is every NPC of the level as one undo step left it. The
// selection is not part of it: undo brings back what NPCs are and where,
// and keeps the one selected when it still exists.
type roster []rosterEntry

// loadAgents makes lv's NPCs the scene's, the first selected.
func (s *Scene) loadAgents(lv *Level) {
	s.agents = s.agents[:0]
	for _, n := range lv.NPCList() {
		s.nextID++
		q := pathing.Query{Start: n.Start, Goal: n.Goal, Agent: clampAgent(n.Agent), Options: lv.Options}
		s.agents = append(s.agents, agent.New(s.nextID, n.Name, n.Colour, q, &s.shared))
	}
	s.sel = 0
	s.prunePool()
	s.ver.NPCs++
}

// prunePool lets go of the planners kept for NPCs that are gone.
func (s *Scene) prunePool() {
	s.shared.Pool.Keep(func(id uint64) bool {
		// a pane of the split view (split.go), or an NPC
		return s.split.IsPaneID(id) || slices.ContainsFunc(s.agents, func(a *agent.Agent) bool { return a.ID() == id })
	})
}

// sa is the selected NPC.
func (s *Scene) sa() *agent.Agent { return s.agents[s.sel] }

// query is the selected NPC's footprint, ends and the level's options.
func (s *Scene) query() pathing.Query { return s.sa().Query() }

// options are the level's planning options (every NPC's).
func (s *Scene) options() pathing.Options { return s.query().Options }

// setQuery sets NPC i's query; its options become every NPC's.
func (s *Scene) setQuery(i int, q pathing.Query) {
	s.setOptions(q.Options)
	s.agents[i].SetQuery(q)
}

// setOptions sets the level's options, every NPC's.
func (s *Scene) setOptions(o pathing.Options) {
	for _, a := range s.agents {
		if q := a.Query(); q.Options != o {
			q.Options = o
			a.SetQuery(q)
		}
	}
}

// agentMap is the map as the agents see it.
func (s *Scene) agentMap() agent.Map {
	return agent.Map{Grid: s.grid, Edits: s.ver.Grid, Changes: s.GridChanges}
}

// wantOptimal reports whether the scene shows the optimum: its layer is on
// or the level's options ask for it.
func (s *Scene) wantOptimal() bool { return s.layers.Optimal || s.options().Optimal }

// Agents are the level's NPCs in order, as readers see them.
func (s *Scene) Agents() []agent.View {
	m, want := s.agentMap(), s.wantOptimal()
	v := make([]agent.View, len(s.agents))
	for i, a := range s.agents {
		v[i] = agent.MakeView(a, m, want, i == s.sel)
	}
	return v
}

// Selected is the selected NPC as readers see it: its footprint and ends
// (the markers), plan, optimum, lesson and timeline.
func (s *Scene) Selected() agent.View {
	return agent.MakeView(s.sa(), s.agentMap(), s.wantOptimal(), true)
}

// SelectedNPC is the index of the selected NPC in Agents.
func (s *Scene) SelectedNPC() int { return s.sel }

// levelNPCs sets lv's NPCs from the scene's.
func (s *Scene) levelNPCs(lv *levels.Level) {
	r := s.roster()
	list := make([]levels.NPC, len(r))
	for i, e := range r {
		list[i] = levels.NPC{Name: e.name, Agent: e.agent, Start: e.start, Goal: e.goal, Colour: e.colour}
	}
	lv.SetNPCs(list)
}

// roster is the NPCs as they stand.
func (s *Scene) roster() roster {
	r := make(roster, len(s.agents))
	for i, a := range s.agents {
		q := a.Query()
		r[i] = rosterEntry{a.ID(), a.Name(), a.Colour(), q.Agent, q.Start, q.Goal}
	}
	return r
}

// rosterNow is a snapshot for an edit's "before".
func (s *Scene) rosterNow() *roster {
	r := s.roster()
	return &r
}

// push records e as one undo step with the NPCs before it and after it.
func (s *Scene) push(e edit, before *roster) {
	r := s.roster()
	e.npcsAfter, e.npcsBefore = &r, before
	if slices.Equal(*before, r) {
		e.npcsBefore = e.npcsAfter
	}
	s.hist.push(e)
}

// forgetPlans drops every NPC's plan (the map was replaced).
func (s *Scene) forgetPlans() {
	for _, a := range s.agents {
		a.Forget()
	}
	s.ver.NPCs++
}

// applyRoster makes the NPCs those of r, keeping the selected one if it
// is still there (else the one at its place).
func (s *Scene) applyRoster(r *roster) {
	if r == nil || slices.Equal(*r, s.roster()) {
		return
	}
	was := s.sa()
	byID := make(map[uint64]*agent.Agent, len(s.agents))
	for _, a := range s.agents {
		byID[a.ID()] = a
	}
	opts := s.options()
	list := make([]*agent.Agent, 0, len(*r))
	sel := -1
	for i, e := range *r {
		a := byID[e.id]
		q := pathing.Query{Agent: e.agent, Start: e.start, Goal: e.goal, Options: opts}
		if a == nil {
			a = agent.New(e.id, e.name, e.colour, q, &s.shared)
		}
		a.SetName(e.name)
		a.SetColour(e.colour)
		a.SetQuery(q)
		list = append(list, a)
		if a == was {
			sel = i
		}
	}
	at := s.sel
	s.agents = list
	if sel < 0 {
		sel = min(at, len(list)-1)
	}
	s.sel = -1 // nothing selected: select picks sel whatever it was
	s.selectAgent(sel, was)
	s.prunePool()
}

// selectAgent makes agent i the selected one; was is the one selected
// until now (gone from the list, maybe), whose step-through view i takes.
func (s *Scene) selectAgent(i int, was *agent.Agent) {
	s.sel = i
	a := s.sa()
	if a != was {
		a.TakeTimeline(was)
		a.Selected(s.agentMap())
	}
	s.ver.Plan++
	s.ver.NPCs++
}

// npcFigures name the NPC the figures are of, when there are several.
func (s *Scene) npcFigures() []Figure {
	if len(s.agents) < 2 {
		return nil
	}
	return []Figure{{Label: "NPC (Tab: next)", Value: fmt.Sprintf("%s (%d of %d)", s.sa().Name(), s.sel+1, len(s.agents))}}
}

// SelectNPC makes NPC Index the selected one: the panel, the figures and
// the timeline follow it. It is not an undo step.
type SelectNPC struct{ Index int }

// AddNPC adds an NPC named Name (empty: "npc N") with the selected one's
// footprint, its ends beside the selected one's where no other NPC stands
// (npcplace.go), and selects it. One undo step.
type AddNPC struct{ Name string }

// RemoveNPC removes NPC Index (the last one stays). One undo step.
type RemoveNPC struct{ Index int }

// RenameNPC renames NPC Index (an empty name is refused, a long one cut to
// levels.MaxNPCNameLen characters). One undo step.
type RenameNPC struct {
	Index int
	Name  string
}

func (in SelectNPC) apply(s *Scene) {
	if in.Index < 0 || in.Index >= len(s.agents) || in.Index == s.sel {
		return
	}
	s.finishGesture()
	s.selectAgent(in.Index, s.sa())
}

func (in AddNPC) apply(s *Scene) {
	if len(s.agents) >= levels.MaxNPCs {
		s.warn("A level holds at most " + strconv.Itoa(levels.MaxNPCs) + " NPCs.")
		return
	}
	s.finishGesture()
	before := s.rosterNow()
	name := npcName(in.Name)
	used := map[string]bool{}
	colours := map[color.RGBA]bool{}
	for _, a := range s.agents {
		used[a.Name()], colours[a.Colour()] = true, true
	}
	for k := len(s.agents); name == ""; k++ {
		if c := levels.DefaultNPCName(k); !used[c] {
			name = c
		}
	}
	col := levels.DefaultNPCColour(len(s.agents))
	for k := range len(levels.NPCPalette()) {
		if c := levels.DefaultNPCColour(k); !colours[c] {
			col = c
			break
		}
	}
	s.nextID++
	was := s.sa()
	s.agents = append(s.agents, agent.New(s.nextID, name, col, s.newNPCEnds(was.Query()), &s.shared))
	s.selectAgent(len(s.agents)-1, was)
	o := s.options()
	s.push(edit{before: o, after: o}, before)
}

func (in RemoveNPC) apply(s *Scene) {
	if in.Index < 0 || in.Index >= len(s.agents) {
		return
	}
	if len(s.agents) == 1 {
		s.warn("A level keeps at least one NPC.")
		return
	}
	s.finishGesture()
	before := s.rosterNow()
	was, sel := s.sa(), s.sel
	switch {
	case in.Index < sel:
		sel-- // the selected one moved up a place: keep it selected
	case in.Index == sel:
		sel = min(sel, len(s.agents)-2)
	}
	s.agents = slices.Delete(s.agents, in.Index, in.Index+1)
	s.selectAgent(sel, was)
	s.prunePool()
	o := s.options()
	s.push(edit{before: o, after: o}, before)
}

func (in RenameNPC) apply(s *Scene) {
	name := npcName(in.Name)
	if in.Index < 0 || in.Index >= len(s.agents) || name == "" || name == s.agents[in.Index].Name() {
		return
	}
	s.rosterEdit(func() {
		s.agents[in.Index].SetName(name)
		s.ver.NPCs++
	})
}

// npcName is name trimmed and cut to levels.MaxNPCNameLen characters: a
// longer one would be refused when the level is saved, and laid out in the
// panel and on the map every frame.
func npcName(name string) string {
	name = strings.TrimSpace(name)
	n := 0
	for i := range name {
		if n == levels.MaxNPCNameLen {
			return strings.TrimSpace(name[:i])
		}
		n++
	}
	return name
}

// rosterEdit makes change, which touches only the NPC list (not the grid or
// the options), one undo step.
func (s *Scene) rosterEdit(change func()) {
	s.finishGesture()
	before := s.rosterNow()
	change()
	o := s.options()
	s.push(edit{before: o, after: o}, before)
}

// npcAt is the other NPC whose start (goal false) or goal has its pivot
// at cell c (exact) or its footprint over it; -1 when none.
func (s *Scene) npcAt(c pathing.Point, exact bool) (i int, goal bool) {
	for j, a := range s.agents {
		if j == s.sel {
			continue
		}
		q := a.Query()
		for _, m := range []struct {
			p    pathing.Point
			goal bool
		}{{q.Start, false}, {q.Goal, true}} {
			if m.p == c || (!exact && q.Agent.Cover(m.p).Contains(c)) {
				return j, m.goal
			}
		}
	}
	return -1, false
}

// moveEnd sets NPC i's start (goal false) or goal to c.
func (s *Scene) moveEnd(i int, goal bool, c pathing.Point) {
	q := s.agents[i].Query()
	p := &q.Start
	if goal {
		p = &q.Goal
	}
	if *p == c {
		return
	}
	*p = c
	s.agents[i].SetQuery(q)
	if i != s.sel {
		s.ver.NPCs++
	}
}
