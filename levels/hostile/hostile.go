// Package hostile makes the hostile files of issue 22 for the tests: maps,
// tilesets, scenarios and levels built to make a reader crash, hang or run
// out of memory. Each function returns the file's bytes (or writes them,
// for the big ones, in one pass with little memory), so tests generate
// them in a temporary folder instead of the repository holding them.
// It imports nothing of Swath's.
package hostile

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// tmxHead is a 2×2 orthogonal map's opening tag.
const tmxHead = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8" infinite="0">
`

// collisionTMX is a 2×2 layer named collision with two obstacles.
const collisionTMX = `<layer name="collision" width="2" height="2"><data encoding="csv">1,0,0,1</data></layer>`

// jsonHead opens a 2×2 Tiled JSON map, up to its "layers" array.
const jsonHead = `{"type":"map","orientation":"orthogonal","width":2,"height":2,"tilewidth":8,"tileheight":8,`

// collisionJSON is collisionTMX in JSON.
const collisionJSON = `{"type":"tilelayer","name":"collision","width":2,"height":2,"data":[1,0,0,1]}`

// NestedGroupsTMX is a .tmx whose collision layer lies depth <group>s
// deep (issue 22, item 21: 700,000 levels, about 10 MB, overflowed the
// stack).
func NestedGroupsTMX(depth int) []byte {
	var b bytes.Buffer
	b.WriteString(tmxHead)
	b.WriteString(strings.Repeat("<group>", depth))
	b.WriteString(collisionTMX)
	b.WriteString(strings.Repeat("</group>", depth))
	b.WriteString("\n</map>\n")
	return b.Bytes()
}

// NestedGroupsJSON is NestedGroupsTMX as a Tiled JSON map.
func NestedGroupsJSON(depth int) []byte {
	var b bytes.Buffer
	b.WriteString(jsonHead + `"layers":[`)
	b.WriteString(strings.Repeat(`{"type":"group","name":"g","layers":[`, depth))
	b.WriteString(collisionJSON)
	b.WriteString(strings.Repeat(`]}`, depth))
	b.WriteString("]}\n")
	return b.Bytes()
}

// SolidTSX is an external tileset of about size bytes whose every tile has
// a true "collides" property (issue 22, item 22: 20 MB).
func SolidTSX(size int) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<tileset version="1.10" name="big" tilewidth="8" tileheight="8" tilecount="1" columns="1">` + "\n")
	for id := 0; b.Len() < size; id++ {
		fmt.Fprintf(&b, `<tile id="%d"><properties><property name="collides" type="bool" value="true"/></properties></tile>`+"\n", id)
	}
	b.WriteString("</tileset>\n")
	return b.Bytes()
}

// SharedTilesetTMX is a .tmx naming the external tileset source refs times
// (rule 3 reads tilesets: no layer is named like a collision layer).
func SharedTilesetTMX(source string, refs int) []byte {
	var b bytes.Buffer
	b.WriteString(tmxHead)
	for i := range refs {
		fmt.Fprintf(&b, `<tileset firstgid="%d" source="%s"/>`+"\n", 1+i*4, source)
	}
	b.WriteString(`<layer name="ground" width="2" height="2"><data encoding="csv">1,0,0,5</data></layer>` + "\n</map>\n")
	return b.Bytes()
}

// EmptyObjectsJSON is a Tiled JSON map of about size bytes, most of them
// empty objects: in an object group's "objects", as "layers" and as
// "tilesets" (issue 22, item 23: 21 MB ran out of memory).
func EmptyObjectsJSON(size int) []byte {
	third := strings.Repeat("{},", max(size/9, 1))
	third = third[:len(third)-1]
	return []byte(jsonHead + `"tilesets":[` + third + `],"layers":[` + collisionJSON + `,` + third +
		`,{"type":"objectgroup","objects":[` + third + `]}]}` + "\n")
}

// WriteObjectsTMX writes a .tmx of about size bytes, nearly all of it
// <object/> elements in one object group (issue 22, item 23: 40 MB took
// 915 MB).
func WriteObjectsTMX(w io.Writer, size int) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(tmxHead + collisionTMX + "\n<objectgroup name=\"things\">\n")
	const obj = "<object/>\n"
	for n := len(tmxHead); n < size; n += len(obj) {
		bw.WriteString(obj)
	}
	bw.WriteString("</objectgroup>\n</map>\n")
	return bw.Flush()
}

