package render

import (
	"image"

	"swath/scene"
)

// StripCells is the most cells of buffer work one Update does on a
// renderer with Strips set: 512×512, so that a map up to that size is
// still drawn whole in one frame, and a bigger one (a 2048² maze is sixteen
// times that) a strip of rows a frame instead of one frame of a quarter
// second.
const StripCells = 512 * 512

// stripRows is the number of rows of a w-wide box that fit in budget
// cells; at least one, so that work always moves on.
func stripRows(budget, w int) int {
	if w <= 0 {
		return 1
	}
	return max(1, budget/w)
}

// takeStrip cuts the top rows of *todo that fit in budget cells off it and
// returns them with the budget left. A budget ≤ 0 means no limit.
func takeStrip(todo *image.Rectangle, budget int) (image.Rectangle, int) {
	if todo.Empty() {
		*todo = image.Rectangle{}
		return image.Rectangle{}, budget
	}
	if budget <= 0 {
		s := *todo
		*todo = image.Rectangle{}
		return s, budget
	}
	s := *todo
	s.Max.Y = min(s.Max.Y, s.Min.Y+stripRows(budget, s.Dx()))
	todo.Min.Y = s.Max.Y
	if todo.Empty() {
		*todo = image.Rectangle{}
	}
	return s, max(budget-s.Dx()*s.Dy(), 0)
}

// writeGridStrips rewrites the pending grid cells (writeGrid, then
// writeFootCells), a strip within budget cells, and returns the budget left.
func (r *Renderer) writeGridStrips(s scene.Reader, budget int) int {
	cr, left := takeStrip(&r.gridTodo, budget)
	if cr.Empty() {
		return left
	}
	writeGrid(&r.grid, s.Grid(), cr)
	writeFootCells(&r.grid, s, cr)
	r.gridDirty = r.gridDirty.Union(cr)
	return left
}

// copyOverStrips copies the pending overlay cells from next, a strip within
// budget cells. On a big map it waits for a frame that wrote no grid cells:
// the screen uploads the box of both, which must stay one strip. A map
// within the budget does both in one frame, as without strips.
func (r *Renderer) copyOverStrips(budget, left int) {
	if budget > 0 && (!r.gridTodo.Empty() || (left != budget && r.grid.W*r.grid.H > budget)) {
		return
	}
	cr, _ := takeStrip(&r.overTodo, budget)
	if cr.Empty() {
		return
	}
	r.overDirty = r.overDirty.Union(copyChanged(&r.over, &r.next, cr))
}

// budget is the cells of buffer work an Update may do; 0: no limit.
func (r *Renderer) budget() int {
	if r.Strips {
		return StripCells
	}
	return 0
}

// buildPlanOverlay writes the plan's overlay into next (buildOverlay): on
// a map bigger than the budget the band a budget of cells at a time (a
// route through a 2048² maze sweeps about a million), the rest left to
// bandStrip. It returns the box written and the band's next segment, -1
// when the overlay is whole.
func (r *Renderer) buildPlanOverlay(s scene.Reader) (image.Rectangle, int) {
	b := r.budget()
	if b <= 0 || r.next.W*r.next.H <= b {
		return buildOverlay(&r.next, s, r.bandOn), -1
	}
	box, at := image.Rectangle{}, -1
	if r.bandOn {
		box, at = buildBand(&r.next, s, 0, b)
	}
	return box.Union(buildMarks(&r.next, s)), at
}

// bandStrip writes the next budget of the plan band's cells, then the
// marks again over the whole band (buildOverlay writes them last).
func (r *Renderer) bandStrip(s scene.Reader) {
	if r.bandAt <= 0 {
		return
	}
	box, at := buildBand(&r.next, s, r.bandAt, r.budget())
	if at < 0 {
		box = box.Union(buildMarks(&r.next, s))
	}
	r.bandAt = at
	r.nextBox = r.nextBox.Union(box)
	r.overBox = r.overBox.Union(box)
	r.overTodo = r.overTodo.Union(box)
}
