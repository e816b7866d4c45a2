//go:build race

package tui

// raceDetector is true when the tests run with -race, which makes the drawing of thousands of
// screens ten times slower without checking anything more in a single-goroutine layout test.
const raceDetector = true
