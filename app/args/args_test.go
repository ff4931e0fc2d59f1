package args

import (
	"errors"
	"flag"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestParseRefusals: a bad argument is one error naming it; -h is ErrHelp.
func TestParseRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"--bogus"}, "unknown flag -bogus"},
		{[]string{"--level", "nosuch"}, `--level: no built-in level "nosuch"`},
		{[]string{"--size", "10x10"}, `--size "10x10"`},
		{[]string{"--agent", "0x2"}, "--agent"},
		{[]string{"--layer", "walls"}, `--layer "walls": a layer is chosen in a Tiled map; open one with --map`},
	} {
		_, err := Parse(c.args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: error %v, want one line with %q", c.args, err, c.want)
		}
	}
	if _, err := Parse([]string{"-h"}, io.Discard); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
	cfg, err := Parse([]string{"--level", "maze", "--size", "900x600"}, io.Discard)
	if err != nil || cfg.Level != "maze" || cfg.Width != 900 || cfg.Height != 600 {
		t.Errorf("good arguments: %+v %v", cfg, err)
	}
	var b strings.Builder
	PrintFlags(&b)
	if !strings.Contains(b.String(), "-map string") || !strings.Contains(b.String(), "-level string") {
		t.Errorf("PrintFlags:\n%s", b.String())
	}
}

// TestSettingsRoundTrip: the UI scale survives a save and a load; a
// missing or corrupt file is no settings; --ui-scale out of range is bad.
func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	p := dir + "/swath/settings"
	if st := LoadSettings(p); st.UIScale != 0 {
		t.Fatalf("missing file: %+v", st)
	}
	if err := SaveSettings(p, Settings{UIScale: 2}); err != nil {
		t.Fatal(err)
	}
	if st := LoadSettings(p); st.UIScale != 2 {
		t.Fatalf("saved 2, loaded %+v", st)
	}
	if err := os.WriteFile(p, []byte("ui-scale banana\n\x00\x01garbage"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st := LoadSettings(p); st.UIScale != 0 {
		t.Fatalf("corrupt file: %+v", st)
	}
	if _, err := Parse([]string{"--ui-scale", "7"}, io.Discard); err == nil {
		t.Fatal("--ui-scale 7 accepted")
	}
	if cfg, err := Parse([]string{"--ui-scale", "2"}, io.Discard); err != nil || cfg.UIScale != 2 {
		t.Fatalf("--ui-scale 2: %+v %v", cfg, err)
	}
}

// --vs is checked as it is given: a bad key or value exits 2 (an error
// here) naming it and listing the valid ones; a fourth is refused.
func TestVsFlag(t *testing.T) {
	cfg, err := Parse([]string{"--vs", "farthest=linear", "--vs", "sampling=paper,agent=3x3"}, io.Discard)
	if err != nil || !slices.Equal(cfg.Vs, []string{"farthest=linear", "sampling=paper,agent=3x3"}) {
		t.Fatalf("two --vs: %v (%v)", cfg.Vs, err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--vs", "speed=fast"}, `unknown key "speed"; the keys are search, sampling, farthest, algo, agent, optimal`},
		{[]string{"--vs", "farthest=sideways"}, `farthest "sideways": want binary or linear`},
		{[]string{"--vs", "agent=40x1"}, "agent"},
		{[]string{"--vs", "a=1", "--vs", "b"}, `unknown key "a"`},
		{[]string{"--vs", "algo=jps", "--vs", "algo=jps", "--vs", "algo=jps", "--vs", "algo=jps"}, "at most 3 --vs"},
	} {
		if _, err := Parse(c.args, io.Discard); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "-vs") {
			t.Errorf("%v: %v, want an error naming --vs and %q", c.args, err, c.want)
		}
	}
}
