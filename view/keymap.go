package view

import (
	"slices"
	"strings"
)

// Action is a command a key (or the panel) triggers. Actions are intents:
// a scene's Apply(ActUndo) undoes (scene/intent.go).
type Action int

// The actions, in the order the help lists them.
const (
	ActNone Action = iota
	ActUndo
	ActRedo
	ActBrush
	ActEraser
	ActRect
	ActBrushSize
	ActClearAll
	ActAgentWider
	ActAgentNarrower
	ActAgentTaller
	ActAgentShorter
	ActToggleSearch
	ActToggleSampling
	ActToggleStrategy
	ActToggleAlgorithm
	ActLayerGrid
	ActLayerRaw
	ActLayerWaypoints
	ActLayerBand
	ActLayerPlacements
	ActLayerReachable
	ActLayerClearance
	ActLayerSqueeze
	ActLayerOptimal
	ActFitView
	ActHelp
	ActCloseHelp
	ActTimeline
	ActPlayPause
	ActStepBack
	ActStepForward
	ActPhaseBack
	ActPhaseForward
	ActFirst
	ActLast
	ActSlower
	ActFaster
	ActExportPNG
	ActExportGIF
	ActCopyLink
	ActSave
	ActSaveAs
	ActOpen
	ActNew
	ActResizeMap
	// in a dialog (ContextDialog, ContextConfirm)
	ActDialogOK
	ActDialogCancel
	ActDialogUp
	ActDialogDown
	ActDialogPageUp
	ActDialogPageDown
	ActDialogNextField
	ActDialogBackspace
	ActDialogDelete
	ActDialogLeft
	ActDialogRight
	ActDialogHome
	ActDialogEnd
	ActDialogSelectAll
	ActConfirmSave
	ActConfirmDiscard
	// the UI scale, for projectors (uiscale.go)
	ActUIBigger
	ActUISmaller
	// the level's key steps (keysteps.go)
	ActKeyStep
	// the level's NPCs (agents.go)
	ActNextNPC
	ActAddNPC
	// the split view (split.go)
	ActSplit
	// the crowd mode (crowd.go)
	ActCrowd
	// mouse gestures, listed in the help but dispatched by the app as
	// Press/Drag/Release, Pan and Zoom intents
	ActPaint
	ActErase
	ActMoveMarker
	ActPan
	ActSeek
	ActZoom
)

// Chord is a key with its modifiers. Key is Ebitengine's key name
// (ebiten.Key.String(): "Z", "BracketLeft", "ArrowLeft", "F1"…).
type Chord struct {
	Key         string
	Ctrl, Shift bool
}

// Context is where a binding applies: on the map (the zero value), in a
// dialog with a text field or list, or in the unsaved-changes question.
// While a dialog is open, keys go to the dialog only.
type Context int

const (
	// ContextMap is the main view.
	ContextMap Context = iota
	// ContextDialog is a save, open, new-map or scenario dialog.
	ContextDialog
	// ContextConfirm is the Save / Discard / Cancel question.
	ContextConfirm
)

// Binding is one row of the keymap: an action, its keys or mouse gesture,
// and what it does.
type Binding struct {
	Action Action
	// Context is where the keys apply; no chord appears twice in one context.
	Context Context
	Keys    []Chord
	// Mouse describes a mouse gesture for actions the pointer triggers.
	Mouse string
	Desc  string
}

func k(key string) Chord      { return Chord{Key: key} }
func ctrl(key string) Chord   { return Chord{Key: key, Ctrl: true} }
func shift(key string) Chord  { return Chord{Key: key, Shift: true} }
func ctrlSh(key string) Chord { return Chord{Key: key, Ctrl: true, Shift: true} }

