package scene

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"swath/levels"
	"swath/pathing"
)

// A level holds several NPCs. The selected one is the scene's agent: its
// footprint, ends and plan are the scene's settings and plan, with the
// figures, layers, timeline and optimum that follow them, exactly as when
// a level had one agent. The others wait in s.npcs, each with its own
// plan and resumable planner; selecting one swaps it in (stash, unstash).

// npc is one NPC of the scene. For the selected one only id, name and
// colour are current: its footprint, ends and plan live in the scene.
type npc struct {
	id          uint64
	name        string
	colour      color.RGBA
	agent       pathing.Footprint
	start, goal pathing.Point

	plan    pathing.Plan
	planned bool
	// key is what the plan was made for; key.version is the grid version
	// up to which the plan is known to be exact (bumped without planning
	// when an edit cannot change it, see npcAffected), sceneVer the scene's
	// Versions.Grid then (GridChanges counts in those).
	key      planKey
	sceneVer uint64
	planner  *pathing.Planner
	// plans counts the plans made for this NPC (tests read it)
	plans int
	// busy is true while an NPCJob holds the planner
	busy bool
}

func (n *npc) set(op pathing.Options) settings {
	return settings{Agent: n.agent, Start: n.start, Goal: n.goal, Options: op}
}

// npcEntry is what undo keeps of one NPC.
type npcEntry struct {
	id          uint64
	name        string
	colour      color.RGBA
	agent       pathing.Footprint
	start, goal pathing.Point
}

// roster is every NPC of the level as one undo step left it. The
// selection is not part of it: undo brings back what NPCs are and where,
// and keeps the one selected when it still exists.
type roster []npcEntry

// NPCView is one NPC as render and export see it.
type NPCView struct {
	Name        string
	Colour      color.RGBA
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	// Plan is the NPC's last plan (nil before the first); Current is false
	// while it is being planned again for the level as it is now.
	Plan     *pathing.Plan
	Current  bool
	Selected bool
}

// loadNPCs makes lv's NPCs the scene's, the first selected (its footprint
// and ends are already the scene's settings).
func (s *Scene) loadNPCs(lv *Level) {
	s.npcs = s.npcs[:0]
	for _, n := range lv.NPCList() {
		s.nextNPC++
		s.npcs = append(s.npcs, &npc{id: s.nextNPC, name: n.Name, colour: n.Colour,
			agent: clampAgent(n.Agent), start: n.Start, goal: n.Goal})
	}
	s.sel = 0
	s.ver.NPCs++
}

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
	r := make(roster, len(s.npcs))
	for i, n := range s.npcs {
		r[i] = npcEntry{n.id, n.name, n.colour, n.agent, n.start, n.goal}
		if i == s.sel {
			r[i].agent, r[i].start, r[i].goal = s.set.Agent, s.set.Start, s.set.Goal
		}
	}
	return r
}

// push records e as one undo step with the NPCs before it and after it.
// A nil before means the step changed no NPC but the selected one, whose
// footprint and ends were e.before's.
func (s *Scene) push(e edit, before *roster) {
	r := s.roster()
	e.npcsAfter = &r
	if before == nil {
		b := slices.Clone(r)
		b[s.sel].agent, b[s.sel].start, b[s.sel].goal = e.before.Agent, e.before.Start, e.before.Goal
		before = &b
	}
	e.npcsBefore = before
	if slices.Equal(*before, r) {
		e.npcsBefore = e.npcsAfter
	}
	s.hist.push(e)
}

// rosterNow is a snapshot for an edit's "before".
func (s *Scene) rosterNow() *roster {
	r := s.roster()
	return &r
}

// selectedID is the selected NPC's id.
func (s *Scene) selectedID() uint64 { return s.npcs[s.sel].id }

// stash puts the scene's agent, ends and plan back into the selected NPC.
func (s *Scene) stash() {
	n := s.npcs[s.sel]
	n.agent, n.start, n.goal = s.set.Agent, s.set.Start, s.set.Goal
	n.plan, n.key, n.planned = s.plan, s.planKey, s.planned && s.planKey.version == s.grid.Version()
	n.sceneVer = s.ver.Grid
	n.planner, s.planner = s.planner, nil
	n.busy = n.planner == nil // a PlanJob holds it; InstallPlan gives it back
}

