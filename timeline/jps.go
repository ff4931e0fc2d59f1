package timeline

import (
	"fmt"
	"unsafe"

	"swath/pathing"
)

// jpsSearch is a JPS timeline's search phase beside the per-expansion
// arrays it shares with A* (expanded, gExp, openCount, opened…, which hold
// jump points there): the runs each expansion's jumps scanned and the
// successors they found, kept as the trace recorded them so a step shows
// JPS as it really ran.
type jpsSearch struct {
	runsEnd []int32 // runs[runsEnd[k-1]:runsEnd[k]]: the runs expansion k scanned
	runs    []jpsRunRec
	succEnd []int32 // succs[succEnd[k-1]:succEnd[k]]: what they found
	succs   []pathing.JPSSuccessor
	// scannedAt is, per cell, the first expansion whose runs passed over
	// it, or NotReached; scannedSum[k] the cells scanned up to expansion k.
	scannedAt  []int32
	scannedSum []int64
}

// jpsRunRec is a pathing.JPSRun in 16 bytes instead of 88: a search on a
// big map scans hundreds of thousands of runs.
type jpsRunRec struct {
	x, y    int16 // From, which is off the map for a run of no cells at its edge
	len     int32
	dx, dy  int8
	stop    pathing.JPSStop
	nForced uint8
	forced  [4]int8 // x, y of up to two forced neighbours
}

func (tl *Timeline) packRun(r pathing.JPSRun) jpsRunRec {
	return jpsRunRec{x: int16(r.From.X), y: int16(r.From.Y), len: int32(r.Len), dx: int8(r.Dir.X), dy: int8(r.Dir.Y), stop: r.Stop,
		nForced: uint8(r.NForced), forced: [4]int8{int8(r.Forced[0].X), int8(r.Forced[0].Y), int8(r.Forced[1].X), int8(r.Forced[1].Y)}}
}

func (tl *Timeline) unpackRun(r jpsRunRec) pathing.JPSRun {
	out := pathing.JPSRun{From: pathing.Point{X: int(r.x), Y: int(r.y)}, Dir: pathing.Point{X: int(r.dx), Y: int(r.dy)}, Len: int(r.len), Stop: r.stop, NForced: int(r.nForced)}
	for i := range out.NForced {
		out.Forced[i] = pathing.Point{X: int(r.forced[2*i]), Y: int(r.forced[2*i+1])}
	}
	return out
}

// SearchFigures are one algorithm's search on a timeline's query: the
// nodes it expanded (jump points for JPS) and, for JPS, the cells its
// jumps passed over.
type SearchFigures struct {
	Algorithm pathing.Algorithm
	Found     bool
	Expanded  int
	Scanned   int
}

// Algorithm is the search the timeline steps.
func (tl *Timeline) Algorithm() pathing.Algorithm { return tl.query.Algorithm }

// Searches are the search figures of both algorithms on the timeline's
// query, A* first: the traced plan's and those of the other algorithm,
// searched once more when the timeline was built.
func (tl *Timeline) Searches() [2]SearchFigures {
	mine := SearchFigures{tl.query.Algorithm, len(tl.plan.Raw) > 0, tl.plan.Expanded, tl.plan.Scanned}
	if tl.query.Algorithm == pathing.JPS {
		return [2]SearchFigures{tl.other, mine}
	}
	return [2]SearchFigures{mine, tl.other}
}

// ScannedAt is, per cell y*width+x, the JPS expansion whose jumps first
// passed over the cell, or NotReached; nil for an A* timeline. A cell is
// drawn as scanned at search step s when ScannedAt <= s. Read only.
func (tl *Timeline) ScannedAt() []int32 {
	if tl.jps == nil {
		return nil
	}
	return tl.jps.scannedAt
}

// searchOther searches q with the algorithm the timeline does not step,
// untraced, for the figures that compare the two.
func (b *Builder) searchOther(tl *Timeline) SearchFigures {
	q := tl.query
	other := q.Algorithm.Next()
	var sr pathing.SearchResult
	jps, astar := &b.Planner.JPS, &b.Planner.Searcher
	if b.Lean { // searchers of its own, let go at once
		jps, astar = new(pathing.JPSearcher), new(pathing.Searcher)
		jps.Stop, astar.Stop = b.Stop, b.Stop
	}
	if other == pathing.JPS {
		sr = jps.Search(tl.grid, q.Agent, q.Search, q.Start, q.Goal, nil)
	} else {
		sr = astar.Search(tl.grid, q.Agent, q.Search, q.Start, q.Goal, nil)
	}
	return SearchFigures{other, sr.Failure == pathing.NoFailure, sr.Expanded, sr.Scanned}
}

