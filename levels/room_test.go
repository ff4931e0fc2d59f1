package levels

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/memroom"
	"swath/pathing"
)

// withRoom makes the readers see room bytes left (under a 2 MB
// address-space limit) until the test ends.
func withRoom(t *testing.T, room int64) {
	t.Helper()
	old := RoomNow
	RoomNow = func() memroom.Room {
		return memroom.Room{Bytes: room, Limit: 2 << 20, Why: "its address-space limit, ulimit -v,"}
	}
	t.Cleanup(func() { RoomNow = old })
}

// pngHeader is a PNG whose IHDR says w×h, 16-bit RGBA, followed by an
// IDAT of an empty zlib stream: a reader that trusts the header makes
// its w×h grid before it finds the pixels missing.
func pngHeader(w, h int) []byte {
	var b bytes.Buffer
	b.WriteString(pngMagic)
	chunk := func(typ string, body []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(body)))
		b.WriteString(typ)
		b.Write(body)
		binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), body...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 16, 6
	chunk("IHDR", ihdr)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Close()
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return b.Bytes()
}

// TestHugeHeaderRefusedBeforeReading: a file whose header declares an
// 8192² map, read with 1 MB of room left, is refused in one line that
// names the file, its size, the figure a cell, the need and the room, in
// every format — before the map's grid (64 MB) or anything of its size is
// allocated (issue 22, item 32: an 8192² .map too big to read died of Go's
// out-of-memory trace, the room being weighed only after the parse).
func TestHugeHeaderRefusedBeforeReading(t *testing.T) {
	withRoom(t, 1<<20)
	const side = "8192×8192 cells"
	for _, c := range []struct {
		file string
		data []byte
		per  string
	}{
		{"big.map", []byte("type octile\nheight 8192\nwidth 8192\nmap\n"), "4 B a cell"},
		{"big.swath", []byte("swath 1\ntitle: big\nsize: 8192x8192\ngrid:\n"), "4 B a cell"},
		{"big.png", pngHeader(8192, 8192), "2 B a cell"},
		{"big.tmx", []byte(`<?xml version="1.0"?><map orientation="orthogonal" width="8192" height="8192" tilewidth="8" tileheight="8"><layer name="collision" width="8192" height="8192"><data encoding="csv">1</data></layer></map>`), "14 B a cell"},
		{"base64.tmx", []byte(`<?xml version="1.0"?><map orientation="orthogonal" width="8192" height="8192" tilewidth="8" tileheight="8"><layer name="collision" width="8192" height="8192"><data encoding="base64">AQAAAA==</data></layer></map>`), "34 B a cell"},
		{"zlib.tmx", []byte(`<?xml version="1.0"?><map orientation="orthogonal" width="8192" height="8192" tilewidth="8" tileheight="8"><layer name="collision" width="8192" height="8192"><data encoding="base64" compression="zlib">eJxjZGRkAAAADAAE</data></layer></map>`), "4 B a cell"},
		{"big.tmj", []byte(`{"type":"map","orientation":"orthogonal","width":8192,"height":8192,"tilewidth":8,"tileheight":8,"layers":[{"type":"tilelayer","name":"collision","width":8192,"height":8192,"data":[1]}]}`), "28 B a cell"},
		{"big.json", []byte(`{"layers":[{"data":[1],"height":8192,"name":"collision","type":"tilelayer","width":8192}],"height":8192,"orientation":"orthogonal","tileheight":8,"tilewidth":8,"type":"map","width":8192}`), "28 B a cell"},
	} {
		var err error
		peak := peakHeap(func() { _, err = Parse(c.file, c.data) })
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if !strings.HasPrefix(msg, c.file+" ("+side+" at about "+c.per+" to read) needs about ") ||
			!strings.Contains(msg, "more than the 1 MB this process has left (its address-space limit, ulimit -v, 2 MB)") || strings.Contains(msg, "\n") {
			t.Errorf("%s with 1 MB of room: %v\nwant one line naming the file, %s at %s, the need and the room", c.file, err, side, c.per)
		}
		if peak > 8*mb {
			t.Errorf("%s: refusing took %d MB of heap; the 8192² grid is 64 MB and must not be made", c.file, peak/mb)
		}
		t.Logf("%s: %d KB of heap: %v", c.file, peak>>10, err)
	}

	// a share link's map, and a .map by LoadMap as a .scen's map is read
	g := pathing.NewGrid(8192, 8192)
	link, err := EncodeShare(&Level{Title: "big", Grid: g, Agent: pathing.Footprint{L: 1, W: 1}, Goal: pathing.Point{X: 8191, Y: 8191}})
	if err != nil {
		t.Fatal(err)
	}
	g = nil
	peak := peakHeap(func() { _, err = DecodeShare(link) })
	if err == nil || !strings.HasPrefix(err.Error(), "the link's map ("+side+" at about 2 B a cell to read) needs about 128 MB, more than the 1 MB") {
		t.Errorf("an 8192² share link with 1 MB of room: %v", err)
	}
	if peak > 8*mb {
		t.Errorf("refusing the link took %d MB of heap", peak/mb)
	}
}

// TestSmallMapFitsTheRoom: a map whose need fits the room reads as before
// (a 64² .map needs 16 KB; 1 MB is left), and the room is the one asked
// then (the refusal above is not a side's limit).
func TestSmallMapFitsTheRoom(t *testing.T) {
	withRoom(t, 1<<20)
	var b bytes.Buffer
	if err := WriteMap(&b, pathing.NewGrid(64, 64)); err != nil {
		t.Fatal(err)
	}
	if _, err := Parse("small.map", b.Bytes()); err != nil {
		t.Fatalf("a 64² map with 1 MB of room: %v", err)
	}
	withRoom(t, 10<<10)
	if _, err := Parse("small.map", b.Bytes()); err == nil || !strings.Contains(err.Error(), "small.map (64×64 cells at about 4 B a cell to read) needs about 16 KB, more than the 10 KB") {
		t.Fatalf("a 64² map with 10 KB of room: %v", err)
	}
}

// TestReadFileWeighsTheFile: ReadFile weighs the file itself before
// reading it whole: a 5 MB file with 1 MB of room is refused in one line
// (its buffer and a step of the heap), a 4 KB one is read.
func TestReadFileWeighsTheFile(t *testing.T) {
	withRoom(t, 1<<20)
	dir := t.TempDir()
	big, small := filepath.Join(dir, "big.map"), filepath.Join(dir, "small.map")
	if err := os.WriteFile(big, make([]byte, 5<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(small, make([]byte, 4<<10), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(big)
	if err == nil || err.Error() != big+" (a 5 MB file, read whole) needs about 74 MB, more than the 1 MB this process has left (its address-space limit, ulimit -v, 2 MB)" {
		t.Errorf("a 5 MB file with 1 MB of room: %v", err)
	}
	if data, err := ReadFile(small); err != nil || len(data) != 4<<10 {
		t.Errorf("a 4 KB file with 1 MB of room: %d bytes, %v", len(data), err)
	}
}