// Keymap is every binding of the app. The help overlay prints it and the app
// polls exactly these chords; no chord appears twice.
var Keymap = slices.Concat([]Binding{
	{Action: ActPaint, Mouse: "Left drag", Desc: "paint obstacles (brush), fill a box (rectangle)"},
	{Action: ActErase, Mouse: "Right drag", Desc: "erase obstacles (brush), clear a box (rectangle)"},
	{Action: ActMoveMarker, Mouse: "Left drag on S or G", Desc: "move the start or goal; snaps to cells"},
	{Action: ActPan, Mouse: "Middle drag, Space+drag", Desc: "pan the view"},
	{Action: ActSeek, Mouse: "Left drag on the bar", Desc: "timeline: go to a step"},
	{Action: ActZoom, Mouse: "Wheel", Desc: "zoom around the cursor"},
	{Action: ActUndo, Keys: []Chord{ctrl("Z")}, Desc: "undo the last stroke or change"},
	{Action: ActRedo, Keys: []Chord{ctrlSh("Z"), ctrl("Y")}, Desc: "redo"},
	{Action: ActBrush, Keys: []Chord{k("B")}, Desc: "brush tool: left paints, right erases"},
	{Action: ActEraser, Keys: []Chord{k("E")}, Desc: "eraser tool: left erases, right paints"},
	{Action: ActRect, Keys: []Chord{k("R")}, Desc: "rectangle tool: left fills, right clears"},
	{Action: ActBrushSize, Keys: digits(), Desc: "brush size 1-9 cells"},
	{Action: ActClearAll, Keys: []Chord{k("Delete")}, Desc: "clear all obstacles (undoable)"},
	{Action: ActAgentWider, Keys: []Chord{k("BracketRight")}, Desc: "agent L (width) + 1"},
	{Action: ActAgentNarrower, Keys: []Chord{k("BracketLeft")}, Desc: "agent L (width) - 1"},
	{Action: ActAgentTaller, Keys: []Chord{k("Quote")}, Desc: "agent W (height) + 1"},
	{Action: ActAgentShorter, Keys: []Chord{k("Semicolon")}, Desc: "agent W (height) - 1"},
	{Action: ActToggleSearch, Keys: []Chord{k("M")}, Desc: "search mode: footprint-aware / point (paper)"},
	{Action: ActToggleSampling, Keys: []Chord{k("X")}, Desc: "sampling: exact / paper"},
	{Action: ActToggleStrategy, Keys: []Chord{k("F")}, Desc: "farthest node: binary (paper) / linear"},
	{Action: ActToggleAlgorithm, Keys: []Chord{k("J")}, Desc: "search algorithm: A* / Jump Point Search"},
}, layerBindings(), []Binding{
	{Action: ActNextNPC, Keys: []Chord{k("Tab")}, Desc: "select the next NPC (its route, figures, timeline)"},
	{Action: ActAddNPC, Keys: []Chord{k("N")}, Desc: "add an NPC of the selected one's size, beside it"},
	{Action: ActSplit, Keys: []Chord{k("V")}, Desc: "split view: other settings side by side"},
	{Action: ActCrowd, Keys: []Chord{k("C")}, Desc: "crowd mode: every NPC at once; timeline keys play it"},
	{Action: ActFitView, Keys: []Chord{k("Digit0")}, Desc: "fit the map to the window"},
	{Action: ActHelp, Keys: []Chord{k("H"), k("F1")}, Desc: "show or hide this help"},
	{Action: ActCloseHelp, Keys: []Chord{k("Escape")}, Desc: "close the help, else the timeline or crowd"},
	{Action: ActTimeline, Keys: []Chord{k("T"), k("Enter")}, Desc: "timeline: open / close (step through)"},
	{Action: ActPlayPause, Keys: []Chord{k("Space")}, Desc: "timeline: play / pause (a tap)"},
	{Action: ActSlower, Keys: []Chord{k("Minus"), k("NumpadSubtract")}, Desc: "timeline: slower"},
	{Action: ActFaster, Keys: []Chord{k("Equal"), shift("Equal"), k("NumpadAdd")}, Desc: "timeline: faster"},
	{Action: ActStepBack, Keys: []Chord{k("ArrowLeft")}, Desc: "timeline: one step back"},
	{Action: ActStepForward, Keys: []Chord{k("ArrowRight")}, Desc: "timeline: one step forward"},
	{Action: ActPhaseBack, Keys: []Chord{shift("ArrowLeft")}, Desc: "timeline: previous anchor or phase"},
	{Action: ActPhaseForward, Keys: []Chord{shift("ArrowRight")}, Desc: "timeline: next anchor or phase"},
	{Action: ActFirst, Keys: []Chord{k("Home")}, Desc: "timeline: first step"},
	{Action: ActLast, Keys: []Chord{k("End")}, Desc: "timeline: last step"},
	{Action: ActKeyStep, Keys: []Chord{k("K")}, Desc: "timeline: jump to the level's next key step"},
	{Action: ActExportPNG, Keys: []Chord{k("P")}, Desc: "save a PNG of the view (next to the level)"},
	{Action: ActExportGIF, Keys: []Chord{k("G")}, Desc: "save a GIF of the timeline (next to the level)"},
	{Action: ActCopyLink, Keys: []Chord{ctrl("L")}, Desc: "copy the level's link (on the desktop: print it)"},
	{Action: ActSave, Keys: []Chord{ctrl("S")}, Desc: "save the level (asks for a name the first time)"},
	{Action: ActSaveAs, Keys: []Chord{ctrlSh("S")}, Desc: "save the level as (.swath, .map or .png)"},
	{Action: ActOpen, Keys: []Chord{ctrl("O")}, Desc: "open a level, map, PNG, .scen or built-in level"},
	{Action: ActNew, Keys: []Chord{ctrl("N")}, Desc: "new empty map, width x height 4..8192"},
	{Action: ActResizeMap, Keys: []Chord{ctrl("R")}, Desc: "resize the map, keeping what fits (undoable)"},
	{Action: ActUIBigger, Keys: []Chord{ctrl("Equal"), ctrl("NumpadAdd")}, Desc: "UI scale up (for projectors; kept across runs)"},
	{Action: ActUISmaller, Keys: []Chord{ctrl("Minus"), ctrl("NumpadSubtract")}, Desc: "UI scale down"},
}, under(ContextDialog, "dialog: ", []Binding{
	{Action: ActDialogOK, Keys: []Chord{k("Enter"), k("NumpadEnter")}, Desc: "open, save or create"},
	{Action: ActDialogCancel, Keys: []Chord{k("Escape")}, Desc: "cancel"},
	{Action: ActDialogUp, Keys: []Chord{k("ArrowUp")}, Desc: "previous entry"},
	{Action: ActDialogDown, Keys: []Chord{k("ArrowDown")}, Desc: "next entry"},
	{Action: ActDialogPageUp, Keys: []Chord{k("PageUp")}, Desc: "a page of entries up"},
	{Action: ActDialogPageDown, Keys: []Chord{k("PageDown")}, Desc: "a page of entries down"},
	{Action: ActDialogNextField, Keys: []Chord{k("Tab")}, Desc: "next field"},
	{Action: ActDialogBackspace, Keys: []Chord{k("Backspace")}, Desc: "delete the character before the caret"},
	{Action: ActDialogDelete, Keys: []Chord{k("Delete")}, Desc: "delete the character after the caret"},
	{Action: ActDialogLeft, Keys: []Chord{k("ArrowLeft")}, Desc: "caret one character left"},
	{Action: ActDialogRight, Keys: []Chord{k("ArrowRight")}, Desc: "caret one character right"},
	{Action: ActDialogHome, Keys: []Chord{k("Home")}, Desc: "caret to the start of the field"},
	{Action: ActDialogEnd, Keys: []Chord{k("End")}, Desc: "caret to the end of the field"},
	{Action: ActDialogSelectAll, Keys: []Chord{ctrl("A")}, Desc: "select the field's text (typing replaces it)"},
}), under(ContextConfirm, "unsaved changes: ", []Binding{
	{Action: ActConfirmSave, Keys: []Chord{k("S"), k("Enter")}, Desc: "save first"},
	{Action: ActConfirmDiscard, Keys: []Chord{k("D")}, Desc: "discard them"},
	{Action: ActDialogCancel, Keys: []Chord{k("Escape"), k("C")}, Desc: "cancel"},
}))

