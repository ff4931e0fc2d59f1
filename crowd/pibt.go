package crowd

import (
	"math/bits"
	"slices"

	"swath/pathing"
)

// pibt makes one tick of the whole crowd: given where every NPC is, it
// decides each one's move so that no two moves collide. It is PIBT
// (Okumura et al., "Priority Inheritance with Backtracking for Iterative
// Multi-agent Path Finding", AIJ 2022) generalised to bodies of different
// sizes and to motion in between ticks:
//
//   - NPCs decide in priority order; each tries its legal moves best first
//     (nearest its goal by its own true distance, then moves that push
//     no one, then a fixed pseudo-random order) and skips those that
//     collide with a move already decided.
//   - A move that collides with an undecided NPC standing still pushes
//     it: that NPC must decide now, with the pushing move known, and may
//     push others in turn (priority inheritance). A body can push several
//     NPCs at once (a 3×3 sweeping into a column of 1×1s); if any of them
//     finds no move, the move is given up and everything decided for it
//     is undone (backtracking), and the next move is tried.
//   - Waiting pushes no one: between two root decisions every decided
//     move is clear of every undecided NPC standing still, so the NPC
//     taking its turn can always at least wait.
//   - Square bodies cannot turn a corner in a chain (see decide), so a
//     pushed NPC prefers to leave its pusher's way, an NPC meeting
//     another head on first asks it to step aside (the request), and one
//     that has waited long grows impatient (waitPenalty).
//
// Undoing makes the worst case exponential; a budget of decisions per
// turn (rootBudget) turns the rest of that turn's pushes down instead.
type pibt struct {
	wd  *world
	cur []int32
	// cx, cy are the NPCs' cells now, for the collision tables
	cx, cy []int32
	move   []int8 // decided move per NPC, -1 undecided
	occ    []int32
	// nb lists each NPC's neighbours now: every NPC whose body lies within
	// 2 cells of its body, the only ones a move of a tick can meet
	nbAt, nbLen []int32
	nbArena     []int32
	seen        []uint32
	seenGen     uint32
	trail       []int32
	calls       int
	budget      int
	strict      bool
	// waited is how many ticks in a row each NPC has waited (nil: none)
	waited []int32
	salt   uint64
	// painted are the cells occ marks, to clear them for the next config
	painted []int32
}

// constraint fixes one NPC's move (LaCAM's low-level search).
type constraint struct {
	who  int32
	move int8
}

// rootBudget bounds the decisions one NPC's turn may make (its own and
// those of the NPCs it pushes, their pushes, and the retries after an
// undo): PIBT for points decides each NPC once, but a push that forks
// into several (a diagonal step, a wide body) can fork again at every
// NPC down the chain. 16 solved random-32-32-10's 400 agents fastest of
// 8, 16, 32, 64 and 256.
const rootBudget = 16

// Impatience: an NPC away from its goal that has waited w ticks in a row
// ranks waiting again as if it left it waitPenalty·min(w, waitCap) cells
// farther from its goal, so that after a tick or two it steps aside (a
// diagonal costs √2-1 more) rather than wait for ever behind a
// body that will not move. 0.5 and 4 took the most of 400 agents home.
const (
	waitPenalty = 0.5
	waitCap     = 4
)

func newPIBT(wd *world) *pibt {
	n := wd.n
	return &pibt{
		wd: wd, cur: make([]int32, n), cx: make([]int32, n), cy: make([]int32, n),
		move: make([]int8, n), occ: make([]int32, wd.pw*(wd.h+2*pad)),
		nbAt: make([]int32, n), nbLen: make([]int32, n), seen: make([]uint32, n),
	}
}

