package view

import (
	"fmt"
	"strings"
	"time"

	"swath/crowd"
)

// maxCrowdRows is how many NPCs the crowd's figures list one by one; the
// rest are counted ("and K more"): swath crowd --json lists them all.
const maxCrowdRows = 40

// Figures are the side column's numbers in the crowd mode: the
// clock's tick of the makespan, arrivals, the sum of costs beside the
// NPCs' costs alone, the waits and the longest one with who caused it,
// how the plan was made, then each NPC's delay over its route alone, as a
// cost and a share of it, and its waits (or why it cannot arrive).
func (v *CrowdView) Figures() []Figure {
	p, an := v.Plan, v.Analysis
	state := ""
	switch {
	case v.Err != "":
		state = "cannot plan: " + v.Err
	case p == nil:
		state = "planning…"
	case v.Replanning:
		state = "re-planning…"
	}
	if p == nil {
		return []Figure{{Label: "crowd", Value: state}, {Label: "NPCs", Value: fmt.Sprint(len(v.NPCs))}}
	}
	alone, waits := 0.0, 0
	for _, f := range an.NPCs {
		alone += max(f.Alone, 0)
		waits += f.Waits
	}
	out := []Figure{
		{Label: "crowd tick", Value: fmt.Sprintf("%d / %d", v.Tick(), p.Makespan)},
		{Label: "get home", Value: fmt.Sprintf("%d of %d", p.Arrived, len(p.Routes))},
		{Label: "makespan", Value: fmt.Sprintf("%d ticks", p.Makespan)},
		{Label: "sum of costs", Value: fmt.Sprintf("%.1f (alone %.1f)", p.SumOfCosts, alone)},
		{Label: "waits", Value: fmt.Sprint(waits)},
		{Label: "longest wait", Value: longestWait(v)},
		{Label: "  caused by", Value: causedBy(v)},
		{Label: "planned in", Value: fmt.Sprintf("%s, %s", durationText(v.Took), methodText(p.Stats))},
	}
	if p.Stats.From > 0 {
		out = append(out, Figure{Label: "re-planned from", Value: fmt.Sprintf("tick %d", p.Stats.From)})
	}
	if v.Note != "" {
		out = append(out, Figure{Label: "note", Value: v.Note})
	}
	if state != "" {
		out = append(out, Figure{Label: "crowd", Value: state})
	}
	for i := range min(len(v.NPCs), maxCrowdRows) {
		out = append(out, Figure{Label: npcLabel(v, i), Value: npcDelay(v, i)})
	}
	if k := len(v.NPCs) - maxCrowdRows; k > 0 {
		out = append(out, Figure{Label: "…", Value: fmt.Sprintf("and %d more NPCs", k)})
	}
	return out
}

// longestWait is the crowd's longest run of waits: who, how long, from
// which tick.
func longestWait(v *CrowdView) string {
	w := v.Analysis.Longest
	if w.Ticks == 0 {
		return "none"
	}
	return fmt.Sprintf("%s, %d ticks from %d", npcLabel(v, w.NPC), w.Ticks, w.From)
}

// causedBy names the NPC the longest wait was for.
func causedBy(v *CrowdView) string {
	switch w := v.Analysis.Longest; {
	case w.Ticks == 0:
		return "-"
	case w.For < 0:
		return "no one named"
	default:
		return npcLabel(v, w.For)
	}
}

// npcLabel names NPC i of the plan shown.
func npcLabel(v *CrowdView, i int) string {
	if n := v.NPCs[i]; n.Name != "" {
		return n.Name
	}
	return fmt.Sprintf("npc #%d", i+1)
}

// npcDelay is NPC i's figure: its delay over its route alone and its
// waits, or why it cannot arrive.
func npcDelay(v *CrowdView, i int) string {
	r, f := &v.Plan.Routes[i], v.Analysis.NPCs[i]
	if !r.Arrived {
		return "cannot arrive: " + r.Why
	}
	if f.Alone < 0 {
		return fmt.Sprintf("%d waits", f.Waits)
	}
	pct := ""
	if f.Alone > 0 {
		pct = fmt.Sprintf(" (+%.0f%%)", 100*f.Delay/f.Alone)
	}
	return fmt.Sprintf("+%.1f%s, %d waits", f.Delay, pct, f.Waits)
}

// methodText says how a plan was found: "WHCA*", or "WHCA*, LaCAM from
// tick 40".
func methodText(st crowd.Stats) string {
	switch {
	case st.Method == crowd.Auto && st.Configs > 0:
		return fmt.Sprintf("WHCA*, LaCAM from tick %d", st.Handover)
	case st.Method == crowd.Auto, st.Method == crowd.WHCA:
		return "WHCA*"
	}
	return st.Method.String()
}

func durationText(d time.Duration) string {
	if d < 10*time.Millisecond {
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%d ms", d.Milliseconds())
}

// WaitsText says who waits for whom during the clock's tick, for the
// band under the map: "b waits for a at (5,3); c waits", or "" when no
// one waits.
func (v *CrowdView) WaitsText() string {
	if v.Plan == nil {
		return ""
	}
	var b strings.Builder
	for k, w := range v.Analysis.WaitsAt(v.Tick()) {
		if k > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s waits at %v", npcLabel(v, w.NPC), w.At)
		if w.For >= 0 {
			fmt.Fprintf(&b, " for %s", npcLabel(v, w.For))
		}
	}
	return b.String()
}

// Stuck lists the NPCs of the plan shown that cannot arrive, each with
// why: the status bar says so.
func (v *CrowdView) Stuck() []string {
	if v.Plan == nil {
		return nil
	}
	var out []string
	for i, r := range v.Plan.Routes {
		if !r.Arrived {
			out = append(out, fmt.Sprintf("%s cannot arrive: %s", npcLabel(v, i), r.Why))
		}
	}
	return out
}
