package hostile

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// corpus names a folder to write the whole corpus into, for measuring
// the binary on it: go test ./levels/hostile -run TestCorpus -corpus DIR.
var corpus = flag.String("corpus", "", "write the hostile files into `DIR`")

// TestCorpus writes the corpus (into -corpus DIR, or a temporary folder;
// its files of 2 MB and more, 250 MB in all, only then or with
// SWATH_FULL_TESTS) and checks every file written is there, at its size.
func TestCorpus(t *testing.T) {
	dir := *corpus
	v := os.Getenv("SWATH_FULL_TESTS")
	big := dir != "" || v == "1" || v == "all"
	if dir == "" {
		dir = t.TempDir()
	}
	if err := WriteCorpus(dir, big); err != nil {
		t.Fatal(err)
	}
	sizes := map[string]int64{"nested-groups.tmx": 10 << 20, "nested-groups.tmj": 13 << 20, "empty-objects.tmj": 20 << 20,
		"empty-layers.tmj": 20 << 20, "objects.tmx": 39 << 20, "big.scen": 79 << 20, "description.swath": 10 << 20}
	for _, f := range Corpus {
		st, err := os.Stat(filepath.Join(dir, f.Name))
		if !big && sizes[f.Name] > 0 {
			continue
		}
		if err != nil {
			t.Errorf("%s (%s): %v", f.Name, f.What, err)
			continue
		}
		if min := sizes[f.Name]; st.Size() < min {
			t.Errorf("%s: %d bytes, want at least %d", f.Name, st.Size(), min)
		}
		t.Logf("%-20s %9d bytes  %s", f.Name, st.Size(), f.What)
	}
}
