//go:build !js

package app

import "swath/app/args"

// fileSettings are the settings in the user's config folder
// (args.SettingsPath).
type fileSettings struct{ path string }

// openSettings is the settings file, nil when there is no config folder.
func openSettings() settingsStore {
	p, err := args.SettingsPath()
	if err != nil {
		return nil
	}
	return fileSettings{p}
}

func (f fileSettings) load() args.Settings         { return args.LoadSettings(f.path) }
func (f fileSettings) save(st args.Settings) error { return args.SaveSettings(f.path, st) }
