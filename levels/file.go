package levels

import (
	"fmt"
	"io"
	"os"
)

// MaxFileSize is the largest file Swath reads (a 2048×2048 map as text is
// about 4 MiB; a .scen file can be larger).
const MaxFileSize = 64 << 20

// readFile reads path whole, refusing directories and files over MaxFileSize.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a level file", path)
	}
	if st.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a level file", path, MaxFileSize>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a level file", path, MaxFileSize>>20)
	}
	return data, nil
}
