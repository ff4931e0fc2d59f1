package pathing

import "os"

// FullTests reports whether the long test runs were asked for: every query
// of every Moving AI file instead of a sample. `make test` (and so CI) sets
// SWATH_FULL_TESTS=1; a plain `go test ./pathing/` samples, to stay quick.
func FullTests() bool { return os.Getenv("SWATH_FULL_TESTS") == "1" }

// SampleEvery is the step of the default sample: every SampleEvery-th query
// of each file, all files.
const SampleEvery = 20
