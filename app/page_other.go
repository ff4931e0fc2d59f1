//go:build !js

package app

import "swath/scene"

// Off the web page (page_js.go) the command line alone says what to open,
// and a --map that cannot be opened is an error (exit 2).

func pageConfig(cfg Config) Config { return cfg }

func openFallback(_ Config, err error) (*scene.Scene, error) { return nil, err }

func startPage(func() *scene.Scene) {}

// sceneFiles is nil: the operating system's files (scene.OSFiles).
func sceneFiles() scene.Files { return nil }

// pageOpened: only the web page hands over files of its own.
func pageOpened(*scene.Scene) bool { return false }

// setPageTitle: the window's title is Ebitengine's.
func setPageTitle(string) {}

// pageNotes: only the web page's callbacks leave notices.
func pageNotes(*scene.Scene) {}

// pageMark: only the web page has a performance timeline to mark.
func pageMark(string) {}

// pageTick: only the web page counts its ticks (swathStatus).
func pageTick() {}

// pageFrames: only the web page lends Ebitengine its animation frames.
func pageFrames(bool) {}
