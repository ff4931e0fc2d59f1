package scene

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportRules checks the import graph's rules over the non-test files
// of the module (this test lives here because scene links no Ebitengine
// and runs anywhere): pathing and jobs import nothing of Swath; timeline
// only pathing; agent none of scene, render, app, cli, input and no
// Ebitengine; scene neither render nor Ebitengine; input no Ebitengine
// and not app; render not app and no Ebitengine.
func TestImportRules(t *testing.T) {
	const ebiten = "github.com/hajimehoshi/ebiten"
	rules := map[string]func(imp string) bool{ // true: forbidden
		"pathing":  func(imp string) bool { return strings.HasPrefix(imp, "swath/") },
		"timeline": func(imp string) bool { return strings.HasPrefix(imp, "swath/") && imp != "swath/pathing" },
		"jobs":     func(imp string) bool { return strings.HasPrefix(imp, "swath/") },
		"agent": func(imp string) bool {
			switch imp {
			case "swath/scene", "swath/render", "swath/app", "swath/cli", "swath/input":
				return true
			}
			return strings.HasPrefix(imp, ebiten)
		},
		"scene": func(imp string) bool {
			return imp == "swath/render" || imp == "swath/app" || strings.HasPrefix(imp, ebiten)
		},
		"input":  func(imp string) bool { return imp == "swath/app" || strings.HasPrefix(imp, ebiten) },
		"render": func(imp string) bool { return imp == "swath/app" || strings.HasPrefix(imp, ebiten) },
	}
	for dir, bad := range rules {
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range af.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if bad(p) {
					t.Errorf("%s imports %s", f, p)
				}
			}
		}
	}
}
