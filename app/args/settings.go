package args

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"swath/atomicfile"
)

// Settings are what the app keeps across runs, in the user's config
// folder (SettingsPath): for now the UI scale the keys last chose.
type Settings struct {
	UIScale float64 // 0: not set
}

// SettingsPath is the settings file: swath/settings in the user's config
// folder ($XDG_CONFIG_HOME or ~/.config on Linux).
func SettingsPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "swath", "settings"), nil
}

// LoadSettings reads path. A missing, unreadable or corrupt file (or
// line) is no settings: the app starts with its defaults rather than not
// at all.
func LoadSettings(path string) Settings {
	var st Settings
	f, err := os.Open(path)
	if err != nil {
		return st
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		if !ok || k != "ui-scale" {
			continue
		}
		if x, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && x >= MinUIScale && x <= MaxUIScale {
			st.UIScale = x
		}
	}
	return st
}

// SaveSettings writes st to path atomically (a crash leaves the old file
// or the new one, never half of one), making its folder if needed.
func SaveSettings(path string, st Settings) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	a, err := atomicfile.Create(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(a, "# Swath's settings, written by the app\nui-scale %g\n", st.UIScale)
	return a.Commit()
}

// The UI scale's bounds, for --ui-scale and the settings file.
const (
	MinUIScale = 1
	MaxUIScale = 3
)
