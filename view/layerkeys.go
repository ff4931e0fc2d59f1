package view

// layerKeys are the layer toggles, one row each: the action, its key, the
// Layers field it flips and the help's words. The keymap and LayerSwitch
// both read this table.
var layerKeys = []struct {
	action Action
	key    string
	field  func(*Layers) *bool
	desc   string
}{
	{ActLayerGrid, "F2", func(l *Layers) *bool { return &l.GridLines }, "grid lines"},
	{ActLayerRaw, "F3", func(l *Layers) *bool { return &l.RawNodes }, "raw A* nodes"},
	{ActLayerWaypoints, "F4", func(l *Layers) *bool { return &l.Waypoints }, "waypoints and segments"},
	{ActLayerBand, "F5", func(l *Layers) *bool { return &l.Band }, "swept band"},
	{ActLayerPlacements, "F7", func(l *Layers) *bool { return &l.Placements }, "cells where the pivot cannot stand"},
	{ActLayerReachable, "F8", func(l *Layers) *bool { return &l.Reachable }, "dim what the footprint cannot reach from S"},
	{ActLayerClearance, "F9", func(l *Layers) *bool { return &l.Clearance }, "clearance, the largest square at each cell"},
	{ActLayerSqueeze, "F10", func(l *Layers) *bool { return &l.Squeeze }, "the route's tightest squeeze"},
	{ActLayerOptimal, "F6", func(l *Layers) *bool { return &l.Optimal }, "shortest possible route"},
}

// layerBindings are the keymap's rows of the layer keys.
func layerBindings() []Binding {
	out := make([]Binding, len(layerKeys))
	for i, lk := range layerKeys {
		out[i] = Binding{Action: lk.action, Keys: []Chord{k(lk.key)}, Desc: "layer: " + lk.desc}
	}
	return out
}

// LayerSwitch is the layer that layer key a shows or hides (nil for
// another action).
func LayerSwitch(ly *Layers, a Action) *bool {
	for _, lk := range layerKeys {
		if lk.action == a {
			return lk.field(ly)
		}
	}
	return nil
}
