//go:build !race

// Package race tells tests whether the race detector is on, so that the few long single-goroutine
// checks (drawing every feedback screen, re-running bid simulations, regenerating packs) can leave
// the -race run, where they are ten times slower and find nothing, to a plain run of their own in
// .ci/run.
package race

// Enabled is true when the binary is built with -race.
const Enabled = false
