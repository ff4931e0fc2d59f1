package crowd

import (
	"fmt"
	"strings"
	"testing"

	"swath/pathing"
)

// asciiCrowd is a crowd drawn on its map: '#' walls, an upper-case letter
// an NPC's start pivot, the same letter in lower case its goal pivot;
// sizes gives each NPC's footprint by its letter (1x1 when not given).
type asciiCrowd struct {
	name  string
	rows  []string
	sizes map[byte]pathing.Footprint
	// goalAt gives an NPC, by letter, the start of another as its goal
	// (one cell cannot show both letters)
	goalAt map[byte]byte
	// check, when not nil, says what else is wrong with a plan
	check func(p Problem, plan *Plan) error
}

// problem reads the drawing: the NPCs in the order of their letters.
func (c asciiCrowd) problem() Problem {
	free := make([]string, len(c.rows))
	for y, r := range c.rows {
		free[y] = strings.Map(func(ch rune) rune {
			if ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z' {
				return '.' // ParseGrid would read some letters as walls
			}
			return ch
		}, r)
	}
	g := pathing.ParseGrid(free...)
	starts, goals := map[byte]pathing.Point{}, map[byte]pathing.Point{}
	for y, r := range c.rows {
		for x := 0; x < len(r); x++ {
			switch ch := r[x]; {
			case ch >= 'A' && ch <= 'Z':
				starts[ch] = pathing.Pt(x, y)
			case ch >= 'a' && ch <= 'z':
				goals[ch-'a'+'A'] = pathing.Pt(x, y)
			}
		}
	}
	var p Problem
	p.Grid = g
	for ch := byte('A'); ch <= 'Z'; ch++ {
		s, ok := starts[ch]
		if !ok {
			continue
		}
		f, ok := c.sizes[ch]
		if !ok {
			f = one
		}
		gl, ok := goals[ch]
		if other, swap := c.goalAt[ch]; swap {
			gl, ok = starts[other], true
		}
		if !ok {
			gl = s
		}
		p.NPCs = append(p.NPCs, NPC{Name: string(ch), Agent: f, Start: s, Goal: gl})
	}
	return p
}

// drawTick draws the crowd at tick t: each NPC's body in its letter.
func drawTick(p Problem, plan *Plan, t int) string {
	g := p.Grid
	rows := make([][]byte, g.Height())
	for y := range rows {
		rows[y] = []byte(strings.Repeat(".", g.Width()))
		for x := range rows[y] {
			if g.Blocked(x, y) {
				rows[y][x] = '#'
			}
		}
	}
	for i, n := range p.NPCs {
		r := n.Agent.Norm().Cover(plan.At(i, t))
		for y := max(r.MinY, 0); y <= min(r.MaxY, g.Height()-1); y++ {
			for x := max(r.MinX, 0); x <= min(r.MaxX, g.Width()-1); x++ {
				rows[y][x] = n.Name[len(n.Name)-1] | 0x20
			}
		}
	}
	var b strings.Builder
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.String()
}

// drawPlan draws every tick of the plan, for a failure's message.
func drawPlan(p Problem, plan *Plan) string {
	var b strings.Builder
	for t := 0; t <= plan.Makespan; t++ {
		fmt.Fprintf(&b, "tick %d:\n%s", t, drawTick(p, plan, t))
	}
	return b.String()
}

var craftedCrowds = []asciiCrowd{
	{
		name: "two 3x3 carts swap ends in a corridor 3 wide with one side pocket",
		rows: []string{
			"#################",
			"#...............#",
			"#.A...........B.#",
			"#...............#",
			"#######...#######",
			"#######...#######",
			"#######...#######",
			"#################",
		},
		sizes:  map[byte]pathing.Footprint{'A': three, 'B': three},
		goalAt: map[byte]byte{'A': 'B', 'B': 'A'},
		check: func(p Problem, plan *Plan) error {
			// one cart waits in the pocket (its body wholly below the
			// corridor) while the other passes
			for i := range p.NPCs {
				for t := 0; t <= plan.Makespan; t++ {
					if r := p.NPCs[i].Agent.Cover(plan.At(i, t)); r.MinY >= 4 && plan.At(i, t) == plan.At(i, t+1) {
						return nil
					}
				}
			}
			return fmt.Errorf("no cart waits in the pocket")
		},
	},
	{
		name: "small and large NPCs cross a door 2 wide both ways",
		rows: []string{
			"##############",
			"#.....#......#",
			"#.A.C.#..B.c.#",
			"#.....#......#",
			"#..........e.#",
			"#...E........#",
			"#.b...#..a...#",
			"#...d.#....D.#",
			"#f....#.F....#",
			"##############",
		},
		sizes: map[byte]pathing.Footprint{'A': two, 'B': two},
	},
	{
		name: "a 3x3 sweeps through a column of 1x1s that must step aside",
		rows: []string{
			"###########",
			"#.........#",
			"#.........#",
			"#.A..C..a.#",
			"#....D....#",
			"#....E....#",
			"###########",
		},
		sizes: map[byte]pathing.Footprint{'A': three},
	},
}

func TestCraftedCrowds(t *testing.T) {
	for _, c := range craftedCrowds {
		for _, m := range []Method{Auto, LaCAM} {
			t.Run(c.name+"/"+m.String(), func(t *testing.T) {
				p := c.problem()
				pl := Planner{Method: m}
				plan, err := pl.Plan(p)
				if err != nil {
					t.Fatal(err)
				}
				if err := checkPlan(p.Grid, p.NPCs, plan); err != nil {
					t.Fatalf("%v\n%s", err, drawPlan(p, plan))
				}
				if !plan.Done() {
					var why []string
					for i, r := range plan.Routes {
						if !r.Arrived {
							why = append(why, p.NPCs[i].Name+": "+r.Why)
						}
					}
					t.Fatalf("%d of %d NPCs arrived (%s)\n%s", plan.Arrived, len(p.NPCs), strings.Join(why, "; "), drawPlan(p, plan))
				}
				if c.check != nil {
					if err := c.check(p, plan); err != nil {
						t.Errorf("%v\n%s", err, drawPlan(p, plan))
					}
				}
				st := plan.Stats
				t.Logf("%v: makespan %d, sum of costs %.2f, handover %d, %d configurations, %d PIBT calls, %d WHCA* expansions", st.Method, plan.Makespan, plan.SumOfCosts, st.Handover, st.Configs, st.Calls, st.Expanded)
				if testing.Verbose() && m == Auto {
					t.Logf("\n%s", drawPlan(p, plan))
				}
			})
		}
	}
}
