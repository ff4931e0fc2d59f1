package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestUpdateStaysShort: Game.Update reads input, applies intents, runs the
// job loop and updates the renderer, and says so in at most 40 lines (it
// was 107, polling each kind of job in a fixed order; what it calls lives
// in files of its own).
func TestUpdateStaysShort(t *testing.T) {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, "game.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "Update" || fn.Recv == nil {
			continue
		}
		n := fs.Position(fn.End()).Line - fs.Position(fn.Pos()).Line + 1
		t.Logf("Game.Update: %d lines", n)
		if n > 40 {
			t.Errorf("Game.Update is %d lines, want at most 40", n)
		}
		return
	}
	t.Fatal("game.go has no Game.Update")
}
