package app

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"swath/crowd"
	"swath/scene"
)

// crowdLog is a test hook: SWATH_CROWD_LOG=FILE writes, for every frame
// the app prepares in the crowd mode, the clock's time and each NPC's
// move during its tick, and for every plan shown its routes, so that an
// end-to-end test can check what each frame showed (no two bodies
// overlap at that moment: crowd.Collide on their moves) without reading
// it off the pixels. Lines:
//
//	plan P from F makespan M replanning R
//	route P I LxW x,y x,y …      (NPC I's path from tick 0)
//	frame P T R LxW x,y>x,y …    (plan P at time T; R: re-planning)
type crowdLog struct {
	w     *bufio.Writer
	f     *os.File
	plans map[*crowd.Plan]int
	last  string
}

// openCrowdLog opens the file SWATH_CROWD_LOG names; nil when it is not set.
func openCrowdLog() *crowdLog {
	path := os.Getenv("SWATH_CROWD_LOG")
	if path == "" {
		return nil
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "swath: SWATH_CROWD_LOG:", err)
		return nil
	}
	return &crowdLog{w: bufio.NewWriter(f), f: f, plans: map[*crowd.Plan]int{}}
}

// frame logs the frame prepared now, if the crowd mode is on and it shows
// something other than the last one logged.
func (l *crowdLog) frame(sc *scene.Scene) {
	if l == nil || !sc.CrowdShown() {
		return
	}
	v := sc.Crowd()
	if v.Plan == nil {
		return
	}
	id, ok := l.plans[v.Plan]
	if !ok {
		id = len(l.plans) + 1
		l.plans[v.Plan] = id
		fmt.Fprintf(l.w, "plan %d from %d makespan %d replanning %v\n", id, v.Plan.Stats.From, v.Plan.Makespan, v.Replanning)
		for i, r := range v.Plan.Routes {
			var b strings.Builder
			for _, p := range r.Path {
				fmt.Fprintf(&b, " %d,%d", p.X, p.Y)
			}
			fmt.Fprintf(l.w, "route %d %d %v%s\n", id, i, v.NPCs[i].Agent, b.String())
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "frame %d %g %v", id, v.Time, v.Replanning)
	for i, n := range v.NPCs {
		m := v.Move(i)
		fmt.Fprintf(&b, " %v %d,%d>%d,%d", n.Agent, m.From.X, m.From.Y, m.To.X, m.To.Y)
	}
	if s := b.String(); s != l.last {
		l.last = s
		l.w.WriteString(s + "\n")
		l.w.Flush()
	}
}
