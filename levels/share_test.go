package levels

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"swath/pathing"
)

// swathText is lv as a .swath file, for failure messages.
func swathText(lv *Level) string {
	var b bytes.Buffer
	if err := WriteSwath(&b, lv); err != nil {
		return "(cannot write: " + err.Error() + ")"
	}
	return b.String()
}

// shareRoundTrip encodes lv, decodes the fragment in each form a person
// pastes it (bare, with '#', as a whole address) and checks that each
// brings back lv exactly. It returns the fragment.
func shareRoundTrip(t *testing.T, name string, lv *Level) string {
	t.Helper()
	frag, err := EncodeShare(lv)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, swathText(lv))
	}
	link, err := ShareLink("https://example.org/swath/index.html#old", lv)
	if err != nil {
		t.Fatal(err)
	}
	if want := "https://example.org/swath/index.html#" + frag; link != want {
		t.Fatalf("%s: ShareLink = %q, want %q", name, link, want)
	}
	for _, in := range []string{frag, "#" + frag, link, " " + link + "\n"} {
		got, err := DecodeShare(in)
		if err != nil {
			t.Fatalf("%s: decoding %.40q…: %v", name, in, err)
		}
		if !got.Equal(lv) {
			t.Fatalf("%s: the link changed the level:\nsent:\n%s\ngot:\n%s", name, swathText(lv), swathText(got))
		}
	}
	return frag
}

func TestShareBuiltins(t *testing.T) {
	for _, b := range Builtins() {
		lv, err := LoadBuiltin(b.Name)
		if err != nil {
			t.Fatal(err)
		}
		frag := shareRoundTrip(t, b.Name, lv)
		t.Logf("%-8s %dx%d: a link of %d characters (the file is %d bytes)", b.Name, lv.Grid.Width(), lv.Grid.Height(), len(frag), len(swathText(lv)))
		if len(frag) > 600 {
			t.Errorf("%s: the link is %d characters; a built-in level's should fit in 600", b.Name, len(frag))
		}
	}
}

// randomNPCLevel is randomLevel with an algorithm, key steps and, for half
// of them, 1..6 NPCs with random names, colours, footprints and ends.
func randomNPCLevel(r *rand.Rand) *Level {
	lv := randomLevel(r)
	lv.Algorithm = pathing.Algorithm(r.IntN(2))
	for range r.IntN(3) {
		lv.KeySteps = append(lv.KeySteps, 1+r.IntN(500))
	}
	if r.IntN(2) == 0 {
		return lv
	}
	w, h := lv.Grid.Width(), lv.Grid.Height()
	names := []string{"ogre", " lead space", "\"q\"", "✓ ünï", "tab\there", "npc 1", ""}
	npcs := make([]NPC, 1+r.IntN(6))
	for i := range npcs {
		npcs[i] = NPC{
			Name:   names[r.IntN(len(names))],
			Agent:  pathing.Footprint{L: 1 + r.IntN(MaxAgentSide), W: 1 + r.IntN(MaxAgentSide)},
			Start:  pathing.Pt(r.IntN(w), r.IntN(h)),
			Goal:   pathing.Pt(r.IntN(w), r.IntN(h)),
			Colour: color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 0xff},
		}
		if npcs[i].Name == "" {
			npcs[i].Name = DefaultNPCName(i)
		}
	}
	lv.SetNPCs(npcs)
	return lv
}

func TestShareRandom(t *testing.T) {
	const seed = 20261201
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 7))
	withNPCs := 0
	for i := range 300 {
		lv := randomNPCLevel(r)
		if len(lv.NPCs) > 0 {
			withNPCs++
		}
		shareRoundTrip(t, fmt.Sprintf("random level %d", i), lv)
	}
	if withNPCs < 100 {
		t.Fatalf("only %d of the levels have NPCs", withNPCs)
	}
	// big maps: the grid's bits cross many bytes, and a width that is not
	// a multiple of 8 puts rows across byte boundaries
	for _, n := range []int{257, 512} {
		lv := levelFromGrid("maze", Maze(n, rand.New(rand.NewPCG(seed, uint64(n)))))
		frag := shareRoundTrip(t, fmt.Sprintf("maze %d", n), lv)
		t.Logf("a %d² maze: a link of %d characters", n, len(frag))
	}
}

