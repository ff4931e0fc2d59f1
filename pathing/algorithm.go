package pathing

// Algorithm chooses the search that finds the raw node set. Both find a
// shortest path under the same rules (8-connected, costs 1 and √2, no corner cutting), so their costs are
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

var algorithmNames = enumNames{"algorithm", "Algorithm", []string{AStar: "astar", JPS: "jps"}}

func (a Algorithm) String() string { return algorithmNames.str(int(a)) }

// ParseAlgorithm reads "astar" or "jps".
func ParseAlgorithm(s string) (Algorithm, error) {
	v, err := algorithmNames.parse(s)
	return Algorithm(v), err
}

// Algorithms lists every Algorithm, in the order Next cycles through them.
func Algorithms() []Algorithm { return enumValues[Algorithm](algorithmNames) }

// Next returns the Algorithm after a, wrapping around: what a toggle key picks.
func (a Algorithm) Next() Algorithm { return Algorithm(algorithmNames.next(int(a))) }
