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
	// JPSBranch: a diagonal run whose last cell is a jump point because a
	// straight scan from it found one (that scan is the run before).
	JPSBranch JPSStop = 3
)

func (s JPSStop) String() string {
	switch s {
	case JPSBlocked:
		return "blocked"
	case JPSForced:
		return "forced"
	case JPSGoal:
		return "goal"
	case JPSBranch:
		return "branch"
	}
	return "JPSStop?"
}

// JPSRun is one run of cells a jump passed over, kept compact for the
// animation: Len cells from From in steps of Dir. A straight run that stops
// at a jump point includes it and lists its forced neighbours; a run that
// hits an invalid cell ends before it. A diagonal run is recorded after
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

// JPSJump is one direction tried from an expanded jump point: the runs it
// scanned (Runs[RunsBegin:RunsEnd] of the trace), the successor found and
// whether the successor was opened or got a shorter cost from it.
type JPSJump struct {
	Dir                Point
	RunsBegin, RunsEnd int32
	Found              bool
	To                 Point
	Cost               float64
	Opened             bool
}

// JPSTrace records a JPS search for the animation. Expanded[i] is the i-th
// jump point expanded; its jumps are Jumps[JumpsEnd[i-1]:JumpsEnd[i]]
// (JumpsEnd[-1] taken as 0), each with its runs in Runs.
type JPSTrace struct {
	Expanded []Point
	JumpsEnd []int32
	Jumps    []JPSJump
	Runs     []JPSRun
}

// Reset empties t, keeping its buffers.
func (t *JPSTrace) Reset() {
	t.Expanded, t.JumpsEnd, t.Jumps, t.Runs = t.Expanded[:0], t.JumpsEnd[:0], t.Jumps[:0], t.Runs[:0]
}

// traceRun records a run of n cells from (x, y) along (dx, dy).
func (st *jpsState) traceRun(x, y, dx, dy, n int, stop JPSStop) {
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
	st.tr.Jumps[len(st.tr.Jumps)-1].RunsEnd = int32(len(st.tr.Runs))
}
