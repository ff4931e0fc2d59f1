// Package app is Swath's window. Each tick (Game.Update) it reads the
// devices (input.go) and applies what package input translates them to,
// plus the options panel's, the dialogs' and the timeline bar's intents;
// runs the background jobs from one loop (jobs.go: the scene's plans,
// optimum, timeline stages, files and footprint layers, and the exports),
// a quick one in the tick; and, when the scene's Versions
// changed, asks render for a new frame. Draw puts that frame on the
// screen, redrawing only the regions whose picture changed, and inside
// the map only the damaged tiles (screen.go). One type, ticks (ticks.go),
// asks Ebitengine for every tick; an idle window asks for none and draws
// nothing. The app holds no planning or layout logic of its own.
package app