// under puts bindings in context c and begins their descriptions with
// what they act on, e.g. "dialog: ".
func under(c Context, what string, bs []Binding) []Binding {
	for i := range bs {
		bs[i].Context, bs[i].Desc = c, what+bs[i].Desc
	}
	return bs
}

func digits() []Chord {
	var c []Chord
	for d := '1'; d <= '9'; d++ {
		c = append(c, k("Digit"+string(d)))
	}
	return c
}

// Lookup returns the map's binding of c and the chord's index in it, or ok false.
func Lookup(c Chord) (b Binding, index int, ok bool) { return LookupIn(ContextMap, c) }

// LookupIn returns the binding of c in context ctx and the chord's index in it, or ok false.
func LookupIn(ctx Context, c Chord) (b Binding, index int, ok bool) {
	for _, b := range Keymap {
		if b.Context != ctx {
			continue
		}
		for i, kc := range b.Keys {
			if kc == c {
				return b, i, true
			}
		}
	}
	return Binding{}, 0, false
}

var keyLabels = map[string]string{
	"BracketLeft": "[", "BracketRight": "]", "Semicolon": ";", "Quote": "'",
	"Minus": "-", "Equal": "=", "NumpadAdd": "Num+", "NumpadSubtract": "Num-",
	"ArrowLeft": "Left", "ArrowRight": "Right", "Delete": "Del", "Escape": "Esc",
	"Enter": "Enter", "NumpadEnter": "Num Enter", "ArrowUp": "Up", "ArrowDown": "Down",
}

// String writes the chord as a person reads it, e.g. "Ctrl+Shift+Z".
func (c Chord) String() string {
	l := c.Key
	if s, ok := keyLabels[l]; ok {
		l = s
	} else {
		l = strings.TrimPrefix(l, "Digit")
	}
	if c.Key == "Equal" && c.Shift {
		return "+"
	}
	if c.Shift {
		l = "Shift+" + l
	}
	if c.Ctrl {
		l = "Ctrl+" + l
	}
	return l
}

// KeysText writes the binding's keys (or gesture) for the help, e.g. "Ctrl+Shift+Z, Ctrl+Y".
func (b Binding) KeysText() string {
	if b.Mouse != "" {
		return b.Mouse
	}
	if b.Action == ActBrushSize {
		return "1 … 9"
	}
	parts := make([]string, len(b.Keys))
	for i, c := range b.Keys {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}