// buildJPS turns a JPS trace into the search phase: one step per jump
// point expanded. The jump points it opens go into the shared arrays as
// A*'s opened cells do (the start first, opened before the first
// expansion), so open, closed and expanding read the same for both.
func (tl *Timeline) buildJPS(tr *pathing.JPSTrace) {
	n := len(tr.Expanded)
	tl.nExp = n
	cells := tl.w * tl.h
	tl.openedAt = make([]int32, cells)
	tl.closedAt = make([]int32, cells)
	js := &jpsSearch{scannedAt: make([]int32, cells)}
	tl.jps = js
	for i := range tl.openedAt {
		tl.openedAt[i], tl.closedAt[i], js.scannedAt[i] = NotReached, NotReached, NotReached
	}
	if n == 0 {
		return
	}
	js.runsEnd = append([]int32(nil), tr.RunsEnd...)
	js.runs = make([]jpsRunRec, len(tr.Runs))
	for i, r := range tr.Runs {
		js.runs[i] = tl.packRun(r)
	}
	js.succEnd = append([]int32(nil), tr.SuccEnd...)
	js.succs = append([]pathing.JPSSuccessor(nil), tr.Successors...)
	js.scannedSum = make([]int64, n)
	tl.expanded = make([]int32, n)
	tl.gExp = make([]float32, n)
	tl.openCount = make([]int32, n)
	tl.openedEnd = make([]int32, n)
	tl.opened = []int32{tl.cell(tl.query.Start)}
	tl.openedAt[tl.opened[0]] = 0
	r := pathing.Rect{MinX: tl.query.Start.X, MinY: tl.query.Start.Y, MaxX: tl.query.Start.X, MaxY: tl.query.Start.Y}
	grow := func(p pathing.Point) {
		r.MinX, r.MinY = min(r.MinX, p.X), min(r.MinY, p.Y)
		r.MaxX, r.MaxY = max(r.MaxX, p.X), max(r.MaxY, p.Y)
	}
	gval := make([]float64, cells) // replayed g of the jump points, only for this build
	open, sum := int32(1), int64(0)
	for k, p := range tr.Expanded {
		if pathing.Yields && k%1024 == 1023 {
			pathing.YieldPhase() // the browser's turn (the web page's one thread): each expansion replays its runs cell by cell
		}
		c := tl.cell(p)
		tl.expanded[k] = c
		tl.closedAt[c] = int32(k)
		tl.gExp[k] = float32(gval[c])
		open--
		lo := 0
		if k > 0 {
			lo = int(tr.RunsEnd[k-1])
		}
		for _, run := range tr.Runs[lo:tr.RunsEnd[k]] {
			sum += int64(run.Len)
			for i := range run.Len {
				q := pathing.Point{X: run.From.X + i*run.Dir.X, Y: run.From.Y + i*run.Dir.Y}
				if qc := tl.cell(q); js.scannedAt[qc] == NotReached {
					js.scannedAt[qc] = int32(k)
					grow(q)
				}
			}
		}
		js.scannedSum[k] = sum
		for _, s := range js.succsOf(k) {
			if !s.Opened {
				continue
			}
			e := tl.cell(s.To)
			tl.opened = append(tl.opened, e)
			gval[e] = s.Cost
			if tl.openedAt[e] == NotReached {
				tl.openedAt[e] = int32(k)
				open++
				grow(s.To)
			}
		}
		tl.openCount[k] = open
		tl.openedEnd[k] = int32(len(tl.opened))
	}
	tl.searchBounds = r
}

// runsOf unpacks the runs of expansion k.
func (tl *Timeline) runsOf(k int) []pathing.JPSRun {
	js := tl.jps
	lo := int32(0)
	if k > 0 {
		lo = js.runsEnd[k-1]
	}
	recs := js.runs[lo:js.runsEnd[k]]
	if len(recs) == 0 {
		return nil
	}
	out := make([]pathing.JPSRun, len(recs))
	for i, r := range recs {
		out[i] = tl.unpackRun(r)
	}
	return out
}

func (js *jpsSearch) succsOf(k int) []pathing.JPSSuccessor {
	lo := int32(0)
	if k > 0 {
		lo = js.succEnd[k-1]
	}
	return js.succs[lo:js.succEnd[k]]
}

// jpsView adds what JPS expansion k did to v: its runs, the forced
// neighbours that stopped them, the jump points they found, and the text.
func (tl *Timeline) jpsView(v *StepView, k int) {
	js := tl.jps
	v.Runs = tl.runsOf(k)
	v.Successors = js.succsOf(k)
	v.ScannedSoFar = int(js.scannedSum[k])
	forcedStops := 0
	for _, r := range v.Runs {
		v.RunCells += r.Len
		if r.NForced > 0 {
			forcedStops++
		}
		l := r.Last()
		for _, f := range r.Forced[:r.NForced] {
			v.Forced = append(v.Forced, pathing.Point{X: l.X + f.X, Y: l.Y + f.Y})
		}
	}
	opened := 0
	for _, s := range v.Successors {
		if s.Opened {
			opened++
		}
	}
	if v.Expanded == tl.query.Goal && k == tl.nExp-1 && len(tl.plan.Raw) > 0 {
		v.Text = fmt.Sprintf("JPS expands the goal %v: g=%.2f, the search ends; %d jump points expanded, %d cells scanned (%s)",
			v.Expanded, v.G, v.Closed, v.ScannedSoFar, tl.comparison())
		return
	}
	v.Text = fmt.Sprintf("JPS expands jump point %v%s: g=%.2f, h=%.2f; %d runs scanned %d cells, %d stopped by forced neighbours; %d jump points found (+%d open); %d closed, %d open, %d cells scanned so far",
		v.Expanded, tl.expandNote(v.Expanded), v.G, v.H, len(v.Runs), v.RunCells, forcedStops,
		len(v.Successors), opened, v.Closed, v.Open, v.ScannedSoFar)
}

// comparison is the two algorithms' figures in one phrase, e.g.
// "A*: 3956 expanded · JPS: 38 jump points, 17400 cells scanned".
func (tl *Timeline) comparison() string {
	f := tl.Searches()
	return fmt.Sprintf("A*: %d expanded · JPS: %d jump points, %d cells scanned", f[0].Expanded, f[1].Expanded, f[1].Scanned)
}

// jpsBytes is the memory of the JPS arrays.
func (js *jpsSearch) bytes() int {
	if js == nil {
		return 0
	}
	return 4*(cap(js.runsEnd)+cap(js.succEnd)+cap(js.scannedAt)) + 8*cap(js.scannedSum) +
		int(unsafe.Sizeof(jpsRunRec{}))*cap(js.runs) + int(unsafe.Sizeof(pathing.JPSSuccessor{}))*cap(js.succs)
}
