package web

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"swath/levels"
	"swath/pathing"
	"swath/scene"
)

// The page's file edges, driven as a person would: the open dialog and
// its built-in levels, the browser's file picker (the page opens it from
// a key press; the test answers it as the person would, with files), a
// drop of files on the page, Ctrl+S and P as downloads, Ctrl+L's link in
// the clipboard and the address bar, and the UI scale kept in the page's
// storage. One tab, one page load: the steps follow one another as a
// session would.

// openDialog presses Ctrl+O and waits for the open dialog; the unsaved
// changes of the level, if any, are discarded.
func (b *browser) openDialog() {
	b.t.Helper()
	b.ctrlKey('o', false)
	b.waitJS("the open dialog", "swathStatus().dialog && ['open', 'confirm'].includes(swathStatus().dialog.kind)")
	if b.dialog().Kind == "confirm" {
		b.key("d")
		b.waitJS("the open dialog", "swathStatus().dialog && swathStatus().dialog.kind === 'open'")
	}
}

// dialogStatus is swathStatus()'s dialog.
type dialogStatus struct {
	Kind, Title, Error string
	Entries            []string
	Sel                int
}

// dialog is the dialog open in the page, nil for none.
func (b *browser) dialog() *dialogStatus {
	b.t.Helper()
	var d *dialogStatus
	b.eval("swathStatus().dialog || null", &d)
	return d
}

// ctrlKey presses key r with Control held: Control goes down first (the
// app reads the key's state, not the event's flag), the key is held for a
// few frames.
func (b *browser) ctrlKey(r rune, shift bool) {
	b.t.Helper()
	mods := int64(chromedp.ModifierCtrl)
	if shift {
		mods |= int64(chromedp.ModifierShift)
	}
	ctrl := kb.Encode([]rune(kb.Control)[0])
	b.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		down := *ctrl[0]
		down.Modifiers = int64(chromedp.ModifierCtrl)
		if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, down); err != nil {
			return err
		}
		ks := kb.Encode(r)
		for i, k := range ks {
			if k.Type == kb.KeyChar {
				continue // no text is typed with Control held
			}
			k.Modifiers |= mods
			if i == len(ks)-1 {
				time.Sleep(60 * time.Millisecond)
			}
			if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *k); err != nil {
				return err
			}
		}
		up := *ctrl[len(ctrl)-1]
		_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, up)
		return err
	}))
}

// downloads has the browser save the page's downloads in a fresh folder,
// which it returns.
func (b *browser) downloads() string {
	b.t.Helper()
	dir := b.t.TempDir()
	on := true
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &on}); err != nil {
		b.t.Fatal(err)
	}
	return dir
}

// download waits for a finished download in dir whose name matches
// pattern and is not in seen, and returns its path and content.
func (b *browser) download(dir, pattern string, seen map[string]bool) (string, []byte) {
	b.t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		ms, _ := filepath.Glob(filepath.Join(dir, pattern))
		if slices.ContainsFunc(ms, func(m string) bool { return strings.HasSuffix(m, ".crdownload") }) {
			continue
		}
		for _, m := range ms {
			if seen[m] {
				continue
			}
			if data, err := os.ReadFile(m); err == nil && len(data) > 0 {
				seen[m] = true
				return m, data
			}
		}
	}
	entries, _ := os.ReadDir(dir)
	b.t.Fatalf("no download %s in %v (notice %q)", pattern, entries, b.status().Notice)
	return "", nil
}

// pickFiles answers the browser's file picker, which the page must open
// within a while, with the files at paths.
func (b *browser) pickFiles(opened <-chan page.EventFileChooserOpened, paths ...string) {
	b.t.Helper()
	select {
	case ev := <-opened:
		if ev.Mode != page.FileChooserOpenedModeSelectMultiple {
			b.t.Errorf("the picker takes %v, want several files (a map with its .scen or tilesets)", ev.Mode)
		}
		if _, err := chromedp.Call(b.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: paths, BackendNodeID: ev.BackendNodeID}); err != nil {
			b.t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		b.t.Fatalf("the page opened no file picker (notice %q)", b.status().Notice)
	}
}

