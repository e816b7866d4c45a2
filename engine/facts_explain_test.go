package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExplainPlay(t *testing.T) {
	noOver := PlayRules{NoOvertrumpOverPartner: true}
	free := PlayRules{FreeUndertrump: true}
	tests := []struct {
		name   string
		pr     PlayRules
		hand   string
		trick  string
		rule   Rule
		high   string // highest trump on the table, "" for none
		higher string
		check  func(t *testing.T, f PlayFacts)
	}{
		{name: "P2 over partner", hand: "9H 7S", trick: "AH KH", rule: P2, high: "AH", higher: "9H",
			check: func(t *testing.T, f PlayFacts) { assert.True(t, f.OverPartner) }},
		{name: "P2 over opponent", hand: "9H 7S", trick: "AH", rule: P2, high: "AH", higher: "9H",
			check: func(t *testing.T, f PlayFacts) { assert.False(t, f.OverPartner) }},
		{name: "P3 switch", pr: noOver, hand: "9H 7S", trick: "AH KH", rule: P3, high: "AH", higher: "9H",
			check: func(t *testing.T, f PlayFacts) { assert.True(t, f.SwitchP3) }},
		{name: "P3 no higher", hand: "9H AH 8S", trick: "JH 7H", rule: P3, high: "JH",
			check: func(t *testing.T, f PlayFacts) { assert.False(t, f.SwitchP3) }},
		{name: "P5 partner ruff beaten", hand: "JH 7D", trick: "AS 8H 9H", rule: P5, high: "9H", higher: "JH",
			check: func(t *testing.T, f PlayFacts) { assert.True(t, f.PartnerRuffBeaten) }},
		{name: "P5 worked 7", hand: "8H QH 7D 9C", trick: "AS 7H", rule: P5, high: "7H", higher: "8H QH",
			check: func(t *testing.T, f PlayFacts) { assert.False(t, f.PartnerRuffBeaten) }},
		{name: "P6 forced", hand: "7H 7D", trick: "AS 8H", rule: P6, high: "8H",
			check: func(t *testing.T, f PlayFacts) {
				assert.False(t, f.FreeUndertrump)
				assert.Equal(t, mustSet(t, "7H"), f.Legal)
			}},
		{name: "P6 free", pr: free, hand: "7H 7D", trick: "AS 8H", rule: P6, high: "8H",
			check: func(t *testing.T, f PlayFacts) {
				assert.True(t, f.FreeUndertrump)
				assert.Equal(t, mustSet(t, "7H 7D"), f.Legal)
			}},
		{name: "P1 follow despite ruff", hand: "7S 7H", trick: "AS 8H", rule: P1, high: "8H", higher: "",
			check: func(t *testing.T, f PlayFacts) { assert.Equal(t, mustSet(t, "7S"), f.Follow) }},
		{name: "P0 lead", hand: "7S 7H", trick: "", rule: P0,
			check: func(t *testing.T, f PlayFacts) { assert.Equal(t, NoSuit, f.Trick.Led) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hand := mustSet(t, tt.hand)
			trick := mustCards(t, tt.trick)
			f := tt.pr.ExplainPlay(Hearts, hand, trick)
			legal, rule := tt.pr.Legal(Hearts, hand, trick)
			assert.Equal(t, legal, f.Legal)
			assert.Equal(t, rule, f.Rule)
			assert.Equal(t, tt.rule, f.Rule)
			if tt.high == "" {
				assert.Equal(t, NoCard, f.HighestTrump)
			} else {
				assert.Equal(t, MustCard(tt.high), f.HighestTrump)
			}
			assert.Equal(t, mustSet(t, tt.higher), f.Higher)
			tt.check(t, f)
		})
	}
}

func TestExplainTrick(t *testing.T) {
	tb := ExplainTrick(Hearts, mustCards(t, "AS 7H KS 9D"))
	assert.Equal(t, 1, tb.Winner)
	assert.True(t, tb.Trumped)
	assert.Equal(t, mustSet(t, "AS KS"), tb.Led)
	assert.Equal(t, mustSet(t, "9D"), tb.Others)
	assert.Equal(t, Set(0), tb.Trumps)

	tb = ExplainTrick(Hearts, mustCards(t, "10S AS 7D"))
	assert.Equal(t, 1, tb.Winner)
	assert.False(t, tb.Trumped)
	assert.Equal(t, mustSet(t, "10S"), tb.Led)
}

func TestDeclarationChoices(t *testing.T) {
	ch := DeclarationChoices(mustSet(t, "JS JH JD JC 9S 10S QS KS"), Hearts)
	require.Len(t, ch, 2)
	assert.True(t, ch[0].Best)
	assert.Equal(t, 200, ch[0].Total)
	assert.Equal(t, 100, ch[1].Total)
	assert.Equal(t, Cent, ch[1].Announcements[0].Kind)

	ch = DeclarationChoices(mustSet(t, "7S 8S 9S 10S JS QS 7H 9D"), Hearts)
	require.Len(t, ch, 1)
	assert.Equal(t, Cent, ch[0].Announcements[0].Kind)

	assert.Empty(t, DeclarationChoices(mustSet(t, "7S 9S JS KS 7H 9H 8D 10C"), Hearts))
	assert.Equal(t, []Rank{Eight}, NoAnnouncementCarres(mustSet(t, "8S 8H 8D 8C 7S")))
}

// Every choice's first entry agrees with BestDeclaration, on random hands.
func TestDeclarationChoicesBestFirst(t *testing.T) {
	for _, hand := range []string{"KS KH KD KC QS JS 10S AS", "QS QH QD QC 10S JS KS AS", "9S 9H 9D 9C 10S JS 8S 7S"} {
		h := mustSet(t, hand)
		ch := DeclarationChoices(h, Spades)
		require.NotEmpty(t, ch, hand)
		assert.Equal(t, SumPoints(BestDeclaration(h, Spades)), ch[0].Total, hand)
		for i := 2; i < len(ch); i++ {
			assert.GreaterOrEqual(t, ch[i-1].Total, ch[i].Total, hand)
		}
	}
}
