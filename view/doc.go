// Package view is what a renderer reads of a scene: the read-only Reader
// and the plain types it returns (the view transform, the layers, the
// open dialog and its text fields, the notice, the versions, the
// footprint layers, the crowd mode and the split view as readers see
// them) with the keymap the help and the dialogs' buttons print. It knows neither the
// level editor (scene, levels) nor Ebitengine, so render depends on it
// and not on them; scene implements Reader and names these types with
// aliases (scene.View is view.View).
package view
