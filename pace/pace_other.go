//go:build !js

package pace

// Enabled is true where Yield yields (the browser).
const Enabled = false

// Yield gives the browser its turn after a Slice of work; off the browser
// it does nothing.
func Yield() {}
