package app

import (
	"image"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"swath/levels"
	"swath/pathing"
	"swath/render"
	"swath/scene"
)

// panel is the options panel. Its widgets edit copies of the scene's
// values; apply turns the differences into intents, so that a change made
// on the panel is an undo step like the same change made with a key.
type panel struct {
	l, w                 int
	point, paper, linear bool
	jps                  bool
	layers               scene.Layers
	brush                int
	tool                 scene.Tool
	undo, redo, clearAll bool
	// steps adds the timeline's controls (timeline.go)
	timeline *timelineBar
	// share is the level's link (sharelink.go), which a button hands out
	share *shareLink
	npcs  npcPanel   // npcpanel.go
	split splitPanel // splitpanel.go
	drag  sliderDrag
	pin   panelPin
	room  panelRoom // panelroom.go
	keys  []ebiten.Key
	log   *inputLog
}

// build lays out the panel for this tick inside lay.Panel.
func (p *panel) build(ctx *debugui.Context, sc *scene.Scene, lay render.Layout) {
	ag, op := sc.Selected().Agent(), sc.Selected().Query().Options
	p.l, p.w = ag.L, ag.W
	p.point, p.paper, p.linear = op.Search == pathing.PointMode, op.Sampling == pathing.Paper, op.Strategy == pathing.Linear
	p.jps = op.Algorithm == pathing.JPS
	p.layers, p.brush, p.tool = sc.Layers(), sc.Brush(), sc.Tool()
	p.undo, p.redo, p.clearAll = false, false, false

	// a new scope when the window moves the panel or its height changes:
	// debugui keeps a window where it was first put (panelroom.go)
	win, scope := p.room.window(lay.Panel, p.pin.scope(lay.Panel))
	shown, content := false, 0
	ctx.IDScope(scope, func() {
		ctx.Window("Options", win, func(cl debugui.ContainerLayout) {
			shown, content = true, cl.ContentSize.Y
			p.room.header(ctx, "footprint", "Agent footprint L x W", func() {
				ctx.SetGridLayout([]int{70, -1}, nil)
				ctx.Text("L (width)")
				ctx.Slider(&p.l, 1, levels.MaxAgentSide, 1)
				ctx.Text("W (height)")
				ctx.Slider(&p.w, 1, levels.MaxAgentSide, 1)
			})
			// the NPCs right under the footprint: it is the selected one's
			p.npcs.build(ctx, sc, &p.room)
			p.room.header(ctx, "method", "Method", func() {
				ctx.Checkbox(&p.point, "point search (paper)")
				ctx.Checkbox(&p.paper, "paper sampling")
				ctx.Checkbox(&p.linear, "linear farthest (exact)")
				ctx.Checkbox(&p.jps, "Jump Point Search (J)")
			})
			p.room.header(ctx, "layers", "Layers", func() {
				ctx.SetGridLayout([]int{-1, -1}, nil)
				ctx.Checkbox(&p.layers.GridLines, "grid lines")
				ctx.Checkbox(&p.layers.RawNodes, "raw nodes")
				ctx.Checkbox(&p.layers.Waypoints, "waypoints")
				ctx.Checkbox(&p.layers.Band, "swept band")
				ctx.Checkbox(&p.layers.Placements, "placements")
				ctx.Checkbox(&p.layers.Reachable, "reachable")
				ctx.Checkbox(&p.layers.Clearance, "clearance")
				ctx.Checkbox(&p.layers.Squeeze, "squeeze")
				ctx.Checkbox(&p.layers.Optimal, "shortest possible")
			})
			p.room.header(ctx, "edit", "Edit", func() {
				ctx.SetGridLayout([]int{-1, -1, -1}, nil)
				for _, t := range []scene.Tool{scene.Brush, scene.Eraser, scene.RectTool} {
					label := t.String()
					if t == p.tool {
						label = "[" + label + "]"
					}
					ctx.IDScope(t.String(), func() {
						ctx.Button(label).On(func() { p.tool = t })
					})
				}
				ctx.SetGridLayout([]int{70, -1}, nil)
				ctx.Text("brush")
				ctx.Slider(&p.brush, 1, scene.MaxBrush, 1)
				ctx.SetGridLayout([]int{-1, -1, -1}, nil)
				ctx.Button("undo").On(func() { p.undo = true })
				ctx.Button("redo").On(func() { p.redo = true })
				ctx.Button("clear all").On(func() { p.clearAll = true })
				p.shareRow(ctx)
			})
			if p.timeline != nil {
				p.timeline.panel(ctx, sc, &p.room)
			}
			p.split.build(ctx, sc)
		})
	})
	p.room.measure(shown, content)
}

