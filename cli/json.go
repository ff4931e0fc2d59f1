package cli

import (
	"encoding/json"
	"io"

	"swath/pathing"
)

// xy is a point written as [x, y].
type xy [2]int

func toXY(ps []pathing.Point) []xy {
	out := make([]xy, len(ps)) // never nil: an empty list prints as []
	for i, p := range ps {
		out[i] = xy{p.X, p.Y}
	}
	return out
}

func writeJSON(w io.Writer, v any) error {
	return json.NewEncoder(w).Encode(v)
}