// interceptPicker has the browser report the page's file pickers instead
// of showing them.
func (b *browser) interceptPicker() <-chan page.EventFileChooserOpened {
	b.t.Helper()
	opened := make(chan page.EventFileChooserOpened, 4)
	events := chromedp.Events(b.ctx, page.FileChooserOpened)
	go func() {
		for ev, err := range events {
			if err != nil {
				return
			}
			opened <- ev
		}
	}()
	if _, err := chromedp.Call(b.ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		b.t.Fatal(err)
	}
	return opened
}

// dropFiles drags the files at paths onto the page at its middle and drops
// them, as the browser does for files dragged from the desktop.
func (b *browser) dropFiles(paths ...string) {
	b.t.Helper()
	data := &input.DragData{Items: []*input.DragDataItem{}, Files: paths, DragOperationsMask: 1}
	x, y := float64(b.w/3), float64(b.h/2)
	for _, typ := range []input.DispatchDragEventType{input.DispatchDragEventTypeDragEnter, input.DispatchDragEventTypeDragOver, input.DispatchDragEventTypeDrop} {
		if _, err := chromedp.Call(b.ctx, input.DispatchDragEvent, input.DispatchDragEventParams{Type: typ, X: x, Y: y, Data: data}); err != nil {
			b.t.Fatal(err)
		}
	}
}

// waitTitle waits for the page to show the level titled title, with no
// dialog open.
func (b *browser) waitTitle(title string) {
	b.t.Helper()
	b.waitJS("the level "+title, fmt.Sprintf("swathStatus().title === %q && !swathStatus().dialog", title))
}

