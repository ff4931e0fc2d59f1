package crowd

import "os"

// fullTests reports whether the long test runs were asked for, as the
// pathing tests read it: `make test` (and so CI) sets SWATH_FULL_TESTS=1;
// a plain `go test ./crowd/` samples, to stay quick.
func fullTests() bool { v := os.Getenv("SWATH_FULL_TESTS"); return v == "1" || v == "all" }
