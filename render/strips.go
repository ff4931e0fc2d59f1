package render

import (
	"image"

	"swath/pathing"
	"swath/timeline"
	"swath/view"
)

// OneShotCells is the largest map (in cells) that a renderer with Strips
// set still draws whole in one Update, as without: 512×512, a few
// milliseconds of buffer work.
const OneShotCells = 512 * 512

// StripCells is the most cells of each kind of buffer work (grid cells
// written, a search step's cells coloured, overlay cells copied) that one
// Update does on a bigger map: a 2048² maze's first frame is 32 strips of
// 1–3 ms instead of one frame of a quarter second.
const StripCells = 128 * 1024

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
func (r *Renderer) writeGridStrips(s view.Reader, budget int) int {
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
	if budget > 0 && (!r.gridTodo.Empty() || left != budget) {
		return
	}
	cr, _ := takeStrip(&r.overTodo, budget)
	if cr.Empty() {
		return
	}
	r.overDirty = r.overDirty.Union(copyChanged(&r.over, &r.next, cr))
}

// budget is the cells of buffer work an Update may do; 0: no limit (a
// renderer without Strips, or a map of at most OneShotCells).
func (r *Renderer) budget() int {
	if r.Strips && r.grid.W*r.grid.H > OneShotCells {
		return StripCells
	}
	return 0
}

// webSearchCells is the most cells of a search step that one Update
// colours on the web page (pathing.Yields), on any map bigger: there a
// 512² maze's first step of the timeline, coloured whole, was 45 ms of a
// 334 ms frame (wasm, and the frame's text besides).
const webSearchCells = 64 * 1024

// searchBudget is the cells of a search step's colouring an Update may
// do: the budget, but a strip on the web page even on a map drawn whole.
func (r *Renderer) searchBudget() int {
	if b := r.budget(); b > 0 || !r.Strips || !pathing.Yields || r.grid.W*r.grid.H <= webSearchCells {
		return b
	}
	return webSearchCells
}

// buildPlanOverlay writes the plan's overlay into next (buildOverlay): on
// a map bigger than the budget the band a budget of cells at a time (a
// route through a 2048² maze sweeps about a million), the rest left to
// bandStrip. It returns the box written and the band's next segment, -1
// when the overlay is whole.
func (r *Renderer) buildPlanOverlay(s view.Reader) (image.Rectangle, int) {
	b := r.budget()
	if b <= 0 {
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
func (r *Renderer) bandStrip(s view.Reader) {
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

// startSearchStrips begins colouring search step v of tl into next a strip
// of rows an Update (searchStrip), on a map bigger than the budget: a
// far jump in a 2048² maze's search colours its search's bounds, up to
// four million cells. It returns false when the map is drawn whole. The
// old overlay's box is cleared strip by strip on the way, so the box that
// next may hold is both boxes until the strips are done.
func (r *Renderer) startSearchStrips(tl *timeline.Timeline, v *timeline.StepView) bool {
	if r.searchBudget() <= 0 || v.SearchStep < 0 {
		return false
	}
	box, ok := searchBox(tl, &r.next)
	if !ok {
		return false
	}
	r.searchBox = box
	r.searchTodo = r.nextBox.Union(box)
	r.nextBox = r.searchTodo
	return true
}

// searchStrip clears and colours the next strip of the search step's
// rows (startSearchStrips) at the step the cursor is on now, and marks
// them for copying into over.
func (r *Renderer) searchStrip(s view.Reader) {
	if r.searchTodo.Empty() {
		return
	}
	v := s.Selected().Step()
	if v == nil || v.Phase != timeline.PhaseSearch || s.Selected().Timeline() != r.searchTL {
		r.searchTodo = image.Rectangle{} // updateOverlay starts again
		return
	}
	rows, _ := takeStrip(&r.searchTodo, r.searchBudget())
	clearBox(&r.next, rows)
	colourSearch(&r.next, r.searchTL, v, rows.Intersect(r.searchBox))
	r.overTodo = r.overTodo.Union(rows)
}
