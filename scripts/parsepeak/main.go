// Command parsepeak measures what reading a map file takes per cell, the
// figures of levels/room.go: for each format it writes a 2048² and a 16²
// file (a fifth of the cells blocked, seed 1) into a temporary folder,
// reads each in a process of its own (ReadFile then Parse, as the app and
// the commands do) and prints the peak RSS (VmHWM) of the big one less
// the small one's, over the difference in cells, and the same of the
// heap taken from the system.
//
//	go run ./scripts/parsepeak [-n 2048]
package main

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"swath/levels"
	"swath/levels/hostile"
	"swath/pathing"
)

func main() {
	n := flag.Int("n", 2048, "the big file's side")
	parse := flag.String("parse", "", "(the child) read this file and print its peak RSS")
	flag.Parse()
	if *parse != "" {
		child(*parse)
		return
	}
	dir, err := os.MkdirTemp("", "parsepeak")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	self, err := os.Executable()
	if err != nil {
		fail(err)
	}
	fmt.Printf("%-12s %12s %12s\n", "format", "RSS B/cell", "heap B/cell")
	for _, f := range formats {
		var kb, heap [2]int64
		for i, side := range []int{16, *n} {
			path := filepath.Join(dir, fmt.Sprintf("%d%s", side, f.ext))
			if err := f.write(path, side); err != nil {
				fail(err)
			}
			out, err := exec.Command(self, "-parse", path).Output()
			if err != nil {
				fail(fmt.Errorf("%s: %v", path, err))
			}
			if _, err := fmt.Sscan(string(out), &kb[i], &heap[i]); err != nil {
				fail(fmt.Errorf("%s: %q: %v", path, out, err))
			}
		}
		cells := float64(*n**n - 16*16)
		fmt.Printf("%-12s %12.1f %12.1f\n", f.name, float64(kb[1]-kb[0])*1024/cells, float64(heap[1]-heap[0])/cells)
	}
}

// child reads path as the app does and prints its peak RSS in KB and the
// heap it took from the system (HeapSys, which never shrinks: the heap's
// peak, what an address-space limit counts, pages touched or not).
func child(path string) {
	data, err := levels.ReadFile(path)
	if err != nil {
		fail(err)
	}
	lv, err := levels.Parse(path, data)
	if err != nil {
		fail(err)
	}
	runtime.KeepAlive(lv)
	runtime.KeepAlive(data)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b, _ := os.ReadFile("/proc/self/status")
	for _, ln := range strings.Split(string(b), "\n") {
		if f := strings.Fields(ln); len(f) == 3 && f[0] == "VmHWM:" {
			fmt.Println(f[1], ms.HeapSys)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "parsepeak:", err)
	os.Exit(1)
}

// grid is a side² grid with a fifth of its cells blocked (seed 1).
func grid(side int) *pathing.Grid {
	rng := rand.New(rand.NewPCG(1, 0))
	g := pathing.NewGrid(side, side)
	for y := range side {
		for x := range side {
			if rng.IntN(5) == 0 {
				g.Set(x, y, true)
			}
		}
	}
	return g
}

var formats = []struct {
	name, ext string
	write     func(path string, side int) error
}{
	{"map", ".map", save},
	{"swath", ".swath", save},
	{"png 1-bit", ".png", save},
	{"png 16 RGBA", ".png", func(path string, side int) error {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		return hostile.WritePNG16(f, side, true)
	}},
	{"tmx csv", ".tmx", func(path string, side int) error { return tmx(path, side, "csv") }},
	{"tmx base64", ".tmx", func(path string, side int) error { return tmx(path, side, "base64") }},
	{"tmx zlib", ".tmx", func(path string, side int) error { return tmx(path, side, "zlib") }},
	{"tmj", ".tmj", tmj},
}

func save(path string, side int) error {
	return levels.Save(path, &levels.Level{Title: "peak", Grid: grid(side), Agent: pathing.Footprint{L: 1, W: 1}})
}

// gids are the grid's tiles: 1 blocked, 0 free.
func gids(side int) []uint32 {
	g := grid(side)
	out := make([]uint32, side*side)
	for y := range side {
		for x := range side {
			if g.Blocked(x, y) {
				out[y*side+x] = 1
			}
		}
	}
	return out
}

func tmx(path string, side int, enc string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\" orientation=\"orthogonal\" width=\"%d\" height=\"%d\" tilewidth=\"8\" tileheight=\"8\" infinite=\"0\">\n", side, side)
	fmt.Fprintf(&b, "<layer name=\"collision\" width=\"%d\" height=\"%d\">", side, side)
	ids := gids(side)
	switch enc {
	case "csv":
		b.WriteString(`<data encoding="csv">`)
		for i, id := range ids {
			if i > 0 {
				b.WriteByte(',')
			}
			if i%side == 0 {
				b.WriteByte('\n')
			}
			b.WriteString(strconv.Itoa(int(id)))
		}
	default:
		raw := make([]byte, 4*len(ids))
		for i, id := range ids {
			binary.LittleEndian.PutUint32(raw[4*i:], id)
		}
		if enc == "zlib" {
			var z bytes.Buffer
			zw := zlib.NewWriter(&z)
			zw.Write(raw)
			zw.Close()
			raw = z.Bytes()
			b.WriteString(`<data encoding="base64" compression="zlib">`)
		} else {
			b.WriteString(`<data encoding="base64">`)
		}
		b.WriteString(base64.StdEncoding.EncodeToString(raw))
	}
	b.WriteString("</data></layer>\n</map>\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}

func tmj(path string, side int) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"type":"map","orientation":"orthogonal","width":%d,"height":%d,"tilewidth":8,"tileheight":8,"infinite":false,"layers":[{"type":"tilelayer","name":"collision","width":%d,"height":%d,"data":[`, side, side, side, side)
	for i, id := range gids(side) {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(id)))
	}
	b.WriteString("]}]}\n")
	return os.WriteFile(path, b.Bytes(), 0o644)
}
