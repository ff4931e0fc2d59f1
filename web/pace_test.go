package web

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pacePage is the page of testdata/pacepage: it counts the animation
// frames drawn between the Go program's marks.
const pacePage = `<!doctype html><script src="wasm_exec.js"></script><script>
window.frameTimes = [];
(function f() { frameTimes.push(performance.now()); requestAnimationFrame(f); })();
const go = new Go();
WebAssembly.instantiateStreaming(fetch("pace.wasm"), go.importObject).then(r => go.run(r.instance));
</script>`

// TestPaceYieldsToTheBrowser runs two goroutines that each keep the page's
// thread busy for a second: with pathing.Yield in their loop the browser
// draws frames meanwhile; without it, none (the thread is never let go).
func TestPaceYieldsToTheBrowser(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "pace.wasm"), "./testdata/pacepage")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the pace page: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	loader, err := os.ReadFile(filepath.Join(string(goroot[:len(goroot)-1]), "lib", "wasm", WasmExecFile))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, WasmExecFile), loader, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(pacePage), 0o644)
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()

	b := newBrowser(t)
	for _, c := range []struct {
		query   string
		atLeast int // frames drawn while the work ran
		atMost  int
	}{
		{"", 5, 1 << 30},
		{"?noyield", 0, 0},
	} {
		b.do(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/"+c.query))
		b.waitJSFor(time.Minute, "the work to end", "typeof busyEnd === 'number'")
		var r struct {
			Frames     int
			Start, End float64
		}
		b.eval("({Frames: frameTimes.filter(t => t > busyStart && t < busyEnd).length, Start: busyStart, End: busyEnd})", &r)
		took := time.Duration((r.End - r.Start) * float64(time.Millisecond))
		t.Logf("%q: two goroutines busy for %v, %d frames drawn meanwhile", c.query, took.Round(time.Millisecond), r.Frames)
		if took < time.Second {
			t.Errorf("%q: the work took %v, want at least its second", c.query, took)
		}
		if r.Frames < c.atLeast || r.Frames > c.atMost {
			t.Errorf("%q: %d frames drawn while the work ran, want %d..%d", c.query, r.Frames, c.atLeast, c.atMost)
		}
	}
}