// craftShare makes a fragment by hand: the version byte, then a zlib
// stream of what write writes.
func craftShare(version byte, write func(w io.Writer)) string {
	return craftShareLevel(version, zlib.BestSpeed, write)
}

// craftShareLevel is craftShare at a compression level of zlib's.
func craftShareLevel(version byte, level int, write func(w io.Writer)) string {
	var b bytes.Buffer
	b.WriteByte(version)
	zw, _ := zlib.NewWriterLevel(&b, level)
	write(zw)
	zw.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// sizes writes a link's three sizes.
func sizes(w io.Writer, width, height, n uint64) {
	var b []byte
	b = binary.AppendUvarint(b, width)
	b = binary.AppendUvarint(b, height)
	b = binary.AppendUvarint(b, n)
	w.Write(b)
}

// tinyHeader is the .swath header of a 4x2 level.
const tinyHeader = "swath 1\ntitle: tiny\nsize: 4x2\n"

// withChar is s with the character at i replaced by one that differs.
func withChar(s string, i int) string {
	c := byte('A')
	if s[i] == 'A' {
		c = 'B'
	}
	return s[:i] + string(c) + s[i+1:]
}

func TestShareRefused(t *testing.T) {
	demo, err := LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	good, err := EncodeShare(demo)
	if err != nil {
		t.Fatal(err)
	}
	tiny := func(version byte) string {
		return craftShare(version, func(w io.Writer) {
			sizes(w, 4, 2, uint64(len(tinyHeader)))
			io.WriteString(w, tinyHeader)
			w.Write([]byte{0x81})
		})
	}
	if lv, err := DecodeShare(tiny(ShareVersion)); err != nil || lv.Title != "tiny" || !lv.Grid.Blocked(0, 0) || !lv.Grid.Blocked(3, 1) || lv.Grid.Blocked(1, 0) {
		t.Fatalf("the hand-made link of a tiny level does not open as made: %v\n%s", err, lv.Grid)
	}
	for _, c := range []struct {
		name, link, want string
		tooNew           bool
	}{
		{"nothing after #", "https://example.org/#", "holds no level", false},
		{"blank", "  ", "holds no level", false},
		{"not base64url", "#" + good[:10] + "$" + good[11:], `"$" at character 11 is not base64url`, false},
		{"standard base64's +", good[:5] + "+" + good[6:], `"+" at character 6 is not base64url`, false},
		{"one character", "A", "cut short", false},
		{"cut in half", good[:len(good)/2], "cut short", false},
		{"last character lost", good[:len(good)-1], "damaged", false},
		{"a character changed", withChar(good, len(good)/2), "damaged", false},
		{"the check sum changed", withChar(good, len(good)-2), "damaged", false},
		{"characters added", good + "AAAA", "past its end", false},
		{"version 0", "AA" + good[2:], "not a Swath level", false},
		{"too new", tiny(ShareVersion + 1), "made by a newer Swath (link version 2; this one reads version 1)", true},
		{"far too new", tiny(255), "link version 255", true},
		{"wider than MaxSide", craftShare(ShareVersion, func(w io.Writer) { sizes(w, MaxSide+1, 1, 0) }), "8193x1 cells: each side must be 1..8192", false},
		{"taller than MaxSide", craftShare(ShareVersion, func(w io.Writer) { sizes(w, 1, 1<<30, 0) }), "each side must be 1..8192", false},
		{"no cells", craftShare(ShareVersion, func(w io.Writer) { sizes(w, 0, 5, 0) }), "0x5 cells", false},
		{"a size past any int", craftShare(ShareVersion, func(w io.Writer) { sizes(w, 1<<40, 1, 0) }), "a size of", false},
		{"header too long", craftShare(ShareVersion, func(w io.Writer) { sizes(w, 4, 2, MaxShareHeader+1) }), "more than the 256 KiB a link holds", false},
		{"no bits", craftShare(ShareVersion, func(w io.Writer) {
			sizes(w, 4, 2, uint64(len(tinyHeader)))
			io.WriteString(w, tinyHeader)
		}), "cut short", false},
		{"a byte past the map", craftShare(ShareVersion, func(w io.Writer) {
			sizes(w, 4, 2, uint64(len(tinyHeader)))
			io.WriteString(w, tinyHeader+"\x00\x00")
		}), "holds more than its 4x2 map", false},
		{"header of another size", craftShare(ShareVersion, func(w io.Writer) {
			h := "swath 1\nsize: 5x2\n"
			sizes(w, 4, 2, uint64(len(h)))
			io.WriteString(w, h+"\x00")
		}), "link:", false},
		{"not a .swath header", craftShare(ShareVersion, func(w io.Writer) {
			sizes(w, 4, 2, 3)
			io.WriteString(w, "abc\x00")
		}), `want the first line "swath 1"`, false},
	} {
		lv, err := DecodeShare(c.link)
		if err == nil {
			t.Errorf("%s: opened, want an error with %q:\n%s", c.name, c.want, swathText(lv))
			continue
		}
		if lv != nil {
			t.Errorf("%s: a level came back with the error", c.name)
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to say %q", c.name, err, c.want)
		}
		var se *ShareError
		if errors.As(err, &se) && se.TooNew != c.tooNew {
			t.Errorf("%s: TooNew = %v, want %v", c.name, se.TooNew, c.tooNew)
		}
		if strings.ContainsAny(err.Error(), "\n\x00") {
			t.Errorf("%s: the error spans lines or holds NUL: %q", c.name, err)
		}
	}
}

// allocated is the memory allocated while f runs.
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// TestShareBombBounded feeds links that would inflate to far more than any
// level (a "zip bomb"): each is refused, having allocated about what its
// declared map's bits take, not what the stream holds.
func TestShareBombBounded(t *testing.T) {
	zeros := make([]byte, 1<<20)
	const streamMB = 256
	for _, c := range []struct {
		name       string
		w, h       uint64
		want       string
		maxAlloc   uint64
		streamSize int
	}{
		// 256 MB of zeros after a 4x2 map's one byte
		{"after a tiny map", 4, 2, "holds more than its 4x2 map", 1 << 20, streamMB},
		// the largest map's 8 MB of bits, then 248 MB more
		{"after the largest map", MaxSide, MaxSide, "holds more than its 8192x8192 map", 12 << 20, streamMB},
		// the largest map declared, the stream ends after 1 MB
		{"the largest map cut short", MaxSide, MaxSide, "cut short", 12 << 20, 1},
	} {
		link := craftShare(ShareVersion, func(w io.Writer) {
			sizes(w, c.w, c.h, uint64(len(tinyHeader)))
			io.WriteString(w, tinyHeader)
			for range c.streamSize {
				w.Write(zeros)
			}
		})
		var err error
		got := allocated(func() { _, err = DecodeShare(link) })
		t.Logf("%s: a %d KB link of a %d MB stream: %v; %.1f MB allocated", c.name, len(link)/1000, c.streamSize, err, float64(got)/1e6)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to say %q", c.name, err, c.want)
		}
		if got > c.maxAlloc+uint64(4*len(link)) {
			t.Errorf("%s: decoding allocated %.1f MB, want at most %.1f MB and the link's own copies", c.name, float64(got)/1e6, float64(c.maxAlloc)/1e6)
		}
	}
	// a fragment longer than the largest level's is refused before it is decoded
	long := strings.Repeat("A", MaxShareFragment+1)
	var err error
	if got := allocated(func() { _, err = DecodeShare(long) }); err == nil || !strings.Contains(err.Error(), "more than any level Swath opens") || got > 1<<20 {
		t.Errorf("a %d MB fragment: %v, %.1f MB allocated; want it refused at once", len(long)>>20, err, float64(got)/1e6)
	}
}

