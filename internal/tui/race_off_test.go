//go:build !race

package tui

// raceDetector is false when the tests run without -race (see race_on_test.go).
const raceDetector = false
