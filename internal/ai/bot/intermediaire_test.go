package bot

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// One deal for the habits of the intermédiaire: trump ♥.
var habitHands = map[engine.Seat]string{
	engine.West:  "7S 8H 9H 10H JD QD KD AD",
	engine.North: "AS KS QS JS 10S 9S 7H 8C",
	engine.East:  "8S 7D 8D 9D 10D 9C JC QC",
	engine.South: "10C 7C KC AC JH QH KH AH",
}

func habitDeal(t *testing.T, dealer, taker engine.Seat, plays string) *engine.Deal {
	t.Helper()
	var hands [4]engine.Set
	for s, text := range habitHands {
		cards, _, err := engine.ParseCards(text)
		require.NoError(t, err)
		hands[s] = engine.SetOf(cards...)
	}
	d, err := engine.StartPlay(engine.MustBuiltin("classique"), dealer, engine.Hearts, taker, hands)
	require.NoError(t, err)
	if plays != "" {
		cards, _, err := engine.ParseCards(plays)
		require.NoError(t, err)
		for _, c := range cards {
			require.NoError(t, d.Play(d.Turn, engine.Move{Card: c}))
		}
	}
	return d
}

func TestIntermediaireHabits(t *testing.T) {
	for _, row := range []struct {
		name          string
		dealer, taker engine.Seat
		plays, want   string
	}{
		{"charge the master partner as last player (P4)", engine.South, engine.North, "7S AS 8S", "AC"},
		{"partner master but beatable: play low, no trump (P4)", engine.West, engine.North, "9S 8S", "7C"},
		{"lead a master ace", engine.East, engine.North, "", "AC"},
		{"the taker draws trumps with the master trump", engine.East, engine.South, "", "JH"},
		{"the trick is lost: save points (P1)", engine.South, engine.North, "AD 7H", "7D"},
	} {
		t.Run(row.name, func(t *testing.T) {
			d := habitDeal(t, row.dealer, row.taker, row.plays)
			got := heuristicCard(ViewOf(d))
			require.Equal(t, engine.MustCard(row.want), got, "%s played", d.Turn)
		})
	}
}

func TestBiddingOnStrength(t *testing.T) {
	hand := func(text string) engine.Set {
		cards, _, err := engine.ParseCards(text)
		require.NoError(t, err)
		return engine.SetOf(cards...)
	}
	v := engine.MustBuiltin("classique")
	strong := BidView{Variant: v, Round: 1, Hand: hand("JH 9H AS 7C 8D"), Retourne: engine.MustCard("KH")}
	require.Equal(t, engine.Hearts, bidOnStrength(strong, intermediaireTakes))
	weak := BidView{Variant: v, Round: 1, Hand: hand("7S 8S 9C 10D QD"), Retourne: engine.MustCard("7H")}
	require.Equal(t, engine.NoSuit, bidOnStrength(weak, intermediaireTakes))
	// Round 2: another suit than the retourne's (T5).
	second := BidView{Variant: v, Round: 2, Hand: hand("JS 9S AS 10S 7C"), Retourne: engine.MustCard("7H")}
	require.Equal(t, engine.Spades, bidOnStrength(second, intermediaireTakes))
	// Strength 8 in round 1 (two low trumps, two side aces): the intermédiaire takes, the fort
	// passes (fortTakes).
	thin := BidView{Variant: v, Round: 1, Hand: hand("JS AS QH AD 9C"), Retourne: engine.MustCard("8D")}
	require.Equal(t, engine.Diamonds, bidOnStrength(thin, intermediaireTakes))
	require.Equal(t, engine.NoSuit, NewFort(1, FortOptions{}).Bid(thin))
}
