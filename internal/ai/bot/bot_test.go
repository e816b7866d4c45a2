package bot

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
)

func seats(l Level, seed uint64) [4]Player {
	var p [4]Player
	for s := range p {
		p[s] = New(l, seed*4+uint64(s))
	}
	return p
}

// TestBotsPlayWholeGames plays games at every level and in every variant, checking the deal
// invariants after every trick; each game must end (K8).
func TestBotsPlayWholeGames(t *testing.T) {
	games := map[Level]int{Debutant: 200, Intermediaire: 200, Fort: 3}
	if testing.Short() {
		games = map[Level]int{Debutant: 6, Intermediaire: 6, Fort: 1}
	}
	for _, name := range engine.BuiltinNames {
		v := engine.MustBuiltin(name)
		for _, l := range Levels {
			t.Run(name+"/"+l.String(), func(t *testing.T) {
				players := seats(l, 7)
				if l == Fort {
					for s := range players {
						players[s] = NewFort(uint64(s), FortOptions{Samples: 4, FromCards: 5})
					}
				}
				rng := rand.New(rand.NewPCG(uint64(l), 99))
				deals := 0
				for range games[l] {
					rec, err := PlayGame(v, players, rng, CheckInvariants)
					require.NoError(t, err)
					require.NotEqual(t, engine.NoTeam, rec.Winner)
					require.GreaterOrEqual(t, rec.Final[rec.Winner], v.Target)
					deals += len(rec.Deals)
				}
				t.Logf("%d games, %d deals", games[l], deals)
			})
		}
	}
}

// TestBotsSeeOnlyTheirView plays from views: a bot's card is always legal and its
// announcements and belote are accepted by the engine (PlayDeal would fail otherwise); and the
// view never holds another seat's hand.
func TestViewHidesOtherHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	v := engine.MustBuiltin("annonces")
	for range 50 {
		d, err := engine.NewDeal(v, engine.North, random.Deck(rng))
		require.NoError(t, err)
		for d.Phase < engine.Playing {
			require.NoError(t, d.Bid(d.Turn, d.Retourne.Suit()))
		}
		for d.Phase == engine.Playing {
			view := ViewOf(d)
			require.Equal(t, d.Hands[d.Turn], view.Hand)
			for _, s := range engine.Seats {
				if s != d.Turn {
					require.Zero(t, view.Hand&d.Hands[s])
				}
			}
			// What the seat infers holds in the truth: the real hands are a consistent layout,
			// the cards the deal revealed are where they are said to be, and every card a seat
			// really holds is one it may hold; every layout drawn is consistent too.
			l, err := view.Layouts()
			require.NoError(t, err)
			require.True(t, l.Consistent(d.Hands), "the true hands are not a consistent layout")
			for _, s := range engine.Seats {
				require.Equal(t, l.Position().Known[s], d.Hands[s]&l.Position().Known[s], "wrong known card for %s", s)
				require.Equal(t, d.Hands[s], d.Hands[s]&l.MayHold(s), "wrong inference for %s", s)
			}
			hands, err := l.Draw(rng)
			require.NoError(t, err)
			require.True(t, l.Consistent(hands))
			for _, s := range engine.Seats {
				require.Equal(t, d.Hands[s].Len(), hands[s].Len(), "seat %s", s)
			}
			require.NoError(t, d.Play(d.Turn, New(Intermediaire, 3).Play(view)))
		}
	}
}

func TestParseLevel(t *testing.T) {
	for _, l := range Levels {
		got, err := ParseLevel(l.String())
		require.NoError(t, err)
		require.Equal(t, l, got)
	}
	got, err := ParseLevel("Débutant")
	require.NoError(t, err)
	require.Equal(t, Debutant, got)
	_, err = ParseLevel("expert")
	require.ErrorContains(t, err, "expert")
}

func TestInvariantsCatchABrokenDeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	d, err := engine.NewDeal(engine.MustBuiltin("classique"), engine.West, random.Deck(rng))
	require.NoError(t, err)
	require.NoError(t, d.Bid(d.Turn, d.Retourne.Suit()))
	require.NoError(t, CheckInvariants(d))
	d.Hands[engine.North] = d.Hands[engine.North].Add(d.Hands[engine.East].First())
	require.Error(t, CheckInvariants(d))
}

// With no time at all, the fort bot still plays a legal card (the heuristic one); without a
// budget it is deterministic for a seed.
func TestFortBudgetAndDeterminism(t *testing.T) {
	v := engine.MustBuiltin("classique")
	play := func(opts FortOptions) []engine.Card {
		rng := rand.New(rand.NewPCG(10, 10))
		var players [4]Player
		for s := range players {
			players[s] = NewFort(uint64(s), opts)
		}
		d, err := PlayDeal(v, engine.North, random.Deck(rng), players, CheckInvariants)
		require.NoError(t, err)
		return d.Record().Play
	}
	require.NotEmpty(t, play(FortOptions{Samples: 4, Budget: time.Nanosecond}))
	a := play(FortOptions{Samples: 3, FromCards: 6})
	require.Equal(t, a, play(FortOptions{Samples: 3, FromCards: 6}))
}
