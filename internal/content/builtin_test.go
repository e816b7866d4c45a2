package content

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// TestBuiltinClean: the shipped content has no problem, and every built-in puzzle states the
// answer it expects (docs/content.md: optional in the format, required of built-in content).
func TestBuiltinClean(t *testing.T) {
	lib, probs := LoadBuiltin()
	for _, p := range probs {
		t.Error(p.String())
	}
	require.NotEmpty(t, lib.Puzzles())
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		assert.NotNil(t, p.Expect, "built-in puzzle %s states no expected answer", p.ID)
	}
}

func BenchmarkLoadBuiltin(b *testing.B) {
	for b.Loop() {
		if _, probs := LoadBuiltin(); len(probs) > 0 {
			b.Fatal(probs[0])
		}
	}
}

// TestBuiltinCoverage: the built-in packs drill every row of §3 in every variant, and the other
// kinds have enough puzzles to practise with.
func TestBuiltinCoverage(t *testing.T) {
	lib, _ := LoadBuiltin()
	byKind := lib.ByKind()
	assert.GreaterOrEqual(t, byKind["legal"], 100)
	assert.GreaterOrEqual(t, byKind["winner"], 30)
	assert.GreaterOrEqual(t, byKind["count"], 30)
	perRule := map[engine.Rule]int{}
	variants := map[engine.Rule]map[string]bool{}
	lastTrick := map[bool]int{}
	for _, p := range lib.Puzzles() {
		switch p.Kind {
		case puzzles.KindLegal:
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			perRule[a.Rule]++
			if variants[a.Rule] == nil {
				variants[a.Rule] = map[string]bool{}
			}
			variants[a.Rule][p.Variant.Name] = true
		case puzzles.KindCount:
			lastTrick[p.LastTrick]++
		}
	}
	for r := engine.P1; r <= engine.P8; r++ {
		assert.GreaterOrEqual(t, perRule[r], 10, "legal puzzles decided by %s", r)
		assert.Len(t, variants[r], 4, "variants of the legal puzzles decided by %s", r)
	}
	assert.Positive(t, lastTrick[true], "count puzzles with the dix de der")
	assert.Positive(t, lastTrick[false], "count puzzles without the dix de der")
}

// TestLessonsNumberedInOrder: each built-in lesson file is named by its place in the curriculum
// (01, 02, … without a gap or a shared number), so the NN of a file is the number the lesson list
// shows beside its title (the place in the list) and the order the lessons are read in.
func TestLessonsNumberedInOrder(t *testing.T) {
	lib, _ := LoadBuiltin()
	require.NotEmpty(t, lib.Lessons)
	for i, l := range lib.Lessons {
		assert.Equal(t, i+1, l.Order, "lesson %s is number %d in the list: its file must be %02d-%s.toml", l.ID, i+1, i+1, l.ID)
	}
}

// TestCurriculum: every RULES.md id is taught by some built-in lesson (its rules list).
func TestCurriculum(t *testing.T) {
	lib, _ := LoadBuiltin()
	taught := lessons.Curriculum(lib.Lessons)
	for _, r := range engine.AllRules() {
		assert.NotEmpty(t, taught[r], "no lesson teaches %s", r)
	}
}

