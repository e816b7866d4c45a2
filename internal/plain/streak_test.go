package plain

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// TestStreakDialogue: item 10 starts a streak in the learner's variant with its easiest puzzle;
// a wrong answer (twice) ends it at 0, and the first try rates the learner in the puzzle's skill.
func TestStreakDialogue(t *testing.T) {
	lib, _ := content.LoadBuiltin()
	dl := &Dialogue{seed: 42}
	seed := dl.nextSeed() // the dialogue's first seed
	first := app.NewStreak(progress.New(), lib.Puzzles(), "classique", rand.New(rand.NewPCG(seed, seed>>1))).Next()
	// A winner puzzle where North's 8♣ is led and South's 10♣ takes the trick: "1" is wrong.
	require.Equal(t, puzzles.KindWinner, first.Kind, "the script answers %s", first.ID)
	trick, _, err := engine.ParseCards("8C JC TC 7S")
	require.NoError(t, err)
	require.Equal(t, trick, first.Trick)
	out, store := run(t, "10\n1\n1\n0\n", app.EN)
	assert.Contains(t, out, "Streak in classique: harder and harder puzzles")
	assert.Contains(t, out, "Streak: 0 · best (classique): 0 · puzzle rated 1350 · winner")
	assert.Contains(t, out, "Streak over: 0 puzzles solved in a row.")
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 1, p.Ratings.Skill(progress.SkillLegal).Games, "the first try is rated")
		assert.Less(t, p.Ratings.Skill(progress.SkillLegal).R, 1500.0)
		assert.Zero(t, p.BestPuzzleStreak("classique"))
	})
}

// TestMistakesDialogue: item 11 replays the puzzles missed this week; a fresh home has none.
func TestMistakesDialogue(t *testing.T) {
	out, _ := run(t, "11\n0\n", app.EN)
	assert.Contains(t, out, "No puzzle missed in the last 7 days: nothing to replay.")
	out, _ = run(t, "10\n1\n1\n11\n0\n0\n", app.EN) // the streak's first puzzle missed, then replayed
	assert.Contains(t, out, "1 puzzle missed in the last 7 days, the most recent first.")
	assert.Contains(t, out, "Streak over: 0 puzzles solved in a row.\n")
}
