package pathing

// openList is a binary min-heap of node indices with decrease-key. Order is by
// f, then larger g first, so ties go to the node nearer the goal.
type openList struct {
	items []int32
}

func (h *openList) less(nodes []node, a, b int32) bool {
	na, nb := &nodes[a], &nodes[b]
	if na.f != nb.f {
		return na.f < nb.f
	}
	return na.g > nb.g
}

func (h *openList) reset() { h.items = h.items[:0] }

func (h *openList) len() int { return len(h.items) }

func (h *openList) push(nodes []node, i int32) {
	h.items = append(h.items, i)
	nodes[i].pos = int32(len(h.items) - 1)
	h.up(nodes, len(h.items)-1)
}

func (h *openList) pop(nodes []node) int32 {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	nodes[h.items[0]].pos = 0
	h.items = h.items[:last]
	if last > 0 {
		h.down(nodes, 0)
	}
	nodes[top].pos = closedPos
	return top
}

func (h *openList) up(nodes []node, j int) {
	it := h.items
	x := it[j]
	for j > 0 {
		p := (j - 1) / 2
		if !h.less(nodes, x, it[p]) {
			break
		}
		it[j] = it[p]
		nodes[it[j]].pos = int32(j)
		j = p
	}
	it[j] = x
	nodes[x].pos = int32(j)
}

func (h *openList) down(nodes []node, j int) {
	it := h.items
	n := len(it)
	x := it[j]
	for {
		c := 2*j + 1
		if c >= n {
			break
		}
		if c+1 < n && h.less(nodes, it[c+1], it[c]) {
			c++
		}
		if !h.less(nodes, it[c], x) {
			break
		}
		it[j] = it[c]
		nodes[it[j]].pos = int32(j)
		j = c
	}
	it[j] = x
	nodes[x].pos = int32(j)
}
