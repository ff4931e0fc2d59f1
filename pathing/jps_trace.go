package pathing

// JPSStop says how a run of a jump ended.
type JPSStop uint8

const (
	// JPSBlocked: the next cell is not a valid placement; nothing found.
	JPSBlocked JPSStop = JPSStop(stopBlocked)
	// JPSForced: the last cell has a forced neighbour and is a jump point.
	JPSForced JPSStop = JPSStop(stopForced)
	// JPSGoal: the last cell is the goal.
	JPSGoal JPSStop = JPSStop(stopGoal)
)

func (s JPSStop) String() string {
	switch s {
	case JPSBlocked:
		return "blocked"
	case JPSForced:
		return "forced"
	case JPSGoal:
		return "goal"
	}
	return "JPSStop?"
}

// JPSRun is one run of cells a jump passed over, kept compact for the
// animation: Len cells from From in steps of Dir. A straight run that stops
// at a jump point includes it and lists its forced neighbours; a run that
// meets an invalid cell ends before it. A diagonal run is recorded after
// the straight scans made from its cells.
type JPSRun struct {
	From Point
	Dir  Point
	Len  int
	Stop JPSStop
	// Forced are the forced neighbours of the last cell (Stop JPSForced),
	// as offsets from it; NForced of them are set.
	Forced  [2]Point
	NForced int
}

// Last is the last cell of the run (From less one step when Len is 0).
func (r JPSRun) Last() Point {
	return Point{r.From.X + r.Dir.X*(r.Len-1), r.From.Y + r.Dir.Y*(r.Len-1)}
}

// JPSSuccessor is a jump point an expansion generated, with its cost
// through the expanded node, and whether that opened it or lowered its
// cost (else it already had one as low).
type JPSSuccessor struct {
	To     Point
	Cost   float64
	Opened bool
}

// JPSTrace records a JPS search for the animation. Expanded[i] is the i-th
// jump point expanded; Runs[RunsEnd[i-1]:RunsEnd[i]] are the runs its
// jumps scanned and Successors[SuccEnd[i-1]:SuccEnd[i]] what they found
// (RunsEnd[-1] and SuccEnd[-1] taken as 0).
type JPSTrace struct {
	Expanded   []Point
	RunsEnd    []int32
	Runs       []JPSRun
	SuccEnd    []int32
	Successors []JPSSuccessor
}

// Reset empties t, keeping its buffers.
func (t *JPSTrace) Reset() {
	t.Expanded, t.RunsEnd, t.Runs = t.Expanded[:0], t.RunsEnd[:0], t.Runs[:0]
	t.SuccEnd, t.Successors = t.SuccEnd[:0], t.Successors[:0]
}

// traceRun records a run of n cells from (x, y) along (dx, dy).
func (st *jpsRun) traceRun(x, y, dx, dy, n int, stop JPSStop) {
	r := JPSRun{From: Point{x, y}, Dir: Point{dx, dy}, Len: n, Stop: stop}
	if stop == JPSForced {
		// the forced neighbours of the last cell, beside the run, whose
		// cell one step back is not valid
		l := r.Last()
		i := (l.Y+1)*st.pw + l.X + 1
		back := dx + dy*st.pw
		for _, s := range [2]int{-1, 1} {
			side := s * st.pw // beside a horizontal run
			off := Point{0, s}
			if dx == 0 {
				side, off = s, Point{s, 0}
			}
			if st.ok[i+side] && !st.ok[i+side-back] {
				r.Forced[r.NForced] = off
				r.NForced++
			}
		}
	}
	st.tr.Runs = append(st.tr.Runs, r)
}
