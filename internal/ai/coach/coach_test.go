package coach

import (
	"context"
	"testing"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	require.NoError(t, err)
	return cs
}

// suitDeal is a deal where each seat holds one suit (W the trumps), W ruffs the first trick and
// then leads every trump; W says belote with Q♥ at trick 6 and rebelote with K♥ at trick 7.
func suitDeal(t *testing.T, v *engine.Variant) *engine.Deal {
	t.Helper()
	hands := [4]engine.Set{engine.SuitSet(engine.Spades), engine.SuitSet(engine.Diamonds), engine.SuitSet(engine.Clubs), engine.SuitSet(engine.Hearts)}
	play := mustCards(t, "7S 7D 7C 7H 8H 8S 8D 8C 9H 9S 9D 9C 10H 10S 10D 10C JH JS JD JC QH QS QD QC KH KS KD KC AH AS AD AC")
	d, _, err := engine.Replay(v, engine.ReplayInput{Dealer: engine.West, Trump: engine.Hearts, Taker: engine.West, Hands: hands, Play: play, Belote: true})
	require.NoError(t, err)
	return d
}

func TestMoments(t *testing.T) {
	d := suitDeal(t, engine.MustBuiltin("classique"))
	ms := Moments(d, engine.South, engine.MustCard("AH"))
	require.Len(t, ms, 8)
	for i, m := range ms {
		assert.Equal(t, i+1, m.Trick)
		assert.Equal(t, engine.NewCard(engine.Seven+engine.Rank(i), engine.Clubs), m.Card)
		assert.Equal(t, 8-i, m.Pos.Hand.Len())
		assert.Len(t, m.Pos.History, i)
		require.NoError(t, m.Pos.Validate())
		want := engine.SetOf(engine.MustCard("AH")) // the retourne, with the taker until played (T3)
		if i == 5 || i == 6 {
			// After belote with Q♥ (trick 6), K♥ is known until played at trick 7 (B1); at trick
			// 6 South plays last, so Q♥ is already down.
			want = want.Add(engine.MustCard("KH"))
		}
		if i == 6 {
			want = want.Remove(engine.MustCard("KH")) // K♥ was led at trick 7, before South
		}
		if i == 7 {
			want = 0 // A♥ was led at trick 8
		}
		assert.Equal(t, want, m.Pos.Known[engine.West], "trick %d", i+1)
	}
	// West's own view: nothing of its own hand is "known".
	for _, m := range Moments(d, engine.West, engine.MustCard("AH")) {
		assert.Zero(t, m.Pos.Known[engine.West])
	}
}

// TestMomentsAnnouncements: the cards of the announcements that score are known from the second
// trick on, until played (A4, A6); those of the team that does not score are not.
func TestMomentsAnnouncements(t *testing.T) {
	v := engine.MustBuiltin("annonces")
	hands := [4]engine.Set{engine.SuitSet(engine.Spades), engine.SuitSet(engine.Diamonds), engine.SuitSet(engine.Clubs), engine.SuitSet(engine.Hearts)}
	play := mustCards(t, "7S 7D 7C 7H 8H 8S 8D 8C 9H 9S 9D 9C 10H 10S 10D 10C JH JS JD JC QH QS QD QC KH KS KD KC AH AS AD AC")
	// N and W each declare a cent of eight cards to the ace; W's is in trumps and scores (A5
	// step 4, A6).
	spades, err := engine.ParseAnnouncement(engine.SuitSet(engine.Spades).Cards())
	require.NoError(t, err)
	cent, err := engine.ParseAnnouncement(engine.SuitSet(engine.Hearts).Cards())
	require.NoError(t, err)
	in := engine.ReplayInput{Dealer: engine.West, Trump: engine.Hearts, Taker: engine.West, Hands: hands, Play: play}
	in.Declared[engine.North] = []engine.Announcement{spades}
	in.Declared[engine.West] = []engine.Announcement{cent}
	d, _, err := engine.Replay(v, in)
	require.NoError(t, err)
	ms := Moments(d, engine.South, engine.NoCard)
	assert.Zero(t, ms[0].Pos.Known, "trick 1: announcements are not compared yet")
	assert.Equal(t, engine.SetOf(mustCards(t, "9H 10H JH QH KH AH")...), ms[1].Pos.Known[engine.West], "trick 2: 7H and 8H played")
	assert.Zero(t, ms[1].Pos.Known[engine.North], "North's cent does not score")
	assert.Equal(t, engine.SetOf(mustCards(t, "QH KH AH")...), ms[4].Pos.Known[engine.West], "trick 5: J♥ led before South")
}

func TestJudge(t *testing.T) {
	d := suitDeal(t, engine.MustBuiltin("classique"))
	ms := Moments(d, engine.South, engine.NoCard)
	vs, err := Judge(context.Background(), evaluate.New(1), ms[1:], Options{Samples: 2, Seed: 1})
	require.NoError(t, err)
	require.Len(t, vs, 7)
	for _, v := range vs {
		assert.True(t, v.Result.Exact)
		assert.Zero(t, v.Loss)
	}
}