// LongLayerNameTMX is a .tmx with a tile layer named by n bytes, and no
// collision layer or property, so that the error lists the layer (issue
// 22, item 32: a 1 MB name was printed whole).
func LongLayerNameTMX(n int) []byte {
	return []byte(tmxHead + `<layer name="` + strings.Repeat("n", n) + `" width="2" height="2"><data encoding="csv">1,0,0,1</data></layer>` + "\n</map>\n")
}

// TilesetJSON is a Tiled JSON tileset saved without "type" (as older
// Tiled wrote it), for opening as a map by mistake.
func TilesetJSON() []byte {
	return []byte(`{"columns":8,"image":"tiles.png","imageheight":64,"imagewidth":64,"margin":0,"name":"tiles","spacing":0,"tilecount":64,"tileheight":8,"tilewidth":8,
"tiles":[{"id":3,"properties":[{"name":"collides","type":"bool","value":true}]}]}` + "\n")
}

// EmptyChunksJSON is a finite Tiled JSON map whose tile layer has real
// data beside "chunks": [].
func EmptyChunksJSON() []byte {
	return []byte(jsonHead + `"infinite":false,"layers":[{"type":"tilelayer","name":"collision","width":2,"height":2,"chunks":[],"data":[1,0,0,1]}]}` + "\n")
}

// WritePNG16 writes a side×side 16-bit PNG, greyscale or (rgba) RGBA,
// black in bands of rows and white elsewhere, streamed so that it costs no
// memory: a few hundred KB that decode to 2 or 8 bytes a pixel (issue 22,
// item 23: a 535 KB 8192² PNG took 1 GB).
func WritePNG16(w io.Writer, side int, rgba bool) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(side))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(side))
	ihdr[8], ihdr[9] = 16, 0 // 16 bits, greyscale
	px := 2
	if rgba {
		ihdr[9], px = 6, 8
	}
	pngChunk(bw, "IHDR", ihdr)
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.DefaultCompression)
	row := make([]byte, 1+px*side)
	flush := func() {
		for z.Len() > 0 {
			n := min(z.Len(), 1<<20)
			pngChunk(bw, "IDAT", z.Next(n))
		}
	}
	for y := range side {
		fill := byte(0xff)
		if y%64 < 8 {
			fill = 0 // black bands: obstacles
		}
		for i := 1; i < len(row); i++ {
			row[i] = fill
			if rgba && (i-1)%8 >= 6 {
				row[i] = 0xff // opaque
			}
		}
		zw.Write(row)
		if z.Len() > 1<<20 {
			flush()
		}
	}
	zw.Close()
	flush()
	pngChunk(bw, "IEND", nil)
	return bw.Flush()
}

func pngChunk(w io.Writer, typ string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	crc := crc32.NewIEEE()
	io.WriteString(crc, typ)
	crc.Write(data)
	io.WriteString(w, typ)
	w.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// WriteScen writes a Moving AI scenario list of about size bytes, every
// query on mapName (8×8) (issue 22, item 23: 80 MiB ran out of memory).
func WriteScen(w io.Writer, mapName string, size int) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("version 1\n")
	line := "0\t" + mapName + "\t8\t8\t0\t0\t7\t7\t9.89949494\n"
	for n := 10; n+len(line) <= size; n += len(line) {
		bw.WriteString(line)
	}
	return bw.Flush()
}

// LongTextSwath is a .swath level whose title, description or the name of
// its NPC (key "title", "description" or "name") is n bytes long (issue
// 22, item 25: a 1 MB title, a 10 MB description, a 100 KB name).
func LongTextSwath(key string, n int) []byte {
	long := strings.Repeat("x", n)
	title, desc, npc := "t", "d", ""
	switch key {
	case "title":
		title = long
	case "description":
		desc = long
	case "name":
		npc = "npc: agent=1x1 start=0,0 goal=3,3 colour=#998800 name=" + long + "\n"
	}
	v, ends := 1, "agent: 1x1\nstart: 0,0\ngoal: 3,3\n"
	if npc != "" {
		v, ends = 2, npc
	}
	return []byte(fmt.Sprintf("swath %d\ntitle: %s\ndescription: %s\nsize: 4x4\n%sgrid:\n....\n....\n....\n....\n", v, title, desc, ends))
}

// File is one file of the corpus: its name in the folder and what it is.
type File struct {
	Name, What string
	// Tileset, when set, is an external tileset the map names, written
	// beside it under this name
	Tileset string
}

