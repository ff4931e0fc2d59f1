package pathing

import (
	"fmt"
	"strings"
)

// Options are the planning choices a person makes, one value shared by the
// query, the level file and the app. The zero value is the product default:
// aware search, exact sampling, the paper's binary farthest search.
type Options struct {
	Search    SearchMode
	Sampling  Sampling
	Strategy  Strategy
	Algorithm Algorithm
	// Optimal asks for the shortest route there is as well (Plan.Optimal).
	Optimal bool
}

// SearchMode chooses what the A* search treats as a valid pivot cell.
type SearchMode int

const (
	// Aware searches placements of the whole footprint (the default).
	Aware SearchMode = iota
	// PointMode searches the raw mask as for a 1×1 agent, as the paper does.
	PointMode
)

// Sampling chooses how the swept region's scan set is computed: at column
// centres as the paper says, or exactly.
type Sampling int

const (
	// Exact takes every cell whose interior meets the swept hexagon (the default).
	Exact Sampling = iota
	// Paper samples the edge lines at column centres, as the paper's text says.
	Paper
)

// Strategy chooses how the farthest visible node is found: the paper's
// binary search, or the true farthest.
type Strategy int

const (
	// Binary is the paper's binary search, exactly.
	Binary Strategy = iota
	// Linear returns the true farthest visible node.
	Linear
)

// The names of each option's values, indexed by value: String prints them,
// Parse reads them, and the flag and the level file use them.
var (
	searchNames   = enumNames{"search", "SearchMode", []string{"aware", "point"}}
	samplingNames = enumNames{"sampling", "Sampling", []string{"exact", "paper"}}
	strategyNames = enumNames{"farthest", "Strategy", []string{"binary", "linear"}}
)

func (m SearchMode) String() string { return searchNames.str(int(m)) }
func (s Sampling) String() string   { return samplingNames.str(int(s)) }
func (s Strategy) String() string   { return strategyNames.str(int(s)) }

// ParseSearchMode reads "aware" or "point".
func ParseSearchMode(s string) (SearchMode, error) {
	v, err := searchNames.parse(s)
	return SearchMode(v), err
}

// ParseSampling reads "exact" or "paper".
func ParseSampling(s string) (Sampling, error) {
	v, err := samplingNames.parse(s)
	return Sampling(v), err
}

// ParseStrategy reads "binary" or "linear".
func ParseStrategy(s string) (Strategy, error) {
	v, err := strategyNames.parse(s)
	return Strategy(v), err
}

// SearchModes lists every SearchMode, in the order Next cycles through them.
func SearchModes() []SearchMode { return enumValues[SearchMode](searchNames) }

// Samplings lists every Sampling, in the order Next cycles through them.
func Samplings() []Sampling { return enumValues[Sampling](samplingNames) }

// Strategies lists every Strategy, in the order Next cycles through them.
func Strategies() []Strategy { return enumValues[Strategy](strategyNames) }

// Next returns the SearchMode after m, wrapping around; the app's toggles use it.
func (m SearchMode) Next() SearchMode { return SearchMode(searchNames.next(int(m))) }

// Next returns the Sampling after s, wrapping around.
func (s Sampling) Next() Sampling { return Sampling(samplingNames.next(int(s))) }

// Next returns the Strategy after s, wrapping around.
func (s Strategy) Next() Strategy { return Strategy(strategyNames.next(int(s))) }

// enumNames are an option's flag name, its Go type name (for values out of
// range) and its value names.
type enumNames struct {
	flag, typ string
	names     []string
}

func (e enumNames) str(v int) string {
	if v >= 0 && v < len(e.names) {
		return e.names[v]
	}
	return fmt.Sprintf("%s(%d)", e.typ, v)
}

func (e enumNames) parse(s string) (int, error) {
	for v, n := range e.names {
		if s == n {
			return v, nil
		}
	}
	return 0, fmt.Errorf("%s %q: want %s", e.flag, s, strings.Join(e.names, " or "))
}

func (e enumNames) next(v int) int { return (v + 1) % len(e.names) }

func enumValues[T ~int](e enumNames) []T {
	vs := make([]T, len(e.names))
	for i := range vs {
		vs[i] = T(i)
	}
	return vs
}

// optionNames are the options a person sets by word, by the names the level
// file and the flags give them.
var optionNames = map[string]*enumNames{
	"search": &searchNames, "sampling": &samplingNames, "farthest": &strategyNames, "algorithm": &algorithmNames,
}

// OptionWords lists the words option name takes ("search", "sampling",
// "farthest", "algorithm"), the default first; nil for another name.
func OptionWords(name string) []string {
	if e, ok := optionNames[name]; ok {
		return e.names
	}
	return nil
}

// Set sets the option called name ("search", "sampling", "farthest",
// "algorithm") from its word.
func (o *Options) Set(name, word string) error {
	e, ok := optionNames[name]
	if !ok {
		return fmt.Errorf("no option %q", name)
	}
	v, err := e.parse(word)
	if err != nil {
		return err
	}
	switch name {
	case "search":
		o.Search = SearchMode(v)
	case "sampling":
		o.Sampling = Sampling(v)
	case "farthest":
		o.Strategy = Strategy(v)
	case "algorithm":
		o.Algorithm = Algorithm(v)
	}
	return nil
}
