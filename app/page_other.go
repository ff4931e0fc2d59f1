//go:build !js

package app

import "swath/scene"

// Off the web page (page_js.go) the command line alone says what to open,
// and a --map that cannot be opened is an error (exit 2).

func pageConfig(cfg Config) Config { return cfg }

func openFallback(_ Config, err error) (*scene.Scene, error) { return nil, err }

func startPage(func() *scene.Scene) {}
