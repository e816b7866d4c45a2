package seen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// A trick that shows a seat without trumps: East discards on a lead where North, an opponent, is
// master (P7 would make a trump compulsory), and on a trump lead (P3). A discard when partner is
// master (P4) shows nothing.
func TestTrumplessAt(t *testing.T) {
	c := func(s string) engine.Card {
		x, _, err := engine.ParseCard(s)
		require.NoError(t, err)
		return x
	}
	v := engine.MustBuiltin("classique")
	pos := &evaluate.Position{Variant: v, Trump: engine.Spades, Seat: engine.South, History: []evaluate.Trick{
		// West leads, North wins with A♦: East, void, must ruff if he can (P7).
		{Leader: engine.West, Cards: []engine.Card{c("8D"), c("AD"), c("7H"), c("9D")}},
	}}
	tl, ok := TrumplessAt(pos, engine.East)
	require.True(t, ok)
	assert.Equal(t, Trumpless{Trick: 0, Card: c("7H")}, tl)
	_, ok = TrumplessAt(pos, engine.West) // West led
	assert.False(t, ok)

	// West discards on East's master K♦ (P4): nothing is shown.
	pos.History = []evaluate.Trick{{Leader: engine.East, Cards: []engine.Card{c("KD"), c("7D"), c("7C"), c("8D")}}}
	_, ok = TrumplessAt(pos, engine.West)
	assert.False(t, ok)

	// On a trump lead, North plays a heart: no trump (P3); East plays under West's 10♠ (P2): no
	// trump higher than it, so no A♠.
	pos.History = []evaluate.Trick{{Leader: engine.West, Cards: []engine.Card{c("10S"), c("7H"), c("8S"), c("KS")}}}
	tl, ok = TrumplessAt(pos, engine.North)
	require.True(t, ok)
	assert.True(t, tl.TrumpLd)
	_, ok = TrumplessAt(pos, engine.East)
	assert.False(t, ok, "East followed with a trump")
	tl, ok = ShownWithout(pos, engine.East, engine.SetOf(c("AS")))
	require.True(t, ok)
	assert.Equal(t, c("8S"), tl.Card)
	_, ok = ShownWithout(pos, engine.East, engine.SetOf(c("QS")))
	assert.False(t, ok, "Q♠ is lower than 10♠: East could hold it")
}
