package scene

import "testing"

func TestNotice(t *testing.T) {
	s := New(Demo())
	w := watch(s)
	if n := s.Notice(); n.Text != "" {
		t.Fatalf("a new scene has the notice %q", n.Text)
	}
	s.Apply(Notice{Text: "saved demo.png"})
	if !w.changed() || s.Notice().Text != "saved demo.png" {
		t.Errorf("the notice is not shown: %+v", s.Notice())
	}
	s.Apply(Notice{Text: "saved demo.png"})
	if w.changed() {
		t.Error("the same notice again asks for a redraw")
	}
	s.Apply(Notice{})
	if s.Notice().Text != "" || !w.changed() {
		t.Errorf("the zero notice does not clear it: %+v", s.Notice())
	}
}

func TestExportKeysAreInTheKeymap(t *testing.T) {
	for _, c := range []struct {
		key  string
		want Action
	}{{"P", ActExportPNG}, {"G", ActExportGIF}} {
		b, _, ok := Lookup(Chord{Key: c.key})
		if !ok || b.Action != c.want {
			t.Errorf("%s: %v %v, want action %v", c.key, b.Action, ok, c.want)
		}
	}
}