// Corpus lists the hostile files of issue 22 at the sizes the issue gives.
var Corpus = []File{
	{Name: "nested-groups.tmx", What: "700,000 nested <group>s (item 21)"},
	{Name: "nested-groups.tmj", What: "350,000 nested JSON groups (item 21)"},
	{Name: "shared-tileset.tmx", What: "a 30 KB map naming one 20 MB .tsx 1,000 times (item 22)", Tileset: "big.tsx"},
	{Name: "empty-objects.tmj", What: "21 MB of empty JSON objects as tilesets, layers, objects (item 23)"},
	{Name: "empty-layers.tmj", What: "21 MB of empty JSON objects as layers and objects (item 23)"},
	{Name: "objects.tmx", What: "40 MB of <object/> (item 23)"},
	{Name: "png16.png", What: "a 16-bit greyscale 8192² PNG mask (item 23)"},
	{Name: "png16rgba.png", What: "a 16-bit RGBA 8192² PNG mask (item 23)"},
	{Name: "big.scen", What: "an 80 MiB scenario list, beside m.map (item 23)"},
	{Name: "title.swath", What: "a 1 MB title (item 25)"},
	{Name: "name.swath", What: "a 100 KB NPC name (item 25)"},
	{Name: "description.swath", What: "a 10 MB description (item 25)"},
	{Name: "layer-name.tmx", What: "a 1 MB layer name (item 32)"},
	{Name: "tileset.json", What: "a JSON tileset without \"type\" opened as a map (item 32)"},
	{Name: "chunks.tmj", What: "\"chunks\": [] beside real data (item 32)"},
}

// WriteCorpus writes every file of Corpus into dir (and the tilesets and
// the map they need), a file at a time; without big, only those of under
// 2 MB.
func WriteCorpus(dir string, big bool) error {
	const mb = 1 << 20
	write := func(name string, fn func(w io.Writer) error) error {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		if err := fn(f); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	bytesOf := func(b []byte) func(io.Writer) error {
		return func(w io.Writer) error { _, err := w.Write(b); return err }
	}
	emptyLayers := func(w io.Writer) error {
		data := EmptyObjectsJSON(21 * mb)
		data = bytes.Replace(data, []byte(`"tilesets":[{},`), []byte(`"tilesets":[],"x":[{},`), 1)
		_, err := w.Write(data)
		return err
	}
	steps := []struct {
		name string
		fn   func(io.Writer) error
	}{
		{"nested-groups.tmx", bytesOf(NestedGroupsTMX(700_000))},
		{"nested-groups.tmj", bytesOf(NestedGroupsJSON(350_000))},
		{"big.tsx", bytesOf(SolidTSX(20 * mb))},
		{"shared-tileset.tmx", bytesOf(SharedTilesetTMX("big.tsx", 1000))},
		{"empty-objects.tmj", bytesOf(EmptyObjectsJSON(21 * mb))},
		{"empty-layers.tmj", emptyLayers},
		{"objects.tmx", func(w io.Writer) error { return WriteObjectsTMX(w, 40*mb) }},
		{"png16.png", func(w io.Writer) error { return WritePNG16(w, 8192, false) }},
		{"png16rgba.png", func(w io.Writer) error { return WritePNG16(w, 8192, true) }},
		{"m.map", bytesOf([]byte("type octile\nheight 8\nwidth 8\nmap\n" + strings.Repeat("........\n", 8)))},
		{"big.scen", func(w io.Writer) error { return WriteScen(w, "m.map", 80*mb) }},
		{"title.swath", bytesOf(LongTextSwath("title", 1*mb))},
		{"name.swath", bytesOf(LongTextSwath("name", 100<<10))},
		{"description.swath", bytesOf(LongTextSwath("description", 10*mb))},
		{"layer-name.tmx", bytesOf(LongLayerNameTMX(1 * mb))},
		{"tileset.json", bytesOf(TilesetJSON())},
		{"chunks.tmj", bytesOf(EmptyChunksJSON())},
	}
	small := map[string]bool{"shared-tileset.tmx": true, "png16.png": true, "png16rgba.png": true, "m.map": true, "title.swath": true, "name.swath": true,
		"layer-name.tmx": true, "tileset.json": true, "chunks.tmj": true}
	for _, s := range steps {
		if !big && !small[s.name] {
			continue
		}
		if err := write(s.name, s.fn); err != nil {
			return err
		}
	}
	return nil
}
