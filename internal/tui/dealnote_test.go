package tui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// A lesson exercise dealt in classique tells a marocaine learner, above its question, what the deal
// changes (French cards, clockwise, K3); the note goes with the question once answered, and a
// classique learner reads none.
func TestDealNoteAboveTheQuestion(t *testing.T) {
	for _, variant := range []string{"marocaine", "classique"} {
		t.Run(variant, func(t *testing.T) {
			opts := testOptions(t, app.FR)
			opts.Settings.Variant = variant
			hs := start(t, opts, 80, 24)
			// The first lesson that shows this learner a classique bid exercise (lessons 24 and 34
			// give marocaine learners Spanish-deck twins of theirs as they get them).
			lib, _ := hs.ui.library()
			id, step := "", -1
			for _, ls := range lib.Lessons {
				for i, st := range ls.StepsFor(variant) {
					if step < 0 && st.Puzzle != nil && st.Puzzle.Kind == puzzles.KindBid && st.Puzzle.Variant.Name == "classique" {
						id, step = ls.ID, i
					}
				}
			}
			require.GreaterOrEqual(t, step, 0, "a classique bid exercise shown in %s", variant)
			hs.do(func() { hs.ui.openLesson(id, step) })
			note := app.DealNote(app.FR, engine.MustBuiltin(variant), engine.MustBuiltin("classique"), "")
			scr := hs.waitFor("Prends-tu")
			if variant == "classique" {
				assert.Empty(t, note)
				assert.NotContains(t, scr, "Donne classique")
				return
			}
			require.Contains(t, note, "cartes françaises")
			scr = hs.waitFor(note)
			// The note comes before the question.
			assert.Less(t, strings.Index(flow(scr), flow(note)), strings.Index(flow(scr), "Prends-tu"))
			hs.runes("12") // a right first answer, or a wrong one and the second try: the verdict
			hs.waitGone("Donne classique")
		})
	}
}

// A puzzle of the review queue or the browser in the learner's variant says nothing; one in
// another variant says how it differs.
func TestDealNoteOnPuzzles(t *testing.T) {
	opts := testOptions(t, app.EN)
	opts.Settings.Variant = "francaise"
	hs := start(t, opts, 80, 24)
	lib, _ := hs.ui.library()
	var maro, fran *puzzles.Puzzle
	for _, p := range lib.Puzzles() {
		switch {
		case p.Kind == puzzles.KindWinner && p.Variant.Name == "marocaine" && maro == nil:
			maro = p
		case p.Kind == puzzles.KindWinner && p.Variant.Name == "francaise" && fran == nil:
			fran = p
		}
	}
	require.NotNil(t, maro)
	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{maro}, 0)) })
	hs.waitFor("A deal in marocaine: Spanish cards.")
	if fran != nil {
		hs.do(func() { hs.ui.pop(); hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{fran}, 0)) })
		hs.waitGone("A deal in")
	}
}
