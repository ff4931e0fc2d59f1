package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestBenchBadInput: every bad input is one line on stderr, exit 2, nothing
// on stdout, and no panic.
func TestBenchBadInput(t *testing.T) {
	dir := t.TempDir()
	good := benchMapText([]string{"....", "....", "...."})
	benchWriteFile(t, dir, "m.map", good)
	okScen := benchWriteFile(t, dir, "ok.scen", "version 1\n"+benchScenLine("m.map", 4, 3, 0, 0, 3, 2, "3.82842712"))
	badScen := benchWriteFile(t, dir, "bad.scen", "version 1\n"+benchScenLine("m.map", 4, 3, 0, 0, 3, 2, "3.8")+"0 m.map 4 3 0 0 9 2 1\n")
	shortScen := benchWriteFile(t, dir, "short.scen", "version 1\n\n0 m.map 4 3 0 0\n")
	benchWriteFile(t, dir, "broken.map", "type octile\nheight 2\nwidth 3\nmap\n...\n.Z.\n")
	brokenMap := benchWriteFile(t, dir, "bm.scen", "version 1\n"+benchScenLine("broken.map", 3, 2, 0, 0, 2, 0, "2"))
	noMap := benchWriteFile(t, dir, "nm.scen", "version 1\n"+benchScenLine("m.map", 4, 3, 0, 0, 1, 0, "1")+benchScenLine("gone.map", 4, 3, 0, 0, 1, 0, "1"))
	wrongSize := benchWriteFile(t, dir, "ws.scen", "version 1\n"+benchScenLine("m.map", 5, 3, 0, 0, 1, 0, "1"))
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"no scen", []string{}, "missing --scen"},
		{"missing scen", []string{"--scen", filepath.Join(dir, "none.scen")}, "none.scen"},
		{"scen is a folder", []string{"--scen", dir}, "is a folder"},
		{"bad goal", []string{"--scen", badScen}, "bad.scen:3:"},
		{"short line", []string{"--scen", shortScen}, "short.scen:3:"},
		{"not a scen", []string{"--scen", filepath.Join(dir, "m.map")}, "m.map:1:1: want the line \"version 1\""},
		{"broken map", []string{"--scen", brokenMap}, "bm.scen:2: map " + filepath.Join(dir, "broken.map") + ":6:2: unexpected 'Z'"},
		{"missing map", []string{"--scen", noMap}, "nm.scen:3: map \"gone.map\" not found"},
		{"maps folder missing", []string{"--scen", okScen, "--maps", filepath.Join(dir, "nowhere")}, "ok.scen:2: map \"m.map\" not found"},
		{"wrong size", []string{"--scen", wrongSize}, "ws.scen:2: the query is for a 5x3 map"},
		{"bad agent", []string{"--scen", okScen, "--agent", "3by2"}, "3by2"},
		{"huge agent", []string{"--scen", okScen, "--agent", "99x1"}, "99"},
		{"zero limit", []string{"--scen", okScen, "--limit", "0"}, "--limit 0"},
		{"negative limit", []string{"--scen", okScen, "--limit", "-4"}, "--limit -4"},
		{"word limit", []string{"--scen", okScen, "--limit", "all"}, "limit"},
		{"zero workers", []string{"--scen", okScen, "--workers", "0"}, "--workers 0"},
		{"json and csv", []string{"--scen", okScen, "--json", "--csv"}, "not both"},
		{"plot folder missing", []string{"--scen", okScen, "--plot", filepath.Join(dir, "no", "p.png")}, "cannot write "},
		{"plot is a folder", []string{"--scen", okScen, "--plot", dir}, "is a folder"},
		{"extra argument", []string{"--scen", okScen, "extra"}, "unexpected argument"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := benchCmd(t, append([]string{"bench"}, c.args...)...)
			if code != ExitUsage {
				t.Errorf("exit %d, want %d (stderr %q)", code, ExitUsage, errs)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			if strings.Count(errs, "\n") != 1 || !strings.HasSuffix(errs, "\n") {
				t.Errorf("stderr is not one line: %q", errs)
			}
			if !strings.Contains(errs, c.want) {
				t.Errorf("stderr %q\nwant it to contain %q", errs, c.want)
			}
		})
	}
	// the good file runs
	if code, out, errs := benchCmd(t, "bench", "--scen", okScen); code != ExitOK || !strings.Contains(out, "found          1 of 1") {
		t.Errorf("good input: exit %d\n%s%s", code, out, errs)
	}
}

func TestBenchHelp(t *testing.T) {
	code, out, _ := benchCmd(t, "bench", "-h")
	if code != ExitOK || !strings.Contains(out, "-scen") || !strings.Contains(out, "-plot") {
		t.Errorf("exit %d, help:\n%s", code, out)
	}
	if !IsCommand("bench") {
		t.Error("bench is not registered")
	}
}
