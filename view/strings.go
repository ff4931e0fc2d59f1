package view

import "fmt"

// The String methods of the enums the renderer reads, for logs, test
// failures and the input log: each value's name, or the type and number
// out of range.

func (a Action) String() string     { return EnumName(actionNames[:], "Action", a) }
func (c Context) String() string    { return EnumName(contextNames[:], "Context", c) }
func (k DialogKind) String() string { return EnumName(dialogNames[:], "DialogKind", k) }
func (k EntryKind) String() string  { return EnumName(entryNames[:], "EntryKind", k) }

// EnumName is names[v], or type(v) for a value without a name: the String
// of an enum whose names are an array indexed by value (scene's use it too).
func EnumName[T ~int](names []string, typ string, v T) string {
	if v >= 0 && int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, int(v))
}

// The names String gives, by value.
var (
	contextNames = [...]string{ContextMap: "map", ContextDialog: "dialog", ContextConfirm: "confirm"}
	dialogNames  = [...]string{ConfirmDialog: "confirm", SaveDialog: "save", OpenDialog: "open", SizeDialog: "size", ScenDialog: "scen", LayerDialog: "layer"}
	entryNames   = [...]string{EntryBuiltin: "builtin", EntryFolder: "folder", EntryFile: "file", EntryQuery: "query", EntryLayer: "layer", EntryPick: "pick"}
	actionNames  = [...]string{
		ActNone:            "none",
		ActUndo:            "undo",
		ActRedo:            "redo",
		ActBrush:           "brush",
		ActEraser:          "eraser",
		ActRect:            "rect",
		ActBrushSize:       "brush-size",
		ActClearAll:        "clear-all",
		ActAgentWider:      "agent-wider",
		ActAgentNarrower:   "agent-narrower",
		ActAgentTaller:     "agent-taller",
		ActAgentShorter:    "agent-shorter",
		ActToggleSearch:    "toggle-search",
		ActToggleSampling:  "toggle-sampling",
		ActToggleStrategy:  "toggle-strategy",
		ActToggleAlgorithm: "toggle-algorithm",
		ActLayerGrid:       "layer-grid",
		ActLayerRaw:        "layer-raw",
		ActLayerWaypoints:  "layer-waypoints",
		ActLayerBand:       "layer-band",
		ActLayerPlacements: "layer-placements",
		ActLayerReachable:  "layer-reachable",
		ActLayerClearance:  "layer-clearance",
		ActLayerSqueeze:    "layer-squeeze",
		ActLayerOptimal:    "layer-optimal",
		ActFitView:         "fit-view",
		ActHelp:            "help",
		ActCloseHelp:       "close-help",
		ActTimeline:        "timeline",
		ActPlayPause:       "play-pause",
		ActStepBack:        "step-back",
		ActStepForward:     "step-forward",
		ActPhaseBack:       "phase-back",
		ActPhaseForward:    "phase-forward",
		ActFirst:           "first",
		ActLast:            "last",
		ActSlower:          "slower",
		ActFaster:          "faster",
		ActExportPNG:       "export-png",
		ActExportGIF:       "export-gif",
		ActCopyLink:        "copy-link",
		ActSave:            "save",
		ActSaveAs:          "save-as",
		ActOpen:            "open",
		ActNew:             "new",
		ActResizeMap:       "resize-map",
		ActDialogOK:        "dialog-o-k",
		ActDialogCancel:    "dialog-cancel",
		ActDialogUp:        "dialog-up",
		ActDialogDown:      "dialog-down",
		ActDialogPageUp:    "dialog-page-up",
		ActDialogPageDown:  "dialog-page-down",
		ActDialogNextField: "dialog-next-field",
		ActDialogBackspace: "dialog-backspace",
		ActDialogDelete:    "dialog-delete",
		ActDialogLeft:      "dialog-left",
		ActDialogRight:     "dialog-right",
		ActDialogHome:      "dialog-home",
		ActDialogEnd:       "dialog-end",
		ActDialogSelectAll: "dialog-select-all",
		ActConfirmSave:     "confirm-save",
		ActConfirmDiscard:  "confirm-discard",
		ActUIBigger:        "ui-bigger",
		ActUISmaller:       "ui-smaller",
		ActKeyStep:         "key-step",
		ActNextNPC:         "next-npc",
		ActAddNPC:          "add-npc",
		ActSplit:           "split",
		ActCrowd:           "crowd",
		ActPaint:           "paint",
		ActErase:           "erase",
		ActMoveMarker:      "move-marker",
		ActPan:             "pan",
		ActSeek:            "seek",
		ActZoom:            "zoom",
	}
)
