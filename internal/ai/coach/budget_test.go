package coach

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// playedDeal is a whole deal played by intermédiaire bots.
func playedDeal(t testing.TB, v *engine.Variant, seed uint64) *engine.Deal {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 100 {
		var players [4]bot.Player
		for s := range players {
			players[s] = bot.New(bot.Intermediaire, rng.Uint64())
		}
		d, err := bot.PlayDeal(v, engine.Seat(rng.IntN(4)), random.Deck(rng), players, nil)
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
// that many samples from the position's seed (PositionSeed).
func TestJudgeInBudgetIsEvaluateOnItsSamples(t *testing.T) {
	d := playedDeal(t, engine.MustBuiltin("classique"), 3)
	ev := evaluate.New(0)
	ctx := context.Background()
	sampled := 0
	for _, m := range Moments(d, engine.South, d.Retourne) {
		b := BudgetFor(m.Pos.Hand.Len())
		if testing.Short() {
			b = Budget{Exact: 50, First: 8, Max: 32} // the same stops, on fewer layouts
		}
		v, err := JudgeInBudget(ctx, ev, m, b, 0)
		require.NoError(t, err)
		l, err := evaluate.NewLayouts(m.Pos)
		require.NoError(t, err)
		o := evaluate.Options{}
		if v.Result.Exact {
			assert.LessOrEqual(t, l.Count(), uint64(b.Exact), "trick %d", m.Trick)
			assert.Zero(t, v.Seed)
		} else {
			sampled++
			assert.Greater(t, l.Count(), uint64(b.Exact), "trick %d", m.Trick)
			assert.Contains(t, stops(b), v.Result.Layouts, "trick %d", m.Trick)
			assert.Equal(t, PositionSeed(&m.Pos), v.Seed)
			o = evaluate.Options{Samples: v.Result.Layouts, Seed: v.Seed}
		}
		r, err := ev.EvaluateLayouts(ctx, l, o)
		require.NoError(t, err)
		assert.Equal(t, r, v.Result, "trick %d", m.Trick)
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
