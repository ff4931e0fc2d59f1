//go:build js

package app

import (
	"errors"
	"sync"
	"syscall/js"
	"time"

	"swath/scene"
)

// The web page's files: the browser's file picker (a hidden <input
// type=file> the open dialog clicks), files dropped anywhere on the page,
// and downloads. The browser reads a picked or dropped file's content
// asynchronously: a goroutine waits for it and hands the files to the app
// (arrivals), which opens them in its next tick with no dialog open. A
// JavaScript callback never touches the scene: the tick may be waiting
// inside a background job's yield (pathing.Yield) when it runs.

// PickerID is the id of the page's file input: the browser tests set its
// files.
const PickerID = "swath-files"

// pickerAccept are the files the picker offers: every format Swath reads,
// a .scen and a Tiled map's tilesets.
const pickerAccept = ".swath,.map,.scen,.png,.tmx,.tmj,.json,.tsx,.tsj"

var page struct {
	once     sync.Once
	files    *pageFiles
	arrivals pageArrivals
	input    js.Value
}

// sceneFiles is the page's files, for every scene the app opens.
func sceneFiles() scene.Files {
	page.once.Do(startPageFiles)
	return page.files
}

// startPageFiles adds the picker to the page and listens for drops.
func startPageFiles() {
	page.files = &pageFiles{pick: clickPicker, download: download}
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("id", PickerID)
	in.Set("multiple", true)
	in.Set("accept", pickerAccept)
	in.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", in)
	page.input = in
	in.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
		list := in.Get("files")
		files := make([]js.Value, list.Length())
		for i := range files {
			files[i] = list.Index(i)
		}
		in.Set("value", "") // picking the same file again is a change too
		go arrive(files, true)
		return nil
	}))
	// a drop anywhere on the page, before Ebitengine's canvas sees it
	// (its drop reads the browser's file entries, which a drop made by a
	// script has none of)
	win := js.Global()
	capture := map[string]any{"capture": true}
	win.Call("addEventListener", "dragover", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		e.Call("preventDefault")
		if dt := e.Get("dataTransfer"); dt.Truthy() {
			dt.Set("dropEffect", "copy")
		}
		return nil
	}), capture)
	win.Call("addEventListener", "drop", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		e.Call("preventDefault")
		e.Call("stopPropagation")
		dt := e.Get("dataTransfer")
		if !dt.Truthy() {
			return nil
		}
		list := dt.Get("files")
		files := make([]js.Value, list.Length())
		for i := range files {
			files[i] = list.Index(i)
		}
		if len(files) > 0 {
			go arrive(files, false)
		}
		return nil
	}), capture)
}

// clickPicker opens the browser's file picker; the app calls it in the
// tick of the key press or click that asked for it (the browser opens a
// picker only then).
func clickPicker() { page.input.Call("click") }

// arrive reads the browser's files (a goroutine: it waits for the
// browser) and hands them to the app's next tick.
func arrive(files []js.Value, picked bool) {
	m := &memFiles{}
	if len(files) > maxPicked {
		m.add(files[0].Get("name").String(), nil, time.Time{}, errTooMany)
	} else {
		for _, f := range files {
			m.addRead(f.Get("name").String(), int64(f.Get("size").Float()), time.UnixMilli(int64(f.Get("lastModified").Float())),
				func() ([]byte, error) { return readBlob(f) })
		}
	}
	page.arrivals.push(m, picked)
	scheduleFrame()
}

var errTooMany = errors.New("more files at once than Swath opens (64: a map with its .scen or its tilesets)")

// readBlob is a browser File's (or Blob's) content.
func readBlob(b js.Value) ([]byte, error) {
	type result struct {
		buf js.Value
		err string
	}
	done := make(chan result, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{buf: args[0]}
		return nil
	})
	defer then.Release()
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- result{err: args[0].Call("toString").String()}
		return nil
	})
	defer fail.Release()
	b.Call("arrayBuffer").Call("then", then, fail)
	r := <-done
	if r.err != "" {
		return nil, errors.New("the browser could not read it (" + r.err + "; a folder is not read)")
	}
	u8 := js.Global().Get("Uint8Array").New(r.buf)
	data := make([]byte, u8.Get("byteLength").Int())
	js.CopyBytesToGo(data, u8)
	return data, nil
}

// pageOpened opens the files the page handed over since the last tick, if
// any, and reports whether it did.
func pageOpened(sc *scene.Scene) bool {
	if page.files == nil {
		return false
	}
	a, ok := page.arrivals.take()
	if !ok {
		return false
	}
	return page.files.open(sc, a)
}

// download offers data to the browser as a file called name: a link to
// it, clicked.
func download(name, mime string, data []byte) error {
	u8 := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	blob := js.Global().Get("Blob").New([]any{u8}, map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// the download has started by now; the URL is let go a while later,
	// as browsers may still read it
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60_000)
	return nil
}
