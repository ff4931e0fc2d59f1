package app

import (
	"image/color"
	"time"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"swath/render"
	"swath/scene"
)

// Game is the ebiten.Game: Update turns input into intents and prepares a
// frame when something changed; Draw puts the prepared frame on the screen
// and does nothing when there is none, so an idle window costs nothing.
type Game struct {
	sc  *scene.Scene
	cfg Config
	ren render.Renderer
	in  mapInput
	ui  debugui.DebugUI
	pan panel
	// captured is the panel's claim on the pointer this tick, dialogClaim
	// true when an open dialog made it.
	captured    debugui.InputCapturingState
	dialogClaim bool

	scr   screenImages
	frame *render.Frame
	// seen are the scene's versions of the prepared frame
	seen scene.Versions
	// pending is true when a frame was prepared and not yet drawn.
	pending bool
	// settle counts the ticks that redraw the last frame after a change
	settle     int
	w, h       int // the window's size, from Layout
	drawnW     int
	drawnH     int
	shownTitle string

	// panelDirty counts the frames that must still redraw the options
	// panel: its widgets changed (a value, or the pointer over it)
	panelDirty int
	panelSeen  panelKey

	jobs     jobLoop          // every background job (jobs.go)
	give     giveBack         // memory of a dropped big map (giveback.go)
	trim     cHeapTrimmer     // the C heap's free memory, while in use (giveback.go)
	held     chan chan string // heldImages' questions (mapimages.go)
	timeline timelineBar
	exp      exports
	share    shareLink
	files    files
	stats    stats
	probe    uint8 // --present-probe's pixel
	ticks    *ticks
	scale    uiScale
	// crowdLog is SWATH_CROWD_LOG's (crowdlog.go)
	crowdLog *crowdLog
	// marks are the web page's milestones of the start (startmarks.go)
	marks startMarks
}

func newGame(sc *scene.Scene, cfg Config) *Game {
	g := &Game{sc: sc, cfg: cfg, w: cfg.Width, h: cfg.Height, ticks: newTicks(), held: make(chan chan string)}
	sc.RunJobsInBackground()
	g.jobs.init(g.ticks, &g.stats, cfg.Stats)
	g.give.report = cfg.Stats
	g.ren.WithPanel = true
	g.ren.RouteLayer = true
	g.ren.RouteAsync, g.ren.RouteWake = true, g.ticks.wake
	g.ren.RouteStaged = true
	taps.wake = g.ticks.wake // a release may be a tap no tick saw: tick to give it
	g.ren.Strips = true
	g.pan.timeline, g.pan.share = &g.timeline, &g.share
	g.in.init()
	g.scale.start(sc, cfg)
	g.crowdLog = openCrowdLog()
	return g
}

func (g *Game) title() string { return g.sc.WindowTitle() }

// Layout uses one screen pixel per window pixel, times the UI scale.
func (g *Game) Layout(outsideW, outsideH int) (int, int) {
	sc := g.sc.UIScale() // uiscale.go
	g.w, g.h = logical(outsideW, sc), logical(outsideH, sc)
	return g.w, g.h
}

// Update reads input and applies it to the scene, runs the background
// jobs' loop, and prepares a new frame when anything visible changed.
func (g *Game) Update() error {
	pageMark("update")
	pageTick()
	taps.begin() // the key taps a stalled tick missed (keytaps.go)
	defer g.measureUpdate()()
	lay := render.LayoutOf(g.sc, g.w, g.h, true)
	g.sc.Apply(scene.Resize{W: lay.Map.Dx(), H: lay.Map.Dy()})
	if ebiten.IsWindowBeingClosed() {
		g.sc.Apply(scene.Quit{}) // the scene may ask about unsaved changes first
	}
	if g.sc.QuitRequested() {
		return ebiten.Termination
	}
	active, err := g.input(lay)
	if err != nil {
		return err
	}
	g.stats.mark("input")
	active = g.jobs.update(g.sc, &g.exp) || active
	g.stats.mark("jobs")
	active = g.timeline.update(g.sc, lay, g.in.readDevices(g.captured)) || active
	g.stats.mark("timeline")
	if l := render.LayoutOf(g.sc, g.w, g.h, true); l.Map != lay.Map { // the timeline band opened or closed
		g.sc.Apply(scene.Resize{W: l.Map.Dx(), H: l.Map.Dy()})
	}
	g.window()
	g.give.update(g.sc.Grid().Width(), g.sc.Grid().Height())
	g.trim.tick()
	g.answerHeld()
	g.prepare(active)
	active = g.exp.update(g.sc, g.in.readDevices(g.captured), g.cfg, g.w, g.h, g.captured) || active
	active = g.share.update(g.sc, g.in.readDevices(g.captured), g.captured) || active
	g.stats.mark("exports")
	g.reportStats()
	g.endTick(active)
	return nil
}

// measureUpdate starts --stats' measuring of an Update and returns what
// ends it (the crowd's figures: crowdstats.go).
func (g *Game) measureUpdate() (end func()) {
	g.stats.tick(g.cfg.Stats)
	t0 := time.Now()
	g.stats.crowd.begin(g.cfg.Stats, false)
	return func() {
		g.stats.crowd.end(g.sc, g.cfg.Stats, false)
		g.stats.updateDone(t0, g.cfg.Stats)
	}
}

// reportStats prints --stats' lines of a second.
func (g *Game) reportStats() {
	if g.cfg.Stats {
		g.stats.report(g.sc)
		g.stats.crowd.report(g.sc)
		g.stats.mark("stats")
	}
}

