package crowd

// minHeap is a binary min-heap of (key, id) with lazy deletion: a typed
// heap, so that the searches box nothing and reuse its memory.
type minHeap struct{ items []heapItem }

type heapItem struct {
	key float64
	id  int32
}

func (h *minHeap) reset()   { h.items = h.items[:0] }
func (h *minHeap) len() int { return len(h.items) }

func (h *minHeap) push(key float64, id int32) {
	h.items = append(h.items, heapItem{key, id})
	it := h.items
	j := len(it) - 1
	x := it[j]
	for j > 0 {
		p := (j - 1) / 2
		if it[p].key <= x.key {
			break
		}
		it[j] = it[p]
		j = p
	}
	it[j] = x
}

func (h *minHeap) pop() heapItem {
	it := h.items
	top := it[0]
	n := len(it) - 1
	x := it[n]
	h.items = it[:n]
	it = h.items
	j := 0
	for {
		c := 2*j + 1
		if c >= n {
			break
		}
		if c+1 < n && it[c+1].key < it[c].key {
			c++
		}
		if it[c].key >= x.key {
			break
		}
		it[j] = it[c]
		j = c
	}
	if n > 0 {
		it[j] = x
	}
	return top
}
