package scene

import (
	"fmt"

	"swath/pathing"
)

// failureFigures head the figures when there is no route: its kind and,
// for a stuck route, the node, so that the figures (and an exported
// picture) say why, whatever the status line shows at the moment.
func failureFigures(p *pathing.Plan) []Figure {
	if p.Found || p.Err == nil {
		return nil
	}
	v := p.Failure.String()
	if p.Failure == pathing.Stuck && p.StuckAt >= 0 {
		v = fmt.Sprintf("stuck at node %d", p.StuckAt)
	}
	return []Figure{{"no route", v}}
}
