package app

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/ebitengine/debugui"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"swath/levels"
	"swath/scene"
)

// npcPanel is the options panel's NPC section, right under the footprint
// it sets: one row per NPC with its colour's swatch, a button that selects
// it (the selected one in brackets) and one that gives it the palette's
// next colour no other NPC has; then add, remove and a name field that renames the selected
// NPC on Enter (namefield.go). Like the rest of the panel it only records what was
// asked; apply sends the intents.
type npcPanel struct {
	sel            int
	add, remove    bool
	rename         bool
	name           string // the name to rename to
	nameOf         string // the name the field was filled from
	selOf          int
	selectRequest  int
	selectRequests bool
	// recolour is the NPC whose colour button was clicked, or -1
	recolour int
	// field is the name field (namefield.go)
	field nameField
	// first is the first NPC of the rows listed (npcRows), pageOf the
	// selected NPC it was set for
	first, pageOf int
}

// maxNPCRows is the most NPC rows the section lists at once: a crowd of
// hundreds is paged (the selected NPC's page, then ‹ and › page on), so
// that the panel under it stays in reach and a frame builds a few rows.
const maxNPCRows = 8

// npcRows is the range of NPCs listed of n with sel selected: all of a
// small crowd; of a large one the page of sel when the selection moved,
// else the page paged to.
func (p *npcPanel) npcRows(n, sel int) (from, to int) {
	if n <= maxNPCRows {
		return 0, n
	}
	if sel != p.pageOf {
		p.first, p.pageOf = sel/maxNPCRows*maxNPCRows, sel
	}
	p.first = min(max(p.first, 0), (n-1)/maxNPCRows*maxNPCRows)
	return p.first, min(p.first+maxNPCRows, n)
}

// build lays out the section.
func (p *npcPanel) build(ctx *debugui.Context, sc *scene.Scene, room *panelRoom) {
	npcs := sc.Agents()
	p.sel = sc.SelectedNPC()
	p.add, p.remove, p.rename, p.selectRequests, p.recolour = false, false, false, false, -1
	cur := npcs[p.sel].Name()
	if p.selOf != p.sel || p.nameOf != cur {
		// another NPC selected, or renamed by undo: the field follows
		p.field.focused = false
		p.nameOf, p.selOf = cur, p.sel
	}
	p.field.show(cur)
	room.header(ctx, "npcs", fmt.Sprintf("NPCs (%d): N adds, Tab selects", len(npcs)), func() {
		from, to := p.npcRows(len(npcs), p.sel)
		if to-from < len(npcs) {
			ctx.SetGridLayout([]int{36, -1, 36}, nil)
			ctx.IDScope("npcs back", func() { ctx.Button("<").On(func() { p.first -= maxNPCRows }) })
			ctx.Text(fmt.Sprintf("%d-%d of %d", from+1, to, len(npcs)))
			ctx.IDScope("npcs on", func() { ctx.Button(">").On(func() { p.first += maxNPCRows }) })
		}
		ctx.SetGridLayout([]int{npcSwatchWidth, -1, 56}, nil)
		for i := from; i < to; i++ {
			n := npcs[i]
			label := n.Name()
			if i == p.sel {
				label = "[" + label + "]"
			}
			ctx.IDScope(fmt.Sprint("npc", i), func() {
				swatch(ctx, n.Colour())
				ctx.Button(label).On(func() { p.selectRequest, p.selectRequests = i, true })
				ctx.Button("colour").On(func() { p.recolour = i })
			})
		}
		ctx.SetGridLayout([]int{36, 56, 36, -1}, nil)
		ctx.Button("add").On(func() { p.add = true })
		ctx.Button("remove").On(func() { p.remove = true })
		ctx.Text("name")
		if p.field.face == nil {
			p.field.face = &text.GoTextFace{Source: fontSource(), Size: 12} // the shared parse (fontsource.go), not the field's own
		}
		commit, cancel := p.field.build(ctx)
		if commit {
			p.rename, p.name = true, p.field.f.Text
		}
		if cancel {
			p.field.show(cur)
		}
	})
}

// npcSwatchWidth is the width of the swatch column of the NPC rows.
const npcSwatchWidth = 14

// swatch fills the next grid cell with c, inset so that the rows keep
// their gaps.
func swatch(ctx *debugui.Context, c color.RGBA) {
	ctx.GridCell(func(b image.Rectangle) {
		ctx.DrawOnlyWidget(func(screen *ebiten.Image) {
			screen.SubImage(b.Inset(2)).(*ebiten.Image).Fill(c)
		})
	})
}

// apply sends the section's changes to the scene.
func (p *npcPanel) apply(sc *scene.Scene, log *inputLog) {
	for _, n := range p.field.notes {
		log.note("%s", n)
	}
	p.field.notes = p.field.notes[:0]
	if p.rename { // before a selection the same click made
		name := strings.TrimSpace(p.name)
		if name != "" && name != p.nameOf {
			log.note("panel rename NPC %d %q", sc.SelectedNPC(), name)
			sc.Apply(scene.RenameNPC{Index: sc.SelectedNPC(), Name: name})
		}
	}
	switch {
	case p.selectRequests:
		log.note("panel select NPC %d", p.selectRequest)
		sc.Apply(scene.SelectNPC{Index: p.selectRequest})
	case p.recolour >= 0 && p.recolour < len(sc.Agents()):
		sc.Apply(scene.CycleNPCColour{Index: p.recolour})
		log.note("panel colour NPC %d %s", p.recolour, levels.FormatColour(sc.Agents()[p.recolour].Colour()))
	case p.add:
		log.note("panel add NPC")
		sc.Apply(scene.AddNPC{})
	case p.remove:
		log.note("panel remove NPC %d", sc.SelectedNPC())
		sc.Apply(scene.RemoveNPC{Index: sc.SelectedNPC()})
	}
}

// key is what the section shows, for the panel's redraw key: the rows
// listed, not the whole crowd.
func (p *npcPanel) key(sc *scene.Scene) string {
	var b strings.Builder
	npcs := sc.Agents()
	from, to := p.npcRows(len(npcs), sc.SelectedNPC())
	fmt.Fprint(&b, sc.SelectedNPC(), len(npcs), from)
	for _, n := range npcs[from:to] {
		b.WriteString("\x00" + levels.FormatColour(n.Colour()) + n.Name())
	}
	return b.String()
}
