package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// A card that may not be played, picked in a best puzzle (open or seat), is told as such with the
// rule that forbids it, never as a card worth 0 points.
func TestIllegalPickSaysWhy(t *testing.T) {
	var p *puzzles.Puzzle
	var bad engine.Card
	for _, q := range builtinPuzzles(t) {
		if q.Kind != puzzles.KindBest || q.View == puzzles.ViewSeat {
			continue
		}
		hand := engine.SetOf(q.Hands[engine.South]...)
		if legal, _ := q.Variant.Legal(q.Trump, hand, q.Trick); legal != hand {
			p, bad = q, (hand &^ legal).First()
			break
		}
	}
	require.NotNil(t, p, "a best puzzle where a card of the hand is not legal")
	_, rule := p.Variant.Legal(p.Trump, engine.SetOf(p.Hands[engine.South]...), p.Trick)
	v, err := puzzles.Check(p, puzzles.Attempt{Cards: []engine.Card{bad}})
	require.NoError(t, err)
	d := Display{Lang: FR, Face: p.Face()}
	first := puzzleVerdict(FR, d, p, v, engine.SetOf(bad))
	assert.Contains(t, first, "tu ne peux pas jouer "+d.Name(bad)+" ici ("+rule.String()+")")
	assert.NotContains(t, first, "n'en fais que")

	for seed := range uint64(40) {
		_, a, ok := seatMoment(t, learnerDeal(t, "classique", seed).Deal, 4)
		if !ok {
			continue
		}
		hand := a.Pos.Hand
		legal, rule := a.Pos.Variant.Legal(a.Pos.Trump, hand, a.Pos.Trick.Cards)
		if legal == hand {
			continue
		}
		c := (hand &^ legal).First()
		en := Display{Lang: EN}
		assert.Contains(t, SeatVerdict(EN, en, a, false, c), "you may not play "+en.Name(c)+" here ("+rule.String()+")")
		return
	}
	t.Fatal("no seat moment with a card that may not be played in 40 deals")
}

// A card that may not be played is refused before it is checked: the refusal names the rule and
// why, says the pick is no try, and the first real answer that follows is still the first try
// (a right one is "right at the first try", not a failure). Open and seat puzzles alike.
func TestIllegalPickIsNotATry(t *testing.T) {
	seen := map[puzzles.View]bool{}
	for _, q := range builtinPuzzles(t) {
		if q.Kind != puzzles.KindBest || seen[q.View] {
			continue
		}
		hand := engine.SetOf(shownHand(q)...)
		legal, rule := q.Variant.Legal(q.Trump, hand, q.Trick)
		if legal == hand {
			continue
		}
		seen[q.View] = true
		s := NewPuzzleSessionIn(q, q.Face())
		require.NoError(t, s.Prepare(t.Context()))
		d := Display{Lang: FR, Face: q.Face()}
		bad := (hand &^ legal).First()
		why := s.Refusal(FR, d, bad)
		require.Len(t, why, 2, q.ID)
		assert.Equal(t, T(FR, "pz.forbidden", "rule", rule), why[0])
		assert.Contains(t, why[0], "ce n'est pas un essai")
		assert.Contains(t, why[1], "("+rule.String()+")", "the reason cites the rule")
		assert.Contains(t, why[1], d.Short(bad), "the reason names the card")
		assert.Zero(t, s.Tries, "a refusal is no try")
		a, err := puzzles.Answer(q)
		require.NoError(t, err)
		assert.Nil(t, s.Refusal(FR, d, a.Best.First()), "a legal card is not refused")
		v, err := s.SubmitCards(a.Best.First())
		require.NoError(t, err)
		assert.True(t, v.Correct, q.ID)
		assert.Equal(t, 1, s.Tries, "the right card after a refusal is the first try")
		assert.False(t, s.Failed())
	}
	assert.True(t, seen[puzzles.ViewOpen] && seen[puzzles.ViewSeat], "an open and a seat puzzle with a card that may not be played: %v", seen)
}
