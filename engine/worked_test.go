package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The worked checks of RULES.md §8, one test each.

func TestWorked1_TrickPointsSumTo162(t *testing.T) {
	// Covered over many deals by the property test; here one full deal, the cards in suit order.
	v := MustBuiltin("classique")
	deck := FullDeck.Cards()
	d, err := NewDeal(v, North, deck)
	require.NoError(t, err)
	require.NoError(t, d.Bid(East, d.Retourne.Suit()))
	for d.Phase == Playing {
		legal, _ := d.Legal()
		require.NoError(t, d.Play(d.Turn, Move{Card: legal.First()}))
		assertDealInvariants(t, d)
	}
	f, err := d.Facts()
	require.NoError(t, err)
	if f.Capot != NoTeam {
		assert.Equal(t, TotalPoints, f.TrickPoints[f.Capot])
	} else {
		assert.Equal(t, TotalPoints, f.TrickPoints[NS]+f.TrickPoints[EW])
	}
}

func TestWorked2_MarocaineLitige(t *testing.T) {
	v := MustBuiltin("marocaine")
	s, err := v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{81, 81}, Capot: NoTeam, Belote: NoTeam})
	require.NoError(t, err)
	assert.Equal(t, Litige, s.Result)
	assert.Equal(t, K7, s.Decided)
	assert.Equal(t, 81, s.Points[EW])
	assert.Equal(t, 0, s.Points[NS])
	assert.Equal(t, 81, s.Reserve)
}

func TestWorked3_ClassiqueDefenceBeloteRaisesThreshold(t *testing.T) {
	v := MustBuiltin("classique")
	s, err := v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{85, 77}, Capot: NoTeam, Belote: EW})
	require.NoError(t, err)
	assert.Equal(t, 92, s.Needed)
	assert.Equal(t, Failed, s.Result)
	assert.Equal(t, [2]int{0, 182}, s.Points)
}

func TestWorked4_ClassiqueMadeWithBelote(t *testing.T) {
	v := MustBuiltin("classique")
	s, err := v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{92, 70}, Capot: NoTeam, Belote: NS})
	require.NoError(t, err)
	assert.Equal(t, Made, s.Result)
	assert.Equal(t, [2]int{112, 70}, s.Points)
}

func TestWorked4b_ClassiqueOwnBeloteCountsTowardThreshold(t *testing.T) {
	v := MustBuiltin("classique")
	// K3: 72 trick points + the takers' own belote = 92 ≥ 92.
	s, err := v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{72, 90}, Capot: NoTeam, Belote: NS})
	require.NoError(t, err)
	assert.Equal(t, 92, s.Needed)
	assert.Equal(t, 92, s.Counted)
	assert.Equal(t, Made, s.Result)
	assert.Equal(t, [2]int{92, 90}, s.Points)
	// 71 + 20 = 91 < 92: dedans, the takers keep their belote (K6).
	s, err = v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{71, 91}, Capot: NoTeam, Belote: NS})
	require.NoError(t, err)
	assert.Equal(t, 91, s.Counted)
	assert.Equal(t, Failed, s.Result)
	assert.Equal(t, [2]int{20, 162}, s.Points)
}

func TestWorked5_FrancaiseFailedKeepsBelote(t *testing.T) {
	v := MustBuiltin("francaise")
	s, err := v.ScoreDeal(DealFacts{Trump: Hearts, Taker: NS, TrickPoints: [2]int{70, 92}, Capot: NoTeam, Belote: NS})
	require.NoError(t, err)
	assert.Equal(t, Failed, s.Result)
	assert.Equal(t, [2]int{20, 162}, s.Points)
}

func TestWorked6_CarreOfJacksOverCent(t *testing.T) {
	for _, trump := range Suits {
		best := BestDeclaration(mustSet(t, "JS JH JD JC 9S 10S QS KS"), trump)
		require.Len(t, best, 1, "trump %s", trump)
		assert.Equal(t, Carre, best[0].Kind)
		assert.Equal(t, Jack, best[0].Top)
		assert.Equal(t, 200, SumPoints(best))
	}
}

func TestWorked7_OvertrumpOpponentRuff(t *testing.T) {
	legal, rule := MustBuiltin("classique").Legal(Hearts, mustSet(t, "8H QH 7D 9C"), mustCards(t, "AS 7H"))
	assert.Equal(t, mustSet(t, "8H QH"), legal)
	assert.Equal(t, P5, rule)
	assert.Equal(t, "overtrump", rule.Code())
}

func TestWorked8_NoTrumpDiscard(t *testing.T) {
	legal, rule := MustBuiltin("classique").Legal(Hearts, mustSet(t, "7D 9C 8C 10D"), mustCards(t, "AS 7H"))
	assert.Equal(t, mustSet(t, "7D 9C 8C 10D"), legal)
	assert.Equal(t, P8, rule)
}

func TestWorked9_TrumpLedNoHigherTrump(t *testing.T) {
	legal, rule := MustBuiltin("classique").Legal(Hearts, mustSet(t, "9H AH 8S"), mustCards(t, "JH 7H"))
	assert.Equal(t, mustSet(t, "9H AH"), legal)
	assert.Equal(t, P3, rule)
}

func TestWorked10_PartnerMaster(t *testing.T) {
	legal, rule := MustBuiltin("classique").Legal(Hearts, mustSet(t, "7H 9D"), mustCards(t, "AS KS"))
	assert.Equal(t, mustSet(t, "7H 9D"), legal)
	assert.Equal(t, P4, rule)
}

func TestWorked11_CarrePlusCinquante(t *testing.T) {
	best := BestDeclaration(mustSet(t, "JS JH JD JC 7S 8S 9S 10S"), Hearts)
	require.Len(t, best, 2)
	assert.Equal(t, Carre, best[0].Kind)
	assert.Equal(t, Cinquante, best[1].Kind)
	assert.Equal(t, mustSet(t, "7S 8S 9S 10S"), best[1].Cards)
	assert.Equal(t, 250, SumPoints(best))
}
