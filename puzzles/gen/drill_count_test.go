package gen

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
)

// A count point says what the trump jack and nine are worth when the pile holds them (20 and 14,
// against 2 and 0 elsewhere, C3), in the face's ranks (the sota and the 6 in the Spanish deck),
// contrasts a card of the same rank in another suit, and says nothing of it when the pile holds
// neither.
func TestCountPointNamesTheTrumpJackAndNine(t *testing.T) {
	classique, marocaine := engine.MustBuiltin("classique"), engine.MustBuiltin("marocaine")
	cc := countCases[0]
	for _, f := range []struct {
		v             *engine.Variant
		trump         engine.Suit
		cards, fr, en string
	}{
		{classique, engine.Hearts, "JH 9H AS 7C", "À l'atout, le valet vaut 20 et le 9 14, contre 2 et 0 dans les autres couleurs (C3).",
			"At trump, the jack is worth 20 and the 9 14, against 2 and 0 in the other suits (C3)."},
		{classique, engine.Diamonds, "JH JD 10C 8S", "À l'atout, le valet vaut 20, contre 2 dans les autres couleurs : {card.le:JH} ne vaut que 2 (C3).",
			"At trump, the jack is worth 20, against 2 in the other suits: {card:JH} is worth only 2 (C3)."},
		{marocaine, engine.Hearts, "6c 6o 1e 4b", "À l'atout, le 6 vaut 14, contre 0 dans les autres couleurs : {card.le:6o} ne vaut rien (C3).",
			"At trump, the 6 is worth 14, against 0 in the other suits: {card:6o} is worth nothing (C3)."},
		{marocaine, engine.Hearts, "10c 5e 7b 4o", "la sota vaut 20", "the sota is worth 20"},
	} {
		p := countPuzzle(f.v, f.trump, mustCards(t, f.cards), false, cc)
		assert.Contains(t, p.Point[0], f.fr, f.cards)
		assert.Contains(t, p.Point[1], f.en, f.cards)
	}
	p := countPuzzle(classique, engine.Spades, mustCards(t, "JH 9H AS 7C"), false, cc)
	assert.NotContains(t, p.Point[0], "À l'atout", "no trump jack nor nine in the pile")
}
