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

// WritePNG16 writes a side×side 16-bit greyscale PNG, black in a band of
// rows and white elsewhere, streamed so that it costs no memory: a few
// hundred KB that decode to 2 bytes a pixel (issue 22, item 23: a 535 KB
// 8192² PNG took 1 GB).
func WritePNG16(w io.Writer, side int) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(side))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(side))
	ihdr[8], ihdr[9] = 16, 0 // 16 bits, greyscale
	pngChunk(bw, "IHDR", ihdr)
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	row := make([]byte, 1+2*side)
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
