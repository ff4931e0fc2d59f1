package cli

import (
	"bytes"
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/pathing"
	"swath/timeline"
)

// TestExportGIFJPS: export --algo jps --gif writes the JPS timeline, one
// frame a step: as many frames as the JPS timeline has steps, which are
// not as many as A*'s (JPS expands fewer nodes), and the search frames
// differ from one another (the scans move on).
func TestExportGIFJPS(t *testing.T) {
	m := writeMap(t, exportMap...)
	q := pathing.Query{Start: pathing.Pt(1, 4), Goal: pathing.Pt(10, 3), Agent: pathing.Footprint{L: 2, W: 1}}
	astar := timeline.Build(pathing.ParseGrid(exportMap...), q)
	q.Algorithm = pathing.JPS
	jps := timeline.Build(pathing.ParseGrid(exportMap...), q)
	if jps.Len() == astar.Len() {
		t.Fatalf("JPS and A* timelines both have %d steps: the test cannot tell them apart", jps.Len())
	}
	out := filepath.Join(t.TempDir(), "jps.gif")
	code, stdout, stderr := run(t, exportArgs(m, "--algo", "jps", "--gif", out, "--fps", "10", "--scale", "10")...)
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s does not decode: %v", out, err)
	}
	if len(g.Image) != jps.Len() {
		t.Fatalf("%d frames, the JPS timeline has %d steps (A* %d)", len(g.Image), jps.Len(), astar.Len())
	}
	if !strings.Contains(stdout, itoa(jps.Len())+" steps") {
		t.Errorf("stdout %q does not give the JPS timeline's steps", stdout)
	}
	if jps.Expansions() < 2 {
		t.Fatalf("only %d JPS expansions", jps.Expansions())
	}
	if bytes.Equal(g.Image[0].Pix, g.Image[1].Pix) {
		t.Error("the first two search frames are the same")
	}
}
