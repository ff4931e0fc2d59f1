package pathing

import "math"

// optOpen is the optimal search's open list: a 4-ary min-heap with
// decrease-key (node.pos is a vertex's slot), ordered by f alone. Its keys
// are the bits of f, which order as the floats do for f ≥ 0, kept apart
// from the vertex ids, so that a sift compares four 64-bit integers read
// from one cache line: A*'s openList, whose 24-byte entries also break
// ties by g, spent a third of the optimal search's instructions on
// random512-20 in sifting. Among sums of square roots equal keys are rare,
// and either order of them is exact.
type optOpen struct {
	keys []uint64
	ids  []int32
}

func (h *optOpen) reset() { h.keys, h.ids = h.keys[:0], h.ids[:0] }

func (h *optOpen) len() int { return len(h.keys) }

// f is the key at slot j.
func (h *optOpen) f(j int32) float64 { return math.Float64frombits(h.keys[j]) }

// push adds vertex id with key f.
func (h *optOpen) push(nodes []node, f float64, id int32) {
	h.keys = append(h.keys, 0)
	h.ids = append(h.ids, id)
	h.up(nodes, len(h.keys)-1, math.Float64bits(f), id)
}

// decrease lowers the key at slot j to f.
func (h *optOpen) decrease(nodes []node, j int32, f float64) {
	h.up(nodes, int(j), math.Float64bits(f), h.ids[j])
}

// up moves key k of vertex id from slot j towards the root.
func (h *optOpen) up(nodes []node, j int, k uint64, id int32) {
	keys, ids := h.keys, h.ids
	for j > 0 {
		p := (j - 1) / 4
		if keys[p] <= k {
			break
		}
		keys[j], ids[j] = keys[p], ids[p]
		nodes[ids[j]].pos = int32(j)
		j = p
	}
	keys[j], ids[j] = k, id
	nodes[id].pos = int32(j)
}

// pop removes the vertex of least key (the open list is not empty).
func (h *optOpen) pop(nodes []node) int32 {
	keys, ids := h.keys, h.ids
	top := ids[0]
	n := len(keys) - 1
	k, id := keys[n], ids[n]
	keys, ids = keys[:n], ids[:n]
	h.keys, h.ids = keys, ids
	if n == 0 {
		return top
	}
	j := 0
	for {
		c := 4*j + 1
		if c+3 < n {
			// the least of four children, picked without branches
			ch := keys[c : c+4 : c+4]
			a := c + b2i(ch[1] < ch[0])
			b := c + 2 + b2i(ch[3] < ch[2])
			if keys[b] < keys[a] {
				a = b
			}
			c = a
		} else if c >= n {
			break
		} else {
			for i := c + 1; i < n; i++ {
				if keys[i] < keys[c] {
					c = i
				}
			}
		}
		if keys[c] >= k {
			break
		}
		keys[j], ids[j] = keys[c], ids[c]
		nodes[ids[j]].pos = int32(j)
		j = c
	}
	keys[j], ids[j] = k, id
	nodes[id].pos = int32(j)
	return top
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
