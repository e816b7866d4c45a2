package app

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

// TestLegalCardsInHandOrder: the feedback names the legal cards as the hand shows them (SortHand:
// strongest first, trump last), not in the cards' rank order: "A♦ R♦", never "R♦ A♦".
func TestLegalCardsInHandOrder(t *testing.T) {
	v := engine.MustBuiltin("classique")
	hand := SortHand(engine.SetOf(mustCards(t, "KD AD 7C JH 9H")...), engine.Hearts)
	trick := mustCards(t, "10D")
	legal, rule := v.Legal(engine.Hearts, engine.SetOf(hand...), trick)
	d := Display{Lang: FR, Face: engine.French}
	f := Feedback{Chosen: engine.SetOf(mustCards(t, "7C")...), Legal: legal, Rule: rule}
	assert.Contains(t, PlayFeedback(FR, d, v, engine.Hearts, hand, trick, f), "Cartes permises\u00a0: A♦ R♦")
	assert.Equal(t, "Juste\u00a0: tu as coché exactement les cartes permises (A♦ et R♦).", TickVerdict(FR, d, hand, legal, legal))
	assert.Contains(t, TickVerdict(EN, Display{Lang: EN, Face: engine.French}, hand, engine.SetOf(mustCards(t, "7C")...), legal), "A♦ and K♦")
	assert.Equal(t, mustCards(t, "AD KD"), InHand(hand, legal))
}

func mustCards(t *testing.T, s string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestTickExample: the tick prompt's example never names a card number the hand does not have.
func TestTickExample(t *testing.T) {
	for n := 1; n <= 8; n++ {
		for _, f := range strings.Fields(TickExample(n)) {
			k, err := strconv.Atoi(f)
			assert.NoError(t, err)
			assert.True(t, k >= 1 && k <= n, "hand of %d: %s", n, TickExample(n))
		}
	}
	assert.Equal(t, "1 3 4", TickExample(8))
}
