package pathing

import (
	"math"
	"math/bits"
)

// openEntry is one node on the open list, with its keys inline so that
// sifting touches only the heap's own memory. The keys are stored as the
// 128-bit number hi:lo, hi the bits of f and lo the complemented bits of g:
// for the non-negative f and g of a search, comparing that number orders
// by f, then larger g first, exactly as comparing the floats would, and
// needs no branch.
type openEntry struct {
	hi, lo uint64
	id     int32
}

func newOpenEntry(f, g float64, id int32) openEntry {
	return openEntry{hi: math.Float64bits(f), lo: ^math.Float64bits(g), id: id}
}

func (e *openEntry) f() float64 { return math.Float64frombits(e.hi) }

func (e *openEntry) g() float64 { return math.Float64frombits(^e.lo) }

// openList is a 4-ary min-heap (half the depth of a binary one, and the
// four children share a cache line or two) with decrease-key: each node is on it at most
// once, and nodes[id].pos tracks its slot. Order is by f, then larger g
// first, so ties go to the node nearer the goal.
type openList struct {
	items []openEntry
}

// before reports whether e's keys order strictly before o's.
func (e *openEntry) before(o *openEntry) bool { return lt(e, o) != 0 }

// lt is 1 if e's keys order strictly before o's, else 0.
func lt(e, o *openEntry) int {
	_, b := bits.Sub64(e.lo, o.lo, 0)
	_, b = bits.Sub64(e.hi, o.hi, b)
	return int(b)
}

func (h *openList) reset() { h.items = h.items[:0] }

func (h *openList) len() int { return len(h.items) }

func (h *openList) push(nodes []node, e openEntry) {
	h.items = append(h.items, e)
	h.up(nodes, len(h.items)-1)
}

func (h *openList) pop(nodes []node) openEntry {
	top := h.items[0]
	last := len(h.items) - 1
	if last > 0 {
		h.items[0] = h.items[last]
		h.items = h.items[:last]
		h.down(nodes, 0)
	} else {
		h.items = h.items[:0]
	}
	return top
}

// decrease lowers the keys of the entry at slot j and restores the order.
func (h *openList) decrease(nodes []node, j int, f, g float64) {
	h.items[j] = newOpenEntry(f, g, h.items[j].id)
	h.up(nodes, j)
}

func (h *openList) up(nodes []node, j int) {
	it := h.items
	x := it[j]
	for j > 0 {
		p := (j - 1) / 4
		if !x.before(&it[p]) {
			break
		}
		put(it, nodes, j, it[p])
		j = p
	}
	put(it, nodes, j, x)
}

// put stores e at slot j and tells its node where it is.
func put(it []openEntry, nodes []node, j int, e openEntry) {
	it[j] = e
	nodes[e.id].pos = int32(j)
}

func (h *openList) down(nodes []node, j int) {
	it := h.items
	n := len(it)
	x := it[j]
	for {
		c := 4*j + 1
		if c >= n {
			break
		}
		if c+4 <= n {
			// the first least of four children, picked without branches
			ch := it[c : c+4 : c+4]
			a := lt(&ch[1], &ch[0])
			b := 2 + lt(&ch[3], &ch[2])
			c += a + (b-a)&-lt(&ch[b&3], &ch[a&3])
		} else {
			for k := c + 1; k < n; k++ {
				if it[k].before(&it[c]) {
					c = k
				}
			}
		}
		if !it[c].before(&x) {
			break
		}
		put(it, nodes, j, it[c])
		j = c
	}
	put(it, nodes, j, x)
}