// unstash makes NPC i the selected one: its footprint, ends and plan
// become the scene's.
func (s *Scene) unstash(i int) {
	s.sel = i
	n := s.npcs[i]
	s.set.Agent, s.set.Start, s.set.Goal = n.agent, n.start, n.goal
	s.plan, s.planKey, s.planned = n.plan, n.key, n.planned
	if s.planned && !s.npcCurrent(n) {
		s.planned = false
	}
	s.planKey = n.key
	s.planner, n.planner = n.planner, nil
	if s.planner == nil {
		s.planner = newPlanner()
	}
	n.plan = pathing.Plan{}
	// the optimum was the last NPC's: none is shown until this one's is found
	s.optimal.route, s.optimal.done = nil, false
	if s.planned {
		s.compare.record(s.planKey, countOf(&s.plan))
		s.learn(&s.plan)
	} else {
		s.lesson = nil
	}
	s.ver.Plan++
	s.ver.NPCs++
}

// forgetNPCPlans drops every NPC's plan (the map was replaced).
func (s *Scene) forgetNPCPlans() {
	for _, n := range s.npcs {
		n.planned = false
	}
	s.ver.NPCs++
}

// applyRoster makes the NPCs those of r, keeping the selected one if it
// is still there (else the one at its place).
func (s *Scene) applyRoster(r *roster) {
	if r == nil || slices.Equal(*r, s.roster()) {
		return
	}
	s.stash()
	selID, selAt := s.selectedID(), s.sel
	byID := make(map[uint64]*npc, len(s.npcs))
	for _, n := range s.npcs {
		byID[n.id] = n
	}
	list := make([]*npc, 0, len(*r))
	s.sel = -1
	for i, e := range *r {
		n := byID[e.id]
		if n == nil {
			n = &npc{id: e.id}
		}
		n.name, n.colour, n.agent, n.start, n.goal = e.name, e.colour, e.agent, e.start, e.goal
		list = append(list, n)
		if e.id == selID {
			s.sel = i
		}
	}
	s.npcs = list
	if s.sel < 0 {
		s.sel = min(selAt, len(list)-1)
	}
	s.unstash(s.sel)
}

// NPCs are the level's NPCs in order; the selected one's plan is Plan.
func (s *Scene) NPCs() []NPCView {
	v := make([]NPCView, len(s.npcs))
	for i, n := range s.npcs {
		v[i] = NPCView{Name: n.name, Colour: n.colour, Agent: n.agent, Start: n.start, Goal: n.goal,
			Selected: i == s.sel}
		if i == s.sel {
			v[i].Agent, v[i].Start, v[i].Goal = s.set.Agent, s.set.Start, s.set.Goal
			v[i].Plan, v[i].Current = &s.plan, s.planned && s.planKey == s.nowKey()
			continue
		}
		if n.planned || len(n.plan.Raw) > 0 || n.plan.Err != nil {
			v[i].Plan = &n.plan
		}
		v[i].Current = s.npcExact(n)
	}
	return v
}

// npcFigures name the NPC the figures are of, when there are several.
func (s *Scene) npcFigures() []Figure {
	if len(s.npcs) < 2 {
		return nil
	}
	return []Figure{{"NPC (Tab: next)", fmt.Sprintf("%s (%d of %d)", s.npcs[s.sel].name, s.sel+1, len(s.npcs))}}
}

// SelectedNPC is the index of the selected NPC in NPCs.
func (s *Scene) SelectedNPC() int { return s.sel }

// NPCPlans are how many times each NPC was planned, in order (the
// selected one counts only its plans while it was not selected): tests
// read it to tell which routes an edit planned again.
func (s *Scene) NPCPlans() []int {
	c := make([]int, len(s.npcs))
	for i, n := range s.npcs {
		c[i] = n.plans
	}
	return c
}

// SelectNPC makes NPC Index the selected one: the panel, the figures and
// the timeline follow it. It is not an undo step.
type SelectNPC struct{ Index int }

// AddNPC adds an NPC named Name (empty: "npc N") with the selected one's
// footprint and ends, and selects it. One undo step.
type AddNPC struct{ Name string }

