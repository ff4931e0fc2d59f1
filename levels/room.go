package levels

import (
	"fmt"

	"swath/memroom"
)

// RoomNow is the memory the process has left, which every reader weighs a
// file's map against as soon as its header has said how big the map is,
// before anything of that size is allocated: a map too big even to read
// (an 8192² map under a tight ulimit -v) is refused in one line instead of
// Go's "fatal error: out of memory" and a trace. It is memroom.Now; a test
// puts a fixed room in its place (and puts it back: the readers of every
// goroutine use it).
var RoomNow = memroom.Now

// The bytes a reader takes per cell of the map its header declares: the
// peak of reading a 2048² file with a fifth of its cells blocked (ReadFile,
// then Parse) less that of a 16² one, over the 4.19 M cells, the larger of
// peak RSS and the heap taken from the system, rounded up (go run
// ./scripts/parsepeak). They count the file's own bytes too, in use by the
// time the header is read, so they lean to refusing by those (1 B a cell
// in a .map, 5.3 in a base64 Tiled layer).
const (
	// mapReadBytesPerCell: a Moving AI .map or a .swath level: the file
	// and the grid (3.1 B measured for either; 4.5 B when the file was
	// read with io.ReadAll)
	mapReadBytesPerCell = 4
	// pngReadBytesPerCell: a PNG mask, decoded a row at a time into the
	// grid, whatever its bit depth (2.0 B 1-bit, 1.0 B 16-bit RGBA); its
	// two rows of pixels are counted apart (ParsePNG)
	pngReadBytesPerCell = 2
	// The Tiled figures, by the layer data's encoding (the most any of
	// the map's layers needs): the file, the layer's text as read, and
	// base64's copy and bytes (4 a tile) or a JSON array's numbers (4 a
	// tile), then the grid. The layers are decoded one at a time (or
	// counted, for the layer dialog), so the need does not grow with how
	// many a map has.
	tiledCSVBytesPerCell    = 14 // .tmx CSV: 13.0 B measured
	tiledBase64BytesPerCell = 34 // .tmx base64, uncompressed: 33.0 B
	tiledZipBytesPerCell    = 4  // base64 zlib or gzip, streamed: 3.0 B
	tiledJSONBytesPerCell   = 28 // a JSON "data" array: 27.0 B
	// shareReadBytesPerCell: a share link's map: its bits and the grid
	shareReadBytesPerCell = 2
)

// tiledReadBytes is the Tiled figure a cell of m: its most costly layer's.
func (m *tiledMap) tiledReadBytes() int64 {
	per := int64(tiledZipBytesPerCell)
	for i := range m.layers {
		l := &m.layers[i]
		switch {
		case l.gids != nil:
			per = max(per, tiledJSONBytesPerCell)
		case l.encoding == "base64" && l.compression == "":
			per = max(per, tiledBase64BytesPerCell)
		case l.encoding != "base64":
			per = max(per, tiledCSVBytesPerCell)
		}
	}
	return per
}

// readBytesPerByte and readArenaBytes are what reading a file whole takes
// in the process's address space: its buffer, and the heap's growth, which
// comes in 64 MB arenas: under prlimit --as, the 67 MB buffer of an 8192²
// .map found no room with 79 MB of heap in use though 128 MB were left
// (and found it, 2 runs of 2, with 160 MB left). A file under
// readArenaFrom bytes is taken to fit in the heap's current arena.
const (
	readBytesPerByte = 2
	readArenaBytes   = 64 << 20
	readArenaFrom    = 4 << 20
)

// roomToReadFile is nil when a file of size bytes can be read whole, else
// the one line that says why not.
func roomToReadFile(file string, size int64) error {
	if file == "" {
		file = "the file"
	}
	need := size * readBytesPerByte
	if size >= readArenaFrom {
		need += readArenaBytes
	}
	return RoomNow().Check(need,
		fmt.Sprintf("%s (a %s file, read whole)", printable(file), memroom.Size(size)))
}

// roomToRead is nil when a w×h map at perCell bytes a cell (and extra
// bytes beyond) fits in what the process has left, else the one line that
// says so: the file, its size, the figure, what bounds it (memroom's
// words, as the commands' and the app's refusals).
func roomToRead(file string, w, h int, perCell, extra int64) error {
	if file == "" {
		file = "<input>"
	}
	return RoomNow().Check(int64(w)*int64(h)*perCell+extra,
		fmt.Sprintf("%s (%d×%d cells at about %d B a cell to read)", printable(file), w, h, perCell))
}
