package levels

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"swath/pathing"
)

// The .swath format, version 1. A text file meant to be read and diffed:
//
//	swath 1
//	title: Demo
//	description: A route of 19 nodes smooths to 5.
//	size: 32x20
//	agent: 3x3
//	start: 2,17
//	goal: 29,2
//	search: aware
//	sampling: exact
//	farthest: binary
//	algorithm: jps
//	grid:
//	................................
//	.....######.....................
//	…
//
// The first line is "swath 1". Then "key: value" header lines in any order
// (blank lines and lines starting with '#' are skipped), then the line
// "grid:" and exactly height rows of width cells, '.' free and '#' obstacle.
// Only blank lines may follow the grid.
//
// Keys and defaults when a key is missing:
//
//	size       WxH, each 1..8192             required
//	title      text                          ""
//	description text (one line)              ""
//	agent      LxW, each 1..16               1x1
//	start      x,y on the map                first free cell in reading order
//	goal       x,y on the map                last free cell in reading order
//	search     aware | point                 aware
//	sampling   exact | paper                 exact
//	farthest   binary | linear               binary
//	algorithm  astar | jps                   astar
//	keysteps   step numbers, e.g. 90 107      none (the timeline's steps K jumps to)
//	vs         KEY=VALUE[,KEY=VALUE…]        none (version 2; repeatable, up to 3)
//
// A text value that has leading or trailing spaces, control characters or
// invalid UTF-8, or that starts with '"', is written as a Go quoted string
// ("…" with backslash escapes), so every title round-trips exactly.
// Swath writes every key, in the order above, except algorithm when it is
// astar: files saved before the key existed stay as Swath writes them.
//
// Version 2 adds NPCs: one line per NPC, in order,
//
//	npc: agent=3x3 start=2,17 goal=29,2 colour=#998800 name=ogre
//
// (agent defaults to 1x1; colour and name to the NPC's number's, see
// DefaultNPCColour and DefaultNPCName; the name is the rest of the line,
// quoted as a title is). A version-2 file with npc lines has no agent,
// start or goal keys; one without them is read as version 1. Swath writes
// version 1 when the level has one NPC with the default name and colour
// (what a version-1 file holds, so such files stay readable by older
// Swaths and unchanged by a save), version 2 otherwise.
//
// Version 2 also adds the split view's variants: one "vs:" line per pane
// besides the level's own, up to MaxVariants, each the settings that pane
// changes, as --vs takes them (e.g. "vs: farthest=linear"; CheckVariant).
// A level with vs lines is written as version 2, its one default NPC still
// in the agent, start and goal keys.
const swathVersion = 2

const swathMagic = "swath "

