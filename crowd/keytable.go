package crowd

import "math/bits"

// keyTable numbers 64-bit keys in the order they come (0, 1, …): the
// searches' index of their states. Open addressing, grown as it fills and
// reset in O(1) by a generation stamp, so that a warm search allocates
// nothing and no map is touched per state.
type keyTable struct {
	slotKey []uint64
	slotGen []uint32
	slotID  []int32
	gen     uint32
	byID    []uint64 // each id's key, to fill a grown table
}

func (t *keyTable) reset() {
	if len(t.slotKey) == 0 {
		t.grow(1 << 10)
	}
	t.gen++
	if t.gen == 0 { // wrapped: old stamps could collide
		clear(t.slotGen)
		t.gen = 1
	}
	t.byID = t.byID[:0]
}

// len is how many keys it holds.
func (t *keyTable) len() int { return len(t.byID) }

// grow makes the table n slots and puts the keys back in it.
func (t *keyTable) grow(n int) {
	t.slotKey, t.slotGen, t.slotID = make([]uint64, n), make([]uint32, n), make([]int32, n)
	for id, key := range t.byID {
		j := t.find(key)
		t.slotKey[j], t.slotGen[j], t.slotID[j] = key, t.gen, int32(id)
	}
}

// find is the slot of key: its own, or the empty one it would take. The
// slot is the top bits of the key times 2⁶⁴/φ (Fibonacci hashing): each
// of them depends on all of the key's lower bits, where a product's
// middle bits ignore the key's high ones (a search state's tick, a pair
// search's first cell), which made states of one cell at different
// ticks share a run of slots.
func (t *keyTable) find(key uint64) int {
	mask := uint64(len(t.slotKey) - 1)
	for j := key * 0x9e3779b97f4a7c15 >> bits.LeadingZeros64(mask); ; j = (j + 1) & mask {
		if t.slotGen[j] != t.gen || t.slotKey[j] == key {
			return int(j)
		}
	}
}

// id is key's number, given now (fresh) when it is new.
func (t *keyTable) id(key uint64) (id int32, fresh bool) {
	if 2*(len(t.byID)+1) > len(t.slotKey) {
		t.grow(2 * len(t.slotKey))
	}
	j := t.find(key)
	if t.slotGen[j] == t.gen {
		return t.slotID[j], false
	}
	id = int32(len(t.byID))
	t.byID = append(t.byID, key)
	t.slotKey[j], t.slotGen[j], t.slotID[j] = key, t.gen, id
	return id, true
}
