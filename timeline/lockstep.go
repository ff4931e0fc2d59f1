package timeline

import (
	"fmt"
	"sort"
)

// Lockstep steps two to four timelines together, one per pane of a split
// view (the same map under different settings), so that the same step of
// the method shows side by side: one cursor over aligned positions, each
// mapped to a step of every timeline.
//
// The aligned positions are segments, in the timelines' order: the search
// (its expansions), the node-set check, then each anchor of the smoothing
// by its rank (anchor k of every pane together, whatever the cells),
// the result, the walk and the shortest route's search. A segment is as
// long as the longest pane's; within it each pane steps as far as it has
// steps and then holds its last one while the others finish:
//
//   - search, walk, shortest route: offset o shows the pane's step o (its
//     last one past its end): "expansion 40" is the 40th in every pane, so
//     the pane that needs fewer holds its goal while the other still
//     searches, which is what the comparison is about;
//   - an anchor: its probes by rank, and the choice last and together: a
//     pane with 2 probes where another has 4 shows probe 0, probe 1,
//     probe 1, probe 1, then both show their choice at the segment's last
//     position;
//   - a segment a pane does not have (no node set for a blocked start, an
//     anchor past its last one, no walk without a route) holds the pane's
//     last step before it, or its first step when it has none before.
//
// A Lockstep is immutable and cheap to build (a few records per anchor);
// rebuild it when a pane's timeline is rebuilt and carry the cursor over
// with Remap. A nil timeline (a pane still being planned) is a pane with
// no steps: Step gives -1 for it.
type Lockstep struct {
	tls    []*Timeline
	segs   []lockSeg
	n      int
	bounds []int // every segment's start
}

// segKind is the kind of a lockstep segment, in timeline order.
type segKind uint8

const (
	segSearch segKind = iota
	segNodes
	segAnchor
	segResult
	segWalk
	segOptimal
)

// phase is the Phase a segment of kind k belongs to.
func (k segKind) phase() Phase {
	switch k {
	case segSearch, segNodes:
		return PhaseSearch
	case segAnchor:
		return PhaseSmooth
	case segResult:
		return PhaseResult
	case segWalk:
		return PhaseWalk
	}
	return PhaseOptimal
}

// lockSeg is one segment: aligned positions [start, start+n), and per pane
// the steps it has there (first, count; count 0: none) and the step it
// holds when it has none.
type lockSeg struct {
	kind     segKind
	anchor   int
	start, n int
	pane     []paneSpan
}

type paneSpan struct {
	first, count, hold int
}

// NewLockstep aligns tls (nil for a pane with no timeline yet).
func NewLockstep(tls ...*Timeline) *Lockstep {
	ls := &Lockstep{tls: tls}
	anchors := 0
	for _, tl := range tls {
		if tl != nil {
			anchors = max(anchors, tl.Anchors())
		}
	}
	add := func(kind segKind, anchor int, span func(tl *Timeline) (first, count int)) {
		s := lockSeg{kind: kind, anchor: anchor, start: ls.n, pane: make([]paneSpan, len(tls))}
		for i, tl := range tls {
			if tl == nil {
				continue
			}
			f, c := span(tl)
			s.pane[i] = paneSpan{first: f, count: c}
			s.n = max(s.n, c)
		}
		if s.n == 0 {
			return
		}
		ls.bounds = append(ls.bounds, ls.n)
		ls.n += s.n
		ls.segs = append(ls.segs, s)
	}
	add(segSearch, -1, func(tl *Timeline) (int, int) { return 0, tl.nExp })
	add(segNodes, -1, func(tl *Timeline) (int, int) {
		if tl.nodesAt < 0 {
			return 0, 0
		}
		return tl.nodesAt, 1
	})
	for k := range anchors {
		add(segAnchor, k, func(tl *Timeline) (int, int) {
			if k >= tl.Anchors() {
				return 0, 0
			}
			return int(tl.groups[k].stepStart), int(tl.groups[k+1].stepStart - tl.groups[k].stepStart)
		})
	}
	add(segResult, -1, func(tl *Timeline) (int, int) { return tl.resultAt, 1 })
	add(segWalk, -1, func(tl *Timeline) (int, int) { return tl.walkAt, tl.nWalk })
	add(segOptimal, -1, func(tl *Timeline) (int, int) { return tl.opt.at, len(tl.opt.vertex) })
	// the steps held where a pane has no steps: its last before, else its
	// first after
	for i, tl := range tls {
		if tl == nil {
			continue
		}
		last := -1
		for k := range ls.segs {
			p := &ls.segs[k].pane[i]
			if p.count > 0 {
				last = p.first + p.count - 1
			}
			p.hold = last
		}
		next := -1
		for k := len(ls.segs) - 1; k >= 0; k-- {
			p := &ls.segs[k].pane[i]
			if p.count > 0 {
				next = p.first
			}
			if p.hold < 0 {
				p.hold = next
			}
		}
	}
	return ls
}

// Len is the number of aligned positions, at least 1 when a pane has a
// timeline.
func (ls *Lockstep) Len() int { return ls.n }

// Panes is the number of timelines aligned.
func (ls *Lockstep) Panes() int { return len(ls.tls) }

// Timeline is pane i's timeline (nil for none yet).
func (ls *Lockstep) Timeline(i int) *Timeline { return ls.tls[i] }

