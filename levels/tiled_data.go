package levels

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"io"
)

// decode calls put for each of the layer's width×height gids in reading
// order, flip bits included. Compressed data is streamed through a 32 KiB
// buffer: a layer that inflates past width×height×4 bytes is refused after
// reading one byte too many, never held in memory (zip bombs).
func (m *tiledMap) decode(l *tiledLayer, put func(i int, gid uint32)) error {
	n := l.width * l.height
	if l.gids != nil {
		if len(l.gids) != n {
			return m.layerErr(l, "has %d tiles, want %dx%d = %d", len(l.gids), l.width, l.height, n)
		}
		for i, gid := range l.gids {
			put(i, gid)
		}
		return nil
	}
	if l.encoding != "base64" {
		return m.decodeCSV(l, n, put)
	}
	raw, err := decodeBase64(l.text)
	if err != nil {
		return m.layerErr(l, "bad base64 data: %v", err)
	}
	var r io.Reader
	switch l.compression {
	case "":
		if len(raw) != 4*n {
			return m.layerErr(l, "has %d bytes of tile data, want %dx%d×4 = %d", len(raw), l.width, l.height, 4*n)
		}
		for i := range n {
			put(i, binary.LittleEndian.Uint32(raw[4*i:]))
		}
		return nil
	case "zlib":
		zr, err := zlib.NewReader(bytes.NewReader(raw))
		if err != nil {
			return m.layerErr(l, "bad zlib data: %v", err)
		}
		r = zr
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return m.layerErr(l, "bad gzip data: %v", err)
		}
		r = zr
	}
	buf := make([]byte, 32<<10) // a multiple of 4
	for i := 0; i < n; {
		k, err := io.ReadFull(r, buf[:min(len(buf), 4*(n-i))])
		for j := 0; j+4 <= k; j += 4 {
			put(i, binary.LittleEndian.Uint32(buf[j:]))
			i++
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return m.layerErr(l, "the %s data inflates to fewer than %dx%d×4 = %d bytes", l.compression, l.width, l.height, 4*n)
		}
		if err != nil {
			return m.layerErr(l, "bad %s data: %v", l.compression, err)
		}
	}
	switch _, err := io.ReadFull(r, buf[:1]); {
	case err == nil:
		return m.layerErr(l, "the %s data inflates to more than %dx%d×4 = %d bytes", l.compression, l.width, l.height, 4*n)
	case !errors.Is(err, io.EOF):
		return m.layerErr(l, "bad %s data: %v", l.compression, err)
	}
	return nil
}

// decodeCSV reads comma-separated gids; spaces and line breaks between them
// are ignored and a trailing comma is allowed.
func (m *tiledMap) decodeCSV(l *tiledLayer, n int, put func(i int, gid uint32)) error {
	s := l.text
	count := 0
	var v uint64
	digits := false
	emit := func() error {
		if count == n {
			return m.layerErr(l, "the csv data has more than %dx%d = %d tiles", l.width, l.height, n)
		}
		put(count, uint32(v))
		count++
		v, digits = 0, false
		return nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			v = v*10 + uint64(c-'0')
			if v > 0xFFFFFFFF {
				return m.layerErr(l, "csv value %d is larger than a gid (32 bits)", count+1)
			}
			digits = true
		case c == ',':
			if !digits {
				return m.layerErr(l, "csv value %d is empty", count+1)
			}
			if err := emit(); err != nil {
				return err
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			if digits && i+1 < len(s) {
				// a value ends at a space only if a comma or the end follows
				j := i
				for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\n') {
					j++
				}
				if j < len(s) && s[j] != ',' {
					return m.layerErr(l, "csv value %d: want a comma after it, got %s", count+1, quoteByte(s[j]))
				}
			}
		default:
			return m.layerErr(l, "csv value %d: unexpected %s (want digits and commas)", count+1, quoteByte(c))
		}
	}
	if digits {
		if err := emit(); err != nil {
			return err
		}
	}
	if count != n {
		return m.layerErr(l, "the csv data has %d tiles, want %dx%d = %d", count, l.width, l.height, n)
	}
	return nil
}

// decodeBase64 decodes standard base64, ignoring spaces and line breaks
// (Tiled indents the data).
func decodeBase64(s string) ([]byte, error) {
	clean := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\r', '\n':
		default:
			clean = append(clean, c)
		}
	}
	out := make([]byte, base64.StdEncoding.DecodedLen(len(clean)))
	k, err := base64.StdEncoding.Decode(out, clean)
	return out[:k], err
}
