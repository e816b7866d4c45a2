package explain

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// The deal sentences agree with what they count: one announcement or several (A4), trick points
// or none at all (K3), a belote to score now or none (K7). Each case renders both forms.
func TestDealAgreement(t *testing.T) {
	an := engine.MustBuiltin("annonces")
	when := func(hand string, l Lang) string {
		return strings.Join(Announces(an, engine.Spades, engine.SetOf(cards(t, hand)...), l), "\n")
	}
	one, many := "AH KH QH 7D 8C 9S JD 10C", "9C 9H 9D 9S AH KH QH 7D" // a tierce; a carré and a tierce
	assert.Contains(t, when(one, French), Typeset(French, "Cette annonce se déclare en jouant"))
	assert.Contains(t, when(one, English), "Declare it as you play")
	assert.Contains(t, when(many, French), Typeset(French, "Ces annonces se déclarent en jouant"))
	assert.Contains(t, when(many, English), "Declare them as you play")

	breakdown := func(variant string, f engine.DealFacts, l Lang) string {
		v := engine.MustBuiltin(variant)
		s, err := v.ScoreDeal(f)
		require.NoError(t, err)
		return strings.Join(Breakdown(v, f, s, l), "\n")
	}
	none := engine.NoTeam
	failed := engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{50, 112}, Capot: none, Belote: none}
	zero := engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{0, 162}, Capot: engine.EW, Belote: none}
	assert.Contains(t, breakdown("classique", failed, French), Typeset(French, "Ils n'en ont que 50, et 50 < 82"))
	assert.Contains(t, breakdown("classique", failed, English), "They have only 50, and 50 < 82")
	assert.Contains(t, breakdown("classique", zero, French), Typeset(French, "Ils n'ont aucun point de plis, et 0 < 82"))
	assert.Contains(t, breakdown("classique", zero, English), "They have no trick points, and 0 < 82")

	bare := engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{81, 81}, Capot: none, Belote: none}
	belote := engine.DealFacts{Trump: engine.Hearts, Taker: engine.NS, TrickPoints: [2]int{71, 91}, Capot: none, Belote: engine.NS}
	assert.Contains(t, breakdown("marocaine", bare, French), Typeset(French, "les preneurs (NS), sans belote, ne marquent rien maintenant : tout leur total, 81, part en réserve"))
	assert.Contains(t, breakdown("marocaine", bare, English), "the takers (NS), with no belote, score nothing now: their whole total, 81, goes into the reserve")
	assert.Contains(t, breakdown("marocaine", belote, French), Typeset(French, "les preneurs (NS) marquent leur belote, 20, et le reste de leur total, 71, part en réserve"))
	assert.Contains(t, breakdown("marocaine", belote, English), "the takers (NS) score their belote now, 20, and the rest of their total, 71, goes into the reserve")
}
