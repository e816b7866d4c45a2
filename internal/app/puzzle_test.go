package app

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/puzzles"
)

func builtinPuzzles(t testing.TB) []*puzzles.Puzzle {
	lib, probs := content.LoadBuiltin()
	require.Empty(t, probs)
	return lib.Puzzles()
}

// Every built-in puzzle is answered right with the engine's own answer written as the learner
// would type or pick it, and a session lays out its position.
func TestPuzzleSessionsAcceptTheEnginesAnswer(t *testing.T) {
	for _, p := range builtinPuzzles(t) {
		t.Run(p.ID, func(t *testing.T) {
			s := NewPuzzleSession(p)
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			var v puzzles.Verdict
			switch p.Kind {
			case puzzles.KindLegal:
				for _, c := range a.Legal.Cards() {
					s.Toggle(c)
				}
				v, err = s.SubmitCards(engine.NoCard)
			case puzzles.KindBest:
				v, err = s.SubmitCards(a.Best.First())
			default:
				text := PuzzleAnswerText(FR, Display{Lang: FR}, p, puzzles.Verdict{Answer: a})
				at, perr := s.ParseAttempt(FR, text)
				require.NoError(t, perr, "typed %q", text)
				v, err = s.Submit(at)
			}
			require.NoError(t, err)
			assert.True(t, v.Correct)
			assert.NotEmpty(t, PuzzleExplanation(EN, Display{Lang: EN}, p, v))
			if s.Picks() {
				assert.NotEmpty(t, s.Hand)
			}
		})
	}
}

func TestParseWords(t *testing.T) {
	for w, want := range map[string]engine.Team{"NS": engine.NS, "eo": engine.EW, "EW": engine.EW, "aucune": engine.NoTeam, "none": engine.NoTeam} {
		got, err := ParseTeamWord(EN, w)
		require.NoError(t, err)
		assert.Equal(t, want, got, w)
	}
	_, err := ParseTeamWord(FR, "nord")
	assert.ErrorContains(t, err, "tape NS, EO ou aucune")
	for w, want := range map[string]engine.Result{"dedans": engine.Failed, "made": engine.Made, "réussi": engine.Made, "litige": engine.Litige} {
		got, err := ParseResultWord(EN, w)
		require.NoError(t, err)
		assert.Equal(t, want, got, w)
	}
	_, err = ParseResultWord(EN, "won")
	assert.ErrorContains(t, err, "made, failed or litige")
}

func FuzzParseAttempt(f *testing.F) {
	ps := builtinPuzzles(f)
	f.Add("20 162 dedans", 0)
	f.Add("NS 50", 1)
	f.Add("3", 2)
	f.Fuzz(func(t *testing.T, text string, i int) {
		p := ps[uint(i)%uint(len(ps))]
		s := NewPuzzleSession(p)
		if _, err := s.ParseAttempt(EN, text); err == nil {
			if _, err := s.Submit(mustAttempt(t, s, text)); err != nil {
				t.Fatalf("%s: %q parsed but the check failed: %v", p.ID, text, err)
			}
		}
	})
}

func mustAttempt(t *testing.T, s *PuzzleSession, text string) puzzles.Attempt {
	at, err := s.ParseAttempt(EN, text)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

func FuzzParseDeclarations(f *testing.F) {
	f.Add("JS JH JD JC; 7S 8S 9S")
	f.Add(";;")
	f.Fuzz(func(t *testing.T, text string) {
		decl, err := ParseDeclarations(text)
		if err != nil {
			return
		}
		for _, a := range decl {
			if a.Points() == 0 {
				t.Fatalf("%q gave an announcement worth nothing: %v", text, a)
			}
		}
	})
}

// A score puzzle whose prompt asks what goes into the reserve (K7) is answered with the reserve
// after the result, and marked with it: the right score with a wrong reserve is wrong, and the
// feedback says the reserve. A K3 score puzzle, which has no litige, does not ask it.
func TestScorePuzzleMarksTheReserve(t *testing.T) {
	lib, _ := content.LoadBuiltin()
	p := lib.Puzzle("score-beat-defence-003") // a litige: 81 against 81
	require.NotNil(t, p)
	require.True(t, AsksReserve(p))
	a, err := puzzles.Answer(p)
	require.NoError(t, err)
	require.Equal(t, engine.Litige, a.Score.Result)
	require.Positive(t, a.Score.Reserve)
	score := fmt.Sprintf("%d %d litige", a.Score.Points[engine.NS], a.Score.Points[engine.EW])
	for _, f := range []struct {
		typed string
		right bool
	}{{score + " 0", false}, {fmt.Sprintf("%s %d", score, a.Score.Reserve), true}} {
		s := NewPuzzleSession(p)
		assert.Equal(t, []Key{FieldNS, FieldEW, FieldResult, FieldReserve}, s.Fields())
		at, err := s.ParseAttempt(FR, f.typed)
		require.NoError(t, err)
		v, err := s.Submit(at)
		require.NoError(t, err)
		assert.Equal(t, f.right, v.Correct, f.typed)
		paras, _ := PuzzleFeedback(FR, Display{Lang: FR, Face: p.Face()}, p, v, 0)
		if f.right {
			assert.Contains(t, paras[0], T(FR, "pz.reserve", "n", a.Score.Reserve))
		}
	}
	_, err = NewPuzzleSession(p).ParseAttempt(FR, score)
	assert.Error(t, err, "the reserve is asked")

	k3 := lib.Puzzle("score-threshold-001")
	require.NotNil(t, k3)
	assert.False(t, AsksReserve(k3))
	assert.Equal(t, []Key{FieldNS, FieldEW, FieldResult}, NewPuzzleSession(k3).Fields())
}
