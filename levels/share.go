package levels

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// A share link carries a whole level in its fragment, the part of the
// address after '#', which a browser never sends to the server:
//
//	https://example.org/swath/#AXjaK84vyk...
//
// The fragment is base64url (RFC 4648 §5, no padding) of one version byte
// (ShareVersion) and a zlib stream (DEFLATE with an Adler-32 check, so a
// damaged link is refused rather than opened as another map) of:
//
//	uvarint width, uvarint height, uvarint n   the map's size; the header's length
//	n bytes                                    the level's .swath header: every line
//	                                           WriteSwath writes above "grid:"
//	ceil(width·height/8) bytes                 the cells in reading order, bit i of
//	                                           byte i/8 (least significant first)
//	                                           set for an obstacle
//
// The header is the .swath text, so the link holds exactly what a saved
// file does (title, description, agent or NPCs, ends, options, key steps)
// and is read by the same parser, with its checks and messages. The grid as
// bits is an eighth of its text: the demo level's link is 383 characters,
// a 512² maze's 27 k.
//
// A link is read with memory bounded by the map it declares: the size is
// checked against MaxSide before anything is allocated, and the stream is
// read only as far as that size says, so a small link that would inflate
// to gigabytes (a "zip bomb") is refused after reading one byte too many.
const ShareVersion = 1

// MaxShareFragment is the longest fragment DecodeShare reads, in
// characters: the largest map Swath opens (MaxSide²) as bits, compressed
// no worse than zlib's stored blocks, in base64. Browsers keep addresses
// of about 2 MB; longer links work only on the command line.
const MaxShareFragment = (MaxSide*MaxSide/8 + 1<<16 + MaxShareHeader) * 4 / 3

// MaxShareHeader is the longest .swath header a link holds, in bytes: the
// longest title, description and 64 NPCs' names (MaxTitleLen, …) take
// under 40 KB; only thousands of key steps come near it.
const MaxShareHeader = 256 << 10

// base64url is the alphabet of a link.
const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// shareFile names a link in the parser's messages.
const shareFile = "link"

// EncodeShare returns the share fragment of lv, without the leading '#'.
// It fails, as a save does, when lv does not pass Validate, and when the
// level's header is longer than MaxShareHeader.
func EncodeShare(lv *Level) (string, error) {
	var text bytes.Buffer
	if err := WriteSwath(&text, lv); err != nil {
		return "", err
	}
	header, _, ok := bytes.Cut(text.Bytes(), []byte("\ngrid:\n"))
	if !ok {
		return "", fmt.Errorf("the level's text has no grid line") // WriteSwath always writes one
	}
	header = append(header, '\n')
	if len(header) > MaxShareHeader {
		return "", fmt.Errorf("the level's text (title, description, NPCs, key steps) takes %d KB; a link holds at most %d KiB", len(header)/1000, MaxShareHeader>>10)
	}
	g := lv.Grid
	w, h := g.Width(), g.Height()
	var raw []byte
	raw = binary.AppendUvarint(raw, uint64(w))
	raw = binary.AppendUvarint(raw, uint64(h))
	raw = binary.AppendUvarint(raw, uint64(len(header)))
	raw = append(raw, header...)
	bits := make([]byte, (w*h+7)/8)
	for y := range h {
		for x := range w {
			if g.Blocked(x, y) {
				i := y*w + x
				bits[i/8] |= 1 << (i % 8)
			}
		}
	}
	raw = append(raw, bits...)
	var z bytes.Buffer
	z.WriteByte(ShareVersion)
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	zw.Write(raw)
	zw.Close()
	return base64.RawURLEncoding.EncodeToString(z.Bytes()), nil
}

// ShareLink is the address of lv's link on the page at base (its own
// fragment, if any, replaced).
func ShareLink(base string, lv *Level) (string, error) {
	frag, err := EncodeShare(lv)
	if err != nil {
		return "", err
	}
	base, _, _ = strings.Cut(base, "#")
	return base + "#" + frag, nil
}

// IsShareLink reports whether s is a share link rather than a file name:
// a fragment ("#…") or an address with one ("https://…#…", "file:///…#…").
// A file whose name starts with '#' is opened as ./#name.
func IsShareLink(s string) bool {
	if strings.HasPrefix(s, "#") {
		return true
	}
	scheme, rest, ok := strings.Cut(s, "://")
	return ok && scheme != "" && !strings.ContainsAny(scheme, "/\\.") && strings.Contains(rest, "#")
}

// ShareError is why a link cannot be opened. Its message starts with "the
// link" and says what is wrong: damaged (cut short, a character changed),
// too new, or a map too large.
type ShareError struct {
	Msg string
	// TooNew is true when the link was made by a newer Swath.
	TooNew bool
}

func (e *ShareError) Error() string { return e.Msg }

func shareErr(format string, args ...any) error {
	return &ShareError{Msg: fmt.Sprintf(format, args...)}
}

