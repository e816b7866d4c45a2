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

// A lesson exercise dealt in another variant tells the learner, above its question, what the
// deal changes; the note goes with the question once answered. A learner of the exercise's own
// variant reads none.
func TestDealNoteAboveTheQuestion(t *testing.T) {
	lib, _ := New(testOptions(t, app.FR)).library()
	type found struct {
		learner, lesson string
		step            int
		shown           *engine.Variant
	}
	find := func(same bool) *found {
		for _, learner := range engine.BuiltinNames {
			for _, ls := range lib.Lessons {
				for i, st := range ls.StepsFor(learner) {
					if st.Puzzle != nil && st.Puzzle.Kind == puzzles.KindBest && st.Puzzle.View != puzzles.ViewSeat && (st.Puzzle.Variant.Name == learner) == same {
						return &found{learner, ls.ID, i, st.Puzzle.Variant}
					}
				}
			}
		}
		return nil
	}
	for _, same := range []bool{false, true} {
		f := find(same)
		require.NotNil(t, f, "a best exercise in its learner's variant: %v", same)
		opts := testOptions(t, app.FR)
		opts.Settings.Variant = f.learner
		hs := start(t, opts, 80, 24)
		hs.do(func() { hs.ui.openLesson(f.lesson, f.step) })
		hs.waitFor("Quelle carte")
		note := app.DealNote(app.FR, engine.MustBuiltin(f.learner), f.shown, "")
		if same {
			assert.Empty(t, note)
			assert.NotContains(t, hs.screen(), "Donne "+f.shown.Name)
			continue
		}
		require.NotEmpty(t, note)
		scr := hs.waitFor(note)
		// The note comes before the question.
		assert.Less(t, strings.Index(flow(scr), flow(note)), strings.Index(flow(scr), "Quelle carte"))
		hs.do(func() { // a first answer, and the second try when it was wrong: the verdict
			pv := hs.ui.stack.Top().(*lessonPlayer).pv
			if pv.enter(); pv.s.Verdict == nil {
				pv.enter()
			}
		})
		hs.waitGone("Donne " + f.shown.Name)
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

// A lesson diagram dealt in another variant than the learner's says so above the table, at 80×24
// and 120×40, as an exercise does; the same diagram says nothing to a learner of its variant.
func TestDealNoteAboveADiagram(t *testing.T) {
	lib, _ := New(testOptions(t, app.FR)).library()
	var lesson string
	var step int
	var shown *engine.Variant
	for _, ls := range lib.Lessons {
		for i, st := range ls.StepsFor("classique") {
			if st.Diagram != nil && st.Diagram.Variant != nil && st.Diagram.Variant.Name == "marocaine" && shown == nil {
				lesson, step, shown = ls.ID, i, st.Diagram.Variant
			}
		}
	}
	require.NotNil(t, shown, "a marocaine diagram shown to a classique learner")
	for _, f := range []struct {
		learner string
		l       app.Lang
		w, h    int
	}{{"classique", app.FR, 80, 24}, {"classique", app.EN, 120, 40}, {"marocaine", app.FR, 80, 24}} {
		opts := testOptions(t, f.l)
		opts.Settings.Variant = f.learner
		hs := start(t, opts, f.w, f.h)
		hs.do(func() { hs.ui.openLesson(lesson, step) })
		trump := app.T(f.l, "table.trump")
		scr := hs.waitFor(trump)
		note := app.DealNote(f.l, engine.MustBuiltin(f.learner), shown, "")
		if f.learner == shown.Name {
			assert.Empty(t, note)
			assert.NotContains(t, flow(scr), "marocaine :")
			continue
		}
		require.NotEmpty(t, note)
		scr = hs.waitFor(note)
		assert.Less(t, strings.Index(flow(scr), flow(note)), strings.Index(flow(scr), flow(trump)), "the note is above the table:\n%s", scr)
		hs.stop()
	}
}
