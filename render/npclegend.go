package render

import "swath/view"

// npcLegendName is the legend line of the other NPCs' routes.
const npcLegendName = "other NPCs' routes, own colours"

// npcLegend is the legend line of the other NPCs' routes when the level
// has several NPCs, its swatch in the colour of the first one not
// selected: the routes in other colours are then read as NPCs, not as
// layers. The figures' "NPC" row names the selected one.
func npcLegend(s view.Reader) []legendItem {
	npcs := s.Agents()
	if len(npcs) < 2 {
		return nil
	}
	other := npcs[0]
	if other.Selected() {
		other = npcs[1]
	}
	c := other.Colour()
	return []legendItem{{npcLegendName, func(l *List, cx, cy float64) {
		l.line(cx-8, cy, cx+8, cy, 2, c)
		l.circle(cx, cy, 3, c)
	}}}
}
