package levels

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"swath/pathing"
)

// NPC is one of a level's non-player characters: a unit of some size that
// walks from its start to its goal. A level designer previews every NPC's
// route at once.
type NPC struct {
	Name        string
	Agent       pathing.Footprint
	Start, Goal pathing.Point
	// Colour draws the NPC's route (opaque).
	Colour color.RGBA
}

// MaxNPCs bounds the NPCs of one level: each is planned after every edit,
// and a crowd (package crowd, swath crowd) moves them all at once; 1,000
// is a crowd of the MAPF benchmarks' densest sizes, and bounds what a
// file can make the app hold.
const MaxNPCs = 1000

// npcPalette are the colours NPCs get in turn, and the ones the panel's
// colour button cycles through. Each is far (CIEDE2000, npc_palette_test.go)
// from every colour that means something on the map: the selected route's
// cyan, the raw path's orange, ft/fb's lime, the missed cells' magenta, the
// shortest route's yellow, the other strategy's violet, the start's green,
// the goal's pink, the warning red, the obstacles' grey; and from each
// other. They stand apart on the dark map (lightness 55 or more).
var npcPalette = []color.RGBA{
	{0x6f, 0x8c, 0xff, 0xff}, // blue
	{0x99, 0x88, 0x00, 0xff}, // olive
	{0x00, 0x99, 0x88, 0xff}, // teal
	{0xaa, 0x77, 0x77, 0xff}, // dusty rose
	{0xff, 0xcc, 0xdd, 0xff}, // pale pink
	{0xbb, 0xff, 0xee, 0xff}, // mint
	{0xbb, 0xbb, 0x99, 0xff}, // khaki
	{0x22, 0x99, 0x00, 0xff}, // leaf green
}

// NPCPalette is a copy of the colours NPCs get in turn.
func NPCPalette() []color.RGBA { return slices.Clone(npcPalette) }

// NextNPCColour is the palette's colour after c; the first one when c is
// not in the palette (a colour a file gave).
func NextNPCColour(c color.RGBA) color.RGBA {
	i := slices.Index(npcPalette, c)
	return npcPalette[(i+1)%len(npcPalette)]
}

// DefaultNPCColour is the colour the i-th NPC (from 0) gets when its file
// names none.
func DefaultNPCColour(i int) color.RGBA {
	return npcPalette[(i%len(npcPalette)+len(npcPalette))%len(npcPalette)]
}

// DefaultNPCName is the name the i-th NPC (from 0) gets when its file
// names none: "npc 1", "npc 2", …
func DefaultNPCName(i int) string { return "npc " + strconv.Itoa(i+1) }

// NPCList is every NPC of the level, in order. The first one's footprint
// and ends are always the level's Agent, Start and Goal (which the
// one-agent code paths read and change); a level with no NPCs listed has
// that one NPC, with the default name and colour.
func (lv *Level) NPCList() []NPC {
	if len(lv.NPCs) == 0 {
		return []NPC{{Name: DefaultNPCName(0), Agent: lv.Agent.Norm(), Start: lv.Start, Goal: lv.Goal, Colour: DefaultNPCColour(0)}}
	}
	l := slices.Clone(lv.NPCs)
	l[0].Agent, l[0].Start, l[0].Goal = lv.Agent.Norm(), lv.Start, lv.Goal
	for i := range l {
		l[i].Agent = l[i].Agent.Norm()
	}
	return l
}

// SetNPCs makes list the level's NPCs (at least one): the first one's
// footprint and ends become Agent, Start and Goal.
func (lv *Level) SetNPCs(list []NPC) {
	if len(list) == 0 {
		lv.NPCs = nil
		return
	}
	lv.NPCs = slices.Clone(list)
	lv.Agent, lv.Start, lv.Goal = list[0].Agent, list[0].Start, list[0].Goal
}

// singleDefaultNPC reports whether the level has one NPC with the default
// name and colour: what a version-1 file holds.
func (lv *Level) singleDefaultNPC() bool {
	l := lv.NPCList()
	return len(l) == 1 && l[0].Name == DefaultNPCName(0) && l[0].Colour == DefaultNPCColour(0)
}

// NPCQuery is the planning request of NPC n with the level's options.
func (lv *Level) NPCQuery(n NPC) pathing.Query {
	return pathing.Query{Start: n.Start, Goal: n.Goal, Agent: n.Agent.Norm(), Options: lv.Options}
}

