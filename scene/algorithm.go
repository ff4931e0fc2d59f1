package scene

import (
	"fmt"

	"swath/pathing"
)

// AlgorithmName is how the app names a search algorithm to a person:
// "A*" or "JPS" (pathing's names are the file and flag spellings).
func AlgorithmName(a pathing.Algorithm) string {
	if a == pathing.JPS {
		return "JPS"
	}
	return "A*"
}

// AlgorithmNote is what a status line adds after the method for
// algorithm a: nothing for A*, the default (so the line reads as it
// always did), ", JPS" otherwise.
func AlgorithmNote(a pathing.Algorithm) string {
	if a == pathing.AStar {
		return ""
	}
	return ", " + AlgorithmName(a)
}

// searchFigures are the plain view's figures of p's search: expansions
// (and, for JPS, jump points and the cells their jumps scanned).
func searchFigures(p *pathing.Plan) []Figure {
	if p.Query.Algorithm == pathing.JPS {
		return []Figure{
			{"JPS jump points expanded", fmt.Sprint(p.Expanded)},
			{"  cells scanned by jumps", fmt.Sprint(p.Scanned)},
		}
	}
	return []Figure{
		{"nodes expanded", fmt.Sprint(p.Expanded)},
		{"  reused from last", fmt.Sprint(p.Reused)},
	}
}
