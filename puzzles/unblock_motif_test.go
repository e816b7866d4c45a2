package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// Unblocking counts North's tricks in the suit over the whole lines, the current trick included: a
// tempting card that lets North win this trick instead of a later one unblocks nothing, whatever
// the rest of the deal pays.
func TestUnblockCountsTheCurrentTrick(t *testing.T) {
	// The old best-unblock-001: East leads K♦. With A♦, South takes it and North's 10♦ wins the
	// last trick; with Q♦, North's 10♦ wins this trick and South's A♦ the next. North wins one
	// diamond trick either way: the gain is who has the lead at the end, not an unblocking.
	p, c := bestCase(t, "classique", "S", `N = ["7D", "9D", "10D"], E = ["9S", "JD"], S = ["8H", "QD", "AD"], W = ["7C", "8C", "KC"]`,
		`leader = "E", cards = ["KD"]`, "QD")
	require.Equal(t, engine.MustCard("AD"), c.Best.Card)
	require.Equal(t, engine.North, c.Tempting.Line[0].Winner, "North wins the current trick with the tempting card")
	assert.Equal(t, 1, northWinsIn(c.Best.Line, engine.Diamonds))
	assert.Equal(t, 1, northWinsIn(c.Tempting.Line, engine.Diamonds))
	assert.False(t, MotifHolds(Unblock, p, c))
}

// Unblocking needs the tricks after the current one to bring North–South more points in the best
// line: when they bring less, the whole gain is the trick the high card takes now (cash).
func TestUnblockThatOnlyTakesTheTrickIsCash(t *testing.T) {
	// The old best-unblock-008: North leads 8♦, West plays Q♦. With A♦, South takes the trick
	// (16 points); with 9♦, East's J♦ loses to West's Q♦. North's 7♦ wins the last trick in
	// the best line, South's A♦ in the tempting one: the same side's trick.
	p, c := bestCase(t, "francaise", "S", `N = ["10S", "QS", "7D", "JC"], E = ["QH", "JD", "9C", "KC", "AC"], S = ["8H", "9D", "AD", "7C", "10C"], W = ["8S", "10H", "AH", "QC"]`,
		`leader = "N", cards = ["8D", "QD"]`, "9D")
	require.Equal(t, engine.MustCard("AD"), c.Best.Card)
	assert.Greater(t, northWinsIn(c.Best.Line, engine.Diamonds), northWinsIn(c.Tempting.Line, engine.Diamonds))
	assert.LessOrEqual(t, pointsFrom(c.Best.Line, 1), pointsFrom(c.Tempting.Line, 1),
		"the tricks after this one bring North–South no more in the best line")
	assert.False(t, MotifHolds(Unblock, p, c))
	assert.True(t, MotifHolds(Cash, p, c))
}

// A real unblocking: the tempting card loses the current trick, and keeps South's high card to
// win, later, the trick where North plays the suit.
func TestUnblockHolds(t *testing.T) {
	// The old best-unblock-003 (marocaine, counter-clockwise): North leads 6 of bastos, West the 5.
	p, c := bestCase(t, "marocaine", "e", `N = ["5e", "11e", "12e", "4o", "7b"], E = ["7e", "5o", "7o", "11o", "10b", "12b"], S = ["4c", "5c", "1c", "1o", "4b", "1b"], W = ["10e", "7c", "6o", "12o", "11b"]`,
		`leader = "N", cards = ["6b", "5b"]`, "4b")
	require.Equal(t, engine.MustCard("1b"), c.Best.Card)
	assert.True(t, MotifHolds(Unblock, p, c))
}
