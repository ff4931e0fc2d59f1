package pathing

// Update brings c, last computed for g (same size), up to date after the
// cells in changed were edited, and returns the box of pivots it
// recomputed. A square of side k that meets a freed box of side b held a
// free square of side ≥ (k-b-1)/2 beside it before, so no clearance grows
// past 2·Max+b+1 and only the pivots that near the box can change: the
// window is small wherever the map is cluttered. A c of another size is
// computed whole.
func (c *Clearance) Update(g *Grid, changed Rect) Rect {
	all := Rect{MaxX: g.w - 1, MaxY: g.h - 1}
	if c.w != g.w || c.h != g.h || len(c.side) != g.w*g.h {
		c.Compute(g)
		return all
	}
	w, h := g.w, g.h
	r := 2*c.Max() + 2 + max(changed.MaxX-changed.MinX, changed.MaxY-changed.MinY) + 1
	// the largest free square at each top-left corner depends only on the
	// cells right of and below it: redo the corners up-left of the change
	sx0, sy0 := max(changed.MinX-r, 0), max(changed.MinY-r, 0)
	sx1, sy1 := min(changed.MaxX, w-1), min(changed.MaxY, h-1)
	sq := c.sq
	for y := sy1; y >= sy0; y-- {
		for x := sx1; x >= sx0; x-- {
			i := y*w + x
			switch {
			case g.blocked[i]:
				sq[i] = 0
			case x == w-1 || y == h-1:
				sq[i] = 1
			default:
				sq[i] = 1 + min(sq[i+1], sq[i+w], sq[i+w+1])
			}
		}
	}
	box := Rect{
		MinX: max(changed.MinX-r, 0), MinY: max(changed.MinY-r, 0),
		MaxX: min(changed.MaxX+r, w-1), MaxY: min(changed.MaxY+r, h-1),
	}
	c.sides(box)
	return box
}
