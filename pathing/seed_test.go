package pathing

import (
	"math/rand/v2"
	"testing"
)

// seeded returns the random source of a randomised test, logging its seed
// so that a failure can be replayed.
func seeded(t testing.TB, seed uint64) *rand.Rand {
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, 0))
}
