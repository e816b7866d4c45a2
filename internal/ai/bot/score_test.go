package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/engine/solve"
)

// TestScoreUtilityMatchesEngine plays deals with intermédiaire bots (which declare their best and say
// belote, as the scorer assumes) and checks, at every card, that the fort bot's utility (evaluate.Scorer) given the true hands
// and the trick points the team went on to win from there gives the engine's final score.
func TestScoreUtilityMatchesEngine(t *testing.T) {
	for _, name := range []string{"classique", "annonces", "marocaine"} {
		v := engine.MustBuiltin(name)
		rng := rand.New(rand.NewPCG(5, 6))
		players := seats(Intermediaire, 3)
		checked := 0
		for range 40 {
			d, err := engine.NewDeal(v, engine.Seat(rng.IntN(4)), random.Deck(rng))
			require.NoError(t, err)
			for d.Phase == engine.Bidding1 || d.Phase == engine.Bidding2 {
				require.NoError(t, d.Bid(d.Turn, players[d.Turn].Bid(BidViewOf(d))))
			}
			type turn struct {
				view  View
				hands [4]engine.Set
			}
			var turns []turn
			for d.Phase == engine.Playing {
				vw := ViewOf(d)
				turns = append(turns, turn{vw, d.Hands})
				require.NoError(t, d.Play(d.Turn, players[d.Turn].Play(vw)))
			}
			if d.Phase != engine.Finished {
				continue
			}
			sc, err := d.Score()
			require.NoError(t, err)
			f, err := d.Facts()
			require.NoError(t, err)
			for _, tu := range turns {
				team := tu.view.Seat.Team()
				value := f.TrickPoints[team] - wonSoFar(tu.view, team)
				vals := []solve.CardValue{{Card: tu.view.Hand.First(), Value: value}}
				scoreUtility(tu.view)(tu.hands, vals)
				want := scoreWeight*(sc.Points[team]-sc.Points[team.Other()]) + value
				require.Equal(t, want, vals[0].Value, "%s: %s at trick %d, score %s", name, tu.view.Seat, len(tu.view.Tricks), sc)
				checked++
			}
		}
		require.Greater(t, checked, 500, name)
	}
}

// wonSoFar returns the trick points of the finished tricks that team won.
func wonSoFar(v View, team engine.Team) int {
	n := 0
	for i := range v.Tricks {
		if t := &v.Tricks[i]; t.N == 4 && t.Winner.Team() == team {
			n += t.Points
		}
	}
	return n
}
