// Package levels reads and writes Swath's level files and holds the built-in
// teaching levels. It is pure Go: no Ebitengine.
//
// Formats (see each file for the details):
//   - .swath, Swath's own text format (swath.go): everything a person sets —
//     size, obstacles, agent, start, goal, options, title, description — and
//     an exact round trip.
//   - Moving AI .map (movingai.go): obstacles only; '.', 'G', 'S' free and
//     '@', 'O', 'T', 'W' blocked. Moving AI .scen (scen.go): query lists.
//   - PNG masks (pngmask.go): obstacles only; dark (luminance < 50 %) blocked.
//   - Tiled maps, read only (tiled.go): .tmx, .tmj, .json; obstacles from a
//     collision layer or tile properties, start and goal from point objects.
//
// Load and Parse pick the format by content, then by extension; Save picks it
// by extension and is atomic, keeping the previous version as NAME.bak.
// Every parse error is a *ParseError naming file, line and column; a failed
// load returns no level. Maps are 1..MaxSide cells a side; new maps made in
// the app are MinNewSide..MaxSide (ValidateNewSize).
//
// Built-in levels are embedded .swath files in builtin/, listed by Builtins
// and opened by LoadBuiltin; the app starts with DefaultBuiltin.
package levels
