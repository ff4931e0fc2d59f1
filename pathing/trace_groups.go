package pathing

// ExpansionTrace records the expansions of one search for the animation:
// Expanded[i] is the i-th vertex expanded and Reached.Group(i) what that
// expansion reached. One type serves both searches the timeline steps
// through, so that it replays them the same way.
type ExpansionTrace struct {
	Expanded []Point
	Reached  Groups[Point]
}

// SearchTrace is an A* (or JPS) search's trace: Reached.Group(i) are the
// cells first opened or improved by the i-th expansion; the first group
// also holds the start itself.
type SearchTrace = ExpansionTrace

// OptimalTrace is an optimal search's trace: Reached.Group(i) are the
// corners (and the goal) that the i-th expanded vertex saw and relaxed.
type OptimalTrace = ExpansionTrace

// Reset empties t, keeping its buffers.
func (t *ExpansionTrace) Reset() {
	t.Expanded = t.Expanded[:0]
	t.Reached.Reset()
}

// Groups is a list of lists kept in two flat slices, so that recording
// appends to buffers kept from one search to the next instead of
// allocating a slice per group: group i is Items[End[i-1]:End[i]]
// (End[-1] taken as 0). Add appends to the open group, Close ends it.
type Groups[T any] struct {
	Items []T
	End   []int32
}

// Reset empties g, keeping its buffers.
func (g *Groups[T]) Reset() { g.Items, g.End = g.Items[:0], g.End[:0] }

// Add appends v to the open group.
func (g *Groups[T]) Add(v T) { g.Items = append(g.Items, v) }

// Close ends the open group.
func (g *Groups[T]) Close() { g.End = append(g.End, int32(len(g.Items))) }

// Len is the number of closed groups.
func (g *Groups[T]) Len() int { return len(g.End) }

// Group is the i-th closed group; it aliases g.Items.
func (g *Groups[T]) Group(i int) []T {
	lo := int32(0)
	if i > 0 {
		lo = g.End[i-1]
	}
	return g.Items[lo:g.End[i]]
}
