//go:build !js

package app

import (
	"time"

	"swath/render"
)

// How the status line says an export is made and done.
const exportingVerb, exportedVerb = "Saving", "Saved"

// exportTarget starts writing a new export next to the level file (see
// exportPath): its path, and the file, which fails at once when the
// folder is missing or not writable, before any drawing is done.
func exportTarget(levelFile, name string, now time.Time, ext string) (string, exportOut, error) {
	path, err := exportPath(levelFile, name, now, ext)
	if err != nil {
		return "", nil, err
	}
	out, err := render.CreateOut(path)
	if err != nil {
		return "", nil, err
	}
	return path, out, nil
}
