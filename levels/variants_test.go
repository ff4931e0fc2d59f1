package levels

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"swath/pathing"
)

// A level's vs lines round-trip through a save, make the file version 2
// (the default NPC staying in the header) and are checked line by line.
func TestSwathVsLines(t *testing.T) {
	lv := &Level{Title: "vs", Grid: pathing.ParseGrid("....", "...."), Agent: pathing.Footprint{L: 1, W: 1},
		Start: pathing.Pt(0, 0), Goal: pathing.Pt(3, 1), Vs: []string{"farthest=linear", "sampling=paper,agent=2x1"}}
	var b bytes.Buffer
	if err := WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"swath 2\n", "agent: 1x1\n", "vs: farthest=linear\nvs: sampling=paper,agent=2x1\ngrid:"} {
		if !strings.Contains(text, want) {
			t.Errorf("written:\n%s\nwant it to hold %q", text, want)
		}
	}
	back, err := ParseSwath("t.swath", b.Bytes())
	if err != nil || !back.Equal(lv) || !slices.Equal(back.Vs, lv.Vs) {
		t.Fatalf("read back %v (%v), want the vs %v", back, err, lv.Vs)
	}
	// a level without them stays version 1
	lv.Vs = nil
	b.Reset()
	WriteSwath(&b, lv)
	if !strings.HasPrefix(b.String(), "swath 1\n") {
		t.Errorf("without vs lines: %q", b.String()[:9])
	}
}

func TestSwathVsErrors(t *testing.T) {
	file := func(version string, vs ...string) []byte {
		s := "swath " + version + "\nsize: 2x1\n"
		for _, v := range vs {
			s += "vs: " + v + "\n"
		}
		return []byte(s + "grid:\n..\n")
	}
	cases := []struct {
		data []byte
		want string
	}{
		{file("1", "farthest=linear"), `t.swath:3:1: vs lines need "swath 2"`},
		{file("2", "speed=fast"), `t.swath:3:5: vs: unknown key "speed"; the keys are search, sampling, farthest, algo, agent, optimal`},
		{file("2", "farthest=fastest"), `t.swath:3:5: vs: farthest "fastest": want binary or linear`},
		{file("2", "agent=0x2"), `t.swath:3:5: vs: agent "0x2": want LxW with each side 1..16`},
		{file("2", "optimal=maybe"), `vs: optimal "maybe": want on or off`},
		{file("2", "farthest"), `vs: "farthest" is not KEY=VALUE`},
		{file("2", "farthest=linear,farthest=binary"), `vs: farthest is given twice`},
		{file("2", ""), `vs: empty`},
		{file("2", "algo=jps", "algo=jps", "algo=jps", "algo=jps"), `t.swath:6:5: vs: more than 3 vs lines`},
	}
	for _, c := range cases {
		_, err := ParseSwath("t.swath", c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.data, err, c.want)
		}
	}
	if lv, err := ParseSwath("t.swath", file("2", "algo=jps", " sampling = paper ")); err != nil || !slices.Equal(lv.Vs, []string{"algo=jps", "sampling = paper"}) {
		t.Errorf("two good lines: %v (%v)", lv.Vs, err)
	}
}