// DecodeShare reads the level of a share link: the fragment alone, with or
// without its '#', or the whole address. It returns an error, and no
// level, when the link is damaged, too new or too large (see ShareError;
// the parser's errors when the header itself is wrong).
func DecodeShare(link string) (*Level, error) {
	frag := strings.TrimSpace(link)
	if _, after, ok := strings.Cut(frag, "#"); ok {
		frag = after
	}
	frag = strings.TrimRight(frag, "=") // padding, which Swath does not write
	if frag == "" {
		return nil, shareErr("the link holds no level (nothing after '#')")
	}
	if len(frag) > MaxShareFragment {
		return nil, shareErr("the link is %.1f MB long, more than any level Swath opens (%.1f MB)", float64(len(frag))/1e6, float64(MaxShareFragment)/1e6)
	}
	data, err := base64.RawURLEncoding.DecodeString(frag)
	if err != nil {
		var ce base64.CorruptInputError
		if errors.As(err, &ce) && int(ce) < len(frag) {
			if c, _ := utf8.DecodeRuneInString(frag[ce:]); !strings.ContainsRune(base64url, c) {
				return nil, shareErr("the link is damaged: %q at character %d is not base64url (A-Z a-z 0-9 - _)", string(c), utf8.RuneCountInString(frag[:ce])+1)
			}
		}
		return nil, shareErr("the link is damaged: it is cut short")
	}
	if len(data) == 0 {
		return nil, shareErr("the link is damaged: it is cut short")
	}
	switch v := data[0]; {
	case v == 0:
		return nil, shareErr("the link is damaged: it is not a Swath level")
	case v > ShareVersion:
		return nil, &ShareError{TooNew: true, Msg: fmt.Sprintf("the link was made by a newer Swath (link version %d; this one reads version %d): open it with a newer Swath", v, ShareVersion)}
	}
	src := bytes.NewReader(data[1:])
	zr, err := zlib.NewReader(src)
	if err != nil {
		return nil, damaged(err)
	}
	r := bufio.NewReader(zr)
	w, err := shareUvarint(r)
	if err != nil {
		return nil, err
	}
	h, err := shareUvarint(r)
	if err != nil {
		return nil, err
	}
	n, err := shareUvarint(r)
	if err != nil {
		return nil, err
	}
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, shareErr("the link's map is %dx%d cells: each side must be 1..%d", w, h, MaxSide)
	}
	if n > MaxShareHeader {
		return nil, shareErr("the link's level text is %d KB, more than the %d KiB a link holds", n/1000, MaxShareHeader>>10)
	}
	header := make([]byte, n)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil, damaged(err)
	}
	if err := roomToRead("the link's map", w, h, shareReadBytesPerCell, 0); err != nil {
		return nil, err
	}
	bits := make([]byte, (w*h+7)/8)
	if _, err := io.ReadFull(r, bits); err != nil {
		return nil, damaged(err)
	}
	// the end of the stream, where zlib checks the sum of all it read
	if _, err := r.ReadByte(); err == nil {
		return nil, shareErr("the link is damaged: it holds more than its %dx%d map", w, h)
	} else if err != io.EOF {
		return nil, damaged(err)
	}
	if n := src.Len(); n > 0 {
		// the stream's reader takes no more than the stream (a
		// bytes.Reader is an io.ByteReader): the rest was added
		return nil, shareErr("the link is damaged: it has %d bytes past its end", n)
	}
	var text bytes.Buffer
	text.Grow(len(header) + len("grid:\n") + (w+1)*h)
	text.Write(header)
	text.WriteString("grid:\n")
	for y := range h {
		for x := range w {
			c := byte('.')
			if i := y*w + x; bits[i/8]&(1<<(i%8)) != 0 {
				c = '#'
			}
			text.WriteByte(c)
		}
		text.WriteByte('\n')
	}
	lv, err := ParseSwath(shareFile, text.Bytes())
	if err != nil {
		return nil, err
	}
	return lv, nil
}

// OpenShareLink is DecodeShare for a value given where a file name goes
// (--map): opt's choices are a Tiled map's, which a link has none of.
func OpenShareLink(link string, opt LoadOptions) (*Level, error) {
	if opt.Layer != "" {
		return nil, fmt.Errorf("a layer (%q) can be chosen only in a Tiled map; this is a share link", opt.Layer)
	}
	return DecodeShare(link)
}

// shareUvarint reads one of the link's sizes, which fit in an int.
func shareUvarint(r io.ByteReader) (int, error) {
	v, err := binary.ReadUvarint(r)
	if err != nil {
		return 0, damaged(err)
	}
	if v > 1<<31 {
		return 0, shareErr("the link is damaged: a size of %d", v)
	}
	return int(v), nil
}

// damaged is a read error of the link's stream as the person sees it.
func damaged(err error) error {
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return shareErr("the link is damaged: it is cut short")
	case errors.Is(err, zlib.ErrChecksum):
		return shareErr("the link is damaged: its check sum does not match (a character was changed)")
	}
	return shareErr("the link is damaged: its compressed level is corrupt (%v)", err)
}
