package app

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// Each kind of question carries the engine's own answer, recomputed here from what it shows.
func TestQuestionAnswersAreTheEngines(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, name := range engine.BuiltinNames {
		v := engine.MustBuiltin(name)
		for range 20 {
			for _, k := range QuizKinds {
				q := NewQuestion(rng, v, k)
				nums := len(q.Fields)
				if q.Kind == QuizScore || q.Kind == QuizReserve {
					nums-- // the result is asked after the numbers
					assert.Equal(t, FieldResult, q.Fields[2])
				}
				require.Len(t, q.Answer, nums)
				switch k {
				case QuizWinner:
					require.Len(t, q.Table.Trick, 4)
					assert.Equal(t, engine.Winner(q.Table.Trump, q.Table.Trick)+1, q.Answer[0])
				case QuizCount:
					pts := engine.SetPoints(engine.SetOf(q.Cards...), q.Table.Trump)
					if q.Last {
						pts += engine.DixDeDer
					}
					assert.Equal(t, pts, q.Answer[0])
				case QuizAnnounce:
					assert.Equal(t, engine.SumPoints(engine.BestDeclaration(q.Table.Hands[engine.South], q.Table.Trump)), q.Answer[0])
				case QuizCompare:
					res := engine.CompareTeams(q.Table.Trump, q.Decl)
					assert.Equal(t, []int{res.Points[0], res.Points[1]}, q.Answer)
				case QuizScore:
					s, err := v.ScoreDeal(*q.Facts)
					require.NoError(t, err)
					assert.Equal(t, []int{s.Points[0], s.Points[1]}, q.Answer)
					assert.Equal(t, engine.TotalPoints, q.Facts.TrickPoints[0]+q.Facts.TrickPoints[1])
				}
				assert.NotEmpty(t, QuestionExplanation(EN, Display{Lang: EN}, &q))
			}
		}
	}
}

func TestQuizAnswer(t *testing.T) {
	q := NewQuiz(engine.MustBuiltin("classique"), QuizScore, 9)
	_, err := q.Answer(EN, "12")
	assert.ErrorContains(t, err, `Answer in the form "NS EW made/failed/litige", for instance "82 80 made"`)
	_, err = q.Answer(FR, "12 abc réussi")
	assert.ErrorContains(t, err, "abc")
	_, err = q.Answer(FR, "12 2000 réussi")
	assert.ErrorContains(t, err, "«\u00a02000\u00a0» ne peut pas être juste")
	assert.False(t, q.Done, "an answer that cannot be right does not count")
	right, err := q.Answer(EN, q.Q.AnswerText(EN))
	require.NoError(t, err)
	assert.True(t, right)
	assert.Equal(t, Tally{1, 1}, q.Score)

	q.Next()
	wrong := fmt.Sprintf("%d %d %s", q.Q.Answer[0]+1, q.Q.Answer[1], ResultWord(EN, q.Q.Result))
	right, err = q.Answer(EN, wrong)
	require.NoError(t, err)
	assert.False(t, right)
	assert.Equal(t, Tally{1, 2}, q.Score)
}

func TestParseNumbers(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []int
		err  bool
	}{
		{"spaces", "20 182", []int{20, 182}, false},
		{"slash", "20/182", []int{20, 182}, false},
		{"comma", " 20, 182 ", []int{20, 182}, false},
		{"too few", "20", nil, true},
		{"negative", "-1 3", nil, true},
		{"word", "vingt 3", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseNumbers(EN, tt.text, 2)
			if tt.err {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func FuzzParseNumbers(f *testing.F) {
	f.Add("20 182", 2)
	f.Add("", 1)
	f.Fuzz(func(t *testing.T, text string, n int) {
		got, err := ParseNumbers(FR, text, n%4)
		if err == nil && len(got) != n%4 {
			t.Fatalf("%q gave %v for %d numbers", text, got, n%4)
		}
	})
}

// A reserve question carries a reserve an earlier litige left (K7): the answer, the engine's, adds
// it to the score of the team that wins this deal (the taker when made, the defence when failed),
// and leaves nothing in reserve; typed back it is right, with a wrong reserve it is wrong; the
// explanation says who collects it. A variant without the litige is never asked.
func TestReserveQuestion(t *testing.T) {
	v := engine.MustBuiltin("marocaine")
	rng := rand.New(rand.NewPCG(7, 7))
	for range 20 {
		q := NewQuestion(rng, v, QuizReserve)
		require.Equal(t, QuizReserve, q.Kind)
		require.Positive(t, q.Pending)
		assert.Equal(t, []Key{FieldNS, FieldEW, FieldResult, FieldReserve}, q.Fields)
		s := *q.Score
		want := s.Points
		reserve := q.Pending + s.Reserve
		if s.Result != engine.Litige {
			winner := q.Facts.Taker
			if s.Result == engine.Failed {
				winner = winner.Other()
			}
			want[winner] += q.Pending
			reserve = 0
			assert.Equal(t, engine.Collected{Team: winner, Points: q.Pending}, q.Collected)
		}
		assert.Equal(t, []int{want[engine.NS], want[engine.EW], reserve}, q.Answer)
		got, err := ParseTyped(FR, q.AnswerText(FR), q.Fields, 0)
		require.NoError(t, err)
		assert.True(t, q.Check(got), q.AnswerText(FR))
		got.Nums[2] += 10
		assert.False(t, q.Check(got), "a wrong reserve is wrong")
		lines := QuestionExplanation(FR, Display{Lang: FR, Face: v.Face}, &q)
		assert.Contains(t, lines[len(lines)-1], "(K7)")
		assert.Contains(t, strings.Join(QuestionInfo(FR, Display{Lang: FR, Face: v.Face}, &q), "\n"), fmt.Sprint(q.Pending)+" points (K7)")
	}
	// Another litige: the reserves add up.
	q := Question{Kind: QuizReserve, Pending: 81, Score: &engine.Score{Result: engine.Litige, Reserve: 91}, Collected: engine.Collected{Team: engine.NoTeam}}
	assert.Contains(t, reserveLine(EN, &q), "81 + 91 = 172 points wait")
	assert.NotContains(t, QuizKindsFor(engine.MustBuiltin("classique")), QuizReserve)
	assert.Contains(t, QuizKindsFor(v), QuizReserve)
}

// The C3 line beside a Spanish deal names the ranks as Moroccan players do, with the reference's
// points; beside a French deal it is the reference's own line.
func TestRuleLineInTheSpanishFace(t *testing.T) {
	es := RuleLineIn(FR, Display{Lang: FR, Face: engine.Spanish}, engine.C3)
	assert.Contains(t, es, "À l'atout\u00a0: sota 6 as 7 rey caballo 5 4 (20, 14, 11, 10, 4, 3, 0, 0)")
	assert.Contains(t, es, "Ailleurs\u00a0: as 7 rey caballo sota 6 5 4 (11, 10, 4, 3, 2, 0, 0, 0)")
	assert.Equal(t, RuleLine(EN, engine.C3), RuleLineIn(EN, Display{Lang: EN}, engine.C3))
	assert.Contains(t, RuleLine(EN, engine.C3), "At trump: J 9 A 10 K Q 8 7 (20, 14, 11, 10, 4, 3, 0, 0)", "the same figures as the reference")
}