// TestDrillsCannotBeGamed: in every built-in pack of legal puzzles, no answer shape (every card
// legal, a single card, some of the cards) is above 60 % of the pack, nor the answer "every card
// of the kind the pack's rule asks for" (all the trumps in the must-trump pack, all the cards of
// the suit led in the follow-suit pack), nor the pack's own rule, so that the drill cannot be
// passed by always answering the same way or by the pack's title; and every count puzzle's pile
// is whole tricks (a multiple of four cards), lesson steps included.
func TestDrillsCannotBeGamed(t *testing.T) {
	lib, _ := LoadBuiltin()
	for _, pk := range lib.Packs {
		var shapes [3]int
		rules := map[engine.Rule]int{}
		var legal []*puzzles.Puzzle
		var answers []engine.Set
		for _, p := range pk.Puzzles {
			if p.Kind != puzzles.KindLegal {
				continue
			}
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			legal, answers = append(legal, p), append(answers, a.Legal)
			shapes[puzzles.LegalShape(engine.SetOf(p.Hand...), a.Legal)]++
			rules[a.Rule]++
		}
		n := float64(len(legal))
		for i, k := range shapes {
			assert.LessOrEqual(t, float64(k), puzzles.MaxShapeShare*n, "%s: answer shape %d in %d of %d puzzles", pk.ID, i, k, len(legal))
		}
		own, most := engine.NoRule, 0
		for r, k := range rules {
			if k > most || k == most && r < own {
				own, most = r, k
			}
		}
		assert.LessOrEqual(t, float64(most), puzzles.MaxShapeShare*n, "%s: %s decides %d of %d puzzles", pk.ID, own, most, len(legal))
		kind := 0
		for i, p := range legal {
			led := engine.ReadTrick(p.Trump, p.Trick).Led
			if puzzles.KindAnswer(own, engine.SetOf(p.Hand...), answers[i], p.Trump, led) {
				kind++
			}
		}
		assert.LessOrEqual(t, float64(kind), puzzles.MaxShapeShare*n, "%s: every card of %s's kind is the answer in %d of %d puzzles", pk.ID, own, kind, len(legal))
	}
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		if p.Kind == puzzles.KindCount {
			assert.Zero(t, len(p.Cards)%4, "%s: a pile of %d cards is not whole tricks", p.ID, len(p.Cards))
		}
	}
}

// TestEveryBestPuzzleTeachesAMotif: every built-in best puzzle, lesson steps included, names a
// motif that its detector confirms on the solver's lines and a tempting card, and has a single best
// card at least MinMargin ahead of every other.
func TestEveryBestPuzzleTeachesAMotif(t *testing.T) {
	lib, _ := LoadBuiltin()
	n, seat := 0, 0
	for _, p := range append(lib.Puzzles(), lib.StepPuzzles()...) {
		if p.Kind != puzzles.KindBest {
			continue
		}
		require.NotEqual(t, puzzles.NoMotif, p.Motif, p.ID)
		if p.View == puzzles.ViewSeat { // judged on what South sees, with its own margins
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			assert.True(t, puzzles.SeatMotifHolds(p.Motif, p, a), "%s: %s", p.ID, p.Motif)
			assert.Empty(t, puzzles.SeatIssues(p), p.ID)
			seat++
			continue
		}
		n++
		cmp, err := puzzles.Compare(context.Background(), p)
		require.NoError(t, err)
		assert.True(t, puzzles.MotifHolds(p.Motif, p, cmp), "%s: %s", p.ID, p.Motif)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		assert.Equal(t, 1, a.Best.Len(), p.ID)
		for c, v := range a.Values {
			if !a.Best.Has(c) {
				assert.GreaterOrEqual(t, cmp.Best.Value-v, puzzles.MinMargin, "%s: %s", p.ID, c)
			}
		}
	}
	assert.GreaterOrEqual(t, n, 150)
	assert.GreaterOrEqual(t, seat, 60)
}

// TestStrategyLessonsHaveThreeExercisesInEachVariant: a strategy lesson (24–34) whose exercises
// are split by variant (a Spanish-deck twin shown only in marocaine, the French-card one in the
// others) still gives at least three exercises to a learner of every variant it applies to.
func TestStrategyLessonsHaveThreeExercisesInEachVariant(t *testing.T) {
	lib, _ := LoadBuiltin()
	n := 0
	for _, l := range lib.Lessons {
		if l.Order < 24 {
			continue
		}
		for _, v := range engine.BuiltinNames {
			if !l.AppliesTo(v) {
				continue
			}
			ex := 0
			for _, st := range l.StepsFor(v) {
				if st.Puzzle != nil {
					ex++
				}
			}
			n++
			assert.GreaterOrEqual(t, ex, 3, "lesson %s shows %d exercises in %s", l.ID, ex, v)
		}
	}
	assert.Positive(t, n)
}
