// Package render turns a scene into pictures, on the CPU and for the
// window alike: Renderer.Update makes a Frame (the map's cells as
// one-pixel-per-cell images, display lists of shapes and text, and the
// frame split into window regions with a hash each) from a read-only
// view.Reader, a view and a window size. The window draws the frame with
// Ebitengine (package app), Rasterize draws it into an image (PNG and GIF
// exports, tests), and both draw exactly the same shapes.
//
// Nothing here changes the scene: the cells to rewrite are those changed
// since the scene versions a Renderer last drew (scene.GridChanges), an
// Exporter picks its own view (ViewOf), and the timeline GIF draws the
// scene at other steps through a Reader that overrides the step. A
// Damager finds the parts of the map region to redraw between two frames.
package render
