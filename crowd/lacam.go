package crowd

import (
	"math"
	"slices"
)

// lacam searches configurations of the whole crowd for one where every
// NPC is at its goal: LaCAM (Okumura, "LaCAM: Search-Based Algorithm for
// Quick Multi-Agent Pathfinding", AAAI 2023). A depth-first search whose
// nodes are configurations and whose successors come from PIBT; each node
// also keeps a queue of constraints (NPC j moves so) that grows by one
// NPC per visit, so that revisiting a node asks PIBT for a successor it
// has not given yet. PIBT alone can cycle for ever; LaCAM, given time
// and memory, tries every successor of every configuration, and so finds
// a plan whenever one exists. A configuration met again is pushed back
// on the stack (as LaCAM* does) instead of being dropped.
type lacam struct {
	wd  *world
	gen *pibt
	n   int
	// per node: its parent, depth (tick), constraint queue and counts;
	// its config, priorities and order in the arenas, n entries each
	nodes []hnode
	cfg   []int32
	prio  []float32
	order []int32
	// waited is how many ticks in a row each NPC has waited on the way
	// to the node, for PIBT's impatience (pibt.waited)
	waited []int32
	low    []lnode
	seen   configTable
	open   []int32
	// maxBytes bounds the memory the search may take (used)
	maxBytes int64
	maxDepth int
	stop     func() bool
	// best is the node with the most NPCs at their goals (then the least
	// distance left): the partial plan when the search gives up
	best     int32
	bestHome int
	bestLeft float64
	// scratch
	cons []constraint
	next []int32
	// iterations counts the configurations PIBT was asked for
	iterations int
	// deep is set when a node at maxDepth was left unexpanded
	deep bool
	keys []uint64
	// setFor is the node whose config the generator holds
	setFor   int32
	prefKeys []uint64
}

// hnode is one configuration of the search.
type hnode struct {
	parent int32
	depth  int32
	home   int32 // NPCs at their goals
	queue  []int32
	head   int32
	hash   uint64
}

// lnode is one constraint of a node's queue: who moves how, on top of its
// parent constraint's.
type lnode struct {
	parent int32
	who    int32
	move   int8
	depth  int32
}

// lacamResult is how the search ended.
type lacamResult int

const (
	lacamFound lacamResult = iota
	lacamExhausted
	lacamBudget
	lacamStopped
)

// nodeBytes is the memory one configuration of n NPCs takes (its config,
// priorities, order and waits, and its record), and lowBytes one
// constraint (its record and its place in a queue).
func nodeBytes(n int) int64 { return 16*int64(n) + 64 }

const lowBytes = 20

// used is the memory the search holds.
func (l *lacam) used() int64 { return int64(len(l.nodes))*nodeBytes(l.n) + int64(len(l.low))*lowBytes }

func newLaCAM(wd *world, maxBytes int64, maxDepth int, stop func() bool) *lacam {
	l := &lacam{wd: wd, gen: newPIBT(wd), n: wd.n, maxDepth: maxDepth, stop: stop}
	l.maxBytes = max(maxBytes, 16*nodeBytes(wd.n))
	l.next = make([]int32, wd.n)
	return l
}

func (l *lacam) config(id int32) []int32 { return l.cfg[int(id)*l.n : int(id+1)*l.n] }

