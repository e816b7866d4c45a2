package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// The table's words agree with what they count (one announcement or several, one card left or
// more, one question or more), and a bid names its suit as a sentence does, never by a table sign.
func TestPracticeWordsAgree(t *testing.T) {
	fr := func(s string) string { return explain.Typeset(FR, s) }
	assert.Equal(t, fr("Annonce (A3, A4) : L — tu la déclares avec ta première carte. Touche a pour changer."),
		T(FR, "pr.offer", "n", 1, "list", "L", "choice", T(FR, "pr.offer.on", "n", 1)))
	assert.Equal(t, fr("Annonces (A3, A4) : L — tu les gardes cachées (elles ne compteront pas). Touche a pour changer."),
		T(FR, "pr.offer", "n", 2, "list", "L", "choice", T(FR, "pr.offer.off", "n", 2)))
	assert.Equal(t, "you keep it hidden (it will not score)", T(EN, "pr.offer.off", "n", 1))
	assert.Equal(t, "you declare them with your first card", T(EN, "pr.offer.on", "n", 3))

	assert.Equal(t, fr("À toi : joue une carte (1 à 5, ou ←/→ puis Entrée)."), TurnText(FR, 5))
	assert.Equal(t, fr("À toi : joue ta dernière carte (1 ou Entrée)."), TurnText(FR, 1))
	assert.Equal(t, "Your turn: play a card (1 to 2, or ←/→ then Enter).", TurnText(EN, 2))

	assert.Contains(t, T(FR, "ls.sum.unanswered", "title", "X", "n", 1), "(1 question sans réponse)")
	assert.Contains(t, T(FR, "ls.sum.unanswered", "title", "X", "n", 3), "(3 questions sans réponse)")
	assert.Contains(t, T(EN, "ls.sum.unanswered", "title", "X", "n", 1), "(1 question not answered)")

	bids := []engine.Bid{{Seat: engine.West, Round: 1, Suit: engine.NoSuit}, {Seat: engine.North, Round: 1, Suit: engine.Hearts}}
	assert.Equal(t, "Ouest passe, Nord prend à cœur", BidsText(FR, Display{Lang: FR}, bids))
	assert.Equal(t, "Ouest passe, Nord prend à copas", BidsText(FR, Display{Lang: FR, Face: engine.Spanish}, bids))
	assert.Equal(t, "West passes, North takes hearts", BidsText(EN, Display{Lang: EN}, bids))
}
