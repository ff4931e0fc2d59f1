package scene

import (
	"swath/timeline"
	"swath/view"
)

// The types the renderer reads live in package view (so that render
// depends on neither scene nor levels); scene names them with aliases and
// re-exports their constants, so scene.Dialog is view.Dialog.
type (
	Reader     = view.Reader
	View       = view.View
	Layers     = view.Layers
	Tool       = view.Tool
	Notice     = view.Notice
	Versions   = view.Versions
	Dialog     = view.Dialog
	DialogKind = view.DialogKind
	Field      = view.Field
	EntryKind  = view.EntryKind
	Entry      = view.Entry
	Choice     = view.Choice
	Action     = view.Action
	Chord      = view.Chord
	Context    = view.Context
	Binding    = view.Binding
	CrowdView  = view.CrowdView
	CrowdNPC   = view.CrowdNPC
	Split      = view.Split
	Pane       = view.Pane
)

var _ Reader = (*Scene)(nil)

// MaxScale is the largest zoom, in pixels per cell.
const MaxScale = view.MaxScale

// MaxBrush is the largest brush side in cells.
const MaxBrush = view.MaxBrush

// DefaultFieldMax is the most characters a field with no Max takes (view.DefaultFieldMax).
const DefaultFieldMax = view.DefaultFieldMax

// FieldKeys are the actions a text field takes (view.FieldKeys).
var FieldKeys = view.FieldKeys

// MarkerMinPx is the least size, in screen pixels, of the selected NPC's
// start and goal markers (view.MarkerMinPx).
const MarkerMinPx = view.MarkerMinPx

// DialogRows is how many list entries a dialog shows at once.
const DialogRows = view.DialogRows

// AllLayers has every route layer on (view.AllLayers).
var AllLayers = view.AllLayers

// Keymap is every binding of the app (view.Keymap).
var Keymap = view.Keymap

// SplitKeyPositions are the lockstep positions K jumps to in the split
// view (view.SplitKeyPositions).
func SplitKeyPositions(ls *timeline.Lockstep) []int { return view.SplitKeyPositions(ls) }

// Lookup returns the map's binding of c and the chord's index in it, or ok false.
func Lookup(c Chord) (b Binding, index int, ok bool) { return view.Lookup(c) }

// LookupIn returns the binding of c in context ctx and the chord's index in it, or ok false.
func LookupIn(ctx Context, c Chord) (b Binding, index int, ok bool) { return view.LookupIn(ctx, c) }

// layerSwitch is the layer that layer key a shows or hides (nil for
// another action).
func layerSwitch(ly *Layers, a Action) *bool { return view.LayerSwitch(ly, a) }

// The tools (view.Tool).
const (
	Brush    = view.Brush
	Eraser   = view.Eraser
	RectTool = view.RectTool
)

// The dialogs (view.DialogKind).
const (
	ConfirmDialog = view.ConfirmDialog
	SaveDialog    = view.SaveDialog
	OpenDialog    = view.OpenDialog
	SizeDialog    = view.SizeDialog
	ScenDialog    = view.ScenDialog
	LayerDialog   = view.LayerDialog
)

// The list entries (view.EntryKind).
const (
	EntryBuiltin = view.EntryBuiltin
	EntryFolder  = view.EntryFolder
	EntryFile    = view.EntryFile
	EntryQuery   = view.EntryQuery
	EntryLayer   = view.EntryLayer
	EntryPick    = view.EntryPick
)

// The key contexts (view.Context).
const (
	ContextMap     = view.ContextMap
	ContextDialog  = view.ContextDialog
	ContextConfirm = view.ContextConfirm
)

// The actions (view.Action).
const (
	ActNone            = view.ActNone
	ActUndo            = view.ActUndo
	ActRedo            = view.ActRedo
	ActBrush           = view.ActBrush
	ActEraser          = view.ActEraser
	ActRect            = view.ActRect
	ActBrushSize       = view.ActBrushSize
	ActClearAll        = view.ActClearAll
	ActAgentWider      = view.ActAgentWider
	ActAgentNarrower   = view.ActAgentNarrower
	ActAgentTaller     = view.ActAgentTaller
	ActAgentShorter    = view.ActAgentShorter
	ActToggleSearch    = view.ActToggleSearch
	ActToggleSampling  = view.ActToggleSampling
	ActToggleStrategy  = view.ActToggleStrategy
	ActToggleAlgorithm = view.ActToggleAlgorithm
	ActLayerGrid       = view.ActLayerGrid
	ActLayerRaw        = view.ActLayerRaw
	ActLayerWaypoints  = view.ActLayerWaypoints
	ActLayerBand       = view.ActLayerBand
	ActLayerPlacements = view.ActLayerPlacements
	ActLayerReachable  = view.ActLayerReachable
	ActLayerClearance  = view.ActLayerClearance
	ActLayerSqueeze    = view.ActLayerSqueeze
	ActLayerOptimal    = view.ActLayerOptimal
	ActFitView         = view.ActFitView
	ActHelp            = view.ActHelp
	ActCloseHelp       = view.ActCloseHelp
	ActTimeline        = view.ActTimeline
	ActPlayPause       = view.ActPlayPause
	ActStepBack        = view.ActStepBack
	ActStepForward     = view.ActStepForward
	ActPhaseBack       = view.ActPhaseBack
	ActPhaseForward    = view.ActPhaseForward
	ActFirst           = view.ActFirst
	ActLast            = view.ActLast
	ActSlower          = view.ActSlower
	ActFaster          = view.ActFaster
	ActExportPNG       = view.ActExportPNG
	ActExportGIF       = view.ActExportGIF
	ActCopyLink        = view.ActCopyLink
	ActSave            = view.ActSave
	ActSaveAs          = view.ActSaveAs
	ActOpen            = view.ActOpen
	ActNew             = view.ActNew
	ActResizeMap       = view.ActResizeMap
	ActDialogOK        = view.ActDialogOK
	ActDialogCancel    = view.ActDialogCancel
	ActDialogUp        = view.ActDialogUp
	ActDialogDown      = view.ActDialogDown
	ActDialogPageUp    = view.ActDialogPageUp
	ActDialogPageDown  = view.ActDialogPageDown
	ActDialogNextField = view.ActDialogNextField
	ActDialogBackspace = view.ActDialogBackspace
	ActDialogDelete    = view.ActDialogDelete
	ActDialogLeft      = view.ActDialogLeft
	ActDialogRight     = view.ActDialogRight
	ActDialogHome      = view.ActDialogHome
	ActDialogEnd       = view.ActDialogEnd
	ActDialogSelectAll = view.ActDialogSelectAll
	ActConfirmSave     = view.ActConfirmSave
	ActConfirmDiscard  = view.ActConfirmDiscard
	ActUIBigger        = view.ActUIBigger
	ActUISmaller       = view.ActUISmaller
	ActKeyStep         = view.ActKeyStep
	ActNextNPC         = view.ActNextNPC
	ActAddNPC          = view.ActAddNPC
	ActSplit           = view.ActSplit
	ActCrowd           = view.ActCrowd
	ActPaint           = view.ActPaint
	ActErase           = view.ActErase
	ActMoveMarker      = view.ActMoveMarker
	ActPan             = view.ActPan
	ActSeek            = view.ActSeek
	ActZoom            = view.ActZoom
)
