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

// searchFigures are the plain view's figures of p's search, A*'s and
// JPS's side by side (the other algorithm's from the comparison, see
// compare.go): two lines, as many as the one algorithm had before.
func (s *Scene) searchFigures(p *pathing.Plan) []Figure {
	c, ok := s.Searches()
	jps := Figure{"JPS jump pts, scanned", "-"}
	if ok[1] {
		jps.Value = countText(c[1], fmt.Sprintf("%d, %d", c[1].Expanded, c[1].Scanned))
	}
	if p.Query.Algorithm == pathing.JPS {
		astar := Figure{"A* expanded", "- (J plans it)"}
		if ok[0] {
			astar.Value = countText(c[0], fmt.Sprint(c[0].Expanded))
		}
		return []Figure{jps, astar}
	}
	return []Figure{{"A* expanded (reused)", fmt.Sprintf("%d (%d)", p.Expanded, p.Reused)}, jps}
}
