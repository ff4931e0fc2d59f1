package pathing

import "fmt"

// Algorithm chooses the search that finds the raw node set. Both find a
// shortest path under the same rules (ALGORITHM.md §3), so their costs are
// equal on every query; their paths may differ among the equally short ones.
type Algorithm int

const (
	// AStar is the product's A* (the default): it expands every cell it
	// reaches, can resume after an edit and is what the timeline steps.
	AStar Algorithm = iota
	// JPS is online Jump Point Search (Harabor & Grastien 2011, no corner
	// cutting) on the placement grid: it expands only jump points and
	// scans the runs between them with bit operations.
	JPS
)

var algorithmNames = [...]string{AStar: "astar", JPS: "jps"}

func (a Algorithm) String() string {
	if a >= 0 && int(a) < len(algorithmNames) {
		return algorithmNames[a]
	}
	return fmt.Sprintf("Algorithm(%d)", int(a))
}

// ParseAlgorithm reads "astar" or "jps".
func ParseAlgorithm(s string) (Algorithm, error) {
	for a, n := range algorithmNames {
		if s == n {
			return Algorithm(a), nil
		}
	}
	return 0, fmt.Errorf("algorithm %q: want astar or jps", s)
}

// Values lists every algorithm in order, for menus and flag help.
func (Algorithm) Values() []Algorithm { return []Algorithm{AStar, JPS} }

// Next is the algorithm after a, wrapping round: what a toggle key picks.
func (a Algorithm) Next() Algorithm { return (a + 1) % Algorithm(len(algorithmNames)) }
