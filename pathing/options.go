package pathing

import "fmt"

// Options are the planning choices a person makes, one value shared by the
// query, the level file and the app. The zero value is the product default:
// aware search, exact sampling, the paper's binary farthest search.
type Options struct {
	Search   SearchMode
	Sampling Sampling
	Strategy Strategy
}

// SearchMode chooses what the A* search treats as a valid pivot cell.
type SearchMode int

const (
	// Aware searches placements of the whole footprint (the default).
	Aware SearchMode = iota
	// PointMode searches the raw mask as for a 1×1 agent, as the paper does.
	PointMode
)

func (m SearchMode) String() string {
	switch m {
	case Aware:
		return "aware"
	case PointMode:
		return "point"
	}
	return fmt.Sprintf("SearchMode(%d)", int(m))
}

// ParseSearchMode reads "aware" or "point".
func ParseSearchMode(s string) (SearchMode, error) {
	switch s {
	case "aware":
		return Aware, nil
	case "point":
		return PointMode, nil
	}
	return 0, fmt.Errorf("search %q: want aware or point", s)
}

// Sampling chooses how the swept region's scan set is computed: at column centres as the paper says, or exactly.
type Sampling int

const (
	// Exact takes every cell whose interior meets the swept hexagon (the default).
	Exact Sampling = iota
	// Paper samples the edge lines at column centres, as the paper's text says.
	Paper
)

func (s Sampling) String() string {
	switch s {
	case Exact:
		return "exact"
	case Paper:
		return "paper"
	}
	return fmt.Sprintf("Sampling(%d)", int(s))
}

// ParseSampling reads "exact" or "paper".
func ParseSampling(s string) (Sampling, error) {
	switch s {
	case "exact":
		return Exact, nil
	case "paper":
		return Paper, nil
	}
	return 0, fmt.Errorf("sampling %q: want exact or paper", s)
}

// Strategy chooses how the farthest visible node is found: the paper's binary search, or the true farthest.
type Strategy int

const (
	// Binary is the paper's binary search, exactly.
	Binary Strategy = iota
	// Linear returns the true farthest visible node.
	Linear
)

func (s Strategy) String() string {
	switch s {
	case Binary:
		return "binary"
	case Linear:
		return "linear"
	}
	return fmt.Sprintf("Strategy(%d)", int(s))
}

// ParseStrategy reads "binary" or "linear".
func ParseStrategy(s string) (Strategy, error) {
	switch s {
	case "binary":
		return Binary, nil
	case "linear":
		return Linear, nil
	}
	return 0, fmt.Errorf("farthest %q: want binary or linear", s)
}

// SearchModes lists every SearchMode, in the order Next cycles through them.
func SearchModes() []SearchMode { return []SearchMode{Aware, PointMode} }

// Next returns the SearchMode after v, wrapping around; the app's toggles use it.
func (v SearchMode) Next() SearchMode {
	return (SearchMode(int(v) + 1)) % SearchMode(len(SearchModes()))
}

// Samplings lists every Sampling, in the order Next cycles through them.
func Samplings() []Sampling { return []Sampling{Exact, Paper} }

// Next returns the Sampling after v, wrapping around; the app's toggles use it.
func (v Sampling) Next() Sampling { return (Sampling(int(v) + 1)) % Sampling(len(Samplings())) }

// Strategies lists every Strategy, in the order Next cycles through them.
func Strategies() []Strategy { return []Strategy{Binary, Linear} }

// Next returns the Strategy after v, wrapping around; the app's toggles use it.
func (v Strategy) Next() Strategy { return (Strategy(int(v) + 1)) % Strategy(len(Strategies())) }
