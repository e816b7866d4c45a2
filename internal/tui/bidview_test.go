package tui

import (
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// firstBid returns a built-in round-1 bid puzzle whose answer is take (or pass).
func firstBid(t *testing.T, u *UI, take bool) *puzzles.Puzzle {
	lib, _ := u.library()
	for _, p := range lib.Puzzles() {
		if p.Kind == puzzles.KindBid && p.Round == 1 && p.Expect.Bid.Take == take {
			return p
		}
	}
	t.Fatal("no such bid puzzle in the built-in packs")
	return nil
}

// A bid puzzle is answered with a number key: 1 takes, 2 passes in round 1; the feedback gives
// the simulation's figures.
func TestBidPuzzleKeys(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("3")
	hs.waitFor("puzzles · kind: all")
	p := firstBid(t, hs.ui, true)
	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{p}, 0)) })
	hs.waitFor("Puzzle 1/1 · "+p.ID, "1. Take", "2. Pass", "(keys 1 or 2)")
	hs.runes("1")
	hs.waitFor("Right! Answer: Take")

	hs.key(tcell.KeyEscape)
	hs.waitFor("puzzles · kind: all")
	q := firstBid(t, hs.ui, false)
	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{q}, 0)) })
	hs.waitFor("Puzzle 1/1 · " + q.ID)
	hs.runes("1")
	hs.waitFor("Not quite. Try once more")
	hs.runes("1")
	hs.waitFor("Wrong", "right answer: Pass")
}
