//go:build js

package app

import (
	"errors"
	"strconv"
	"syscall/js"

	"swath/app/args"
)

// uiScaleKey is the UI scale's key in the page's local storage.
const uiScaleKey = "swath.ui-scale"

// localSettings are the settings in the page's local storage (the page
// has no config folder), per site as the browser keeps it.
type localSettings struct{ store js.Value }

// openSettings is the page's local storage, nil when the browser gives
// none (storage turned off).
func openSettings() settingsStore {
	// reading localStorage throws when storage is off: in a function of
	// its own, whose exception is caught
	st := js.Global().Get("Function").New("try { return localStorage; } catch (e) { return null; }").Invoke()
	if !st.Truthy() {
		return nil
	}
	return localSettings{st}
}

// load reads the kept scale; a missing or corrupt one is no setting.
func (l localSettings) load() args.Settings {
	v := l.store.Call("getItem", uiScaleKey)
	if v.Type() != js.TypeString {
		return args.Settings{}
	}
	x, err := strconv.ParseFloat(v.String(), 64)
	if err != nil || x < args.MinUIScale || x > args.MaxUIScale {
		return args.Settings{}
	}
	return args.Settings{UIScale: x}
}

// save keeps the scale; a full or refused storage is an error.
func (l localSettings) save(st args.Settings) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("the browser's storage refused it")
		}
	}()
	l.store.Call("setItem", uiScaleKey, strconv.FormatFloat(st.UIScale, 'g', -1, 64))
	return nil
}
