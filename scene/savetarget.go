package scene

import (
	"path/filepath"
	"slices"
	"strings"

	"swath/levels"
)

// What a file keeps decides what Save does with it. A .swath keeps the
// whole level; a Moving AI .map and a PNG mask keep only the obstacles
// (the .map its terrain letters too); a Tiled map is read, never written.
// So moving S or G, or picking a .scen query, on a .map changes nothing
// its file holds: the level is not modified by it (Modified), the status
// line says the ends are not saved there, and Save As proposes a .swath
// beside it. Ctrl+S of a Tiled map, or of a .map whose NPCs, footprint or
// options changed, proposes that .swath too instead of writing a file
// that would drop them. The app's Save, the unsaved-changes Save and the
// browser's save all ask SaveTarget.

// SaveTarget is what Save does with the level as it stands: write it to
// Path when Ask is false, else ask for a name in the save dialog with
// Path proposed; Why, when not empty, says why it asks.
type SaveTarget struct {
	Path string
	Ask  bool
	Why  string
}

// docFormat is the format of the file the level came from: a Tiled map's
// whatever its extension, SwathFormat when there is no file (Save asks for
// a .swath), else the file name's (levels.FormatOf).
func (s *Scene) docFormat() levels.Format {
	switch {
	case s.doc.tiled != nil:
		return levels.TiledFormat
	case s.doc.path == "":
		return levels.SwathFormat
	}
	return levels.FormatOf(s.doc.path)
}

// savesEnds reports whether the level's file keeps the NPCs' starts and
// goals: a .swath does, or a level with no file yet (it is saved as one).
func (s *Scene) savesEnds() bool { return s.docFormat() == levels.SwathFormat }

// swathBeside is NAME.swath beside the level's file (in the dialogs'
// folder when there is none): what Save proposes for a file that cannot
// keep the whole level.
func (s *Scene) swathBeside() string {
	name := s.ExportName() + ".swath"
	if s.doc.path == "" {
		return filepath.Join(s.levelsDir(), name)
	}
	return filepath.Join(filepath.Dir(s.doc.path), name)
}

// SaveTarget says what Save does now (see the type).
func (s *Scene) SaveTarget() SaveTarget {
	f := s.docFormat()
	switch {
	case s.doc.path == "":
		return SaveTarget{Path: s.swathBeside(), Ask: true}
	case f == levels.TiledFormat:
		return SaveTarget{Path: s.swathBeside(), Ask: true,
			Why: filepath.Base(s.doc.path) + " is a Tiled map, which Swath reads but does not write: save the level as a .swath (or the obstacles as a .map or .png)."}
	case f == levels.UnknownFormat:
		return SaveTarget{Path: s.swathBeside(), Ask: true,
			Why: "Swath does not write files named like " + filepath.Base(s.doc.path) + ": save the level as a .swath."}
	case f != levels.SwathFormat && s.beyondObstacles():
		ext := "." + f.String()
		return SaveTarget{Path: s.swathBeside(), Ask: true,
			Why: "A " + ext + " keeps only the obstacles, and the NPCs, footprint or options changed: a .swath keeps them (type " + ext + " to write the obstacles alone)."}
	}
	return SaveTarget{Path: s.doc.path}
}

// saveAsName is the name the Save As dialog proposes: the level's own
// file when it keeps everything, else NAME.swath beside it.
func (s *Scene) saveAsName() string {
	if s.doc.path != "" && s.docFormat() == levels.SwathFormat {
		return s.doc.path
	}
	return s.swathBeside()
}

// beyondObstacles reports whether something an obstacles-only file does
// not keep (the NPCs, their footprints and names, the options; not the
// ends, which it never kept) differs from the level as opened or saved.
func (s *Scene) beyondObstacles() bool {
	steps, ok := s.stepsSinceSaved()
	if !ok {
		return true
	}
	if len(steps) == 0 {
		return false
	}
	first, last := &steps[0], &steps[len(steps)-1]
	return first.before != last.after || !sameNPCs(*first.npcsBefore, *last.npcsAfter, false)
}

// sameNPCs reports whether two rosters hold the same NPCs, with the same
// starts and goals too when ends is set.
func sameNPCs(a, b roster, ends bool) bool {
	if ends {
		return slices.Equal(a, b)
	}
	return slices.EqualFunc(a, b, func(x, y rosterEntry) bool {
		x.start, x.goal = y.start, y.goal
		return x == y
	})
}

// endsNotSaved says, after the ends moved, that the level's file does not
// keep them (nothing when it does).
func (s *Scene) endsNotSaved(what string) {
	if s.savesEnds() {
		return
	}
	ext := strings.TrimPrefix(strings.ToLower(filepath.Ext(s.doc.path)), ".")
	if s.docFormat() == levels.TiledFormat {
		ext = "Tiled map"
	} else {
		ext = "." + ext
	}
	msg := what + " not saved in a " + ext + ", which keeps only the obstacles: Ctrl+Shift+S saves the level as a .swath that keeps them."
	s.notify(msg)
}