// endTick asks for one more tick after any input or to draw a frame,
// ticks while the timeline plays (and always in the measuring modes), and
// paced ticks while a key or button is held.
func (g *Game) endTick(active bool) {
	measuring := g.cfg.Continuous || g.cfg.PresentProbe
	want := active || g.pending || g.settle > 0 || g.timeline.playing(g.sc) || measuring || taps.pending()
	g.ticks.end(want, !active && g.in.held())
}

// input sends this tick's input to the scene: a dialog takes every key and
// click (files.go), else dropped files, the map's pointer and keys, and
// the options panel. It reports whether anything was done.
func (g *Game) input(lay render.Layout) (active bool, err error) {
	dialog := g.sc.Dialog() != nil
	if dialog {
		active = g.files.dialog(g.sc, g.w, g.h)
	} else {
		active = g.files.dropped(g.sc)
	}
	// input first, judged with the panel's claim on the pointer from the
	// last tick, then the panel, so that it shows this tick's values; a
	// dialog's claim ends with it (a key tapped in the tick after it closed
	// was lost)
	if g.dialogClaim {
		g.captured, g.dialogClaim = 0, false
	}
	if !dialog && g.in.update(g.sc, lay, g.captured) {
		active = true
	}
	g.captured = 0
	if dialog || g.sc.Dialog() != nil {
		// nothing under the dialog takes the pointer or keys this tick
		g.captured = debugui.InputCapturingStateHover | debugui.InputCapturingStateFocus
		g.dialogClaim = true
	} else if !g.sc.Help() {
		st, err := g.ui.Update(func(ctx *debugui.Context) error {
			g.pan.build(ctx, g.sc, lay)
			return nil
		})
		if err != nil {
			return false, err
		}
		g.captured = st
		if g.pan.focused() {
			g.captured |= debugui.InputCapturingStateFocus
		}
		g.pan.apply(g.sc)
		if h := g.pan.wantHeight(); h > 0 {
			g.sc.Apply(scene.SetPanelHeight{H: h}) // the next tick's layout
		}
	}
	if k := g.pan.key(g.sc, g.captured); k != g.panelSeen {
		// this frame and the next few: the panel's hover settles a tick late
		g.panelSeen, g.panelDirty = k, panelSettle
		active = true
	}
	return active, nil
}

// window keeps the UI scale and the window's title, and shows what the
// web page's callbacks left for the status line (page_js.go).
func (g *Game) window() {
	g.scale.keep(g.sc)
	if t := g.title(); t != g.shownTitle {
		ebiten.SetWindowTitle(t)
		setPageTitle(t)
		g.shownTitle = t
	}
	pageNotes(g.sc)
}

// prepare makes the next frame when anything visible changed (or always,
// in the measuring modes); otherwise the last frame is drawn again on the
// next ticks: without vsync some drivers show a frame one present late.
func (g *Game) prepare(active bool) {
	resized := g.w != g.drawnW || g.h != g.drawnH
	measuring := g.cfg.Continuous || g.cfg.PresentProbe // a frame every tick
	ver := g.sc.Versions()
	if ver != g.seen || active || resized || measuring || g.frame == nil || g.panelDirty > 0 || g.ren.Pending() || g.scr.uploading() {
		g.stats.mark("scene")
		g.frame = g.ren.Update(g.sc, g.sc.View(), g.w, g.h)
		g.stats.mark("render")
		g.crowdLog.frame(g.sc) // SWATH_CROWD_LOG (crowdlog.go)
		g.marks.prepared(g)
		g.seen = ver
		g.pending = true
		g.settle = 2
	} else if g.settle > 0 {
		g.settle--
		g.pending = true
	}
}

// panelSettle is the number of frames that draw the options panel after it
// changed.
const panelSettle = 3

// Draw draws the prepared frame, if any.
func (g *Game) Draw(screen *ebiten.Image) {
	if !g.pending || g.frame == nil {
		return
	}
	g.stats.drawStart(g.cfg.Stats)
	g.stats.crowd.begin(g.cfg.Stats, true)
	defer g.stats.crowd.end(g.sc, g.cfg.Stats, true)
	if g.cfg.PresentProbe && g.drawnW > 0 {
		g.probe++
		vector.DrawFilledRect(screen, 0, 0, 1, 1, color.Gray{g.probe}, false)
		g.pending = false
		g.stats.drawEnd(g.cfg.Stats)
		return
	}
	side, all := g.scr.draw(screen, g.frame, g.cfg.Continuous, g.panelDirty > 0, &g.stats)
	g.marks.drawn(g)
	g.ren.Uploaded()
	if key, up := g.scr.stageRoute(g.frame.Staged); up {
		g.ren.RouteUploaded(key)
	}
	g.scr.stagePanes(g.frame, &g.ren) // the split view's other panes (splitscreen.go)
	g.stats.mark("route-upload")
	panelShown := !g.sc.Help() && g.sc.Dialog() == nil
	if all && panelShown {
		// debugui lays a window out from the last tick's sizes: after a
		// new layout, draw the panel again once it has settled. Not under
		// a dialog or the help, which redraw the whole window every frame:
		// that re-armed the panel's frames for ever, so an idle dialog drew
		// frames back to back, and under load a 50 ms key tap fell between
		// two of them (4 of 10 reached the layer dialog, all 10 the map)
		g.panelDirty = max(g.panelDirty, panelSettle)
	}
	if side && panelShown {
		g.scr.drawPanel(screen, g.frame.Layout, g.panelDirty > 0, g.ui.Draw)
	}
	g.stats.mark("panel")
	g.panelDirty = max(g.panelDirty-1, 0)
	g.pending = false
	g.drawnW, g.drawnH = screen.Bounds().Dx(), screen.Bounds().Dy()
	g.stats.drawEnd(g.cfg.Stats)
}
