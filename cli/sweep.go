package cli

import (
	"fmt"
	"io"

	"swath/cli/command"
	"swath/levels"
	"swath/pathing"
)

type sweepAgentJSON struct {
	L      int `json:"l"`
	W      int `json:"w"`
	Left   int `json:"left"`
	Right  int `json:"right"`
	Top    int `json:"top"`
	Bottom int `json:"bottom"`
}

type rectJSON struct {
	MinX int `json:"min_x"`
	MinY int `json:"min_y"`
	MaxX int `json:"max_x"`
	MaxY int `json:"max_y"`
}

type sweepJSON struct {
	Agent    sweepAgentJSON `json:"agent"`
	From     command.XY     `json:"from"`
	To       command.XY     `json:"to"`
	Sampling string         `json:"sampling"`
	Rect     rectJSON       `json:"rect"`
	Cells    []command.XY   `json:"cells"`
	Hits     []command.XY   `json:"hits"`
	// Visible is null without a map: nothing was checked
	Visible *bool `json:"visible"`
	// Lines are the edge lines the text output prints (null for a
	// straight move, whose scan set is the whole rectangle)
	Lines *sweepLinesJSON `json:"lines"`
}

// sweepLinesJSON are an oblique move's lines at abscissa x: the centre
// y = (c0 + k·2x)/d, the top edge ft = (c0 + k·2x - m)/d and the bottom
// edge fb = (c0 + k·2x + n)/d, with their text as sweep prints it.
type sweepLinesJSON struct {
	D  int    `json:"d"`
	K  int    `json:"k"`
	C0 int    `json:"c0"`
	M  int    `json:"m"`
	N  int    `json:"n"`
	FT string `json:"ft"`
	FB string `json:"fb"`
}

// maxSweepCoord bounds sweep's coordinates, with or without a map: the
// scan set of a longer move would not fit in memory, and the sweep's
// integer arithmetic (products of coordinates) must not overflow.
const maxSweepCoord = levels.MaxSide

// sweepCoordOK reports whether p lies within ±maxSweepCoord (compared
// without negating, which overflows for the most negative int).
func sweepCoordOK(p pathing.Point) bool {
	return p.X >= -maxSweepCoord && p.X <= maxSweepCoord && p.Y >= -maxSweepCoord && p.Y <= maxSweepCoord
}