// setConfig makes cur the crowd's cells now: who covers each cell, and
// each NPC's neighbours.
func (p *pibt) setConfig(cur []int32) {
	wd := p.wd
	for _, c := range p.painted {
		p.occ[c] = 0
	}
	p.painted = p.painted[:0]
	copy(p.cur, cur)
	for i, c := range cur {
		p.cx[i], p.cy[i] = c%int32(wd.pw), c/int32(wd.pw)
		from := len(p.painted)
		p.painted = wd.bodyCells(p.painted, int32(i), c)
		for _, cell := range p.painted[from:] {
			p.occ[cell] = int32(i) + 1
		}
	}
	p.nbArena = p.nbArena[:0]
	for i, c := range cur {
		p.nbAt[i] = int32(len(p.nbArena))
		if !wd.frozen[i] {
			p.seenGen++
			for _, o := range wd.kinds[wd.kindOf[i]].window {
				if j := p.occ[c+o] - 1; j >= 0 && j != int32(i) && p.seen[j] != p.seenGen {
					p.seen[j] = p.seenGen
					p.nbArena = append(p.nbArena, j)
				}
			}
		}
		p.nbLen[i] = int32(len(p.nbArena)) - p.nbAt[i]
	}
}

func (p *pibt) neighbours(i int32) []int32 {
	return p.nbArena[p.nbAt[i] : p.nbAt[i]+p.nbLen[i]]
}

// collide reports whether NPC i's move mi collides with NPC j's move mj.
func (p *pibt) collide(i, j int32, mi, mj int) bool {
	wd := p.wd
	t := &wd.pairs[int(wd.kindOf[i])*len(wd.kinds)+int(wd.kindOf[j])]
	return t.collide(int(p.cx[j]-p.cx[i]), int(p.cy[j]-p.cy[i]), mi, mj)
}

// generate decides every NPC's move from the config set by setConfig, the
// NPCs taking their turns in order, after the constraints' NPCs (whose
// moves are fixed), and writes the config after the tick into next. It
// reports false when the constraints cannot be met.
func (p *pibt) generate(order []int32, cons []constraint, salt uint64, next []int32) bool {
	wd := p.wd
	for i := range p.move {
		p.move[i] = -1
	}
	p.trail = p.trail[:0]
	p.salt = salt
	p.calls = 0
	p.budget = len(cons)*rootBudget + rootBudget
	for _, c := range cons {
		i, m := c.who, int(c.move)
		if p.move[i] >= 0 || (m != moveWait && (wd.frozen[i] || !wd.legal(&wd.kinds[wd.kindOf[i]], p.cur[i], m))) {
			return false
		}
		for _, j := range p.neighbours(i) {
			if mj := p.move[j]; mj >= 0 && p.collide(i, j, m, int(mj)) {
				return false
			}
		}
		p.move[i] = int8(m)
	}
	for _, c := range cons {
		if !p.pushAll(c.who, int(c.move)) {
			return false
		}
	}
	for _, i := range order {
		if p.move[i] >= 0 {
			continue
		}
		if wd.frozen[i] {
			p.move[i] = moveWait
			continue
		}
		p.turn(i)
	}
	for i, c := range p.cur {
		next[i] = c + wd.off[p.move[i]]
	}
	return true
}

// pushAll makes every undecided neighbour of i that move m of i collides
// with (as it stands) decide, and reports whether all found a move.
func (p *pibt) pushAll(i int32, m int) bool {
	for _, j := range p.neighbours(i) {
		if p.move[j] >= 0 || !p.collide(i, j, m, moveWait) {
			continue
		}
		if p.calls >= p.budget || !p.decide(j, false, i, p.cur[i]+p.wd.off[m], false) {
			return false
		}
	}
	return true
}

