package e2e

// panelRow is the height of one row of debugui's layout in the options
// panel (a header, a checkbox, a slider or a row of buttons).
const panelRow = 22

// npcSection is how far the NPC section (app/npcpanel.go: its header, one
// row per NPC, the add/remove/name row), right under the footprint's
// sliders, pushes the sections below it down on a level with one NPC.
const npcSection = 3 * panelRow

// Places in the NPC section, relative to the panel's top left corner
// (debugui's layout of app/npcpanel.go at the panel's width): the middle
// of the section's header, and the middles of the widgets of its rows.
const (
	npcHeaderY    = 103 // under Options, the footprint's header and its two sliders
	npcSwatchX    = 12
	npcNameX      = 116
	npcColourX    = 241
	npcAddX       = 22
	npcRemoveX    = 72
	npcNameFieldX = 210                   // the name field, right of add, remove and "name"
	npcRowOfFirst = npcHeaderY + panelRow // the first NPC's row
)