// validateNPCs reports why the level's NPCs cannot be saved, or nil.
func (lv *Level) validateNPCs() error {
	if len(lv.NPCs) > MaxNPCs {
		return fmt.Errorf("%d NPCs: at most %d", len(lv.NPCs), MaxNPCs)
	}
	for i, n := range lv.NPCList() {
		a := n.Agent
		name := n.Name
		if name == "" {
			name = DefaultNPCName(i)
		}
		if a.L > MaxAgentSide || a.W > MaxAgentSide {
			return fmt.Errorf("NPC %q: agent %v: each side must be 1..%d", name, a, MaxAgentSide)
		}
		if !lv.Grid.In(n.Start) {
			return fmt.Errorf("NPC %q: start %v is off the %dx%d map", name, n.Start, lv.Grid.Width(), lv.Grid.Height())
		}
		if !lv.Grid.In(n.Goal) {
			return fmt.Errorf("NPC %q: goal %v is off the %dx%d map", name, n.Goal, lv.Grid.Width(), lv.Grid.Height())
		}
	}
	return nil
}

// FormatColour writes c as "#rrggbb".
func FormatColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// ParseColour reads "#rrggbb" (any case).
func ParseColour(s string) (color.RGBA, error) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, fmt.Errorf("want a colour #rrggbb, e.g. #998800, got %s", quoteText(s))
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("want a colour #rrggbb, e.g. #998800, got %s", quoteText(s))
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, nil
}

// formatNPC is the value of a .swath "npc:" line: the name last, as it
// may hold spaces.
func formatNPC(n NPC) string {
	return fmt.Sprintf("agent=%v start=%d,%d goal=%d,%d colour=%s name=%s",
		n.Agent.Norm(), n.Start.X, n.Start.Y, n.Goal.X, n.Goal.Y, FormatColour(n.Colour), formatText(n.Name))
}

// parseNPC reads the value of a .swath "npc:" line that starts at column
// col of line ln: "agent=LxW start=X,Y goal=X,Y [colour=#rrggbb] [name=…]"
// in any order, the name (the rest of the line) last. i is the NPC's
// number (from 0), which gives the default name and colour.
func parseNPC(file string, ln, col int, val string, i int) (NPC, error) {
	n := NPC{Agent: pathing.Footprint{L: 1, W: 1}, Name: DefaultNPCName(i), Colour: DefaultNPCColour(i)}
	seen := map[string]bool{}
	rest, at := val, col
	for rest != "" {
		word, after, _ := strings.Cut(rest, " ")
		key, v, ok := strings.Cut(word, "=")
		bad := func(format string, args ...any) error {
			return errAt(file, ln, at, "npc: %s", fmt.Sprintf(format, args...))
		}
		if !ok {
			return NPC{}, bad("want key=value (agent, start, goal, colour, name), got %s", quoteText(word))
		}
		if seen[key] {
			return NPC{}, bad("%s given twice", quoteText(key))
		}
		seen[key] = true
		var err error
		switch key {
		case "name":
			v = strings.TrimLeft(rest[len("name="):], " ")
			if n.Name, err = parseText(v); err != nil {
				return NPC{}, bad("name: %v", err)
			}
			if err := textTooLong("an NPC name", n.Name, MaxNPCNameLen); err != nil {
				return NPC{}, bad("name: %v", err)
			}
			after = ""
		case "agent":
			if n.Agent, err = ParseAgent(v); err != nil {
				return NPC{}, bad("agent: want LxW with sides 1..%d, e.g. 3x2, got %s", MaxAgentSide, quoteText(v))
			}
		case "start", "goal":
			p, err := parsePoint(v)
			if err != nil {
				return NPC{}, bad("%s: %v", key, err)
			}
			if key == "start" {
				n.Start = p
			} else {
				n.Goal = p
			}
		case "colour", "color":
			if n.Colour, err = ParseColour(v); err != nil {
				return NPC{}, bad("colour: %v", err)
			}
		default:
			return NPC{}, bad("unknown key %s (want agent, start, goal, colour or name)", quoteText(key))
		}
		trimmed := strings.TrimLeft(after, " ")
		at += len(rest) - len(trimmed)
		rest = trimmed
	}
	for _, k := range []string{"start", "goal"} {
		if !seen[k] {
			return NPC{}, errAt(file, ln, col, "npc: no %s=X,Y (every NPC needs a start and a goal)", k)
		}
	}
	return n, nil
}
