package evaluate_test

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/belote-trainer/belote/engine"
	. "github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/stretchr/testify/require"
)

// TestMakesCountsTheLayouts: on random positions of every variant, each card's Makes is the
// number of layouts (as Visit sees them, one by one) where its value reaches the need, and a
// Utility does not change it (it counts trick points).
func TestMakesCountsTheLayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 4))
	ev := New(2)
	tried := 0
	for _, v := range evalcheck.Variants() {
		for i := range 3 {
			p := evalcheck.RandomPosition(rng, v, 19+rng.IntN(9), i%2 == 1).Pos
			l, err := NewLayouts(p)
			require.NoError(t, err)
			if l.Count() > 400 {
				continue
			}
			tried++
			need := 5 + rng.IntN(40)
			var mu sync.Mutex
			want := map[engine.Card]int{}
			visit := func(_ int, _ [4]engine.Set, vals []solve.CardValue) {
				mu.Lock()
				defer mu.Unlock()
				for _, cv := range vals {
					if cv.Value >= need {
						want[cv.Card]++
					}
				}
			}
			r, err := ev.EvaluateLayouts(context.Background(), l, Options{Need: need, Visit: visit})
			require.NoError(t, err)
			require.Equal(t, need, r.Need)
			for _, cr := range r.Cards {
				require.Equal(t, want[cr.Card], cr.Makes, "%s, need %d", cr.Card, need)
			}
			negate := func(_ [4]engine.Set, vals []solve.CardValue) {
				for i := range vals {
					vals[i].Value = -vals[i].Value
				}
			}
			u, err := ev.EvaluateLayouts(context.Background(), l, Options{Need: need, Utility: negate})
			require.NoError(t, err)
			for i, cr := range u.Cards {
				require.Equal(t, r.Cards[i].Makes, cr.Makes, "Makes counts trick points, not the utility")
			}
			all, err := ev.EvaluateLayouts(context.Background(), l, Options{})
			require.NoError(t, err)
			for _, cr := range all.Cards {
				require.Equal(t, all.Layouts, cr.Makes, "a need of 0 is reached in every layout")
			}
		}
	}
	require.GreaterOrEqual(t, tried, 6)
}

// The position of TestGoal: NS took; two tricks played, NS won the first (A♠ 10♠ K♠ 7♠: 25
// points), West the second (8♦ A♦ 7♦ 10♦: 21 points).
func goalPosition(t *testing.T) Position {
	hist := []Trick{
		{Leader: engine.South, Cards: mustCards(t, "AS 7S 10S KS")},
		{Leader: engine.South, Cards: mustCards(t, "8D AD 7D 10D")},
	}
	return Position{Variant: engine.MustBuiltin("classique"), Trump: engine.Hearts, Seat: engine.West, History: hist,
		Hand:  engine.SetOf(mustCards(t, "7H 8H 9H 7C 8C 9C")...),
		Trick: Trick{Leader: engine.West}}
}

func TestGoal(t *testing.T) {
	p := goalPosition(t)
	require.NoError(t, p.Validate())
	require.Equal(t, [2]int{25, 21}, p.Taken())
	// West defends: NS fail at 81 or less, so EW need 81 - 21 = 60 of the 116 left (K3).
	n, err := p.Need(engine.NS, engine.NoTeam, [2][]engine.Announcement{})
	require.NoError(t, err)
	require.Equal(t, 60, n)
	// With the defence's belote NS need 92 trick points: EW break it at 71 - 21 = 50.
	n, err = p.Need(engine.NS, engine.EW, [2][]engine.Announcement{})
	require.NoError(t, err)
	require.Equal(t, 50, n)
	g := p.Goal(engine.EW, engine.NoTeam, [2][]engine.Announcement{})
	require.Equal(t, engine.EW, g.Side)
	n, err = p.Need(engine.EW, engine.NoTeam, [2][]engine.Announcement{})
	require.NoError(t, err)
	require.Equal(t, 82-21, n, "West's team took: 82 (K3)")
}
