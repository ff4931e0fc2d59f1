package cli

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"swath/app/args"
)

const commandsDoc = "../docs/commands.md"

// appCommand is the app's name in docs/commands.md's checks: `swath`
// alone, whose flags app/args lists.
const appCommand = "(the app)"

// helpFlags lists each command's flags as its --help prints them ("  -name
// …"), and the app's as `swath --help` does.
func helpFlags(t *testing.T) map[string][]string {
	t.Helper()
	flagLine := regexp.MustCompile(`(?m)^  -([A-Za-z0-9][A-Za-z0-9-]*)`)
	parse := func(help string) []string {
		var out []string
		for _, m := range flagLine.FindAllStringSubmatch(help, -1) {
			out = append(out, m[1])
		}
		return out
	}
	all := map[string][]string{}
	for name := range commands {
		var out, errb bytes.Buffer
		if code := Run([]string{name, "--help"}, &out, &errb); code != ExitOK {
			t.Fatalf("swath %s --help: exit %d, %s", name, code, errb.String())
		}
		if all[name] = parse(out.String()); len(all[name]) == 0 {
			t.Fatalf("swath %s --help lists no flags:\n%s", name, out.String())
		}
	}
	var app bytes.Buffer
	args.PrintFlags(&app)
	all[appCommand] = parse(app.String())
	return all
}

// docFlag is a flag docs/commands.md names, with the command it names it
// for and its line.
type docFlag struct {
	command, flag string
	line          int
}

// docSections reads docs/commands.md: the commands with a section
// ("## `swath NAME`", or "## `swath` (the app)"), and every flag named in
// code (spans and fenced blocks). A flag belongs to the section it is in,
// unless its code begins "swath NAME", which names another command; before
// the first section it belongs to no command ("").
func docSections(doc string) (sections map[string]int, flags []docFlag) {
	heading := regexp.MustCompile("^## `swath(?: ([a-z]+))?`")
	span := regexp.MustCompile("`[^`]+`")
	flagTok := regexp.MustCompile(`(?:^|[\s\[(|])--?([a-z][a-z0-9-]*)`)
	names := regexp.MustCompile(`^swath ([a-z]+)\b`)
	sections = map[string]int{}
	cur, fenced := "", false
	for i, line := range strings.Split(doc, "\n") {
		n := i + 1
		if m := heading.FindStringSubmatch(line); m != nil {
			cur = m[1]
			if cur == "" {
				cur = appCommand
			}
			sections[cur] = n
			continue
		}
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		var codes []string
		if fenced {
			codes = []string{line}
		} else {
			for _, s := range span.FindAllString(line, -1) {
				codes = append(codes, strings.Trim(s, "`"))
			}
		}
		for _, code := range codes {
			owner := cur
			if m := names.FindStringSubmatch(code); m != nil && m[1] != "help" {
				owner = m[1]
			}
			for _, m := range flagTok.FindAllStringSubmatch(code, -1) {
				flags = append(flags, docFlag{owner, m[1], n})
			}
		}
	}
	return sections, flags
}

// TestCommandsDoc: docs/commands.md has a section for every command (and
// the app) that names every flag its --help lists, and every flag it names
// is one the command has.
func TestCommandsDoc(t *testing.T) {
	raw, err := os.ReadFile(commandsDoc)
	if err != nil {
		t.Fatal(err)
	}
	help := helpFlags(t)
	sections, flags := docSections(string(raw))
	title := func(cmd string) string {
		if cmd == appCommand {
			return "swath"
		}
		return "swath " + cmd
	}
	inSection := map[string]map[string]bool{}
	for _, f := range flags {
		if inSection[f.command] == nil {
			inSection[f.command] = map[string]bool{}
		}
		inSection[f.command][f.flag] = true
	}
	cmds := make([]string, 0, len(help))
	for c := range help {
		cmds = append(cmds, c)
	}
	sort.Strings(cmds)
	for _, c := range cmds {
		if _, ok := sections[c]; !ok {
			t.Errorf("docs/commands.md has no section \"## `%s`\" for the command %s", title(c), title(c))
			continue
		}
		for _, f := range help[c] {
			if !inSection[c][f] {
				t.Errorf("docs/commands.md: `%s --%s` (in `%s --help`) is missing from the section \"## `%s`\" (line %d)", title(c), f, title(c), title(c), sections[c])
			}
		}
	}
	for c, line := range sections {
		if _, ok := help[c]; !ok {
			t.Errorf("docs/commands.md line %d: a section for `%s`, which is no command", line, title(c))
		}
	}
	for _, f := range flags {
		if f.flag == "h" || f.flag == "help" {
			continue
		}
		if f.command == "" {
			if !slices.ContainsFunc(cmds, func(c string) bool { return slices.Contains(help[c], f.flag) }) {
				t.Errorf("docs/commands.md line %d names --%s, which no command has", f.line, f.flag)
			}
			continue
		}
		if _, ok := help[f.command]; !ok {
			t.Errorf("docs/commands.md line %d names `swath %s`, which is no command", f.line, f.command)
		} else if !slices.Contains(help[f.command], f.flag) {
			t.Errorf("docs/commands.md line %d names `%s --%s`, which `%s --help` does not list", f.line, title(f.command), f.flag, title(f.command))
		}
	}
}

// TestCommandsDocCatches: the check reads flags from spans, fenced blocks
// and cross-references as intended.
func TestCommandsDocCatches(t *testing.T) {
	doc := "intro `--json`\n```sh\nswath plan --map m --all\n```\n## `swath plan`\n`--from X,Y`, `--to X,Y`; see `swath bench --optimal`\n| `-q` | quiet |\n## `swath` (the app)\n`swath [--level NAME | --map FILE]`\n"
	sections, flags := docSections(doc)
	got := fmt.Sprint(sections, flags)
	want := "map[(the app):8 plan:5] [{ json 1} {plan map 3} {plan all 3} {plan from 6} {plan to 6} {bench optimal 6} {plan q 7} {(the app) level 9} {(the app) map 9}]"
	if got != want {
		t.Errorf("have %s\nwant %s", got, want)
	}
}
