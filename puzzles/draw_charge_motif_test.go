package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// A single small trump that an opponent overtakes, the others keeping their high trumps, draws
// nothing: the draw-trumps detector needs the lead to win its trick for North–South, or to pull an
// opponent's trump while what the opponents keep is lower than North–South's highest.
func TestDrawTrumpsNeedsTheLeadToDraw(t *testing.T) {
	// The old best-draw-trumps-005: South's 8♥ falls under West's J♥, East and West keep A♥ and 9♥.
	p, c := bestCase(t, "classique", "H", `N = ["AS", "10H", "KH", "10D"], E = ["JS", "KS", "7H", "9H"], S = ["8H", "9D", "QD", "10C"], W = ["10S", "JH", "AH", "KD"]`,
		`leader = "S", cards = []`, "9D")
	require.Equal(t, engine.MustCard("8H"), c.Best.Card)
	require.Equal(t, engine.West, c.Best.Line[0].Winner)
	assert.False(t, MotifHolds(DrawTrumps, p, c))

	// The old best-draw-trumps-018: South's 9♠ loses to East's J♠ but pulls West's Q♠, and the
	// one trump left to them, 10♠, is lower than North's A♠.
	p, c = bestCase(t, "classique", "S", `N = ["7S", "KS", "AS"], E = ["10S", "JS", "QH"], S = ["9S", "9H", "KH"], W = ["QS", "10H", "10C"]`,
		`leader = "S", cards = []`, "KH")
	require.Equal(t, engine.MustCard("9S"), c.Best.Card)
	d, ok := drawnTrumps(p, c)
	require.True(t, ok)
	assert.Equal(t, []engine.Card{engine.MustCard("QS")}, d.Pulled)
	assert.Equal(t, engine.MustCard("AS"), d.Top)
	assert.True(t, MotifHolds(DrawTrumps, p, c))
}

// A master trump led into an opponent's trump, which must follow (P2), is a draw, not a cash.
func TestTrumpLeadIsADrawNotACash(t *testing.T) {
	// The old best-cash-012: with A♠ West's 10♠ falls; with 7♠ it wins the trick.
	p, c := bestCase(t, "francaise", "S", `N = ["KH", "AH", "7D"], E = ["9H", "QD", "KD"], S = ["7S", "8S", "AS"], W = ["10S", "QH", "9D"]`,
		`leader = "S", cards = []`, "7S")
	require.Equal(t, engine.MustCard("AS"), c.Best.Card)
	assert.False(t, MotifHolds(Cash, p, c))
	assert.True(t, MotifHolds(DrawTrumps, p, c))
}

// Charging needs the card South loads to be lost in the tempting line (kept, it falls into an
// East–West trick): a 10 that would instead win a trick over North's card is unblocked, not saved.
func TestChargeNeedsTheKeptCardLost(t *testing.T) {
	// Lesson 24's third exercise: North leads K♦, East discards A♣. Kept, South's 10♣ wins the
	// next trick over North's J♣, and South must lead into West's Q♥.
	p, c := bestCase(t, "classique", "D", `N = ["8C", "JC"], E = ["7S", "7C"], S = ["8H", "JH", "10C"], W = ["JS", "QS", "QH"]`,
		`leader = "N", cards = ["KD", "AC"]`, "JH")
	require.Equal(t, engine.MustCard("10C"), c.Best.Card)
	_, lost := keptCardLost(c)
	assert.False(t, lost)
	assert.False(t, MotifHolds(Charge, p, c))
	assert.True(t, MotifHolds(Unblock, p, c))

	// best-charge-010: kept, A♥ falls into West's last trick.
	p, c = bestCase(t, "annonces", "S", `N = ["9D", "QD"], E = ["JD", "KD"], S = ["9H", "AH", "8D"], W = ["8H", "AD", "KC"]`,
		`leader = "N", cards = ["JS", "JH"]`, "9H")
	at, lost := keptCardLost(c)
	assert.True(t, lost)
	assert.Equal(t, 2, at.Lost)
	assert.True(t, MotifHolds(Charge, p, c))
}

// The old best-charge-016 (francaise, spades): East leads Q♣, North ruffs with K♠, and South's Q♥
// is lost later either way it is kept. Getting rid of a 3-point queen on partner's trick is no
// charge: open charges need MinCharge, as the seat packs do.
func TestChargeOfAQueenIsNoCharge(t *testing.T) {
	p, c := bestCase(t, "francaise", "S", `N = ["7D", "JD", "QD"], E = ["AD", "9C", "KC"], S = ["7S", "9S", "JS", "QH"], W = ["QS", "KH", "KD"]`,
		`leader = "E", cards = ["QC", "KS", "AC"]`, "7S")
	require.Equal(t, engine.MustCard("QH"), c.Best.Card)
	_, lost := keptCardLost(c)
	require.True(t, lost, "every other clause of the charge holds")
	assert.False(t, MotifHolds(Charge, p, c))
}

// The decisive trick is the first that changes sides, not one North–South win in both lines
// with a few points less.
func TestDecisiveIsTheTrickThatChangesSides(t *testing.T) {
	// best-partner-007: this trick is North–South's in both lines (15 points or 13).
	_, c := bestCase(t, "marocaine", "c", `N = ["6e", "7e", "11c", "6o"], E = ["4e", "1e", "7c", "12c", "5o"], S = ["10e", "4c", "5c", "10c", "1c"], W = ["5e", "11e", "12e", "7b"]`,
		`leader = "N", cards = ["1o", "10b"]`, "4c")
	assert.Equal(t, 1, c.Decisive())
	// best-belote-014: West wins the next trick in both lines; the 7th changes sides.
	_, c = bestCase(t, "annonces", "D", `N = ["7S", "8S", "9S"], E = ["8H", "9H", "AH"], S = ["QH", "10D", "JD", "9C"], W = ["10S", "QD", "KD", "AD"]`,
		`leader = "N", cards = ["KS", "8D"]`, "JD")
	assert.Equal(t, 2, c.Decisive())
}