// ParseSwath reads a .swath level. file names the input in error messages.
func ParseSwath(file string, data []byte) (*Level, error) {
	sc := newLineScanner(data)
	first, _ := sc.next()
	if !strings.HasPrefix(first.text, swathMagic) {
		got := `, got ""`
		if first.text != "" {
			got = "; this is not a .swath level" // what it is instead is not shown
		}
		return nil, errAt(file, 1, 1, "want the first line \"swath 1\" or \"swath %d\"%s", swathVersion, got)
	}
	type pos struct{ line, col int }
	version := strings.TrimSpace(first.text[len(swathMagic):])
	if version != "1" && version != strconv.Itoa(swathVersion) {
		return nil, errAt(file, 1, len(swathMagic)+1, "format version %s is not supported (this Swath reads versions 1 and %d)", quoteText(version), swathVersion)
	}
	var npcs []NPC
	var npcAt, endsAt pos
	var npcLines []int

	lv := &Level{Agent: pathing.Footprint{L: 1, W: 1}}
	seen := map[string]bool{}
	var startAt, goalAt pos
	w, h := -1, -1
	var gridLine int
	for {
		ln, ok := sc.next()
		if !ok {
			return nil, errAt(file, sc.end(), 0, "missing the \"grid:\" line before the map rows")
		}
		if ln.text == "" || strings.HasPrefix(ln.text, "#") {
			continue
		}
		colon := strings.IndexByte(ln.text, ':')
		if colon < 0 {
			return nil, errAt(file, ln.n, 1, "want a \"key: value\" line or \"grid:\", got a line with no colon")
		}
		key := ln.text[:colon]
		raw := ln.text[colon+1:]
		vcol := colon + 2 + (len(raw) - len(strings.TrimLeft(raw, " \t")))
		val := strings.Trim(raw, " \t")
		if seen[key] && key != "npc" && key != "vs" {
			return nil, errAt(file, ln.n, 1, "%s given twice", quoteText(key))
		}
		seen[key] = true
		bad := func(format string, args ...any) error {
			return errAt(file, ln.n, vcol, "%s: %s", key, fmt.Sprintf(format, args...))
		}
		if key == "grid" {
			if val != "" {
				return nil, bad("want nothing after \"grid:\"; the rows start on the next line")
			}
			gridLine = ln.n
			break
		}
		switch key {
		case "title", "description":
			s, err := parseText(val)
			if err != nil {
				return nil, bad("%v", err)
			}
			limit, what := MaxTitleLen, "a title"
			if key == "description" {
				limit, what = MaxDescriptionLen, "a description"
			}
			if err := textTooLong(what, s, limit); err != nil {
				return nil, bad("%v", err)
			}
			if key == "title" {
				lv.Title = s
			} else {
				lv.Description = s
			}
		case "size":
			ws, hs, ok := strings.Cut(val, "x")
			if !ok {
				return nil, bad("want WxH, e.g. 32x24, got %s", quoteText(val))
			}
			var err error
			if w, err = parseSide(file, ln.n, field{vcol, ws}, "width", 1); err != nil {
				return nil, err
			}
			if h, err = parseSide(file, ln.n, field{vcol + len(ws) + 1, hs}, "height", 1); err != nil {
				return nil, err
			}
		case "agent":
			f, err := ParseAgent(val)
			if err != nil {
				return nil, bad("want LxW with sides 1..%d, e.g. 3x2, got %s", MaxAgentSide, quoteText(val))
			}
			lv.Agent = f
			endsAt = pos{ln.n, 1}
		case "start", "goal":
			p, err := parsePoint(val)
			if err != nil {
				return nil, bad("%v", err)
			}
			endsAt = pos{ln.n, 1}
			if key == "start" {
				lv.Start, startAt = p, pos{ln.n, vcol}
			} else {
				lv.Goal, goalAt = p, pos{ln.n, vcol}
			}
		case "search", "sampling", "farthest", "algorithm":
			if err := lv.Options.Set(key, val); err != nil {
				return nil, bad("want %s, got %s", strings.Join(pathing.OptionWords(key), " or "), quoteText(val))
			}
		case "npc":
			if version == "1" {
				return nil, errAt(file, ln.n, 1, "npc lines need \"swath 2\" on the first line (this file says version 1)")
			}
			if len(npcs) == MaxNPCs {
				return nil, bad("more than %d NPCs", MaxNPCs)
			}
			n, err := parseNPC(file, ln.n, vcol, val, len(npcs))
			if err != nil {
				return nil, err
			}
			if len(npcs) == 0 {
				npcAt = pos{ln.n, vcol}
			}
			npcs = append(npcs, n)
			npcLines = append(npcLines, ln.n)
		case "vs":
			if version == "1" {
				return nil, errAt(file, ln.n, 1, "vs lines need \"swath 2\" on the first line (this file says version 1)")
			}
			if len(lv.Vs) == MaxVariants {
				return nil, bad("more than %d vs lines (%d panes side by side)", MaxVariants, MaxVariants+1)
			}
			if err := CheckVariant(val); err != nil {
				return nil, bad("%v", err)
			}
			lv.Vs = append(lv.Vs, val)
		case "keysteps":
			ks, err := parseKeySteps(val)
			if err != nil {
				return nil, bad("%v", err)
			}
			lv.KeySteps = ks
		default:
			return nil, errAt(file, ln.n, 1, "unknown key %s (want title, description, size, agent, start, goal, npc, search, sampling, farthest, algorithm, keysteps, vs or grid)", quoteText(key))
		}
	}
	if w < 0 {
		return nil, errAt(file, gridLine, 1, "the header has no \"size: WxH\" line")
	}
	if err := roomToRead(file, w, h, mapReadBytesPerCell, 0); err != nil {
		return nil, err
	}
	g, err := readRows(sc, file, w, h, swathCell, swathRows, nil)
	if err != nil {
		return nil, err
	}
	lv.Grid = g
	if len(npcs) > 0 {
		if endsAt.line > 0 {
			return nil, errAt(file, endsAt.line, endsAt.col, "agent, start and goal are given on the npc lines of a level that has them (line %d)", npcAt.line)
		}
		for i, n := range npcs {
			if !g.In(n.Start) || !g.In(n.Goal) {
				return nil, errAt(file, npcLines[i], 0, "npc %s: start %v or goal %v is off the %dx%d map", quoteText(n.Name), n.Start, n.Goal, w, h)
			}
		}
		lv.SetNPCs(npcs)
		return lv, nil
	}
	ds, dg := DefaultEnds(g)
	if seen["start"] && !g.In(lv.Start) {
		return nil, errAt(file, startAt.line, startAt.col, "start: %v is off the %dx%d map", lv.Start, w, h)
	} else if !seen["start"] {
		lv.Start = ds
	}
	if seen["goal"] && !g.In(lv.Goal) {
		return nil, errAt(file, goalAt.line, goalAt.col, "goal: %v is off the %dx%d map", lv.Goal, w, h)
	} else if !seen["goal"] {
		lv.Goal = dg
	}
	return lv, nil
}

