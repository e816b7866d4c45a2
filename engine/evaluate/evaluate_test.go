package evaluate_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/belote-trainer/belote/engine"
	. "github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/stretchr/testify/require"
)

// TestExactAgreesWithBruteForce: on random mid-deal positions of every variant, the exact
// evaluation finds the same layouts as a brute-force enumeration checked by a restatement of §3
// (naiveLegal), and the same mean value and best share for every legal card.
func TestExactAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	ev := New(2)
	perVariant := 12
	if testing.Short() {
		perVariant = 4
	}
	for _, v := range evalcheck.Variants() {
		for i := range perVariant {
			g := evalcheck.RandomPosition(rng, v, 19+rng.IntN(11), i%2 == 1)
			p := g.Pos
			t.Run(fmt.Sprintf("%s/%d", v.Name, i), func(t *testing.T) {
				brute := evalcheck.BruteLayouts(&p)
				require.Contains(t, brute, g.Hands, "the true hands are a consistent layout")
				r, err := ev.Evaluate(context.Background(), p, Options{})
				require.NoError(t, err)
				require.True(t, r.Exact)
				require.Equal(t, len(brute), r.Layouts, "layouts")
				sums, best, err := evalcheck.Values(&p, brute)
				require.NoError(t, err)
				require.Len(t, r.Cards, len(sums))
				n := float64(len(brute))
				for _, cr := range r.Cards {
					require.InDelta(t, float64(sums[cr.Card])/n, r.Mean(cr), 1e-6, "mean of %s", cr.Card)
					require.InDelta(t, float64(best[cr.Card])/n, r.Share(cr), 1e-6, "share of %s", cr.Card)
				}
			})
		}
	}
}

// TestCountMatchesEach: the count worked out group by group is the number of layouts listed, and
// no layout is listed twice, from the first trick to the last.
func TestCountMatchesEach(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for _, v := range evalcheck.Variants() {
		for range 20 {
			g := evalcheck.RandomPosition(rng, v, 12+rng.IntN(20), rng.IntN(2) == 0)
			l, err := NewLayouts(g.Pos)
			require.NoError(t, err)
			if l.Count() > 50000 {
				continue
			}
			seen := map[[4]engine.Set]bool{}
			l.Each(func(h [4]engine.Set) bool {
				require.False(t, seen[h], "layout listed twice")
				seen[h] = true
				return true
			})
			require.Equal(t, l.Count(), uint64(len(seen)))
			require.True(t, seen[g.Hands], "the true hands are listed")
		}
	}
}

// TestDrawIsUniform draws many layouts of small positions where the play rules out most ways to
// deal the unseen cards (voids read from the play), and checks by a chi-square test against the exact list that
// each consistent layout comes up equally often, and that no other layout does.
func TestDrawIsUniform(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 12))
	tested := 0
	for tries := 0; tested < 3 && tries < 5000; tries++ {
		v := evalcheck.Variants()[tries%5]
		g := evalcheck.RandomPosition(rng, v, 16+rng.IntN(8), false)
		l, err := NewLayouts(g.Pos)
		require.NoError(t, err)
		if l.Count() < 20 || l.Count() > 400 || l.Count()*3 > freeLayouts(&g.Pos) {
			continue
		}
		tested++
		brute := evalcheck.BruteLayouts(&g.Pos)
		require.Equal(t, uint64(len(brute)), l.Count())
		index := map[[4]engine.Set]int{}
		for i, h := range brute {
			index[h] = i
		}
		draws := 200 * len(brute)
		freq := make([]int, len(brute))
		for range draws {
			h, err := l.Draw(rng)
			require.NoError(t, err)
			i, ok := index[h]
			require.True(t, ok, "drawn layout is not consistent")
			freq[i]++
		}
		want := float64(draws) / float64(len(brute))
		chi := 0.0
		for _, f := range freq {
			chi += (float64(f) - want) * (float64(f) - want) / want
		}
		df := float64(len(brute) - 1)
		// Mean df, standard deviation sqrt(2 df): 6 deviations above is far out of reach of a
		// uniform draw, and well within reach of a biased one at 200 draws per layout.
		require.Less(t, chi, df+6*math.Sqrt(2*df), "chi-square over %d layouts", len(brute))
	}
	require.Equal(t, 3, tested, "not enough test positions found")
}

