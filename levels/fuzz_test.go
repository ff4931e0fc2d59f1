package levels

import (
	"bytes"
	"testing"
)

// The fuzz targets below must never panic, and whatever parses must survive
// a save and a second parse unchanged. Seed corpora are checked in under
// testdata/fuzz/<FuzzName>/; run one with e.g.
//
//	go test ./levels -run '^$' -fuzz '^FuzzParseSwath$' -fuzztime 20s

func FuzzParseSwath(f *testing.F) {
	f.Add([]byte(sampleSwath))
	f.Add([]byte("swath 2\nsize: 4x2\nnpc: agent=2x1 start=0,0 goal=3,1 colour=#ffb84f name=big ogre\nnpc: goal=1,0 start=2,1 name=\" x\"\ngrid:\n..#.\n....\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lv, err := ParseSwath("f.swath", data)
		if err != nil {
			if lv != nil {
				t.Fatal("a level came back with an error")
			}
			return
		}
		var b bytes.Buffer
		if err := WriteSwath(&b, lv); err != nil {
			t.Fatalf("a parsed level cannot be saved: %v", err)
		}
		again, err := ParseSwath("f2.swath", b.Bytes())
		if err != nil {
			t.Fatalf("a saved level does not parse: %v\n%s", err, b.String())
		}
		if !again.Equal(lv) {
			t.Fatalf("save and parse changed the level:\n%s", b.String())
		}
		var b2 bytes.Buffer
		WriteSwath(&b2, again)
		if !bytes.Equal(b.Bytes(), b2.Bytes()) {
			t.Fatalf("the second save differs:\n%s\n---\n%s", b.String(), b2.String())
		}
	})
}

func FuzzParseMap(f *testing.F) {
	f.Add([]byte("type octile\nheight 2\nwidth 3\nmap\n.G@\nOTS\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ParseMap("f.map", data)
		if err != nil {
			if g != nil {
				t.Fatal("a grid came back with an error")
			}
			return
		}
		var b bytes.Buffer
		if err := WriteMap(&b, g); err != nil {
			t.Fatal(err)
		}
		again, err := ParseMap("f2.map", b.Bytes())
		if err != nil {
			t.Fatalf("a saved map does not parse: %v", err)
		}
		if !again.Equal(g) {
			t.Fatal("save and parse changed the map")
		}
	})
}

func FuzzParseScen(f *testing.F) {
	f.Add([]byte("version 1\n0\tm.map\t8\t6\t1\t2\t7\t5\t6.24264069\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScen("f.scen", data)
		if err != nil {
			if s != nil {
				t.Fatal("scenarios came back with an error")
			}
			return
		}
		var b bytes.Buffer
		if err := WriteScen(&b, s); err != nil {
			t.Fatal(err)
		}
		again, err := ParseScen("f2.scen", b.Bytes())
		if err != nil {
			t.Fatalf("saved scenarios do not parse: %v\n%s", err, b.String())
		}
		if len(again) != len(s) {
			t.Fatalf("%d scenarios became %d", len(s), len(again))
		}
		for i := range s {
			x, y := s[i], again[i]
			x.Line, y.Line = 0, 0
			if x != y {
				t.Fatalf("scenario %d: %+v became %+v", i, x, y)
			}
		}
	})
}

func FuzzParsePNG(f *testing.F) {
	var b bytes.Buffer
	WritePNG(&b, sampleLevel().Grid)
	f.Add(b.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ParsePNG("f.png", data)
		if err != nil {
			if g != nil {
				t.Fatal("a grid came back with an error")
			}
			return
		}
		var b bytes.Buffer
		if err := WritePNG(&b, g); err != nil {
			t.Fatal(err)
		}
		again, err := ParsePNG("f2.png", b.Bytes())
		if err != nil {
			t.Fatalf("a saved mask does not parse: %v", err)
		}
		if !again.Equal(g) {
			t.Fatal("save and parse changed the mask")
		}
	})
}

// FuzzParse feeds any bytes to the format-sniffing entry point.
func FuzzParse(f *testing.F) {
	f.Add("a.swath", []byte(sampleSwath))
	f.Add("a.map", []byte("type octile\nheight 1\nwidth 1\nmap\n.\n"))
	f.Add("a.png", []byte(pngMagic))
	f.Add("a.scen", []byte("version 1\n"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		lv, err := Parse(name, data)
		if (lv == nil) == (err == nil) {
			t.Fatalf("level %v with error %v", lv != nil, err)
		}
		if err == nil {
			if err := lv.Validate(); err != nil {
				t.Fatalf("a parsed level is not valid: %v", err)
			}
		}
	})
}
