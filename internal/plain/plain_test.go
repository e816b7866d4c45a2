package plain

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/progress"
)

func run(t *testing.T, input string, lang app.Lang) (string, *progress.Store) {
	t.Helper()
	store, _, err := progress.Open(filepath.Join(t.TempDir(), "progress.json"))
	require.NoError(t, err)
	var out bytes.Buffer
	err = Run(strings.NewReader(input), &out, Options{Lang: lang, Settings: progress.DefaultSettings(), Store: store, Seed: 42})
	require.NoError(t, err)
	return out.String(), store
}

func TestDrillDialogue(t *testing.T) {
	out, store := run(t, "1\n1?\n1\n0\n0\n", app.EN)
	assert.Contains(t, out, "Your hand:")
	assert.Regexp(t, `(Allowed|Not allowed): `, out, "1? explains the card")
	assert.Contains(t, out, "Legal cards:")
	assert.Regexp(t, `(Right|Wrong): `, out)
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out), "Goodbye!"))
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 1, p.Kinds["drill"].Total, "the answer was saved")
	})
}

func TestEndOfInputEndsCleanly(t *testing.T) {
	for _, input := range []string{"", "1\n", "2\n6\n", "3\n11\n", "1\n1"} {
		out, _ := run(t, input, app.FR)
		assert.Contains(t, out, "Menu")
	}
}

func TestQuizDialogue(t *testing.T) {
	out, store := run(t, "2\n3\nabc\n0\n0\n0\n", app.EN)
	assert.Contains(t, out, "How many points are these cards worth?")
	assert.Contains(t, out, `"abc" is not a positive number`, "a bad answer is explained")
	store.View(func(p *progress.Progress) { assert.Zero(t, p.Kinds["quiz"].Total, "no answer was given") })

	out, store = run(t, "2\n3\n161\n0\n0\n", app.EN)
	assert.Contains(t, out, "Wrong. The answer is")
	assert.Contains(t, out, "C3 ")
	store.View(func(p *progress.Progress) { assert.Equal(t, Tally(0, 1), p.Kinds["quiz"]) })
}

func Tally(right, total int) progress.Tally { return progress.Tally{Right: right, Total: total} }

func TestRulesDialogue(t *testing.T) {
	out, _ := run(t, "3\n16\n0\n0\n", app.FR)
	assert.Contains(t, out, "P5 Surcouper")
	assert.Contains(t, out, "Cartes permises\u00a0: 9♥ D♥ (P5)")
}

func TestBadChoice(t *testing.T) {
	out, _ := run(t, "9\nx\n0\n", app.EN)
	assert.Contains(t, out, `"9": type a number from 0 to 5.`)
	assert.Contains(t, out, `"x": type a number from 0 to 5.`)
}

func TestLessonDialogue(t *testing.T) {
	out, store := run(t, "4\n1\n"+strings.Repeat("\n1\n", 20)+"0\n0\n", app.EN)
	assert.Contains(t, out, "The 32 cards and what they are worth · step 1/")
	assert.Contains(t, out, `Lesson "The 32 cards and what they are worth" finished`)
	store.View(func(p *progress.Progress) {
		lib, _ := content.LoadBuiltin()
		assert.True(t, p.Lessons[lib.Lessons[0].ID].Done, "the lesson is saved as done")
		assert.NotZero(t, p.Kinds["lesson"].Total, "its interactive steps were answered")
	})
}

func TestPuzzleDialogue(t *testing.T) {
	out, store := run(t, "5\n1\n10\n10\n0\n0\n", app.FR)
	assert.Regexp(t, `(Juste|Faux)`, out)
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 1, p.Kinds["puzzle"].Total)
		assert.Len(t, p.Review, 1, "the puzzle entered the spaced review")
	})
}