func runSweep(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("sweep")
	var agent command.AgentFlag
	var from, to command.PointFlag
	sampling := command.OptionFlag("sampling")
	fs.Var(&agent, "agent", "footprint `LxW` (required)")
	fs.Var(&from, "from", "pivot `X,Y` where the move starts (required)")
	fs.Var(&to, "to", "pivot `X,Y` where the move ends (required)")
	fs.Var(&sampling, "sampling", "scan-set sampling: exact or paper")
	mapFile := fs.String("map", "", "map `FILE` or a built-in level's name; hits and visibility are relative to it")
	levelName := fs.String("level", "", levelFlagUsage)
	layer := fs.String("layer", "", layerUsage)
	asJSON := fs.Bool("json", false, "print JSON")
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	for _, m := range []struct {
		set  bool
		name string
	}{{agent.Given, "--agent LxW"}, {from.Given, "--from X,Y"}, {to.Given, "--to X,Y"}} {
		if !m.set {
			return command.Bad(stderr, "sweep", "missing %s", m.name)
		}
	}
	for _, p := range []struct {
		name string
		p    pathing.Point
	}{{"--from", from.Value}, {"--to", to.Value}} {
		if !sweepCoordOK(p.p) {
			return command.Bad(stderr, "sweep", "%s %d,%d: each coordinate must be within -%d..%d (the largest map side)", p.name, p.p.X, p.p.Y, maxSweepCoord, maxSweepCoord)
		}
	}
	name, err := pickMap(*mapFile, *levelName)
	if err != nil {
		return command.Bad(stderr, "sweep", "%v", err)
	}
	*mapFile = name
	sm, _ := pathing.ParseSampling(sampling.Value)
	sw := pathing.NewSweep(agent.Value, from.Value, to.Value, sm)
	var grid *pathing.Grid
	if *mapFile != "" {
		lv, err := loadLevelWith(*mapFile, levels.LoadOptions{Layer: *layer})
		if err != nil {
			return command.Bad(stderr, "sweep", "%v", err)
		}
		grid = lv.Grid
		for _, p := range []struct {
			name string
			p    pathing.Point
		}{{"--from", from.Value}, {"--to", to.Value}} {
			if !grid.In(p.p) {
				return command.Bad(stderr, "sweep", "%s %d,%d is off the %dx%d map %s", p.name, p.p.X, p.p.Y, grid.Width(), grid.Height(), *mapFile)
			}
		}
	}
	out := sweepJSON{
		Agent: sweepAgentJSON{agent.Value.L, agent.Value.W, agent.Value.Left(), agent.Value.Right(), agent.Value.Top(), agent.Value.Bottom()},
		From:  command.XY{from.Value.X, from.Value.Y}, To: command.XY{to.Value.X, to.Value.Y},
		Sampling: sm.String(),
		Rect:     rectJSON{sw.Rect.MinX, sw.Rect.MinY, sw.Rect.MaxX, sw.Rect.MaxY},
		Cells:    command.ToXY(sw.Cells()),
		Hits:     []command.XY{},
	}
	if grid != nil {
		out.Hits = command.ToXY(sw.Hits(grid))
		vis := len(out.Hits) == 0
		out.Visible = &vis
	}
	ft := fmt.Sprintf("y = (%d + %d*2x - %d)/%d", sw.C0, sw.K, sw.M, sw.D)
	fb := fmt.Sprintf("y = (%d + %d*2x + %d)/%d", sw.C0, sw.K, sw.N, sw.D)
	if sw.Oblique {
		out.Lines = &sweepLinesJSON{D: sw.D, K: sw.K, C0: sw.C0, M: sw.M, N: sw.N, FT: ft, FB: fb}
	}
	if *asJSON {
		if err := command.WriteJSON(stdout, out); err != nil {
			return command.Bad(stderr, "sweep", "writing output: %v", err)
		}
		return ExitOK
	}
	fmt.Fprintf(stdout, "agent %v (pivot: %d left, %d right, %d above, %d below), %s sampling\n",
		agent.Value, agent.Value.Left(), agent.Value.Right(), agent.Value.Top(), agent.Value.Bottom(), sm)
	fmt.Fprintf(stdout, "move %v -> %v: rectangle x %d..%d, y %d..%d\n", from.Value, to.Value, sw.Rect.MinX, sw.Rect.MaxX, sw.Rect.MinY, sw.Rect.MaxY)
	if sw.Oblique {
		fmt.Fprintf(stdout, "edge lines (2|dx| = %d): ft: %s, fb: %s\n", sw.D, ft, fb)
	} else {
		fmt.Fprintln(stdout, "straight move: the scan set is the whole rectangle")
	}
	fmt.Fprintf(stdout, "scan set: %d cells\n", len(out.Cells))
	for x := sw.Rect.MinX; x <= sw.Rect.MaxX; x++ {
		if y0, y1, ok := sw.Column(x); ok {
			fmt.Fprintf(stdout, "  column %d: rows %d..%d\n", x, y0, y1)
		}
	}
	switch {
	case grid == nil:
		fmt.Fprintln(stdout, "no map given: no hits checked")
	case *out.Visible:
		fmt.Fprintf(stdout, "visible: no obstacle in the scan set on %s\n", *mapFile)
	default:
		fmt.Fprintf(stdout, "not visible: %d obstacle cells hit: %v\n", len(out.Hits), sw.Hits(grid))
	}
	return ExitOK
}
