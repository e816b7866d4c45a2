package tui

import (
	"testing"

	"github.com/belote-trainer/belote/internal/app"
)

// TestStreakFromHome: s on the home screen starts a streak in the learner's variant, its first
// puzzle rated as a ★ puzzle's prior.
func TestStreakFromHome(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.waitFor("(s) Streak: harder and harder puzzles, until the first miss")
	hs.runes("s")
	hs.waitFor("Streak: 0 · best (classique): 0 · puzzle rated 1350 · ")
}
