package scene

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestApplyTakesEveryIntent: Intent is any value (an Action and a Notice
// are package view's types, which cannot have scene's apply method), and
// Apply ignores a type it does not know; so every literal handed to
// Apply anywhere in the module, tests included, must be of an intent type
// of this package (one with an apply method) or a Notice, and every
// constant an Action.
func TestApplyTakesEveryIntent(t *testing.T) {
	intents := map[string]bool{"Notice": true}
	fset := token.NewFileSet()
	var files []*ast.File
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		if filepath.Dir(path) == filepath.Join("..", "scene") && !strings.HasSuffix(path, "_test.go") {
			for _, decl := range f.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if ok && fd.Recv != nil && fd.Name.Name == "apply" {
					if id, ok := fd.Recv.List[0].Type.(*ast.Ident); ok {
						intents[id.Name] = true
					}
				}
			}
		}
		files = append(files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(intents) < 10 {
		t.Fatalf("found only the intent types %v", intents)
	}
	calls := 0
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || len(c.Args) != 1 {
				return true
			}
			if sel, ok := c.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Apply" {
				return true
			}
			name := ""
			switch a := c.Args[0].(type) {
			case *ast.CompositeLit:
				name = typeName(a.Type)
				if !intents[name] {
					t.Errorf("%s: Apply(%s{…}): %s is no intent type (it has no apply method), so Apply ignores it", fset.Position(c.Pos()), name, name)
				}
			default:
				name = typeName(a)
				if strings.HasPrefix(name, "Act") && name != "Action" {
					calls++ // an Action constant
				}
				return true
			}
			calls++
			return true
		})
	}
	if calls < 100 {
		t.Fatalf("only %d calls of Apply found", calls)
	}
}

// typeName is the name e refers to, without its package.
func typeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}
