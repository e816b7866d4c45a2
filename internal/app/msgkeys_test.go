package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/testkit/msgkeys"
	"github.com/belote-trainer/belote/puzzles"
)

// Every message of the catalogue renders in both languages with the same placeholders, and none
// leaves a raw {…} (explain.Catalogue.Check).
func TestMessagesRender(t *testing.T) {
	for _, err := range Messages().Check() {
		t.Error(err)
	}
}

// Every key the screens use (the models here, the terminal screens, the plain dialogue) is a
// constant of the catalogue, never built at run time; each call that gives a message's values
// gives all of them; no text is written in place, outside the catalogue; and every message is
// used somewhere (none is dead).
func TestMessageKeysUsed(t *testing.T) {
	used := map[Key]bool{}
	for _, dir := range []string{".", "../tui", "../plain"} {
		r, err := msgkeys.Check(dir, Messages())
		require.NoError(t, err)
		for _, p := range append(r.Problems, r.InPlace...) {
			t.Errorf("%s: %v", dir, p)
		}
		for k := range r.Used {
			used[k] = true
		}
	}
	for k := range Messages() {
		assert.True(t, used[k], "message %s is never used", k)
	}
}

// Every kind the screens name has its own message: a kind added to an enum without one would
// show its file spelling (or a raw key) to the learner.
func TestEveryKindNamed(t *testing.T) {
	for _, l := range []Lang{FR, EN} {
		for _, k := range puzzles.Kinds() {
			_, ok := puzzleKinds[k]
			assert.True(t, ok, "puzzle kind %s has no name", k)
			assert.NotContains(t, PuzzleKindName(l, k, puzzles.ViewOpen), "{")
		}
		assert.Equal(t, map[Lang]string{FR: "enchères", EN: "bid"}[l], PuzzleKindName(l, puzzles.KindBid, puzzles.ViewOpen), "the raw {pkind.bid} is gone")
		for _, lv := range bot.Levels {
			assert.NotContains(t, LevelName(l, lv), "{")
		}
		for _, k := range append(QuizKinds, Mixed) {
			assert.NotContains(t, T(l, k.Name()), "{", "quiz kind %d", k)
		}
		for _, k := range QuizKinds {
			assert.NotContains(t, T(l, k.Prompt()), "{", "quiz kind %d", k)
		}
		for _, r := range []engine.Result{engine.Made, engine.Failed, engine.Litige, engine.Passed} {
			assert.NotContains(t, ResultWord(l, r), "{", "result %s", r)
		}
	}
	assert.Len(t, levelNames, len(bot.Levels))
}
