// Package enumcheck checks, from a package's own tests, that each of its
// enums has a String method naming every value: an exported integer type
// with constants is an enum, and each of its constants must print a
// distinct, non-empty name that is not what String gives a value out of
// range (a zero value may be the unknown one, as levels.UnknownFormat,
// which prints "unknown" as every value out of range does). The constants are read from the package's source (go/types, no
// imports needed), so a value added later without a name fails the test.
package enumcheck

import (
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Strings gives, for each enum type's name, the String of a value of it:
// {"Kind": func(v int64) string { return Kind(v).String() }}.
type Strings map[string]func(v int64) string

// Check reads the package in dir (a test's own: ".") and fails t for every
// enum missing from strs, every constant whose name is empty, repeated or
// the out-of-range one (see the package doc), and every entry of strs that names no enum. A
// constant named Num… or num… counts the values and is not one.
func Check(t testing.TB, dir string, strs Strings) {
	t.Helper()
	enums, err := Enums(dir)
	if err != nil {
		t.Fatal(err)
	}
	for typ, vals := range enums {
		str, ok := strs[typ]
		if !ok {
			t.Errorf("%s: enum %s (%s) is not checked: give it a String method and list it in the test", dir, typ, vals[0].Name)
			continue
		}
		// what String gives a value out of range, as it would print v: a
		// fixed word ("unknown"), or the type and number ("Kind(7)")
		past := vals[len(vals)-1].Value + 1
		out := str(past)
		fixed := out == str(past+1)
		if out == "" {
			t.Errorf("%s: %s(%d), out of range, prints nothing", dir, typ, past)
		}
		unnamed := func(v int64) string {
			return strings.ReplaceAll(out, strconv.FormatInt(past, 10), strconv.FormatInt(v, 10))
		}
		seen := map[string]string{}
		for _, v := range vals {
			name := str(v.Value)
			switch prev, dup := seen[name]; {
			case name == "":
				t.Errorf("%s: %s (%s %d) has no name", dir, v.Name, typ, v.Value)
			case name == unnamed(v.Value) && !(fixed && v.Value == 0):
				// (a zero value may be the unknown one, as levels.UnknownFormat)
				t.Errorf("%s: %s (%s %d) prints %q, as a value out of range does", dir, v.Name, typ, v.Value, name)
			case dup:
				t.Errorf("%s: %s and %s both print %q", dir, prev, v.Name, name)
			}
			seen[name] = v.Name
		}
	}
	for typ := range strs {
		if _, ok := enums[typ]; !ok {
			t.Errorf("%s: the test lists %s, which is no enum of the package", dir, typ)
		}
	}
}

// Value is one constant of an enum.
type Value struct {
	Name  string
	Value int64
}

// Enums reads the non-test Go files of the package in dir and returns its
// exported integer types that have constants, each with its constants in
// order of value (one per value; counts named Num… left out).
func Enums(dir string) (map[string][]Value, error) {
	bp, err := build.Default.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	// Imports are not needed for constants: their errors are ignored.
	conf := types.Config{Importer: noImports{}, Error: func(error) {}}
	pkg, _ := conf.Check(bp.ImportPath, fset, files, nil)
	if pkg == nil {
		return nil, fmt.Errorf("%s: no package", dir)
	}
	enums := map[string][]Value{}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || strings.HasPrefix(strings.ToLower(name), "num") {
			continue
		}
		named, ok := c.Type().(*types.Named)
		if !ok || named.Obj().Pkg() != pkg || !named.Obj().Exported() {
			continue
		}
		if b, ok := named.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
			continue
		}
		v, exact := constant.Int64Val(c.Val())
		if !exact {
			continue
		}
		enums[named.Obj().Name()] = append(enums[named.Obj().Name()], Value{name, v})
	}
	for typ, vals := range enums {
		slices.SortFunc(vals, func(a, b Value) int { return cmp.Compare(a.Value, b.Value) })
		enums[typ] = slices.CompactFunc(vals, func(a, b Value) bool { return a.Value == b.Value })
	}
	return enums, nil
}

type noImports struct{}

func (noImports) Import(string) (*types.Package, error) {
	return nil, errors.New("imports are not read")
}
