package app

import (
	"fmt"
	"strings"

	"github.com/ebitengine/debugui"

	"swath/scene"
)

// npcPanel is the options panel's NPC section: one button per NPC (the
// selected one in brackets) selects it, add and remove, and a name field
// that renames the selected NPC on Enter. Like the rest of the panel it
// only records what was asked; apply sends the intents.
type npcPanel struct {
	sel            int
	add, remove    bool
	rename         bool
	name           string
	nameOf         string // the name the field was filled from
	selOf          int
	selectRequest  int
	selectRequests bool
	// field names the name field's widget: a new one after Enter, as
	// debugui keeps a text field focused (taking every key) until a click
	// elsewhere, and a widget no longer built loses the focus
	field int
}

// build lays out the section.
func (p *npcPanel) build(ctx *debugui.Context, sc *scene.Scene) {
	npcs := sc.NPCs()
	p.sel = sc.SelectedNPC()
	p.add, p.remove, p.rename, p.selectRequests = false, false, false, false
	cur := npcs[p.sel].Name
	if p.selOf != p.sel || p.nameOf != cur {
		// another NPC selected, or renamed by undo: the field follows
		p.name, p.nameOf, p.selOf = cur, cur, p.sel
	}
	ctx.Header(fmt.Sprintf("NPCs (%d): N adds, Tab selects", len(npcs)), true, func() {
		ctx.SetGridLayout([]int{-1, -1, -1}, nil)
		for i, n := range npcs {
			label := n.Name
			if i == p.sel {
				label = "[" + label + "]"
			}
			ctx.IDScope(fmt.Sprint("npc", i), func() {
				ctx.Button(label).On(func() { p.selectRequest, p.selectRequests = i, true })
			})
		}
		ctx.SetGridLayout([]int{-1, -1}, nil)
		ctx.Button("add NPC").On(func() { p.add = true })
		ctx.Button("remove NPC").On(func() { p.remove = true })
		ctx.SetGridLayout([]int{50, -1}, nil)
		ctx.Text("name")
		ctx.IDScope(fmt.Sprint("name", p.field), func() {
			ctx.TextField(&p.name).On(func() { p.rename, p.field = true, p.field+1 })
		})
	})
}

// apply sends the section's changes to the scene.
func (p *npcPanel) apply(sc *scene.Scene, log *inputLog) {
	switch {
	case p.selectRequests:
		log.note("panel select NPC %d", p.selectRequest)
		sc.Apply(scene.SelectNPC{Index: p.selectRequest})
	case p.add:
		log.note("panel add NPC")
		sc.Apply(scene.AddNPC{})
	case p.remove:
		log.note("panel remove NPC %d", sc.SelectedNPC())
		sc.Apply(scene.RemoveNPC{Index: sc.SelectedNPC()})
	case p.rename:
		name := strings.TrimSpace(p.name)
		if name != "" && name != p.nameOf {
			log.note("panel rename NPC %d %q", sc.SelectedNPC(), name)
			sc.Apply(scene.RenameNPC{Index: sc.SelectedNPC(), Name: name})
		}
	}
}

// npcKey is what the section shows, for the panel's redraw key.
func npcKey(sc *scene.Scene) string {
	var b strings.Builder
	fmt.Fprint(&b, sc.SelectedNPC())
	for _, n := range sc.NPCs() {
		b.WriteString("\x00" + n.Name)
	}
	return b.String()
}
