package scene

import (
	"swath/levels"
)

// OpenJob reads a level file for OpenPath off the UI thread (the app's
// choice: OpenFilesInBackground): reading and parsing a 2048² map and
// placing its ends takes about half a second, an 8192² one several. The
// scene keeps the level it has until InstallOpen puts the new one in.
type OpenJob struct {
	Path  string
	files Files
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
}

// Run reads the file (any goroutine).
func (j *OpenJob) Run() {
	if j.tiled != nil {
		j.runTiled()
		return
	}
	j.Level, j.Err = j.files.Load(j.Path)
	if j.Err == nil {
		j.Note = levels.PlaceImportedEnds(j.Level, j.Path)
	}
}

// runTiled reads a Tiled map, and its tile layers if that fails.
func (j *OpenJob) runTiled() {
	src := *j.tiled
	j.imp, j.Err = src.read(j.layer)
	if j.Err != nil {
		j.names, j.namesErr = src.layers()
		return
	}
	j.Level = j.imp.Level
	if src.path != "" {
		j.Note = levels.PlaceImportedEnds(j.Level, src.path)
	}
}

// OpenFilesInBackground makes OpenPath hand its reading to an OpenJob
// (PendingOpen) instead of reading in the call.
func (s *Scene) OpenFilesInBackground() { s.doc.openAsync = true }

// PendingOpen returns the file open asked for and not yet started, and
// marks it under way; ok is false when there is none. Run it, then give it
// to InstallOpen.
func (s *Scene) PendingOpen() (job *OpenJob, ok bool) {
	job, s.doc.openWant = s.doc.openWant, nil
	if job == nil {
		return nil, false
	}
	s.doc.opening = job
	return job, true
}

// startOpen runs job in the call, or hands it to the background
// (OpenFilesInBackground), saying so; finish shows what it read.
func (s *Scene) startOpen(job *OpenJob, finish func(*OpenJob)) {
	if s.doc.openAsync {
		s.doc.openWant, s.doc.opening = job, nil
		s.notify("Opening " + job.Path + " …")
		return
	}
	job.Run()
	finish(job)
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

// InstallOpen puts the level job read in place of the current one, or
// says why it could not be read, as an open in the call does. A job that
// another open (or a new map) replaced meanwhile is dropped.
func (s *Scene) InstallOpen(job *OpenJob) {
	if job == nil || job != s.doc.opening {
		return
	}
	s.change(func() {
		s.doc.opening = nil
		if job.tiled != nil {
			s.finishTiled(job)
			return
		}
		s.finishOpen(job.Path, job.Level, job.Note, job.Err)
	})
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