// addNode adds config q reached from parent (-1 for the start) and returns
// its id, with PIBT's priorities moved on from its parent's.
func (l *lacam) addNode(q []int32, parent int32, hash uint64) int32 {
	id := int32(len(l.nodes))
	wd := l.wd
	l.cfg = append(l.cfg, q...)
	base := len(l.prio)
	if parent < 0 {
		l.prio = append(l.prio, make([]float32, l.n)...)
		wd.initPriorities(q, l.prio[base:])
	} else {
		l.prio = append(l.prio, l.prio[int(parent)*l.n:int(parent+1)*l.n]...)
		wd.stepPriorities(q, l.prio[base:])
	}
	wb := len(l.waited)
	if parent < 0 {
		l.waited = append(l.waited, make([]int32, l.n)...)
	} else {
		pq, pw := l.config(parent), l.waited[int(parent)*l.n:int(parent+1)*l.n]
		for i, c := range q {
			w := int32(0)
			if c == pq[i] {
				w = pw[i] + 1
			}
			l.waited = append(l.waited, w)
		}
	}
	_ = wb
	ob := len(l.order)
	l.order = append(l.order, make([]int32, l.n)...)
	sortOrder(l.prio[base:], l.order[ob:], &l.keys)
	home := int32(0)
	for i := range l.n {
		if wd.home(i, q[i]) {
			home++
		}
	}
	depth := int32(0)
	if parent >= 0 {
		depth = l.nodes[parent].depth + 1
	}
	root := int32(len(l.low))
	l.low = append(l.low, lnode{parent: -1, who: -1, depth: 0})
	l.nodes = append(l.nodes, hnode{parent: parent, depth: depth, home: home, queue: []int32{root}, hash: hash})
	l.seen.insert(l, id)
	if int(home) > l.bestHome || (int(home) == l.bestHome && l.left(q) < l.bestLeft) || l.best < 0 {
		l.best, l.bestHome, l.bestLeft = id, int(home), l.left(q)
	}
	return id
}

// left is the distance the NPCs of q have still to go.
func (l *lacam) left(q []int32) float64 {
	s := 0.0
	for i, c := range q {
		if d := l.wd.distAt(i, c); d < unreachable {
			s += float64(d)
		}
	}
	return s
}

// search runs from config start until every NPC is home, the search space
// or budget is exhausted, or stop. It returns the node reached (the goal,
// or the best partial one).
func (l *lacam) search(start []int32) (int32, lacamResult) {
	if id, done := l.begin(start); done {
		return id, lacamFound
	}
	for {
		if id, res, done := l.step(); done {
			return id, res
		}
	}
}

// begin starts a search from config start; done when it is home already.
func (l *lacam) begin(start []int32) (int32, bool) {
	l.best, l.setFor = -1, -1
	id := l.addNode(start, -1, hashConfig(start))
	l.open = append(l.open[:0], id)
	return id, int(l.nodes[id].home) == l.n
}

// step is one iteration of the search: done, with the node reached (the
// goal, or the best partial one) and how it ended, when it ended.
func (l *lacam) step() (int32, lacamResult, bool) {
	wd := l.wd
	if len(l.open) == 0 {
		return l.best, lacamExhausted, true
	}
	if l.stop != nil && l.stop() {
		return l.best, lacamStopped, true
	}
	top := l.open[len(l.open)-1]
	nd := &l.nodes[top]
	if int(nd.home) == l.n {
		return top, lacamFound, true
	}
	if int(nd.head) == len(nd.queue) || int(nd.depth) >= l.maxDepth {
		if int(nd.depth) >= l.maxDepth {
			l.deep = true
		}
		l.open = l.open[:len(l.open)-1]
		return 0, 0, false
	}
	ci := nd.queue[nd.head]
	nd.head++
	c := l.low[ci]
	q := l.config(top)
	if int(c.depth) < l.n {
		if l.used() >= l.maxBytes {
			return l.best, lacamBudget, true
		}
		i := l.order[int(top)*l.n+int(c.depth)]
		k := &wd.kinds[wd.kindOf[i]]
		for _, key := range l.preferred(i, q[i], k) {
			l.low = append(l.low, lnode{parent: ci, who: i, move: int8(key & 15), depth: c.depth + 1})
			nd.queue = append(nd.queue, int32(len(l.low)-1))
		}
	}
	l.cons = l.cons[:0]
	for j := ci; l.low[j].who >= 0; j = l.low[j].parent {
		l.cons = append(l.cons, constraint{who: l.low[j].who, move: l.low[j].move})
	}
	slices.Reverse(l.cons)
	if top != l.setFor {
		// who covers which cell, and the neighbours: the same for every
		// visit of a node in a row
		l.gen.setConfig(q)
		l.setFor = top
	}
	l.gen.waited = l.waited[int(top)*l.n : int(top+1)*l.n]
	l.iterations++
	if !l.gen.generate(l.order[int(top)*l.n:int(top+1)*l.n], l.cons, mix(uint64(l.iterations)), l.next) {
		return 0, 0, false
	}
	h := hashConfig(l.next)
	if old := l.seen.find(l, l.next, h); old >= 0 {
		l.open = append(l.open, old)
		return 0, 0, false
	}
	if l.used() >= l.maxBytes {
		return l.best, lacamBudget, true
	}
	l.open = append(l.open, l.addNode(l.next, top, h))
	return 0, 0, false
}

