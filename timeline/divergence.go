package timeline

import "swath/pathing"

// DivergenceKind says how the panes of a Lockstep part at a position.
type DivergenceKind uint8

const (
	// DivergeVerdict: the panes test the same move (the same anchor cell
	// to the same node cell) and disagree whether it is visible, as the
	// paper's sampling accepts a move that clips a cell the exact one
	// sees.
	DivergeVerdict DivergenceKind = iota
	// DivergeChoice: from the same anchor cell the panes keep different
	// next waypoints (or one is stuck), as binary search stops short on a
	// U-turn where linear goes on.
	DivergeChoice
)

var divergenceNames = [...]string{DivergeVerdict: "verdict", DivergeChoice: "choice"}

func (k DivergenceKind) String() string { return enumName(divergenceNames[:], "DivergenceKind", k) }

// Divergence is an aligned position where the panes' smoothing parts: Pos,
// the anchor's rank, the probe's rank within it (-1 for a choice) and the
// kind.
type Divergence struct {
	Pos    int
	Kind   DivergenceKind
	Anchor int
	Probe  int
}

// Divergences are the positions where the panes' smoothing parts, in
// order: every probe position where two panes test the same move and
// disagree (DivergeVerdict), and every anchor whose panes start from the
// same cell and choose differently (DivergeChoice). Only the panes that
// are at the anchor itself (not holding) and, for a verdict, at a probe of
// it are compared.
func (ls *Lockstep) Divergences() []Divergence {
	var out []Divergence
	for k := range ls.segs {
		s := &ls.segs[k]
		if s.kind != segAnchor {
			continue
		}
		for o := 0; o < s.n; o++ {
			choice := o == s.n-1
			type seen struct {
				from, to pathing.Point
				visible  bool
			}
			var all []seen
			for i, tl := range ls.tls {
				p := s.pane[i]
				if tl == nil || p.count == 0 || (!choice && o >= p.count-1) {
					continue
				}
				g := tl.groups[s.anchor]
				raw := tl.plan.Raw
				if choice {
					all = append(all, seen{from: raw[g.anchor], to: raw[g.chosen]})
				} else {
					pr := tl.probes[int(g.probeStart)+o]
					all = append(all, seen{from: raw[g.anchor], to: raw[pr.t], visible: pr.visible})
				}
			}
			parted := false
			for a := range all {
				for _, b := range all[a+1:] {
					switch {
					case all[a].from != b.from:
					case choice && all[a].to != b.to:
						parted = true
					case !choice && all[a].to == b.to && all[a].visible != b.visible:
						parted = true
					}
				}
			}
			if !parted {
				continue
			}
			d := Divergence{Pos: s.start + o, Kind: DivergeVerdict, Anchor: s.anchor, Probe: o}
			if choice {
				d.Kind, d.Probe = DivergeChoice, -1
			}
			out = append(out, d)
		}
	}
	return out
}

// KeyPositions are the positions a lesson comparing the panes jumps to:
// the first verdict that differs, then the first choice that differs
// (either may be missing; none when the panes' smoothings agree).
func (ls *Lockstep) KeyPositions() []int {
	var out []int
	verdict, choice := false, false
	for _, d := range ls.Divergences() {
		switch {
		case d.Kind == DivergeVerdict && !verdict:
			verdict = true
			out = append(out, d.Pos)
		case d.Kind == DivergeChoice && !choice:
			choice = true
			out = append(out, d.Pos)
		}
	}
	return out
}