func TestEncodeShareRefuses(t *testing.T) {
	off := &Level{Grid: pathing.NewGrid(4, 4), Start: pathing.Pt(9, 0)}
	if _, err := EncodeShare(off); err == nil || !strings.Contains(err.Error(), "off the 4x4 map") {
		t.Errorf("a start off the map: %v, want Validate's error", err)
	}
	// (the text limits bound the title, the description and the NPCs'
	// names far below it; key steps have none)
	long := &Level{Grid: pathing.NewGrid(4, 4)}
	for range MaxShareHeader / 10 {
		long.KeySteps = append(long.KeySteps, 100_000_000)
	}
	if _, err := EncodeShare(long); err == nil || !strings.Contains(err.Error(), "a link holds at most 256 KiB") {
		t.Errorf("256 KiB of key steps: %v, want it refused", err)
	}
}

func TestIsShareLink(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"#AXja", true},
		{"#", true},
		{"https://example.org/swath/#AXja", true},
		{"http://127.0.0.1:8080/#AXja", true},
		{"file:///home/me/swath/index.html#AXja", true},
		{"levels/demo.swath", false},
		{"./#odd name.swath", false},
		{"dir#1/map.map", false},
		{"https://example.org/swath/", false},
		{"a.b://x#y", false},
		{"", false},
	} {
		if got := IsShareLink(c.s); got != c.want {
			t.Errorf("IsShareLink(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// FuzzDecodeShare: no link panics or opens a level that a save would
// refuse, and whatever opens comes back the same from its own link.
func FuzzDecodeShare(f *testing.F) {
	for _, name := range []string{"demo", "maze"} {
		lv, err := LoadBuiltin(name)
		if err != nil {
			f.Fatal(err)
		}
		frag, err := EncodeShare(lv)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(frag)
		f.Add(frag[:len(frag)/2])
	}
	f.Add(craftShare(ShareVersion, func(w io.Writer) {
		sizes(w, 4, 2, uint64(len(tinyHeader)))
		io.WriteString(w, tinyHeader+"\x81")
	}))
	f.Add("#")
	f.Add("https://example.org/#AXja")
	f.Fuzz(func(t *testing.T, link string) {
		lv, err := DecodeShare(link)
		reshare(t, lv, err)
	})
}

// FuzzDecodeSharePayload fuzzes what a link's stream holds (sizes, header,
// bits), which random links seldom reach past the check sum.
func FuzzDecodeSharePayload(f *testing.F) {
	var tiny bytes.Buffer
	sizes(&tiny, 4, 2, uint64(len(tinyHeader)))
	tiny.WriteString(tinyHeader + "\x81")
	f.Add(tiny.Bytes())
	f.Add([]byte("\x04\x02\x40swath 2\nsize: 4x2\nnpc: agent=2x1 start=0,0 goal=3,1 name=big ogre\nnpc: goal=1,0 start=2,1\n\x00"))
	f.Fuzz(func(t *testing.T, payload []byte) {
		// stored, not compressed: a compressor's state is 1 MB an input
		lv, err := DecodeShare(craftShareLevel(ShareVersion, zlib.NoCompression, func(w io.Writer) { w.Write(payload) }))
		reshare(t, lv, err)
	})
}

// reshare checks what a fuzzed link opened: no level with an error, and a
// level that comes back the same from its own link.
func reshare(t *testing.T, lv *Level, err error) {
	t.Helper()
	if err != nil {
		if lv != nil {
			t.Fatal("a level came back with an error")
		}
		return
	}
	frag, err := EncodeShare(lv)
	if err != nil {
		t.Fatalf("an opened link's level cannot be shared again: %v\n%s", err, swathText(lv))
	}
	again, err := DecodeShare(frag)
	if err != nil || !again.Equal(lv) {
		t.Fatalf("the level changed through its own link (%v):\n%s", err, swathText(lv))
	}
}
