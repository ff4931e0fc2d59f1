//go:build js

package app

import (
	"syscall/js"

	"swath/levels"
	"swath/scene"
)

// The app as a web page (GOOS=js): the level comes from the page's address,
// and a link that cannot be opened still opens the app.

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

// startPage ties the page to the app: swathStatus() and the fragment's
// changes.
func startPage(sc func() *scene.Scene) {
	exposeStatus(sc)
	watchHash(sc)
}

// exposeStatus defines swathStatus() on the page: the status line's
// notice (an error or what was done, "" when it shows its hint), the
// level's title and whether it has unsaved changes, for the browser tests
// and for anyone scripting the page. It reads the scene from JavaScript's
// call: on the page's one thread a Go callback runs only while every
// goroutine waits, between two ticks.
func exposeStatus(sc func() *scene.Scene) {
	js.Global().Set("swathStatus", js.FuncOf(func(js.Value, []js.Value) any {
		s := sc()
		n := s.Notice()
		return map[string]any{"notice": n.Text, "warn": n.Warn, "title": s.Title(), "modified": s.Modified()}
	}))
}

// watchHash opens a link pasted into the address bar of the open page,
// which changes only its fragment (no new load): the page loads again,
// with the new fragment, after asking when the level has unsaved changes
// (declined, the page keeps its level).
func watchHash(sc func() *scene.Scene) {
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		if sc().Modified() && !js.Global().Call("confirm", "Open the linked level? The changes to this one are not saved.").Bool() {
			return nil
		}
		js.Global().Get("location").Call("reload")
		return nil
	}))
}
