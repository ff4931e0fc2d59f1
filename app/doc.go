// Package app is Swath's window. Each tick (Game.Update) it reads the
// devices (input.go) and applies what package input translates them to,
// plus the options panel's, the dialogs' and the timeline bar's intents;
// keeps the plan current, in the tick or on a worker that owns the
// scene's planner meanwhile (planning.go); and, when the scene's Versions
// changed, asks render for a new frame. Draw puts that frame on the
// screen, redrawing only the regions whose picture changed, and inside
// the map only the damaged tiles (screen.go). One type, ticks (ticks.go),
// asks Ebitengine for every tick; an idle window asks for none and draws
// nothing. The app holds no planning or layout logic of its own.
package app