// decide picks NPC i's move (i is undecided), pushing the NPCs it needs
// out of the way; on failure it leaves everything as it found it. With
// mustMove it may not wait (it was asked to make room); by is the NPC
// that pushed or asked it (-1 for none) and byTo that NPC's cell after
// this tick. With onlyBetter it tries only the moves that bring it
// nearer its goal, and the request.
//
// Square bodies cannot turn a corner in a chain: one entering a cell
// sideways while its occupant leaves it sweeps the corner they share. So
// a pushed NPC can only flee straight ahead (or diagonally away), and two
// NPCs meeting head on would push each other back for ever. Hence:
//
//   - A pushed (or asked) NPC prefers the moves that push the fewest NPCs,
//     then those that leave the way its pusher takes next (its best step
//     after this one), then those nearer its own goal.
//   - While p.strict, a pushed NPC may not retreat (stay in its pusher's
//     way without getting nearer its own goal) and an asked one may not
//     stay in the way at all. A turn is first taken strictly (turn).
//   - The request: when NPC i's best move needs others to make room and
//     they cannot while i moves in, i waits this tick and asks them to
//     leave (mustMove), so that the cell is free for it next tick.
func (p *pibt) decide(i int32, mustMove bool, by, byTo int32, onlyBetter bool) bool {
	p.calls++
	wd := p.wd
	if wd.frozen[i] {
		return false
	}
	k := &wd.kinds[wd.kindOf[i]]
	c, d := p.cur[i], wd.dist[i]
	nb := p.neighbours(i)
	var way pathing.Rect // the pusher's body after its next step
	pushed, headOn := by >= 0, false
	if pushed {
		way = p.nextBody(by, byTo)
		// i itself wants to go where its pusher comes from
		headOn = overlap(p.nextBody(i, c), p.body(by, p.cur[by]))
	}
	// one load per neighbour: which of i's moves collide with its move
	// (decided) or with it waiting (undecided: those moves push it)
	var blocked uint16
	var pushes [moves]uint8
	ci := int(wd.kindOf[i]) * len(wd.kinds)
	for _, j := range nb {
		t := &wd.pairs[ci+int(wd.kindOf[j])]
		at := t.at(int(p.cx[j]-p.cx[i]), int(p.cy[j]-p.cy[i]))
		if mj := p.move[j]; mj >= 0 {
			blocked |= t.byB[at+int(mj)]
		} else {
			for w := t.byB[at+moveWait]; w != 0; w &= w - 1 {
				pushes[bits.TrailingZeros16(w)]++
			}
		}
	}
	var keys [moves]uint64
	n := 0
	for m := range moves {
		if blocked>>m&1 != 0 || !wd.legal(k, c, m) || (mustMove && m == moveWait) {
			continue
		}
		to := c + wd.off[m]
		if onlyBetter && d[to] >= d[c] && m != moveWait {
			continue
		}
		inWay := pushed && overlap(way, p.body(i, to))
		if inWay && p.strict && headOn && (mustMove || d[to] >= d[c]) {
			continue
		}
		dist := d[to]
		if m == moveWait && p.waited != nil && !wd.home(int(i), to) {
			dist += waitPenalty * float32(min(p.waited[i], int32(waitCap)))
		}
		keys[n] = moveKey(dist, int(pushes[m]), pushed, inWay, mix(p.salt^uint64(i)<<8^uint64(m)), m)
		n++
	}
	slices.Sort(keys[:n])
	wanted := -1 // the best move that needed pushes and failed
	for _, key := range keys[:n] {
		m := int(key & 15)
		pushes := key&keyPushes != 0
		if m == moveWait {
			if wanted >= 0 && p.request(i, wanted) {
				return true
			}
			if onlyBetter {
				return false
			}
		}
		if p.try(i, m, pushes) {
			return true
		}
		if pushes && wanted < 0 && d[c+wd.off[m]] < d[c] {
			wanted = m
		}
	}
	if onlyBetter && wanted >= 0 && !mustMove {
		return p.request(i, wanted)
	}
	return false
}

// turn is NPC i's turn as a root (no one pushed it): strictly first, so
// that it waits and asks others to step aside before it drives anyone
// back; then leniently, where it may.
//
// An NPC at its goal whose waiting collides with no decided move waits:
// every other move takes it farther, so the strict turn tries none and
// the lenient one tries waiting first, and it works (the short cut
// decides as they would, without their nine legality tests and sort).
func (p *pibt) turn(i int32) {
	if p.idleAtGoal(i) {
		p.move[i] = moveWait
		return
	}
	p.budget = p.calls + rootBudget
	p.strict = true
	ok := p.decide(i, false, -1, 0, true)
	p.strict = false
	if !ok && !p.decide(i, false, -1, 0, false) {
		// waiting always works for a root (see the type's comment)
		p.move[i] = moveWait
	}
}

