package view

// DialogKind says what a dialog is for.
type DialogKind int

const (
	// ConfirmDialog asks Save / Discard / Cancel about unsaved changes.
	ConfirmDialog DialogKind = iota + 1
	// SaveDialog asks for a file name to save to.
	SaveDialog
	// OpenDialog lists the built-in levels and a folder, with a path field.
	OpenDialog
	// SizeDialog asks for the width and height of a new or resized map.
	SizeDialog
	// ScenDialog lists the queries of a .scen file.
	ScenDialog
	// LayerDialog lists a Tiled map's tile layers, to pick the obstacles' (tiledopen.go).
	LayerDialog
)

// DialogRows is how many list entries a dialog shows at once.
const DialogRows = 12

// EntryKind says what a list entry opens.
type EntryKind int

const (
	// EntryBuiltin is a built-in level (Path is its name).
	EntryBuiltin EntryKind = iota
	// EntryFolder is a folder to list.
	EntryFolder
	// EntryFile is a level file, map, PNG or .scen.
	EntryFile
	// EntryQuery is a query of a .scen file (Index is its position).
	EntryQuery
	// EntryLayer is a Tiled map's tile layer (Path is its name; "" for the automatic rules).
	EntryLayer
	// EntryPick opens the browser's file picker (a web page's open dialog: scene/pagefiles.go).
	EntryPick
)

// Entry is one row of a dialog's list.
type Entry struct {
	Label, Detail string
	// Count is a figure shown at the row's right end: the obstacles a
	// Tiled layer gives ("" for none)
	Count string
	Kind  EntryKind
	Path  string
	Index int
}

// Choice is a dialog's button.
type Choice struct {
	Label  string
	Action Action
}

// Dialog is a modal dialog over the map. While one is open, keys go to it
// (scene.KeyContext); the scene keeps what it needs to carry the dialog
// out beside it.
type Dialog struct {
	Kind           DialogKind
	Title, Message string
	Fields         []Field
	Focus          int
	Entries        []Entry
	// Sel is the selected entry (-1: none); Top the first one shown.
	Sel, Top int
	// Error says why the last attempt failed.
	Error   string
	Buttons []Choice
	// Dir is the folder relative names are taken in.
	Dir string
}
