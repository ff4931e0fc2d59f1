package scene

import "fmt"

// optimalFigures set the shortest possible route's length beside the
// smoothed and raw lengths, with how much longer each is ("+x.xx %"), when
// the Optimal layer is on; "computing…" while it is being found.
func (s *Scene) optimalFigures() []Figure {
	if !s.wantOptimal() {
		return nil
	}
	r, current := s.Optimal()
	switch {
	case !current:
		return []Figure{{"shortest possible", "computing…"}}
	case r == nil:
		return []Figure{{"shortest possible", "-"}}
	}
	f := []Figure{{"shortest possible", fmt.Sprintf("%.2f", r.Length)}}
	gap := func(l float64) string {
		if r.Length <= 0 {
			return "-"
		}
		return fmt.Sprintf("%+.2f %%", 100*(l/r.Length-1))
	}
	m := s.plan.Metrics
	if s.plan.Found {
		f = append(f, Figure{"  smoothed longer by", gap(m.SmoothedLength)})
	}
	if len(s.plan.Raw) > 0 {
		f = append(f, Figure{"  raw longer by", gap(m.RawLength)})
	}
	return f
}
