//go:build js

package app

import (
	"runtime"
	"sync"
	"syscall/js"

	"swath/levels"
	"swath/scene"
)

// The app as a web page (GOOS=js): the level comes from the page's address,
// and a link that cannot be opened still opens the app.

// The page keeps no heap profile (it has no --memprofile to write one to):
// the runtime's sampling of allocations, a stack walk for one every 512 KB
// and for every larger one, was up to 8 % of a 512² maze's ticks in the
// page's profile (runtime.callers: the walk is slow in wasm).
func init() { runtime.MemProfileRate = 0 }

// pageConfig takes the page's fragment (location.hash, "#…") as the share
// link to open when no --map is given; the page gives none (index.html).
func pageConfig(cfg Config) Config {
	if cfg.Map != "" {
		return cfg
	}
	if h := js.Global().Get("location").Get("hash"); h.Type() == js.TypeString && len(h.String()) > 1 {
		cfg.Map = h.String()
	}
	return cfg
}

// openFallback opens the demo level when the page's link cannot be opened,
// and says why in the status line: a page has no command line to print
// the error on, and a blank page would say nothing.
func openFallback(cfg Config, err error) (*scene.Scene, error) {
	cfg.Map, cfg.Level = "", levels.DefaultBuiltin
	sc, err2 := openScene(cfg)
	if err2 != nil {
		return nil, err2
	}
	sc.Apply(scene.Notice{Text: "Could not open the shared level: " + err.Error() + ". This is the demo level.", Warn: true})
	return sc, nil
}

// startPage ties the page to the app: swathStatus(), the fragment's
// changes, and the question before the page is left with unsaved changes.
func startPage(sc func() *scene.Scene) {
	exposeStatus(sc)
	watchHash(sc)
	guardUnload(sc)
}

// guardUnload has the browser ask before the page is closed or loaded
// again while the level has unsaved changes (the desktop's window asks
// too); the browser words the question itself.
func guardUnload(sc func() *scene.Scene) {
	js.Global().Call("addEventListener", "beforeunload", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if sc().Modified() {
			args[0].Call("preventDefault")
			args[0].Set("returnValue", "")
		}
		return nil
	}))
}

// setPageTitle shows the window's title as the page's (Ebitengine sets no
// title on a page).
func setPageTitle(t string) { js.Global().Get("document").Set("title", t) }

// notes is the status line's notice a callback of the browser left for
// the next tick (the clipboard's answer).
var notes struct {
	mu   sync.Mutex
	next *scene.Notice
}

// pageNote leaves n for the next tick, which it asks for.
func pageNote(n scene.Notice) {
	notes.mu.Lock()
	notes.next = &n
	notes.mu.Unlock()
	scheduleFrame()
}

// pageNotes shows the notice left for this tick, if any.
func pageNotes(sc *scene.Scene) {
	notes.mu.Lock()
	n := notes.next
	notes.next = nil
	notes.mu.Unlock()
	if n != nil {
		sc.Apply(*n)
	}
}

// framesIdle is what pageFrames last told the page; asks counts the
// ticks asked for, asksAtTick their count when the last Update began.
var (
	framesIdle bool
	asks       int
	asksAtTick int
)

// pageFrames tells the page whether the app wants ticks (want), at the
// end of a tick that wants no next one (false) and whenever a tick is
// asked for (true): while it wants none, the requestAnimationFrame the
// page lent Ebitengine (index.html) keeps its loop's callback, so that
// an idle page asks the browser for no frames; asked for a tick, it
// hands the callback to the browser. (Input runs Ebitengine's ticks by
// itself, not by its loop.) A tick asked for during the Update that
// ends wanting none (a background job's result, while the Update waited
// in Yield) keeps the frames going: Ebitengine's loop has it to run. It
// calls out to JavaScript only when its answer changes.
func pageFrames(want bool) {
	if want {
		asks++
	} else if asks != asksAtTick {
		return
	}
	if framesIdle == !want {
		return
	}
	framesIdle = !want
	if f := js.Global().Get("swathFrames"); f.Type() == js.TypeFunction {
		f.Invoke(want)
	}
}

// pageUpdates counts the app's Updates (ticks), for swathStatus: an idle
// page runs none.
var pageUpdates int

// pageTick counts one Update, at its start.
func pageTick() {
	pageUpdates++
	asksAtTick = asks
}

// exposeStatus defines swathStatus() on the page: the status line's
// notice (an error or what was done, "" when it shows its hint), the
// level's title, whether it has unsaved changes, the UI scale, the
// Updates run so far ("updates": an idle page runs none) and the open
// dialog (its kind, title, entries, selection and error), for the browser tests
// and for anyone scripting the page. It reads the scene from JavaScript's
// call: on the page's one thread a Go callback runs only while every
// goroutine waits, between two ticks.
func exposeStatus(sc func() *scene.Scene) {
	js.Global().Set("swathStatus", js.FuncOf(func(js.Value, []js.Value) any {
		s := sc()
		n := s.Notice()
		st := map[string]any{"notice": n.Text, "warn": n.Warn, "title": s.Title(), "modified": s.Modified(), "uiScale": s.UIScale(), "updates": pageUpdates}
		if d := s.Dialog(); d != nil {
			entries := make([]any, len(d.Entries))
			for i, e := range d.Entries {
				entries[i] = e.Label
			}
			st["dialog"] = map[string]any{"kind": d.Kind.String(), "title": d.Title, "entries": entries, "sel": d.Sel, "error": d.Error}
		}
		return st
	}))
}

// watchHash opens a link pasted into the address bar of the open page,
// which changes only its fragment (no new load): the page loads again,
// with the new fragment, after asking when the level has unsaved changes
// (declined, the page keeps its level). A link that cannot be opened
// (damaged, made by a newer Swath) is read first and refused: the status
// line says why and the page keeps its level, changes and all, where a
// new load would have lost them for the demo level.
func watchHash(sc func() *scene.Scene) {
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		if err := checkLink(js.Global().Get("location").Get("hash").String()); err != nil {
			// (for the next tick: a callback does not touch the scene)
			pageNote(scene.Notice{Text: "Could not open the shared level: " + err.Error() + ". The level shown is kept.", Warn: true})
			return nil
		}
		if sc().Modified() && !js.Global().Call("confirm", "Open the linked level? The changes to this one are not saved.").Bool() {
			return nil
		}
		js.Global().Get("location").Call("reload")
		return nil
	}))
}

// checkLink is why the page's new fragment hash ("#…") cannot be opened,
// nil when it can or when there is none (the page then loads the demo
// level). A link is read with memory bounded by its map (DecodeShare).
func checkLink(hash string) error {
	if len(hash) <= 1 {
		return nil
	}
	_, err := levels.OpenShareLink(hash, levels.LoadOptions{})
	return err
}
