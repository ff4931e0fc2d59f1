package levels

import (
	"fmt"
	"slices"
	"strings"

	"swath/pathing"
)

// Level is everything a person sets on a map: the obstacles, the agent, the
// query and the options, with a title and a one-line description.
type Level struct {
	Title       string
	Description string
	Grid        *pathing.Grid
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	pathing.Options
	// KeySteps are the steps of the timeline the level teaches with, as
	// the timeline band numbers them (1 is the first): the step-through
	// view jumps to them with K. Empty for most levels.
	KeySteps []int
	// Vs are the settings the level's split view compares with its own,
	// one pane each, "KEY=VALUE[,KEY=VALUE…]" as --vs takes them (variants.go);
	// a level that names some opens in the split view. Empty for most.
	Vs []string
	// NPCs, when set, are every NPC of the level in order; the first one's
	// footprint and ends are Agent, Start and Goal (NPCList, SetNPCs).
	// Empty: the level has one NPC, Agent from Start to Goal.
	NPCs []NPC
	// Terrain, for a level read from a Moving AI .map, is the file's
	// terrain letters and layout, so that saving it as a .map again keeps
	// them (WriteMapTerrain); nil otherwise. Painting the grid leaves it
	// valid: it is never changed, and the writer uses a letter only where
	// the cell's state is still the letter's. Equal ignores it.
	Terrain *Terrain
}

// Query returns the planning request the level describes.
func (lv *Level) Query() pathing.Query {
	return pathing.Query{Start: lv.Start, Goal: lv.Goal, Agent: lv.Agent.Norm(), Options: lv.Options}
}

// Clone returns a deep copy.
func (lv *Level) Clone() *Level {
	c := *lv
	c.KeySteps = slices.Clone(lv.KeySteps)
	c.Vs = slices.Clone(lv.Vs)
	c.NPCs = slices.Clone(lv.NPCs)
	if lv.Grid != nil {
		c.Grid = lv.Grid.Clone()
	}
	return &c
}

// Equal reports whether lv and o hold the same level. A zero agent equals 1×1.
func (lv *Level) Equal(o *Level) bool {
	if lv == nil || o == nil {
		return lv == o
	}
	if (lv.Grid == nil) != (o.Grid == nil) || (lv.Grid != nil && !lv.Grid.Equal(o.Grid)) {
		return false
	}
	return lv.Title == o.Title && lv.Description == o.Description &&
		lv.Agent.Norm() == o.Agent.Norm() && lv.Start == o.Start && lv.Goal == o.Goal &&
		lv.Options == o.Options && slices.Equal(lv.KeySteps, o.KeySteps) && slices.Equal(lv.Vs, o.Vs) &&
		slices.Equal(lv.NPCList(), o.NPCList())
}

// Validate reports why lv cannot be saved, or nil. Start and goal must lie on
// the map (they may sit on obstacles: a level being edited is still saved).
func (lv *Level) Validate() error {
	if lv == nil || lv.Grid == nil {
		return fmt.Errorf("the level has no map")
	}
	w, h := lv.Grid.Width(), lv.Grid.Height()
	if w > MaxSide || h > MaxSide {
		return fmt.Errorf("the %dx%d map is larger than the %d limit", w, h, MaxSide)
	}
	a := lv.Agent.Norm()
	if a.L > MaxAgentSide || a.W > MaxAgentSide {
		return fmt.Errorf("agent %v: each side must be 1..%d", a, MaxAgentSide)
	}
	if !lv.Grid.In(lv.Start) {
		return fmt.Errorf("start %v is off the %dx%d map", lv.Start, w, h)
	}
	if !lv.Grid.In(lv.Goal) {
		return fmt.Errorf("goal %v is off the %dx%d map", lv.Goal, w, h)
	}
	if err := lv.validateNPCs(); err != nil {
		return err
	}
	if err := lv.validateTexts(); err != nil {
		return err
	}
	for _, s := range []fmt.Stringer{lv.Search, lv.Sampling, lv.Strategy, lv.Algorithm} {
		if strings.Contains(s.String(), "(") {
			return fmt.Errorf("option %v is not known", s)
		}
	}
	if len(lv.Vs) > MaxVariants {
		return fmt.Errorf("%d split-view variants: at most %d", len(lv.Vs), MaxVariants)
	}
	for _, v := range lv.Vs {
		if err := CheckVariant(v); err != nil || strings.ContainsAny(v, "\r\n") || v != strings.TrimSpace(v) {
			return fmt.Errorf("split-view variant %s: %v", quoteText(v), err)
		}
	}
	return nil
}

// ValidateNewSize checks the size of a map a person creates or resizes to:
// each side MinNewSide..MaxSide.
func ValidateNewSize(w, h int) error {
	if w < MinNewSide || w > MaxSide || h < MinNewSide || h > MaxSide {
		return fmt.Errorf("map size %dx%d: each side must be %d..%d", w, h, MinNewSide, MaxSide)
	}
	return nil
}

// DefaultEnds returns the start and goal used when a file names none: the
// first free cell in reading order and the last one. On a map with no free
// cell they are the top-left and bottom-right corners.
func DefaultEnds(g *pathing.Grid) (start, goal pathing.Point) {
	w, h := g.Width(), g.Height()
	start, goal = pathing.Pt(0, 0), pathing.Pt(w-1, h-1)
	found := false
	for i := 0; i < w*h && !found; i++ {
		if !g.Blocked(i%w, i/w) {
			start, found = pathing.Pt(i%w, i/w), true
		}
	}
	for i := w*h - 1; i >= 0 && found; i-- {
		if !g.Blocked(i%w, i/w) {
			return start, pathing.Pt(i%w, i/w)
		}
	}
	return start, goal
}

// levelFromGrid wraps an imported map as a level with the defaults.
func levelFromGrid(title string, g *pathing.Grid) *Level {
	lv := &Level{Title: shortTitle(title), Grid: g}
	lv.Agent = pathing.Footprint{L: 1, W: 1}
	lv.Start, lv.Goal = DefaultEnds(g)
	return lv
}
