package cli

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
)

// writeLargestMap writes an 8192×8192 Moving AI map (67 MB) into dir: open
// ground with a wall down column 4000 that has a gap at row 5, so a
// route exists and the rows differ. The file is made here, never kept in
// the repository.
func writeLargestMap(t testing.TB, dir string) string {
	t.Helper()
	n := levels.MaxSide
	p := filepath.Join(dir, "largest.map")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	fmt.Fprintf(w, "type octile\nheight %d\nwidth %d\nmap\n", n, n)
	row := []byte(strings.Repeat(".", n) + "\n")
	for y := range n {
		row[4000] = '@'
		if y == 5 {
			row[4000] = '.'
		}
		w.Write(row)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestLargestMap: plan and convert work on a map of the largest size, in
// every format, and one cell more is refused with the limit named.
func TestLargestMap(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads a 67 MB map")
	}
	dir := t.TempDir()
	m := writeLargestMap(t, dir)
	code, out, errs := run(t, "plan", "--map", m, "--from", "3990,8", "--to", "4010,8")
	if code != ExitOK || !strings.Contains(out, "largest.map: 8192x8192 map") {
		t.Fatalf("plan: exit %d\n%s%s", code, out, errs)
	}
	want, err := levels.LoadMap(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".png", ".swath", ".map"} {
		dst := filepath.Join(dir, "out"+ext)
		if code, out, errs := run(t, "convert", m, dst); code != ExitOK || !strings.Contains(out, "8192x8192 map") {
			t.Fatalf("convert to %s: exit %d\n%s%s", ext, code, out, errs)
		}
		lv, err := levels.Load(dst)
		if err != nil || !lv.Grid.Equal(want) {
			t.Fatalf("%s read back: %v", ext, err)
		}
		os.Remove(dst)
	}
	// one row more than the limit
	f, _ := os.OpenFile(m, os.O_RDWR, 0)
	f.WriteAt([]byte("type octile\nheight 8193"), 0)
	f.Close()
	code, _, errs = run(t, "plan", "--map", m, "--from", "1,1", "--to", "2,2")
	if code != ExitUsage || !strings.Contains(errs, "height 8193 is larger than the 8192 limit") {
		t.Errorf("8193 rows: exit %d, %s", code, errs)
	}
}