// writeLevel writes lv as a .swath called name in dir.
func writeLevel(t *testing.T, dir, name string, lv *levels.Level) string {
	t.Helper()
	var buf bytes.Buffer
	if err := levels.Encode(&buf, lv, levels.FormatOf(name)); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPageFiles opens levels by the open dialog, the file picker and a
// drop, saves and exports as downloads, copies the link and keeps the UI
// scale, on one page.
func TestPageFiles(t *testing.T) {
	b := newBrowser(t)
	dl := b.downloads()
	seen := map[string]bool{}
	opened := b.interceptPicker()
	dir := t.TempDir()
	b.open("")
	b.wait("the demo's route", demoModel(t, b).drawsRoute)
	parent := b.t
	step := func(name string, f func(t *testing.T)) {
		t.Run(name, func(t *testing.T) {
			b.t = t
			defer func() { b.t = parent }()
			f(t)
		})
	}

	step("the open dialog lists the built-in levels and opens one", func(t *testing.T) {
		b.openDialog()
		d := b.dialog()
		want := []string{"From this computer…"}
		for _, bl := range levels.Builtins() {
			want = append(want, "built-in: "+bl.Name)
		}
		if !slices.Equal(d.Entries, want) || d.Sel != 0 || d.Error != "" {
			t.Fatalf("the open dialog lists %q (selected %d, error %q), want %q", d.Entries, d.Sel, d.Error, want)
		}
		b.do(chromedp.KeyEvent("corn"))
		b.waitJS("the list filtered to corner", "swathStatus().dialog.entries.length === 1")
		b.do(chromedp.KeyEvent(kb.Enter))
		gap, err := levels.LoadBuiltin("corner")
		if err != nil {
			t.Fatal(err)
		}
		b.waitTitle(gap.Title)
		b.wait("the corner's route", newModel(t, gap, b.w, b.h).drawsRoute)
	})

	// a level of no built-in's: the demo's map with a title of its own and a wall
	mine, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	mine.Title = "picked by the test"
	mine.Grid.Set(2, 2, true)
	minePath := writeLevel(t, dir, "mine.swath", mine)

	step("the file picker opens a level", func(t *testing.T) {
		b.openDialog()
		b.do(chromedp.KeyEvent(kb.Enter)) // From this computer…, selected
		b.pickFiles(opened, minePath)
		b.waitTitle(mine.Title)
		b.wait("the picked level's route", newModel(t, mine, b.w, b.h).drawsRoute)
		var title string
		b.eval("document.title", &title)
		if st := b.status(); st.Modified || title != "Swath — "+mine.Title {
			t.Errorf("after the pick: %+v, the page's title %q", st, title)
		}
	})

	step("a .map picked with its .scen lists the queries", func(t *testing.T) {
		g := pathing.NewGrid(40, 24)
		for y := 4; y < 20; y++ {
			g.Set(20, y, true)
		}
		mapPath := writeLevel(t, dir, "arena.map", &levels.Level{Grid: g, Start: pathing.Pt(0, 0), Goal: pathing.Pt(39, 23)})
		scenPath := filepath.Join(dir, "arena.map.scen")
		os.WriteFile(scenPath, []byte("version 1\n0\tmaps/arena.map\t40\t24\t2\t12\t37\t12\t37.0\n0\tmaps/arena.map\t40\t24\t1\t1\t38\t22\t40.0\n"), 0o644)
		b.openDialog()
		b.do(chromedp.KeyEvent(kb.Enter))
		b.pickFiles(opened, mapPath, scenPath)
		b.waitJS("the .scen's queries", "swathStatus().dialog && swathStatus().dialog.kind === 'scen'")
		if d := b.dialog(); len(d.Entries) != 2 {
			t.Fatalf("the .scen's dialog lists %q, want its 2 queries", d.Entries)
		}
		b.do(chromedp.KeyEvent(kb.Enter)) // the first query
		b.waitTitle("arena")
		lv := &levels.Level{Title: "arena", Grid: g, Start: pathing.Pt(2, 12), Goal: pathing.Pt(37, 12)}
		b.wait("the query's route round the wall", newModel(t, lv, b.w, b.h).drawsRoute)
	})

	step("a Tiled map picked with its tilesets", func(t *testing.T) {
		src := "../levels/testdata/tiled/rpgjs-sample"
		want, err := levels.Load(filepath.Join(src, "samplemap.tmx"))
		if err != nil {
			t.Fatal(err)
		}
		var paths []string
		for _, n := range []string{"samplemap.tmx", "[A]WaterFall_pipo.tsx", "[Base]BaseChip_pipo.tsx", "[A]Grass_pipo.tsx", "[A]Water_pipo.tsx", "[A]Flower_pipo.tsx"} {
			p, _ := filepath.Abs(filepath.Join(src, n))
			paths = append(paths, p)
		}
		b.openDialog()
		b.do(chromedp.KeyEvent(kb.Enter))
		b.pickFiles(opened, paths...)
		b.waitJS("the map's layers offered", "swathStatus().dialog && swathStatus().dialog.kind === 'layer'")
		if st := b.status(); st.Title != want.Title || !strings.Contains(st.Notice, "samplemap.tmx") {
			t.Errorf("after the pick: %+v, want the sample map's title %q", st, want.Title)
		}
		b.do(chromedp.KeyEvent(kb.Escape))
		m := newModel(t, want, b.w, b.h)
		b.wait("the sample map", func(img *image.RGBA) bool { return m.wrongCells(img) == 0 })
	})

	step("a drop opens a level, and asks first over unsaved changes", func(t *testing.T) {
		b.dropFiles(minePath)
		b.waitTitle(mine.Title)
		m := newModel(t, mine, b.w, b.h)
		b.wait("the dropped level's route", m.drawsRoute)
		paintCell(b, m, pathing.Pt(1, mine.Grid.Height()-2))
		b.waitJS("the level modified", "swathStatus().modified")
		u, _ := levels.LoadBuiltin("u-turn")
		uPath := writeLevel(t, dir, "u.swath", u)
		b.dropFiles(uPath)
		b.waitJS("the unsaved-changes question", "swathStatus().dialog && swathStatus().dialog.kind === 'confirm'")
		b.do(chromedp.KeyEvent(kb.Escape)) // cancel: the level stays
		b.waitJS("the question gone", "!swathStatus().dialog")
		if st := b.status(); st.Title != mine.Title || !st.Modified {
			t.Errorf("after cancelling the drop: %+v", st)
		}
	})

	step("Ctrl+S downloads the level as a .swath", func(t *testing.T) {
		want := mine.Clone()
		want.Grid.Set(1, mine.Grid.Height()-2, true) // the cell painted
		b.ctrlKey('s', false)
		name, data := b.download(dl, "*.swath", seen)
		got, err := levels.Parse(name, data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !got.Equal(want) {
			t.Errorf("the download %s is not the level as it stands:\n%s", filepath.Base(name), data)
		}
		if filepath.Base(name) != "picked-by-the-test.swath" {
			t.Errorf("downloaded as %s, want it named after the level", filepath.Base(name))
		}
		b.waitJS("the level saved", "!swathStatus().modified")
		if st := b.status(); !strings.HasPrefix(st.Notice, "Downloaded picked-by-the-test.swath") {
			t.Errorf("after Ctrl+S: %+v", st)
		}
	})

	step("P downloads a PNG of the view", func(t *testing.T) {
		b.key("p")
		name, data := b.download(dl, "*.png", seen)
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if img.Bounds().Dx() != b.w || img.Bounds().Dy() != b.h {
			t.Errorf("the PNG is %v, want the page's %dx%d", img.Bounds(), b.w, b.h)
		}
		b.waitJS("the export's notice", "swathStatus().notice.startsWith('Downloaded ')")
	})

	step("G downloads a GIF of the timeline", func(t *testing.T) {
		b.key("g")
		name, data := b.download(dl, "*.gif", seen)
		g, err := gif.DecodeAll(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(g.Image) < 2 {
			t.Errorf("the GIF has %d frames", len(g.Image))
		}
	})

	step("Ctrl+L copies the level's link and shows it in the address bar", func(t *testing.T) {
		var origin string
		b.eval("location.origin", &origin)
		for _, perm := range []string{"clipboard-read", "clipboard-write"} {
			if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{Origin: origin,
				Permission: &cdpbrowser.PermissionDescriptor{Name: perm}, Setting: cdpbrowser.PermissionSettingGranted}); err != nil {
				t.Fatal(err)
			}
		}
		loads := 0
		b.eval("performance.getEntriesByType('navigation').length", &loads)
		b.ctrlKey('l', false)
		b.waitJS("the link copied", "swathStatus().notice.startsWith('Copied the level')")
		var href, hash string
		b.eval("location.href", &href)
		b.eval("location.hash", &hash)
		got, err := levels.DecodeShare(hash)
		if err != nil {
			t.Fatalf("the address bar's link %.40s…: %v", hash, err)
		}
		want := mine.Clone()
		want.Grid.Set(1, mine.Grid.Height()-2, true)
		if !got.Equal(want) {
			t.Error("the address bar's link is not the level")
		}
		clip, err := chromedp.Run(b.ctx, chromedp.Evaluate[string]("navigator.clipboard.readText()", func(p *runtime.EvaluateParams) { on := true; p.AwaitPromise = &on }))
		if err != nil {
			t.Fatal(err)
		}
		if clip != href {
			t.Errorf("the clipboard holds %.60q…, want the address %.60q…", clip, href)
		}
		if st := b.status(); st.Title != mine.Title || st.Modified {
			t.Errorf("after the copy the page shows %+v: it loaded again?", st)
		}
	})

	step("the UI scale is kept in the page's storage", func(t *testing.T) {
		defer b.eval("(localStorage.clear(), 0)", new(int)) // the other tests' pages start at 1
		before := b.status()
		b.ctrlKey('=', false)
		b.waitJS("a bigger UI", "swathStatus().uiScale > 1")
		var scale float64
		b.eval("swathStatus().uiScale", &scale)
		b.open("")
		var after float64
		b.eval("swathStatus().uiScale", &after)
		if after != scale || before.Title == "" {
			t.Errorf("after a new load the UI scale is %v, want the %v chosen", after, scale)
		}
	})
}

// paintCell clicks cell c of the model's map, painting it.
func paintCell(b *browser, m *model, c pathing.Point) {
	b.t.Helper()
	p := m.px(c, 0, 0)
	b.mouse(chromedp.MousePressed, p, 1)
	time.Sleep(80 * time.Millisecond)
	b.mouse(chromedp.MouseReleased, p, 0)
	m.sc.Apply(scene.Press{Cell: c, Button: scene.Primary})
	m.sc.Apply(scene.Release{Cell: c})
}
