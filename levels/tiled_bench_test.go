package levels

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
)

// benchTiled benchmarks reading a Tiled map against reading the same
// obstacles as a Moving AI .map (the plain reference format).
func benchTiled(b *testing.B, name string, tiled []byte) {
	imp, err := ParseTiled(name, tiled, LoadOptions{})
	if err != nil {
		b.Fatal(err)
	}
	var mp bytes.Buffer
	if err := WriteMap(&mp, imp.Level.Grid); err != nil {
		b.Fatal(err)
	}
	b.Run("tiled", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(tiled)))
		for b.Loop() {
			if _, err := ParseTiled(name, tiled, LoadOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("movingai", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(mp.Len()))
		for b.Loop() {
			if _, err := ParseMap("m.map", mp.Bytes()); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkTiledCity: the shipped 100×100 city, four gzip layers.
func BenchmarkTiledCity(b *testing.B) {
	path := "testdata/tiled/excalibur-city/example-city-gzip.tmx"
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	benchTiled(b, path, data)
}

// BenchmarkTiled2048: a 2048×2048 random layer, base64+zlib, beside a
// ground layer (csv) that the reader must skip.
func BenchmarkTiled2048(b *testing.B) {
	const seed = 7
	b.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	c := randomTiledCase(r, 2048, 2048)
	var t testing.T
	payload := base64.StdEncoding.EncodeToString(compress(&t, "zlib", c.raw()))
	data := fmt.Appendf(nil, `<map orientation="orthogonal" width="2048" height="2048" tilewidth="8" tileheight="8">
 <layer name="ground" width="2048" height="2048"><data encoding="base64" compression="zlib">%s</data></layer>
 <layer name="collision" width="2048" height="2048"><data encoding="base64" compression="zlib">%s</data></layer></map>`, payload, payload)
	benchTiled(b, "big.tmx", data)
}

// BenchmarkTiledSample: the shipped 60×60 RPG-JS map, rule 3 (ten csv
// layers looked up in five external tilesets).
func BenchmarkTiledSample(b *testing.B) {
	path := "testdata/tiled/rpgjs-sample/samplemap.tmx"
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	benchTiled(b, path, data)
}