// freeLayouts counts the ways to deal the unseen cards that are not known with each seat's count,
// ignoring the play: C(n, k1) C(n-k1, k2).
func freeLayouts(p *Position) uint64 {
	counts := p.Counts()
	n := 0
	for s := range counts {
		counts[s] -= p.Known[s].Len()
		n += counts[s]
	}
	ways := uint64(1)
	for _, k := range counts {
		for i := range k {
			ways = ways * uint64(n-i) / uint64(i+1)
		}
		n -= k
	}
	return ways
}

// TestWorkersDoNotChangeResult: the same seed gives the same result on one worker or three.
func TestWorkersDoNotChangeResult(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	g := evalcheck.RandomPosition(rng, engine.MustBuiltin("marocaine"), 13, true)
	o := Options{Samples: 40, Seed: 9}
	a, err := New(1).Evaluate(context.Background(), g.Pos, o)
	require.NoError(t, err)
	b, err := New(3).Evaluate(context.Background(), g.Pos, o)
	require.NoError(t, err)
	require.Equal(t, a, b)
	require.False(t, a.Exact)
	require.Equal(t, 40, a.Layouts)
	o.Seed = 10
	c, err := New(2).Evaluate(context.Background(), g.Pos, o)
	require.NoError(t, err)
	require.NotEqual(t, a.Cards, c.Cards, "another seed draws other layouts")
}

// TestExactUpTo: with samples asked, a position with few layouts is evaluated exactly.
func TestExactUpTo(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	g := evalcheck.RandomPosition(rng, engine.MustBuiltin("classique"), 26, false)
	l, err := NewLayouts(g.Pos)
	require.NoError(t, err)
	ev := New(1)
	r, err := ev.EvaluateLayouts(context.Background(), l, Options{Samples: 500, ExactUpTo: int(l.Count())})
	require.NoError(t, err)
	require.True(t, r.Exact)
	require.Equal(t, int(l.Count()), r.Layouts)
	r, err = ev.EvaluateLayouts(context.Background(), l, Options{Samples: 500, ExactUpTo: int(l.Count()) - 1})
	require.NoError(t, err)
	require.False(t, r.Exact)
	require.Equal(t, 500, r.Layouts)
}

// mustCards reads a card list for a test.
func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	require.NoError(t, err)
	return cs
}

// TestInference: a discard on a led suit shows a void there (P1), and a seat known to hold a card
// of the led suit cannot have discarded (no layout).
func TestInference(t *testing.T) {
	p := discardPosition(t)
	l, err := NewLayouts(p)
	require.NoError(t, err)
	seen := 0
	clubsOrTrumps := engine.SuitSet(engine.Clubs) | engine.SuitSet(engine.Hearts)
	l.Each(func(h [4]engine.Set) bool {
		require.Zero(t, h[engine.East]&clubsOrTrumps, "E showed a void in clubs and in trumps")
		seen++
		return true
	})
	require.Equal(t, int(l.Count()), seen)
	require.Positive(t, seen)

	p.Known[engine.East] = engine.SetOf(engine.MustCard("KC"))
	_, err = NewLayouts(p)
	require.ErrorIs(t, err, ErrNoLayout)
}

// discardPosition: W leads 7♣, N plays A♣, E discards 7♦ (void in clubs: P1; holds no trump,
// since N is master and E's partner is not: P7), S 8♣; North to lead.
func discardPosition(t *testing.T) Position {
	hist := []Trick{{Leader: engine.West, Cards: mustCards(t, "7C AC 7D 8C")}}
	return Position{Variant: engine.MustBuiltin("classique"), Trump: engine.Hearts, Seat: engine.North, History: hist,
		Hand:  engine.SetOf(mustCards(t, "9S 10S QS 7H AD 9D 10D")...),
		Trick: Trick{Leader: engine.North}}
}

