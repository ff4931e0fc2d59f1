package scene

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// With RunJobsInBackground an open reads the file in a job: the level
// stays as it was until Finish, which then opens it as an open
// in the call does; a failed read says why and changes nothing; a job
// that a later open replaced is dropped.
func TestOpenInTheBackground(t *testing.T) {
	s, dir := docScene(t)
	s.RunJobsInBackground()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a := write("a.map", "type octile\nheight 3\nwidth 5\nmap\n.....\n.@@..\n.....\n")
	b := write("b.map", "type octile\nheight 4\nwidth 4\nmap\n....\n....\n..@.\n....\n")
	bad := write("bad.map", "type octile\nheight 3\nwidth 5\nmap\n.....\n")
	before := s.Level()

	s.Apply(OpenPath{Path: a})
	if !s.Level().Equal(before) || s.Opening() != a {
		t.Fatalf("the open read the file in the call (opening %q)", s.Opening())
	}
	job := handOut(s, JobOpen, false)
	if job == nil || job.w.(*openWork).Path != a {
		t.Fatalf("pending open %+v", job)
	}
	if handOut(s, JobOpen, false) != nil {
		t.Fatal("one open handed out twice")
	}
	runJob(s, job)
	if s.Path() != a || s.Grid().Width() != 5 || !s.Grid().Blocked(1, 1) || s.Opening() != "" {
		t.Fatalf("after install: path %q, %d wide, opening %q", s.Path(), s.Grid().Width(), s.Opening())
	}
	if n := s.Notice().Text; !strings.Contains(n, "Opened "+a) {
		t.Errorf("notice %q", n)
	}

	opened := s.Level()
	s.Apply(OpenPath{Path: bad})
	runJob(s, handOut(s, JobOpen, false))
	if !s.Level().Equal(opened) || s.Path() != a {
		t.Fatal("a failed background open changed the level")
	}
	if n := s.Notice(); !n.Warn || !strings.Contains(n.Text, bad) {
		t.Errorf("the failed open does not say why: %+v", n)
	}

	s.Apply(OpenPath{Path: b})
	old := handOut(s, JobOpen, false)
	s.Apply(OpenPath{Path: a}) // asked again before the first is read
	runJob(s, old)
	if s.Path() != a || s.Grid().Width() != 5 {
		t.Fatalf("a replaced open was installed: path %q", s.Path())
	}
	job = handOut(s, JobOpen, false)
	if job == nil || job.w.(*openWork).Path != a {
		t.Fatal("the later open is not pending")
	}
}

// A Tiled map opened in the background: read by the job, its layers then
// offered; a layer picked in the dialog is read by another job, the
// dialog staying until it lands; the rules' choice is still named in the
// dialog without reading the map again.
func TestOpenTiledInTheBackground(t *testing.T) {
	s := New(Demo())
	s.RunJobsInBackground()
	before := s.Level()
	run := func(what string) { t.Helper(); runJob(s, mustPending(t, s, JobOpen, false, what)) }
	s.Apply(OpenPath{Path: cityMap})
	if !s.Level().Equal(before) {
		t.Fatal("the Tiled map was read in the call")
	}
	run("open")
	if s.Path() != cityMap || blocked(s.Grid()) != 555 {
		t.Fatalf("the city map is not open with its Solid layer: path %q, %d obstacles", s.Path(), blocked(s.Grid()))
	}
	d := s.Dialog()
	if d == nil || d.Kind != LayerDialog {
		t.Fatal("no layer dialog after the background open")
	}
	s.Apply(ActDialogDown) // Ground
	s.Apply(ActDialogOK)
	if s.Dialog() == nil || blocked(s.Grid()) != 555 {
		t.Fatal("picking a layer changed the map before its job ran")
	}
	run("pick Ground")
	if layer, _, _ := s.TiledLayer(); layer != "Ground" || s.Dialog() != nil {
		t.Fatalf("after the pick: layer %q, dialog %v", layer, s.Dialog() != nil)
	}
	if s.doc.tiled.auto != `layer "Solid"` {
		t.Fatalf("the rules' choice is not kept for the dialog: %q", s.doc.tiled.auto)
	}
	s.showLayers(s.doc.tiled)
	if d := s.Dialog(); d == nil || d.Entries[0].Label != `automatic: layer "Solid"` {
		t.Fatalf("the dialog over Ground: %+v", d)
	}
}