// wantHeight is the options panel's height as its content asks
// (scene.SetPanelHeight).
func (p *panel) wantHeight() int { return p.room.want }

// apply sends the panel's changes to the scene (and notes them in the
// input log).
func (p *panel) apply(sc *scene.Scene) {
	p.drag.tick()
	if ag := (pathing.Footprint{L: p.l, W: p.w}); ag != sc.Selected().Agent() {
		p.log.note("panel agent %v", ag)
		sc.Apply(scene.SetAgent{Agent: ag, Drag: p.drag.current()})
	}
	op := pathing.Options{}
	if p.point {
		op.Search = pathing.PointMode
	}
	if p.paper {
		op.Sampling = pathing.Paper
	}
	if p.linear {
		op.Strategy = pathing.Linear
	}
	if p.jps {
		op.Algorithm = pathing.JPS
	}
	if op != sc.Selected().Query().Options {
		p.log.note("panel options %v %v %v %v", op.Search, op.Sampling, op.Strategy, op.Algorithm)
		sc.Apply(scene.SetOptions{Options: op})
	}
	if p.layers != sc.Layers() {
		p.log.note("panel layers grid=%v raw=%v waypoints=%v band=%v placements=%v reachable=%v clearance=%v squeeze=%v optimal=%v",
			p.layers.GridLines, p.layers.RawNodes, p.layers.Waypoints, p.layers.Band,
			p.layers.Placements, p.layers.Reachable, p.layers.Clearance, p.layers.Squeeze, p.layers.Optimal)
	}
	sc.Apply(scene.SetLayers{Layers: p.layers})
	if p.tool != sc.Tool() {
		p.log.note("panel tool %v", p.tool)
	}
	sc.Apply(scene.SetTool{Tool: p.tool})
	if p.brush != sc.Brush() {
		p.log.note("panel brush %d", p.brush)
	}
	sc.Apply(scene.SetBrush{Size: p.brush})
	switch {
	case p.undo:
		p.log.note("panel undo")
		sc.Apply(scene.ActUndo)
	case p.redo:
		p.log.note("panel redo")
		sc.Apply(scene.ActRedo)
	case p.clearAll:
		p.log.note("panel clear all")
		sc.Apply(scene.ActClearAll)
	}
	p.npcs.apply(sc, p.log)
	p.split.apply(sc, p.log)
}

// panelKey is everything the options panel's picture depends on: the
// values it shows and the pointer and keys it reacts to.
type panelKey struct {
	agent             pathing.Footprint
	options           pathing.Options
	layers            scene.Layers
	tool              scene.Tool
	brush             int
	stepping, playing bool
	speed             string
	crowd             string
	cursor            image.Point
	buttons           [3]bool
	wheel             float64
	captured          debugui.InputCapturingState
	keys              int
	npcs              string
	split             string
	name              string
}

// key is the panel's key this tick; the pointer counts only over the panel.
func (p *panel) key(sc *scene.Scene, captured debugui.InputCapturingState) panelKey {
	k := panelKey{agent: sc.Selected().Agent(), options: sc.Selected().Query().Options, layers: sc.Layers(), tool: sc.Tool(), brush: sc.Brush(),
		stepping: sc.TimelineShown(), playing: sc.Selected().Player().Playing(), speed: sc.Selected().Player().SpeedLabel(), captured: captured,
		cursor: image.Pt(-1, -1), npcs: p.npcs.key(sc), name: p.npcs.field.key(), crowd: crowdKey(sc), split: splitKey(sc)}
	if captured != 0 {
		cx, cy := ebiten.CursorPosition()
		k.cursor = image.Pt(cx, cy)
		for i, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
			k.buttons[i] = ebiten.IsMouseButtonPressed(b)
		}
		_, k.wheel = ebiten.Wheel()
		if captured&debugui.InputCapturingStateFocus != 0 {
			p.keys = inpututil.AppendPressedKeys(p.keys[:0])
			k.keys = len(p.keys)
			for _, key := range p.keys {
				k.keys = k.keys*131 + int(key)
			}
		}
	}
	return k
}

// focused reports whether a field of the panel takes the keys (the NPC
// name field): the map's keys are off meanwhile.
func (p *panel) focused() bool { return p.npcs.field.focused }
