package pathing

import (
	"bytes"
	"unsafe"
)

// Resuming a search on an edited map.
//
// A* is deterministic: it reads the placement grid only at the eight
// neighbours of the node it expands (and at start and goal before it
// begins). So a new search for the same query on an edited map repeats the
// previous one exactly up to the first expansion whose neighbourhood holds
// a cell whose validity changed, k*. A resumable searcher logs, while it
// searches, the order of generated nodes, every decrease of a node's cost
// (with the old values) and, every so often, a copy of the open list and
// fast stack; each node's expansion index is kept in its pos. The next
// search diffs the old and new placement grids, finds k*, rolls the node
// records back to the last checkpoint at or before k* and runs on from
// there. The result (path, cost, expansions, failure) is the one a fresh
// search would give: TestResumeMatchesFreshSearch checks it over thousands
// of edits. If no changed cell was read at all the old result stands.
//
// Painting a wall across a route in the app typically changes a cell that
// the previous search reached half way, so about half the search is reused.

// searchQuery is what must not change for a search to be resumed.
type searchQuery struct {
	agent       Footprint
	mode        SearchMode
	start, goal Point
	w, h        int
}

// decrease is one lowering of a node's cost, with the values it replaced.
type decrease struct {
	id  int32
	tag uint32
	g   float64
}

// checkpoint is the search's state before expansion at: the lengths of the
// logs then, the last f taken from the heap, and where its open list and
// fast stack were copied in lastSearch.heaps and .fasts.
type checkpoint struct {
	at, opened, decs int32
	cf               float64
	heapEnd, fastEnd int32
}

// lastSearch is what a Resumable searcher keeps of its last search.
type lastSearch struct {
	valid  bool
	q      searchQuery
	ok     []bool // the placement grid it read
	result SearchResult
	opened []int32 // generated nodes, in order (the start excluded)
	decs   []decrease
	checks []checkpoint
	heaps  []openEntry // the checkpoints' open lists, one after another
	fasts  []int32     // and their fast stacks
}

// checkEvery is the least number of expansions between checkpoints. A
// checkpoint copies the open list, so the gap also grows with its length:
// copying stays a small fraction of searching. (A variable so that tests
// can take checkpoints on small maps.)
var checkEvery = 2048

func (l *lastSearch) begin(q searchQuery) {
	l.q = q
	l.opened, l.decs, l.checks = l.opened[:0], l.decs[:0], l.checks[:0]
	l.heaps, l.fasts = l.heaps[:0], l.fasts[:0]
}

// nextCheck is the expansion count at which the next checkpoint is taken.
func (l *lastSearch) nextCheck(expanded, open int) int {
	return expanded + max(checkEvery, 2*open)
}

func (l *lastSearch) checkpoint(at int, cf float64, heap []openEntry, fast []int32) {
	l.heaps = append(l.heaps, heap...)
	l.fasts = append(l.fasts, fast...)
	l.checks = append(l.checks, checkpoint{
		at: int32(at), opened: int32(len(l.opened)), decs: int32(len(l.decs)), cf: cf,
		heapEnd: int32(len(l.heaps)), fastEnd: int32(len(l.fasts)),
	})
}

// end keeps the result and a copy of the placement grid read.
func (l *lastSearch) end(pl *placement, r SearchResult) {
	l.valid = true
	l.result = r
	l.result.Path = nil // the path stays in the searcher's buffer
	l.ok = append(l.ok[:0], pl.ok...)
}

// resume answers q from the last search when it can: unchanged when no
// changed cell was read, else run on from a checkpoint. ok is false when a
// fresh search is needed.
func (s *Searcher) resume(pl *placement, q searchQuery) (SearchResult, bool) {
	l := &s.last
	if !l.valid || l.q != q || len(l.ok) != len(pl.ok) {
		return SearchResult{}, false
	}
	k, ok := s.firstChangedRead(pl)
	if !ok {
		return SearchResult{}, false
	}
	if k >= l.result.Expanded {
		// nothing the search read changed: same result
		copy(l.ok, pl.ok)
		r := l.result
		if r.Failure == 0 {
			r.Path = s.path
		}
		r.Reused = r.Expanded
		return r, true
	}
	c := len(l.checks) - 1
	for c >= 0 && int(l.checks[c].at) > k {
		c--
	}
	if c < 0 {
		return SearchResult{}, false
	}
	ck := l.checks[c]
	nodes := s.nodes
	// roll the node records back to the checkpoint: undo later decreases,
	// newest first, then forget the nodes generated since
	for i := len(l.decs) - 1; i >= int(ck.decs); i-- {
		d := l.decs[i]
		nodes[d.id].g, nodes[d.id].tag = d.g, d.tag
	}
	for _, id := range l.opened[ck.opened:] {
		nodes[id].tag = 0
	}
	heapStart, fastStart := int32(0), int32(0)
	if c > 0 {
		heapStart, fastStart = l.checks[c-1].heapEnd, l.checks[c-1].fastEnd
	}
	s.open.items = append(s.open.items[:0], l.heaps[heapStart:ck.heapEnd]...)
	for j, e := range s.open.items {
		nodes[e.id].pos = int32(j)
	}
	s.fast = append(s.fast[:0], l.fasts[fastStart:ck.fastEnd]...)
	for _, id := range s.fast {
		nodes[id].pos = fastPos
	}
	l.opened, l.decs = l.opened[:ck.opened], l.decs[:ck.decs]
	l.checks, l.heaps, l.fasts = l.checks[:c+1], l.heaps[:ck.heapEnd], l.fasts[:ck.fastEnd]
	r := s.run(pl, int32(pl.index(q.start)), int32(pl.index(q.goal)), int(ck.at), ck.cf, true, nil)
	if r.Stopped { // the log is cut short: the next search starts afresh
		l.valid = false
		return r, true
	}
	r.Reused = int(ck.at)
	s.last.end(pl, r)
	return r, true
}

// firstChangedRead returns the index of the first expansion of the last
// search that read a cell whose validity differs between l.ok and pl.ok
// (a number at least the expansion count when none did). ok is false when
// the start's or the goal's validity changed: those are read before the
// search begins.
func (s *Searcher) firstChangedRead(pl *placement) (k int, ok bool) {
	l := &s.last
	old, cur := boolBytes(l.ok), boolBytes(pl.ok)
	si, gi := pl.index(l.q.start), pl.index(l.q.goal)
	pw := pl.pw
	nbs := [8]int{-1, 1, -pw, pw, -pw - 1, -pw + 1, pw - 1, pw + 1}
	k = int(^uint(0) >> 1)
	const chunk = 256
	for lo := 0; lo < len(cur); lo += chunk {
		hi := min(lo+chunk, len(cur))
		if bytes.Equal(old[lo:hi], cur[lo:hi]) {
			continue
		}
		for i := lo; i < hi; i++ {
			if old[i] == cur[i] {
				continue
			}
			if i == si || i == gi {
				return 0, false
			}
			// i is inside the padding ring's interior: its neighbours exist
			for _, d := range nbs {
				nd := s.nodes[i+d]
				if nd.tag>>3 == s.gen && nd.pos <= closedAt0 {
					k = min(k, int(closedAt0-nd.pos))
				}
			}
		}
	}
	return k, true
}

// boolBytes views b as bytes (a bool is one byte, 0 or 1).
func boolBytes(b []bool) []byte {
	if len(b) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b))
}