// seg is the segment holding aligned position pos (clamped).
func (ls *Lockstep) seg(pos int) (*lockSeg, int) {
	pos = max(0, min(pos, ls.n-1))
	k := sort.Search(len(ls.segs), func(k int) bool { return ls.segs[k].start > pos }) - 1
	return &ls.segs[k], pos - ls.segs[k].start
}

// Step is pane i's step at aligned position pos (clamped to 0…Len()-1), or
// -1 when the pane has no timeline.
func (ls *Lockstep) Step(i, pos int) int {
	if ls.tls[i] == nil || ls.n == 0 {
		return -1
	}
	s, o := ls.seg(pos)
	p := s.pane[i]
	switch {
	case p.count == 0:
		return p.hold
	case s.kind == segAnchor && o == s.n-1: // the choice, together
		return p.first + p.count - 1
	case s.kind == segAnchor && p.count > 1: // a probe, or the last one held
		return p.first + min(o, p.count-2)
	}
	return p.first + min(o, p.count-1)
}

// Steps are every pane's steps at aligned position pos.
func (ls *Lockstep) Steps(pos int) []int {
	out := make([]int, len(ls.tls))
	for i := range out {
		out[i] = ls.Step(i, pos)
	}
	return out
}

// Pos is the aligned position where pane i shows its step (clamped to the
// pane's steps) in the step's own segment, not held: its first, or for an
// anchor's choice the anchor's last. It is where to put the shared cursor
// when a pane's own bar is clicked, or to carry a one-pane cursor into the
// split view; 0 for a pane with no timeline.
func (ls *Lockstep) Pos(i, step int) int {
	tl := ls.tls[i]
	if tl == nil || ls.n == 0 {
		return 0
	}
	step = max(0, min(step, tl.n-1))
	for k := range ls.segs {
		s := &ls.segs[k]
		p := s.pane[i]
		if p.count == 0 || step < p.first || step >= p.first+p.count {
			continue
		}
		j := step - p.first
		if s.kind == segAnchor && j == p.count-1 {
			return s.start + s.n - 1
		}
		return s.start + j
	}
	return 0 // not reached: the segments cover every step
}

// Aligned says where an aligned position is: its phase, the anchor's rank
// in the smoothing (-1 outside it), the offset within the segment (the
// phase, or the anchor) and the segment's length; Choice is set on an
// anchor's last position, where every pane shows its choice.
type Aligned struct {
	Phase       Phase
	Anchor      int
	Offset, Len int
	Choice      bool
	nodes       bool
}

func (a Aligned) String() string {
	switch {
	case a.nodes:
		return "node set"
	case a.Choice:
		return fmt.Sprintf("anchor %d, choice", a.Anchor)
	case a.Anchor >= 0:
		return fmt.Sprintf("anchor %d, probe %d", a.Anchor, a.Offset)
	case a.Phase == PhaseResult:
		return "result"
	}
	return fmt.Sprintf("%s %d of %d", a.Phase, a.Offset+1, a.Len)
}

// Where is where aligned position pos (clamped) is.
func (ls *Lockstep) Where(pos int) Aligned {
	if ls.n == 0 {
		return Aligned{Phase: PhaseResult, Anchor: -1}
	}
	s, o := ls.seg(pos)
	return Aligned{Phase: s.kind.phase(), Anchor: s.anchor, Offset: o, Len: s.n,
		Choice: s.kind == segAnchor && o == s.n-1, nodes: s.kind == segNodes}
}

// Boundaries are the positions NextPhase and PrevPhase land on: the start
// of every phase, of the node-set check and of every anchor. Read only.
func (ls *Lockstep) Boundaries() []int { return ls.bounds }

// NextPhase is the first boundary after pos, or the last position.
func (ls *Lockstep) NextPhase(pos int) int {
	k := sort.SearchInts(ls.bounds, pos+1)
	if k < len(ls.bounds) {
		return ls.bounds[k]
	}
	return max(ls.n-1, 0)
}

// PrevPhase is the last boundary before pos, or 0.
func (ls *Lockstep) PrevPhase(pos int) int {
	k := sort.SearchInts(ls.bounds, pos)
	if k > 0 {
		return ls.bounds[k-1]
	}
	return 0
}

// Remap is the position of ls that corresponds to position pos of old,
// after a pane's timeline was rebuilt (an edit, a changed setting): the
// same segment (the search, the node set, anchor k, …) at the same offset,
// clamped, an anchor's choice staying a choice; past the new last anchor,
// that anchor's choice; a segment ls lacks gives the first position after
// where it would be.
func (ls *Lockstep) Remap(old *Lockstep, pos int) int {
	if ls.n == 0 {
		return 0
	}
	if old == nil || old.n == 0 {
		return max(0, min(pos, ls.n-1))
	}
	os, o := old.seg(pos)
	for k := range ls.segs {
		s := &ls.segs[k]
		switch {
		case s.kind == os.kind && s.anchor == os.anchor:
			switch {
			case s.kind != segAnchor:
				return s.start + min(o, s.n-1)
			case o == os.n-1: // the choice
				return s.start + s.n - 1
			}
			return s.start + min(o, max(s.n-2, 0)) // a probe, the last one at most

		case s.kind > os.kind:
			if os.kind == segAnchor && k > 0 && ls.segs[k-1].kind == segAnchor {
				return s.start - 1 // past the last anchor: its choice
			}
			return s.start
		}
	}
	return ls.n - 1
}
