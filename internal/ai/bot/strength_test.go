package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// match plays games between two teams of bots and returns NS's wins and each team's points per
// deal played (collected reserves included).
func match(t *testing.T, v *engine.Variant, games int, ns, ew func(seat engine.Seat, g int) Player) (int, [2]float64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(2026, 11))
	wins, deals := 0, 0
	var points [2]int
	for g := range games {
		var players [4]Player
		for _, s := range engine.Seats {
			if s.Team() == engine.NS {
				players[s] = ns(s, g)
			} else {
				players[s] = ew(s, g)
			}
		}
		rec, err := PlayGame(v, players, rng, CheckInvariants)
		require.NoError(t, err)
		if rec.Winner == engine.NS {
			wins++
		}
		for _, dr := range rec.Deals {
			if dr.Score.Result == engine.Passed {
				continue
			}
			deals++
			for team := range 2 {
				points[team] += dr.Score.Points[team]
				if dr.Collected.Team == engine.Team(team) {
					points[team] += dr.Collected.Points
				}
			}
		}
	}
	return wins, [2]float64{float64(points[0]) / float64(deals), float64(points[1]) / float64(deals)}
}

func level(l Level) func(engine.Seat, int) Player {
	return func(s engine.Seat, g int) Player { return New(l, uint64(g*4)+uint64(s)) }
}

// TestStrengthOrder measures the levels against each other (docs/bots.md gives the full
// measurement, made with `belote selfplay`). Skipped under -short.
func TestStrengthOrder(t *testing.T) {
	if testing.Short() {
		t.Skip("a measurement")
	}
	v := engine.MustBuiltin("classique")
	wins, pts := match(t, v, 200, level(Intermediaire), level(Debutant))
	t.Logf("intermédiaire vs débutant: %d/200 games, points per deal %.1f vs %.1f", wins, pts[0], pts[1])
	require.Greater(t, wins, 120, "intermédiaire must beat débutant clearly")
	// The fort bot, bounded for the test's time: 6 samples from 5 cards in hand.
	fort := func(s engine.Seat, g int) Player {
		return NewFort(uint64(g*4)+uint64(s), FortOptions{Samples: 6, FromCards: 5})
	}
	wins, pts = match(t, v, 40, fort, level(Debutant))
	t.Logf("fort (6 samples from 5 cards) vs débutant: %d/40 games, points per deal %.1f vs %.1f", wins, pts[0], pts[1])
	require.Greater(t, wins, 26, "fort must beat débutant clearly")
}
