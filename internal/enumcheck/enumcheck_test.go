package enumcheck

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// recorder keeps what Check reports instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatal(args ...any) { r.errs = append(r.errs, fmt.Sprint(args...)) }

const sample = "testdata/sample"

// names gives a String that prints names[v], or typ(v) out of range.
func names(typ string, names ...string) func(int64) string {
	return func(v int64) string {
		if v >= 0 && v < int64(len(names)) {
			return names[v]
		}
		return fmt.Sprintf("%s(%d)", typ, v)
	}
}

func TestEnumsReadsTheConstants(t *testing.T) {
	enums, err := Enums(sample)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(enums["Colour"], enums["Shape"], enums["Format"], len(enums))
	want := "[{Red 0} {Green 1} {Blue 2}] [{Square 1} {Circle 2} {Star 3} {Hexagon 4}] [{UnknownFormat 0} {PNG 1}] 3"
	if got != want {
		t.Errorf("have %s\nwant %s", got, want)
	}
}

func TestCheckReports(t *testing.T) {
	r := &recorder{TB: t}
	Check(r, sample, Strings{
		"Colour": names("Colour", "red", "green", "blue"),
		// Square has no name, Star repeats Circle's, Hexagon prints as unnamed
		"Shape":  names("Shape", "", "", "circle", "circle"),
		"Format": func(v int64) string { return map[int64]string{1: "png"}[v] + map[bool]string{true: "unknown"}[v != 1] },
		"Nope":   names("Nope"),
	})
	slices.Sort(r.errs)
	got := strings.Join(r.errs, "\n")
	want := strings.Join([]string{
		"testdata/sample: Circle and Star both print \"circle\"",
		"testdata/sample: Hexagon (Shape 4) prints \"Shape(4)\", as a value out of range does",
		"testdata/sample: Square (Shape 1) has no name",
		"testdata/sample: the test lists Nope, which is no enum of the package",
	}, "\n")
	if got != want {
		t.Errorf("have\n%s\nwant\n%s", got, want)
	}
}

func TestCheckWantsEveryEnum(t *testing.T) {
	r := &recorder{TB: t}
	Check(r, sample, Strings{"Colour": names("Colour", "red", "green", "blue")})
	slices.Sort(r.errs)
	if len(r.errs) != 2 || !strings.Contains(r.errs[0], "enum Format (UnknownFormat) is not checked") || !strings.Contains(r.errs[1], "enum Shape (Square) is not checked") {
		t.Errorf("have %q, want Format and Shape reported unchecked", r.errs)
	}
}
