package coach

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/belote-trainer/belote/internal/testkit/race"
)

// TestExactVerdictsAgreeWithBruteForce: where the coach judges a card on every layout, its
// figures are those of an independent enumeration: the layouts listed by brute force
// (evalcheck.BruteLayouts, which restates §3 without engine.Legal), each card followed by a
// perfect line (engine/solve) and the whole deal replayed and scored by the engine (engine.Replay,
// Deal.Score: K1–K7), not by evaluate.Scorer; the loss and the verdict follow from those means.
func TestExactVerdictsAgreeWithBruteForce(t *testing.T) {
	names := engine.BuiltinNames
	if testing.Short() {
		names = []string{"classique", "marocaine"}
	}
	ev := evaluate.New(0)
	checked := 0
	for i, name := range names {
		d := playedDeal(t, engine.MustBuiltin(name), uint64(11+i))
		for _, m := range Moments(d, engine.South, d.Retourne) {
			if m.Trick < 2 {
				continue // the declarations of the first trick are the layout's (A4): the replay needs them said
			}
			vd, err := JudgeInBudget(context.Background(), ev, m, BudgetFor(m.Pos.Hand.Len()), 0)
			require.NoError(t, err)
			if !vd.Result.Exact || vd.Result.Layouts > 1000 {
				continue
			}
			checked++
			brute := evalcheck.BruteLayouts(&m.Pos)
			require.Len(t, brute, vd.Result.Layouts, "%s trick %d", name, m.Trick)
			for _, cs := range vd.Cards {
				sum := 0
				for _, hands := range brute {
					sum += replayedGap(t, d, m, hands, cs.Card)
				}
				assert.InDelta(t, float64(sum)/float64(len(brute)), cs.Score, 1e-9, "%s trick %d card %s", name, m.Trick, cs.Card)
			}
			assert.InDelta(t, vd.BestValue-vd.Value, vd.Loss, 1e-9)
			assert.Zero(t, vd.LossSE, "exact: no sampling error")
			assert.Equal(t, vd.Loss > Threshold, vd.Significant, "%s trick %d", name, m.Trick)
		}
	}
	t.Logf("%d exact verdicts checked", checked)
	assert.GreaterOrEqual(t, checked, 4)
}

// replayedGap plays card c in the layout hands of m's position, then the solver's perfect line to
// the end, replays the whole deal and returns the seat's team's score less the other's.
func replayedGap(t *testing.T, d *engine.Deal, m Moment, hands [4]engine.Set, c engine.Card) int {
	t.Helper()
	p := &m.Pos
	pos := solve.Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: p.Trick.Leader, Trick: p.Trick.Cards}
	var line []engine.Card
	if next := pos.Play(c); next.Hands != [4]engine.Set{} {
		var err error
		line, err = solve.Line(context.Background(), next)
		require.NoError(t, err)
	}
	var play []engine.Card
	for _, tr := range p.History {
		play = append(play, tr.Cards...)
	}
	play = append(append(append(play, p.Trick.Cards...), c), line...)
	start := hands // the layout, and back in each hand the cards its seat had played
	for _, pc := range play[:len(play)-len(line)-1] {
		for _, s := range engine.Seats {
			if d.Dealt[s].Has(pc) {
				start[s] = start[s].Add(pc)
			}
		}
	}
	rd, _, err := engine.Replay(d.Variant, engine.ReplayInput{Dealer: d.Dealer, Trump: d.Trump, Taker: d.Taker, Hands: start, Play: play, Declared: d.Declared, Belote: true})
	require.NoError(t, err)
	sc, err := rd.Score()
	require.NoError(t, err)
	team := m.Seat.Team()
	return sc.Points[team] - sc.Points[team.Other()]
}

// TestTakersTrumpLeadIsNoMistake: at marocaine, the taker who leads the jack of trumps (the sota,
// to draw the defence's trumps, as lesson 29 teaches) is not called wrong, on self-played deals
// where the intermédiaire taker did so (the old coach, on trick points alone, flagged it). Eight
// cards in hand are the coach's dearest verdicts: a long check of .ci/run, not under -short or
// -race.
func TestTakersTrumpLeadIsNoMistake(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("three first-trick verdicts: run in full without -race (.ci/run)")
	}
	v := engine.MustBuiltin("marocaine")
	seeds := []uint64{10, 16, 39}
	ev := evaluate.New(0)
	for _, seed := range seeds {
		d := playedDeal(t, v, seed)
		require.Equal(t, engine.South, d.Taker, "seed %d", seed)
		led := 0
		for _, m := range Moments(d, engine.South, d.Retourne) {
			if m.Card != engine.NewCard(engine.Jack, d.Trump) || len(m.Pos.Trick.Cards) > 0 {
				continue
			}
			led++
			vd, err := JudgeInBudget(context.Background(), ev, m, BudgetFor(m.Pos.Hand.Len()), 0)
			require.NoError(t, err)
			assert.False(t, vd.Significant, "seed %d trick %d: loss %.1f ± %.1f", seed, m.Trick, vd.Loss, vd.LossSE)
		}
		assert.Equal(t, 1, led, "seed %d: South led the sota of trumps", seed)
	}
}