// RemoveNPC removes NPC Index (the last one stays). One undo step.
type RemoveNPC struct{ Index int }

// RenameNPC renames NPC Index (an empty name is refused). One undo step.
type RenameNPC struct {
	Index int
	Name  string
}

func (in SelectNPC) apply(s *Scene) {
	if in.Index < 0 || in.Index >= len(s.npcs) || in.Index == s.sel {
		return
	}
	s.finishGesture()
	s.stash()
	s.unstash(in.Index)
}

func (in AddNPC) apply(s *Scene) {
	if len(s.npcs) >= levels.MaxNPCs {
		s.warn("A level holds at most " + strconv.Itoa(levels.MaxNPCs) + " NPCs.")
		return
	}
	s.finishGesture()
	before := s.rosterNow()
	name := strings.TrimSpace(in.Name)
	used := map[string]bool{}
	colours := map[color.RGBA]bool{}
	for _, n := range s.npcs {
		used[n.name], colours[n.colour] = true, true
	}
	for k := len(s.npcs); name == ""; k++ {
		if c := levels.DefaultNPCName(k); !used[c] {
			name = c
		}
	}
	col := levels.DefaultNPCColour(len(s.npcs))
	for k := range len(levels.NPCPalette()) {
		if c := levels.DefaultNPCColour(k); !colours[c] {
			col = c
			break
		}
	}
	s.stash()
	s.nextNPC++
	cur := s.npcs[s.sel]
	s.npcs = append(s.npcs, &npc{id: s.nextNPC, name: name, colour: col, agent: cur.agent, start: cur.start, goal: cur.goal})
	s.unstash(len(s.npcs) - 1)
	s.push(edit{before: s.set, after: s.set}, before)
}

func (in RemoveNPC) apply(s *Scene) {
	if in.Index < 0 || in.Index >= len(s.npcs) {
		return
	}
	if len(s.npcs) == 1 {
		s.warn("A level keeps at least one NPC.")
		return
	}
	s.finishGesture()
	before := s.rosterNow()
	s.stash()
	sel := s.sel
	switch {
	case in.Index < sel:
		sel-- // the selected one moved up a place: keep it selected
	case in.Index == sel:
		sel = min(sel, len(s.npcs)-2)
	}
	s.npcs = slices.Delete(s.npcs, in.Index, in.Index+1)
	s.unstash(sel)
	s.push(edit{before: s.set, after: s.set}, before)
}

func (in RenameNPC) apply(s *Scene) {
	name := strings.TrimSpace(in.Name)
	if in.Index < 0 || in.Index >= len(s.npcs) || name == "" || name == s.npcs[in.Index].name {
		return
	}
	s.rosterEdit(func() {
		s.npcs[in.Index].name = name
		s.ver.NPCs++
	})
}

// rosterEdit makes change, which touches only the NPC list (not the grid or
// the options), one undo step.
func (s *Scene) rosterEdit(change func()) {
	s.finishGesture()
	before := s.rosterNow()
	change()
	s.push(edit{before: s.set, after: s.set}, before)
}

// npcAt is the other NPC whose start (goal false) or goal has its pivot
// at cell c (exact) or its footprint over it; -1 when none.
func (s *Scene) npcAt(c pathing.Point, exact bool) (i int, goal bool) {
	for j, n := range s.npcs {
		if j == s.sel {
			continue
		}
		for _, m := range []struct {
			p    pathing.Point
			goal bool
		}{{n.start, false}, {n.goal, true}} {
			if m.p == c || (!exact && n.agent.Cover(m.p).Contains(c)) {
				return j, m.goal
			}
		}
	}
	return -1, false
}

func (s *Scene) npcByID(id uint64) *npc {
	for _, n := range s.npcs {
		if n.id == id {
			return n
		}
	}
	return nil
}

// moveNPC sets another NPC's start (goal false) or goal to c.
func (s *Scene) moveNPC(i int, goal bool, c pathing.Point) {
	n := s.npcs[i]
	p := &n.start
	if goal {
		p = &n.goal
	}
	if *p != c {
		*p = c
		s.ver.NPCs++
	}
}
