// Package memroom says how much more memory this process may take before
// the system refuses it, so that the app can refuse a map too big for it in
// one line instead of dying half-way. Go cannot recover from running out of
// memory: "fatal error: out of memory" ends the process with a stack trace
// of every goroutine, whatever debug.SetTraceback says (a runtime throw
// always prints its frames). So what a map will need is weighed before it
// is opened, against the room left under the process's address-space limit
// (ulimit -v), its control group's memory limit and the memory the machine
// has available, whichever is least. The package is pure (no Ebitengine):
// the headless commands may use it too.
package memroom

import (
	"fmt"
	"math"
)

// Room is the memory this process may still take and what bounds it.
type Room struct {
	// Bytes is what may still be taken; math.MaxInt64 when nothing is
	// known to bound it (another system, no limit set).
	Bytes int64
	// Limit is the bound itself (the limit's size), Why names it.
	Limit int64
	Why   string
}

// Unbounded reports whether nothing is known to bound the process.
func (r Room) Unbounded() bool { return r.Bytes == math.MaxInt64 }

// least keeps the smaller of r and the bound left (of limit, named why).
func (r *Room) least(left, limit int64, why string) {
	if left < r.Bytes {
		*r = Room{Bytes: max(0, left), Limit: limit, Why: why}
	}
}

// Check returns nil when need bytes fit in r, else an error that says what
// needs them (what), how much and what bounds it, in one line.
func (r Room) Check(need int64, what string) error {
	if need <= r.Bytes {
		return nil
	}
	return fmt.Errorf("%s needs about %s, more than the %s this process has left (%s %s)",
		what, Size(need), Size(r.Bytes), r.Why, Size(r.Limit))
}

// Size is n bytes in the unit that reads best (B, KB, MB, GB).
func Size(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	default:
		return fmt.Sprintf("%d B", n)
	}
}

// CheckMap is Check for a w×h map that takes perCell bytes a cell in
// what uses it (in, e.g. "in the app", "in swath export --png"): the
// message names the file, its size and the figure, so that the one line
// says what to do (a smaller map, a higher limit).
func (r Room) CheckMap(file string, w, h int, perCell int64, in string) error {
	return r.Check(int64(w)*int64(h)*perCell,
		fmt.Sprintf("%s (%d×%d cells at about %d B a cell %s)", file, w, h, perCell, in))
}