// parsePoint reads "x,y" (spaces around the numbers allowed).
func parsePoint(s string) (pathing.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(strings.TrimSpace(xs))
	y, err2 := strconv.Atoi(strings.TrimSpace(ys))
	if !ok || err1 != nil || err2 != nil {
		return pathing.Point{}, fmt.Errorf("want x,y with whole numbers, e.g. 3,7, got %s", quoteText(s))
	}
	return pathing.Pt(x, y), nil
}

// plainText reports whether s can be written without quotes.
func plainText(s string) bool {
	if s != strings.Trim(s, " \t") || strings.HasPrefix(s, `"`) || !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// parseText reads a header text value, unquoting it when it starts with '"'.
func parseText(v string) (string, error) {
	if !strings.HasPrefix(v, `"`) {
		return v, nil
	}
	s, err := strconv.Unquote(v)
	if err != nil {
		return "", fmt.Errorf("bad quoted text %s (want a Go-style \"…\" string)", quoteText(v))
	}
	return s, nil
}

func formatText(s string) string {
	if plainText(s) {
		return s
	}
	return strconv.Quote(s)
}

// WriteSwath writes lv in the .swath format. It fails, writing nothing, when
// lv does not pass Validate.
func WriteSwath(w io.Writer, lv *Level) error {
	if err := lv.Validate(); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	g := lv.Grid
	v1 := lv.singleDefaultNPC() // the NPC in the header, not on npc lines
	version := 1
	if !v1 || len(lv.Vs) > 0 {
		version = swathVersion
	}
	fmt.Fprintf(bw, "swath %d\n", version)
	for _, kv := range [][2]string{
		{"title", formatText(lv.Title)},
		{"description", formatText(lv.Description)},
		{"size", fmt.Sprintf("%dx%d", g.Width(), g.Height())},
		{"agent", lv.Agent.String()},
		{"start", fmt.Sprintf("%d,%d", lv.Start.X, lv.Start.Y)},
		{"goal", fmt.Sprintf("%d,%d", lv.Goal.X, lv.Goal.Y)},
		{"search", lv.Search.String()},
		{"sampling", lv.Sampling.String()},
		{"farthest", lv.Strategy.String()},
		{"algorithm", lv.Algorithm.String()},
	} {
		if kv[0] == "algorithm" && lv.Algorithm == pathing.AStar {
			continue
		}
		if !v1 && (kv[0] == "agent" || kv[0] == "start" || kv[0] == "goal") {
			continue // on the npc lines
		}
		if kv[1] == "" {
			fmt.Fprintf(bw, "%s:\n", kv[0])
		} else {
			fmt.Fprintf(bw, "%s: %s\n", kv[0], kv[1])
		}
	}
	if !v1 {
		for _, n := range lv.NPCList() {
			fmt.Fprintf(bw, "npc: %s\n", formatNPC(n))
		}
	}
	if len(lv.KeySteps) > 0 {
		fmt.Fprintf(bw, "keysteps: %s\n", formatKeySteps(lv.KeySteps))
	}
	for _, v := range lv.Vs {
		fmt.Fprintf(bw, "vs: %s\n", v)
	}
	bw.WriteString("grid:\n")
	bw.WriteString(g.String())
	return bw.Flush()
}

// swathRows are the .swath grid's words in readRows' errors.
var swathRows = rowWords{
	short: "the grid has %d rows, size says %d",
	width: "grid row %d has %d cells, size says width %d",
	cell:  "unexpected %s in the grid (want '.' free or '#' obstacle)",
	extra: "text after the last grid row (size says height %d)",
}

// swathCell reads a .swath grid cell: '.' free, '#' obstacle.
func swathCell(c byte) (blocked, ok bool) { return c == '#', c == '.' || c == '#' }
