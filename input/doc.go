// Package input translates what the devices did in one tick (Devices: the
// pointer, the buttons, the wheel, the keys' press durations) into scene
// intents: on the map (Map) strokes, boxes, marker drags, zoom, pan and
// the keymap's keys; on the timeline bar (Bar) seeks. Reading the devices is the app's part (it needs a
// window); this part is pure, so tests drive a stroke or a key repeat with
// no window at all.
package input
