package app

import (
	"fmt"
	"os"

	"swath/app/args"
	"swath/scene"
)

// uiScale keeps the UI scale across runs: the one --ui-scale gives, else
// the one kept in the settings file, and it writes the scale back when
// the keys change it. The window is drawn at its size divided by the
// scale and Ebitengine enlarges the picture to the window (Layout), so
// text, panel and map all grow alike and the pointer still lands where
// it points.
type uiScale struct {
	store settingsStore // the settings file (the web page's storage), nil when there is none
	saved float64
}

// settingsStore is where the settings are kept across runs: a file
// (settings_other.go), or the web page's local storage (settings_js.go).
type settingsStore interface {
	load() args.Settings
	save(args.Settings) error
}

// start sets the scene's scale from cfg or the settings file.
func (u *uiScale) start(sc *scene.Scene, cfg Config) {
	u.store = openSettings()
	v := cfg.UIScale
	if v == 0 && u.store != nil {
		v = u.store.load().UIScale
	}
	if v > 0 {
		sc.Apply(scene.SetUIScale{Scale: v})
	}
	u.saved = sc.UIScale()
}

// keep writes the scale to the settings file when it changed; a failure
// is said on stderr once and the app goes on.
func (u *uiScale) keep(sc *scene.Scene) {
	v := sc.UIScale()
	if v == u.saved || u.store == nil {
		return
	}
	u.saved = v
	if err := u.store.save(args.Settings{UIScale: v}); err != nil {
		fmt.Fprintln(os.Stderr, "swath: the UI scale is not kept:", err)
	}
}

// logical is a window size in the scaled pixels the app draws in.
func logical(outside int, scale float64) int { return max(int(float64(outside)/scale), 1) }
