package pathing

// openEntry is one node on the open list, with its keys inline so that
// sifting touches only the heap's own memory.
type openEntry struct {
	f, g float64
	id   int32
}

// openList is a 4-ary min-heap (half the depth of a binary one, and the
// four children share a cache line or two) with decrease-key: each node is on it at most
// once, and nodes[id].pos tracks its slot. Order is by f, then larger g
// first, so ties go to the node nearer the goal.
type openList struct {
	items []openEntry
}

func (e *openEntry) before(o *openEntry) bool {
	return e.f < o.f || (e.f == o.f && e.g > o.g)
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
	h.items[j].f, h.items[j].g = f, g
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
		it[j] = it[p]
		nodes[it[j].id].pos = int32(j)
		j = p
	}
	it[j] = x
	nodes[x.id].pos = int32(j)
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
		end := min(c+4, n)
		for k := c + 1; k < end; k++ {
			if it[k].before(&it[c]) {
				c = k
			}
		}
		if !it[c].before(&x) {
			break
		}
		it[j] = it[c]
		nodes[it[j].id].pos = int32(j)
		j = c
	}
	it[j] = x
	nodes[x.id].pos = int32(j)
}
