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
// and runs anywhere): pathing and jobs import nothing of Swath; timeline,
// memroom nothing of Swath and no Ebitengine; agentsize and changelog only pathing; footlayers only pathing,
// changelog and view; dialogs only view; agent none of scene, render,
// app, cli, input and no Ebitengine; scene neither render nor Ebitengine;
// input no Ebitengine and not app; render not app and no Ebitengine; view
// none of scene, levels, render, app, cli and no Ebitengine; crowdmode and
// splitview none of scene, levels, render, app, cli, input and no
// Ebitengine.
func TestImportRules(t *testing.T) {
	const ebiten = "github.com/hajimehoshi/ebiten"
	rules := map[string]func(imp string) bool{ // true: forbidden
		"pathing":   func(imp string) bool { return strings.HasPrefix(imp, "swath/") },
		"timeline":  func(imp string) bool { return strings.HasPrefix(imp, "swath/") && imp != "swath/pathing" },
		"jobs":      func(imp string) bool { return strings.HasPrefix(imp, "swath/") },
		"memroom":   func(imp string) bool { return strings.HasPrefix(imp, "swath/") || strings.HasPrefix(imp, ebiten) },
		"agentsize": func(imp string) bool { return notPathing(imp) || strings.HasPrefix(imp, ebiten) },
		"changelog": func(imp string) bool { return notPathing(imp) || strings.HasPrefix(imp, ebiten) },
		"dialogs": func(imp string) bool {
			return strings.HasPrefix(imp, "swath/") && imp != "swath/view" || strings.HasPrefix(imp, ebiten)
		},
		"footlayers": func(imp string) bool {
			switch imp {
			case "swath/pathing", "swath/changelog", "swath/view":
				return false
			}
			return strings.HasPrefix(imp, "swath/") || strings.HasPrefix(imp, ebiten)
		},
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
		"crowdmode": func(imp string) bool {
			switch imp {
			case "swath/scene", "swath/levels", "swath/render", "swath/app", "swath/cli", "swath/input":
				return true
			}
			return strings.HasPrefix(imp, ebiten)
		},
		"splitview": func(imp string) bool {
			switch imp {
			case "swath/scene", "swath/levels", "swath/render", "swath/app", "swath/cli", "swath/input":
				return true
			}
			return strings.HasPrefix(imp, ebiten)
		},
		"view": func(imp string) bool {
			switch imp {
			case "swath/scene", "swath/levels", "swath/render", "swath/app", "swath/cli":
				return true
			}
			return strings.HasPrefix(imp, ebiten)
		},
	}
	for dir, bad := range rules {
		for f, imps := range imports(t, dir) {
			for _, p := range imps {
				if bad(p) {
					t.Errorf("%s imports %s", f, p)
				}
			}
		}
	}
}

// notPathing reports whether imp is a package of Swath other than pathing.
func notPathing(imp string) bool { return strings.HasPrefix(imp, "swath/") && imp != "swath/pathing" }

// TestRenderDependsOnNoEditor: render (and so the window's drawing and the
// exports) depends on neither the level editor (scene) nor the level
// files (levels), not even through another package (issue 21): it reads
// a scene through package view. The dependencies are followed through the
// non-test files of every file set (wasm's included).
func TestRenderDependsOnNoEditor(t *testing.T) {
	for _, root := range []string{"render", "view"} {
		via := map[string]string{root: ""} // package: the one that imports it
		todo := []string{root}
		for len(todo) > 0 {
			dir := todo[0]
			todo = todo[1:]
			for _, imps := range imports(t, dir) {
				for _, p := range imps {
					d, ok := strings.CutPrefix(p, "swath/")
					if _, seen := via[d]; !ok || seen {
						continue
					}
					via[d] = dir
					todo = append(todo, d)
				}
			}
		}
		for _, bad := range []string{"scene", "levels"} {
			if _, ok := via[bad]; !ok {
				continue
			}
			chain := bad
			for d := via[bad]; d != ""; d = via[d] {
				chain = d + " → " + chain
			}
			t.Errorf("%s depends on %s: %s", root, bad, chain)
		}
	}
}

// imports are the imports of each non-test Go file of the module's
// package dir.
func imports(t *testing.T, dir string) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	out := map[string][]string{}
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
			out[f] = append(out[f], p)
		}
	}
	return out
}