// idleAtGoal reports whether NPC i stands at its goal and may wait
// there: no decided move of a neighbour collides with it waiting.
func (p *pibt) idleAtGoal(i int32) bool {
	wd := p.wd
	if wd.dist[i][p.cur[i]] != 0 {
		return false
	}
	ci := int(wd.kindOf[i]) * len(wd.kinds)
	for _, j := range p.neighbours(i) {
		if mj := p.move[j]; mj >= 0 {
			t := &wd.pairs[ci+int(wd.kindOf[j])]
			if t.byB[t.at(int(p.cx[j]-p.cx[i]), int(p.cy[j]-p.cy[i]))+int(mj)]>>moveWait&1 != 0 {
				return false
			}
		}
	}
	return true
}

// try gives NPC i move m, pushing (when pushes) the NPCs it collides
// with; on failure it undoes everything.
func (p *pibt) try(i int32, m int, pushes bool) bool {
	mark := len(p.trail)
	p.move[i] = int8(m)
	p.trail = append(p.trail, i)
	if !pushes || p.pushAll(i, m) {
		return true
	}
	p.undo(mark)
	return false
}

// request makes NPC i wait and every undecided NPC in the way of its move
// m leave (see decide); on failure it undoes everything.
func (p *pibt) request(i int32, m int) bool {
	mark := len(p.trail)
	p.move[i] = moveWait
	p.trail = append(p.trail, i)
	for _, j := range p.neighbours(i) {
		if p.move[j] >= 0 || !p.collide(i, j, m, moveWait) {
			continue
		}
		if p.calls >= p.budget || !p.decide(j, true, i, p.cur[i], false) {
			p.undo(mark)
			return false
		}
	}
	return true
}

// body is the cells NPC i covers with its pivot at cell c.
func (p *pibt) body(i, c int32) pathing.Rect {
	k := &p.wd.kinds[p.wd.kindOf[i]]
	x, y := int(c)%p.wd.pw, int(c)/p.wd.pw
	return pathing.Rect{MinX: x - k.left, MinY: y - k.top, MaxX: x + k.right, MaxY: y + k.bottom}
}

// nextBody is where NPC i's body will be after its best step from cell c
// (c itself when no step gets it nearer its goal).
func (p *pibt) nextBody(i, c int32) pathing.Rect {
	wd := p.wd
	k := &wd.kinds[wd.kindOf[i]]
	d := wd.dist[i]
	best := c
	for m := range moves {
		if m != moveWait && wd.legal(k, c, m) && d[c+wd.off[m]] < d[best] {
			best = c + wd.off[m]
		}
	}
	return p.body(i, best)
}

// overlap reports whether two rectangles of cells share a cell.
func overlap(a, b pathing.Rect) bool {
	return a.MinX <= b.MaxX && b.MinX <= a.MaxX && a.MinY <= b.MaxY && b.MinY <= a.MaxY
}

// undo forgets the decisions made since the trail was mark long.
func (p *pibt) undo(mark int) {
	for _, j := range p.trail[mark:] {
		p.move[j] = -1
	}
	p.trail = p.trail[:mark]
}

// A move's key orders a turn's moves, least first; the move is its low 4
// bits. A root NPC's moves go by the distance after them (in 1/1024
// cells), then by how many NPCs they push, then pseudo-randomly. A pushed
// NPC's go first by how many they push (a move that pushes a whole chain
// sideways forks at every NPC of it), then those out of the pusher's way
// (inWay), then as a root's.
const (
	keyPushedShift = 61 // 3 bits: pushes, for a pushed NPC
	keyWayBit      = 60
	keyDistShift   = 24 // 36 bits
	keyRootShift   = 21 // 3 bits: pushes, for a root NPC
	keyPushes      = 7<<keyPushedShift | 7<<keyRootShift
)

func moveKey(dist float32, pushes int, pushed, inWay bool, h uint64, m int) uint64 {
	q := uint64(1<<36 - 1)
	if dist < 1<<25 {
		q = uint64(float64(dist)*1024 + 0.5)
	}
	key := q<<keyDistShift | (h&(1<<17-1))<<4 | uint64(m)
	pc := uint64(min(pushes, 7))
	if pushed {
		key |= pc << keyPushedShift
		if inWay {
			key |= 1 << keyWayBit
		}
	} else {
		key |= pc << keyRootShift
	}
	return key
}

// mix is SplitMix64's finaliser: the tie-breaks' pseudo-random bits, the
// same for the same input.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
