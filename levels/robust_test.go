package levels

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestBOMAccepted: a UTF-8 byte order mark is accepted in every text format.
func TestBOMAccepted(t *testing.T) {
	const bom = "\uFEFF"
	if _, err := ParseMap("m.map", []byte(bom+"type octile\nheight 1\nwidth 2\nmap\n..\n")); err != nil {
		t.Errorf(".map: %v", err)
	}
	if _, err := ParseScen("s.scen", []byte(bom+"version 1\n0 m.map 2 1 0 0 1 0 1\n")); err != nil {
		t.Errorf(".scen: %v", err)
	}
	if _, err := ParseSwath("l.swath", []byte(bom+"swath 1\nsize: 2x1\ngrid:\n..\n")); err != nil {
		t.Errorf(".swath: %v", err)
	}
	if lv, err := Parse("m.txt", []byte(bom+"type octile\nheight 1\nwidth 2\nmap\n..\n")); err != nil || lv.Grid.Width() != 2 {
		t.Errorf("sniffed .map: %v", err)
	}
}

// TestNotTextSaysWhat: a PNG or binary file given where a text format is
// wanted is named for what it is, not by its first bytes.
func TestNotTextSaysWhat(t *testing.T) {
	png := []byte(pngMagic + "rest of the image")
	if _, err := ParseMap("x.map", png); err == nil || err.Error() != "x.map: this is a PNG image, not a Moving AI .map (a text file starting \"type octile\")" {
		t.Errorf(".map: %v", err)
	}
	if _, err := ParseScen("x.scen", png); err == nil || !strings.Contains(err.Error(), "x.scen: this is a PNG image, not a Moving AI scenario list") {
		t.Errorf(".scen: %v", err)
	}
	if _, err := ParseScen("x.scen", []byte("\x7fELF\x00\x00")); err == nil || !strings.Contains(err.Error(), "this is a binary file") {
		t.Errorf("binary .scen: %v", err)
	}
}

// TestNoControlCharsInErrors: what a file says never reaches the terminal
// as control characters, and names are cut.
func TestNoControlCharsInErrors(t *testing.T) {
	err := (&ParseError{File: "a\x1b[31mred.map", Line: 1, Msg: "bad"}).Error()
	if strings.ContainsRune(err, 0x1b) {
		t.Errorf("an escape reached the message: %q", err)
	}
	_, err2 := ParseMap("m.map", []byte("type \x1b[2J\n"))
	if err2 == nil || strings.ContainsRune(err2.Error(), 0x1b) {
		t.Errorf("ParseMap: %q", err2)
	}
	long := strings.Repeat("é", 500)
	if c := CleanName(long); len(c) > maxShownName+len("…") || !strings.HasSuffix(c, "…") || !strings.HasPrefix(c, "éé") {
		t.Errorf("CleanName of a long name: %d bytes, %q…", len(c), c[:10])
	}
	if c := CleanName("x\x1b\x07\u0085y"); c != "x???y" {
		t.Errorf("CleanName: %q", c)
	}
}

// TestReadFileErrors: one line naming the file once, for a missing file,
// a folder, a FIFO and a device.
func TestReadFileErrors(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "p.map")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	missing := filepath.Join(dir, "none.map")
	for _, c := range []struct{ path, want string }{
		{missing, missing + ": no such file or directory"},
		{dir, dir + ": is a folder; Swath reads only regular files (or standard input as -)"},
		{fifo, fifo + ": is a FIFO (named pipe); Swath reads only regular files (or standard input as -)"},
		{"/dev/null", "/dev/null: is a device; Swath reads only regular files (or standard input as -)"},
	} {
		_, err := Load(c.path)
		if err == nil || err.Error() != c.want {
			t.Errorf("Load(%s): have %v, want %q", c.path, err, c.want)
		}
	}
	if _, err := os.Stat(fifo); err != nil {
		t.Error(err)
	}
}
