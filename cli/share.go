package cli

import (
	"fmt"
	"io"
	"strings"

	"swath/cli/command"
	"swath/levels"
)

func init() {
	commands["share"] = subcommand{runShare, "print a level's share link (#…; with --url the whole address), which --map and the web page open"}
}

// runShare prints the share link of a level (levels.EncodeShare): the
// fragment, "#…", which any --map takes back, or with --url the page's
// address with it, which opens the level in the browser. An imported map
// (Moving AI, PNG, Tiled) gets the start and goal the app would give it
// (levels.PlaceImportedEnds), so the link opens as the file does.
func runShare(args []string, stdout, stderr io.Writer) int {
	fs := command.NewFlags("share")
	mapFile := fs.String("map", "", "level or map `FILE` (.swath, .map, .png, Tiled), a built-in level's name or a share link")
	level := fs.String("level", "", levelFlagUsage)
	layer := fs.String("layer", "", layerUsage)
	base := fs.String("url", "", "print the whole link: the web page's address `URL` (e.g. http://127.0.0.1:8080/) and the fragment")
	if done, code := command.ParseFlags(fs, args, stdout, stderr); done {
		return code
	}
	name, err := pickMap(*mapFile, *level)
	if err != nil {
		return command.Bad(stderr, "share", "%v", err)
	}
	if name == "" {
		return command.Bad(stderr, "share", "missing --map FILE (or --level NAME)")
	}
	if *base != "" && !strings.Contains(*base, "://") {
		return command.Bad(stderr, "share", "--url %q: want the web page's address, e.g. https://example.org/swath/", *base)
	}
	lv, err := loadLevelWith(name, levels.LoadOptions{Layer: *layer})
	if err != nil {
		return command.Bad(stderr, "share", "%v", err)
	}
	if err := roomFor("share", name, lv.Grid.Width(), lv.Grid.Height(), shareBytesPerCell); err != nil {
		return command.Bad(stderr, "share", "%v", err)
	}
	if !lv.HasEnds {
		if placed := levels.PlaceImportedEnds(lv.Level, name); placed != "" {
			fmt.Fprintf(stderr, "swath share: %s: %s\n", name, placed)
		}
	}
	frag, err := levels.EncodeShare(lv.Level)
	if err != nil {
		return command.Bad(stderr, "share", "%s: %v", name, err)
	}
	if *base != "" {
		b, _, _ := strings.Cut(*base, "#")
		fmt.Fprintln(stdout, b+"#"+frag)
	} else {
		fmt.Fprintln(stdout, "#"+frag)
	}
	return ExitOK
}

// loadShareLink opens the level of a share link, a --map value.
func loadShareLink(link string, opt levels.LoadOptions) (*level, error) {
	lv, err := levels.OpenShareLink(link, opt)
	if err != nil {
		return nil, err
	}
	return &level{Level: lv, HasEnds: true}, nil
}

// mapName is how the output names the map --map gave: its file name, or
// for a share link (thousands of characters) its level's title.
func mapName(arg string, lv *level) string {
	if !levels.IsShareLink(arg) {
		return arg
	}
	if lv.Title == "" {
		return "the link's level"
	}
	return fmt.Sprintf("the link's level %q", lv.Title)
}