// preferred is NPC i's legal moves from cell c, nearest its goal first:
// the order in which LaCAM's constraints try them.
func (l *lacam) preferred(i int32, c int32, k *kind) []uint64 {
	wd := l.wd
	keys := l.prefKeys[:0]
	if wd.frozen[i] {
		return append(keys, moveWait)
	}
	n := 0
	for m := range moves {
		if wd.legal(k, c, m) {
			keys = append(keys, moveKey(wd.dist[i][c+wd.off[m]], 0, false, false, mix(uint64(i)<<8^uint64(m)), m))
			n++
		}
	}
	slices.Sort(keys)
	l.prefKeys = keys
	return keys // the move is a key's low 4 bits
}

// path is the configs from the start to node id.
func (l *lacam) path(id int32) [][]int32 {
	var out [][]int32
	for ; id >= 0; id = l.nodes[id].parent {
		out = append(out, l.config(id))
	}
	slices.Reverse(out)
	return out
}

// initPriorities sets PIBT's priorities for the start q: a fraction that
// puts the NPCs farthest from their goals first.
func (wd *world) initPriorities(q []int32, prio []float32) {
	var far float32 = 1
	for i, c := range q {
		if d := wd.distAt(i, c); d > far && d < unreachable {
			far = d
		}
	}
	for i, c := range q {
		prio[i] = min(wd.distAt(i, c), far) / (far + 1)
	}
}

// stepPriorities moves PIBT's priorities on a tick to config q: an NPC
// away from its goal gains 1, one at its goal drops to its fraction.
func (wd *world) stepPriorities(q []int32, prio []float32) {
	for i, c := range q {
		if !wd.home(i, c) {
			prio[i]++
		} else {
			prio[i] -= float32(int(prio[i]))
		}
	}
}

// sortOrder writes the NPCs into order, highest priority first (ties by
// index).
// Priorities are never negative, so their bits order as they do: a key of
// the complemented bits and the index sorts as one integer. keys is
// scratch.
func sortOrder(prio []float32, order []int32, keys *[]uint64) {
	k := (*keys)[:0]
	for i, p := range prio {
		k = append(k, uint64(^math.Float32bits(p))<<32|uint64(i))
	}
	slices.Sort(k)
	for j, key := range k {
		order[j] = int32(uint32(key))
	}
	*keys = k
}

// distAt is NPC i's distance to its goal from cell c (0 for a frozen NPC).
func (wd *world) distAt(i int, c int32) float32 {
	if wd.dist[i] == nil {
		return 0
	}
	return wd.dist[i][c]
}

// hashConfig hashes a config.
func hashConfig(q []int32) uint64 {
	h := uint64(len(q))
	for _, c := range q {
		h = mix(h ^ uint64(uint32(c)))
	}
	return h
}

// configTable finds a node by its config: open addressing on the configs'
// hashes, the configs compared in full on a match.
type configTable struct {
	slots []int32 // node id + 1, 0 empty
	count int
}

func (t *configTable) insert(l *lacam, id int32) {
	if 2*(t.count+1) > len(t.slots) {
		old := t.slots
		t.slots = make([]int32, max(64, 2*len(old)))
		t.count = 0
		for _, s := range old {
			if s != 0 {
				t.put(l.nodes[s-1].hash, s-1)
			}
		}
	}
	t.put(l.nodes[id].hash, id)
}

func (t *configTable) put(h uint64, id int32) {
	mask := uint64(len(t.slots) - 1)
	for j := h & mask; ; j = (j + 1) & mask {
		if t.slots[j] == 0 {
			t.slots[j] = id + 1
			t.count++
			return
		}
	}
}

// find is the node whose config is q (hash h), or -1.
func (t *configTable) find(l *lacam, q []int32, h uint64) int32 {
	if len(t.slots) == 0 {
		return -1
	}
	mask := uint64(len(t.slots) - 1)
	for j := h & mask; t.slots[j] != 0; j = (j + 1) & mask {
		id := t.slots[j] - 1
		if l.nodes[id].hash == h && slices.Equal(l.config(id), q) {
			return id
		}
	}
	return -1
}
