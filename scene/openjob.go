package scene

import (
	"swath/levels"
)

// openWork reads a level file for OpenPath off the UI thread (the app's
// choice: RunJobsInBackground): reading and parsing a 2048² map and
// placing its ends takes about half a second, an 8192² one several. The
// scene keeps the level it has until Finish puts the new one in.
type openWork struct {
	Path  string
	files Files
	room  roomCheck // the scene's, weighed against what was read (room.go)
	// tiled, when not nil, is a Tiled map to read with the obstacles of
	// layer; offer lists its tile layers afterwards (openTiled)
	tiled *tiledSource
	layer string
	offer bool
	// Run's outcome: the level and the note on its ends, or why it failed
	Level *levels.Level
	Note  string
	Err   error
	// a Tiled map's: what was read, or its tile layers when that failed
	imp      *levels.TiledImport
	names    []string
	namesErr error
	// counts are the obstacles of each tile layer, for the layer dialog
	// (read when offer is set)
	counts []levels.TiledLayer
}

// Run reads the file (any goroutine). Reading does not stop half-way.
func (j *openWork) Run(func() bool) {
	if j.tiled != nil {
		j.runTiled()
		return
	}
	j.Level, j.Err = j.files.Load(j.Path)
	if j.Err == nil {
		j.Err = j.room.fits(j.Level, j.Path)
	}
	if j.Err != nil {
		j.Level = nil // given back before the job lands
		return
	}
	j.Note = levels.PlaceImportedEnds(j.Level, j.Path)
}

// runTiled reads a Tiled map, and its tile layers if that fails.
func (j *openWork) runTiled() {
	src := *j.tiled
	j.imp, j.Err = src.read(j.layer)
	if j.offer {
		j.counts, _ = src.layerObstacles()
	}
	if j.Err != nil {
		j.names, j.namesErr = src.layers()
		return
	}
	if j.Err = j.room.fits(j.imp.Level, src.label()); j.Err != nil {
		j.imp = nil // no layer dialog: another layer is as big
		return
	}
	j.Level = j.imp.Level
	if src.path != "" {
		j.Note = levels.PlaceImportedEnds(j.Level, src.path)
	}
}

// openJob is the file open asked for and not yet started, marked under
// way; nil when there is none.
func (s *Scene) openJob() *Job {
	w := s.doc.openWant
	if w == nil {
		return nil
	}
	s.doc.openWant, s.doc.opening = nil, w
	return &Job{Kind: JobOpen, w: w}
}

// startOpen runs job in the call, or hands it to the background
// (RunJobsInBackground), saying so; job.finish shows what it read.
func (s *Scene) startOpen(job *openWork) {
	job.room = s.room
	if s.bg {
		s.doc.openWant, s.doc.opening = job, nil
		s.notify("Opening " + job.Path + " …")
		return
	}
	job.Run(nil)
	job.finish(s)
}

// Opening is the path of the file being read in the background, "" when
// none is.
func (s *Scene) Opening() string {
	if j := s.doc.opening; j != nil {
		return j.Path
	}
	if j := s.doc.openWant; j != nil {
		return j.Path
	}
	return ""
}

// stale reports whether another open (or a new map) replaced the job.
func (j *openWork) stale(s *Scene) bool { return j != s.doc.opening }

// install puts the level the job read in place of the current one, or
// says why it could not be read, as an open in the call does. A job that
// another open (or a new map) replaced meanwhile is dropped.
func (j *openWork) install(s *Scene) {
	if j.stale(s) {
		return
	}
	s.doc.opening = nil
	j.finish(s)
}

func (j *openWork) drop(s *Scene) {
	if !j.stale(s) {
		s.doc.opening = nil
	}
}

// finish shows what the job read, or why it could not.
func (j *openWork) finish(s *Scene) {
	if j.tiled != nil {
		s.finishTiled(j)
		return
	}
	s.finishOpen(j.Path, j.Level, j.Note, j.Err)
}

// finishOpen shows the level read from path, or why it failed.
func (s *Scene) finishOpen(path string, lv *levels.Level, placed string, err error) {
	if err != nil {
		s.failOpen(err)
		return
	}
	note := "Opened " + path + "."
	if placed != "" {
		note = "Opened " + path + ": " + placed + "."
	}
	s.replace(FromLevel(lv), path, "")
	s.notify(note)
}
