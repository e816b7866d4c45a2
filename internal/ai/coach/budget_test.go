package coach

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// playedDeal is a whole deal played by intermédiaire bots.
func playedDeal(t *testing.T, v *engine.Variant, seed uint64) *engine.Deal {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 100 {
		var players [4]bot.Player
		for s := range players {
			players[s] = bot.New(bot.Intermediaire, rng.Uint64())
		}
		d, err := bot.PlayDeal(v, engine.Seat(rng.IntN(4)), bot.Shuffled(rng), players, nil)
		require.NoError(t, err)
		if d.Phase == engine.Finished {
			return d
		}
	}
	t.Fatal("no deal played")
	return nil
}

// Within the budget each card is judged exactly when its layouts are few, else on a count of
// samples the stop may end at (First, 2·First… Max), and then its verdict is the evaluator's on
// that many samples from the same seed.
func TestJudgeInBudgetIsEvaluateOnItsSamples(t *testing.T) {
	d := playedDeal(t, engine.MustBuiltin("classique"), 3)
	ev := evaluate.New(0)
	ctx := context.Background()
	sampled := 0
	for _, m := range Moments(d, engine.South, d.Retourne) {
		b := BudgetFor(m.Pos.Hand.Len())
		v, err := JudgeInBudget(ctx, ev, m, b, 9, 0)
		require.NoError(t, err)
		l, err := evaluate.NewLayouts(m.Pos)
		require.NoError(t, err)
		o := evaluate.Options{}
		if v.Result.Exact {
			assert.LessOrEqual(t, l.Count(), uint64(b.Max), "trick %d", m.Trick)
		} else {
			sampled++
			assert.Greater(t, l.Count(), uint64(b.Max), "trick %d", m.Trick)
			assert.Contains(t, stops(b), v.Result.Layouts, "trick %d", m.Trick)
			o = evaluate.Options{Samples: v.Result.Layouts, Seed: 9}
		}
		r, err := ev.EvaluateLayouts(ctx, l, o)
		require.NoError(t, err)
		assert.Equal(t, verdictOf(m, r), v, "trick %d", m.Trick)
	}
	assert.Positive(t, sampled, "an early card of a whole deal has more layouts than its budget")
}

// stops lists the sample counts a sequential judgement within b may end at.
func stops(b Budget) []int {
	var out []int
	for n := b.First; ; n = min(2*n, b.Max) {
		out = append(out, n)
		if n == b.Max {
			return out
		}
	}
}

func TestSettled(t *testing.T) {
	assert.True(t, settled(5, 4, 25, 100), "the interval excludes 0")
	assert.True(t, settled(0.5, 4, 25, 100), "cannot exclude 0 within 100: 0.5 < 4·√(25/100)")
	assert.False(t, settled(3, 4, 25, 100), "may still exclude 0 at 100")
	assert.True(t, settled(3, 4, 100, 100), "the budget is spent")
}