// TestUnread: a card left unread no longer rules layouts out: East's discard of 7♦ on a club lead
// showed a void in clubs and in trumps; unread, East may hold both again, every layout of the read
// position is still one, and the known K♣ that made the position impossible is possible again.
func TestUnread(t *testing.T) {
	p := discardPosition(t)
	read, err := NewLayouts(p)
	require.NoError(t, err)
	unread, err := NewLayoutsUnread(p, engine.SetOf(engine.MustCard("7D")))
	require.NoError(t, err)
	require.Greater(t, unread.Count(), read.Count())
	clubsOrTrumps := engine.SuitSet(engine.Clubs) | engine.SuitSet(engine.Hearts)
	require.NotZero(t, unread.MayHold(engine.East)&clubsOrTrumps)
	read.Each(func(h [4]engine.Set) bool {
		require.True(t, unread.Consistent(h))
		return true
	})
	same, err := NewLayoutsUnread(p, 0)
	require.NoError(t, err)
	require.Equal(t, read.Count(), same.Count())

	p.Known[engine.East] = engine.SetOf(engine.MustCard("KC"))
	_, err = NewLayoutsUnread(p, engine.SetOf(engine.MustCard("7D")))
	require.NoError(t, err)
}

// TestErrors: bad positions and an exact evaluation over the limit are refused with a reason.
func TestErrors(t *testing.T) {
	v := engine.MustBuiltin("classique")
	full := Position{Variant: v, Trump: engine.Hearts, Seat: engine.South, Hand: engine.SetOf(mustCards(t, "7S 8S 9S 10S JS QS KS AS")...),
		Trick: Trick{Leader: engine.South}}
	_, err := New(1).Evaluate(context.Background(), full, Options{})
	var tm *TooManyError
	require.ErrorAs(t, err, &tm)
	require.Equal(t, uint64(9465511770), tm.Count) // 24! / (8!)^3
	require.Equal(t, DefaultLimit, tm.Limit)

	bad := full
	bad.Seat = engine.North
	require.ErrorContains(t, bad.Validate(), "next to play")
	bad = full
	bad.Known[engine.South] = engine.SetOf(engine.MustCard("7H"))
	require.ErrorContains(t, bad.Validate(), "player to move")
	bad = full
	bad.Known[engine.North] = engine.SetOf(engine.MustCard("7S"))
	require.ErrorContains(t, bad.Validate(), "not unseen")
	bad = full
	bad.Known[engine.North] = engine.SetOf(engine.MustCard("7H"))
	bad.Known[engine.East] = engine.SetOf(engine.MustCard("7H"))
	require.ErrorContains(t, bad.Validate(), "two hands")
	bad = full
	bad.Hand = bad.Hand.Remove(engine.MustCard("7S"))
	require.ErrorContains(t, bad.Validate(), "holds 7 cards")
	bad = full
	bad.History = []Trick{{Leader: engine.West, Cards: mustCards(t, "AC 7C 8C KC")}}
	require.ErrorContains(t, bad.Validate(), "won history[0]")

	// W itself discarded 7♦ on a club lead while holding 9♣: its own play was illegal (P1).
	own := Position{Variant: v, Trump: engine.Hearts, Seat: engine.West,
		History: []Trick{{Leader: engine.East, Cards: mustCards(t, "AC 8C 7D JC")}},
		Hand:    engine.SetOf(mustCards(t, "7S 8S 9S 10S JS QS 9C")...),
		Trick:   Trick{Leader: engine.East, Cards: mustCards(t, "10C 8D")}}
	require.NoError(t, own.Validate())
	_, err = NewLayouts(own)
	require.ErrorIs(t, err, ErrNoLayout)
}

// TestCancel: a cancelled context stops the evaluation with its error.
func TestCancel(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := evalcheck.RandomPosition(rng, engine.MustBuiltin("classique"), 4, false)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New(2).Evaluate(ctx, g.Pos, Options{Samples: 50})
	require.True(t, errors.Is(err, context.Canceled), "got %v", err)
}
