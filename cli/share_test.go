package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"swath/levels"
)

func TestShareCommand(t *testing.T) {
	demo, err := levels.LoadBuiltin("demo")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "share", "--level", "demo")
	if code != 0 || errs != "" || !strings.HasPrefix(out, "#") || strings.Count(out, "\n") != 1 {
		t.Fatalf("share --level demo: exit %d, stdout %q, stderr %q; want one line #…", code, out, errs)
	}
	frag := strings.TrimSpace(out)
	got, err := levels.DecodeShare(frag)
	if err != nil || !got.Equal(demo) {
		t.Fatalf("the printed link does not open the demo level: %v", err)
	}
	if code, out, _ := run(t, "share", "--map", "demo", "--url", "http://127.0.0.1:8080/swath/#old"); code != 0 || out != "http://127.0.0.1:8080/swath/"+frag+"\n" {
		t.Errorf("share --url: exit %d, %q; want the page's address and the fragment", code, out)
	}

	// every --map takes the link back: plan finds the demo's route,
	// convert writes the demo's file
	// (the route and its figures: the JSON up to the query, which names the map)
	route := func(out string) string { r, _, _ := strings.Cut(out, `"query"`); return r }
	_, want, _ := run(t, "plan", "--level", "demo", "--json")
	want = route(want)
	for _, link := range []string{frag, "http://127.0.0.1:8080/" + frag} {
		if code, got, errs := run(t, "plan", "--map", link, "--json"); code != 0 || route(got) != want || !strings.Contains(want, `"found":true`) {
			t.Errorf("plan --map %.30q…: exit %d %s, route\n%s\nwant\n%s", link, code, errs, got, want)
		}
	}
	if _, out, _ := run(t, "plan", "--map", frag); !strings.HasPrefix(out, "the link's level \"Demo: ") || strings.Contains(out, frag) {
		t.Errorf("plan --map LINK names the map\n%s\nwant the link's level by its title, not the link", out)
	}
	dst := filepath.Join(t.TempDir(), "demo.swath")
	if code, _, errs := run(t, "convert", "-q", frag, dst); code != 0 {
		t.Fatalf("convert LINK: exit %d %s", code, errs)
	}
	if b, _ := os.ReadFile(dst); string(b) != swathOf(t, demo) {
		t.Errorf("convert LINK wrote\n%s\nwant the demo's file", b)
	}

	// an imported map gets the ends the app gives it
	m := writeMap(t,
		"@.......",
		"........",
		"......@@",
		"......@@",
	)
	code, out, errs = run(t, "share", "--map", m)
	if code != 0 {
		t.Fatalf("share a .map: exit %d %s", code, errs)
	}
	lv, err := levels.DecodeShare(out)
	if err != nil {
		t.Fatal(err)
	}
	if lv.Grid.Blocked(lv.Start.X, lv.Start.Y) || lv.Grid.Blocked(lv.Goal.X, lv.Goal.Y) || lv.Title != "t" {
		t.Errorf("a shared .map: title %q, start %v goal %v; want the file's name and free ends:\n%s", lv.Title, lv.Start, lv.Goal, lv.Grid)
	}
}

func TestShareCommandBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"share"}, "missing --map FILE"},
		{[]string{"share", "--map", "demo", "--level", "gap"}, "not both"},
		{[]string{"share", "--level", "nope"}, `no built-in level "nope"`},
		{[]string{"share", "--level", "demo", "--url", "example.org"}, "want the web page's address"},
		{[]string{"share", "--map", "/no/such.swath"}, "/no/such.swath"},
		{[]string{"share", "--map", "demo", "extra"}, "unexpected argument"},
		{[]string{"plan", "--map", "#AXja"}, "the link is damaged"},
		{[]string{"plan", "--map", "#"}, "holds no level"},
		{[]string{"convert", "#AXja", "out.swath"}, "the link is damaged"},
		{[]string{"sweep", "--map", "#AXja", "--agent", "2x2", "--from", "0,0", "--to", "1,1"}, "the link is damaged"},
		{[]string{"plan", "--map", "#AXja", "--layer", "walls"}, "this is a share link"},
	} {
		code, out, errs := run(t, c.args...)
		if code != ExitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("swath %s: exit %d, stdout %q, stderr %q; want exit 2 and one line saying %q", strings.Join(c.args, " "), code, out, errs, c.want)
		}
	}
}

// swathOf is lv as Swath saves it.
func swathOf(t *testing.T, lv *levels.Level) string {
	var b strings.Builder
	if err := levels.WriteSwath(&b, lv); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
