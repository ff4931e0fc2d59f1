package pathing

import "os"

// FullTests reports whether the long test runs were asked for: every query
// of every Moving AI file instead of a sample. `make test` (and so CI) sets
// SWATH_FULL_TESTS=1; a plain `go test ./pathing/` samples, to stay quick.
// SWATH_FULL_TESTS=all asks for more still where a test says so.
func FullTests() bool { v := os.Getenv("SWATH_FULL_TESTS"); return v == "1" || v == "all" }

// SampleEvery is the step of the default sample: every SampleEvery-th query
// of each file, all files.
const SampleEvery = 20
