package tui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// A bid puzzle says each fact of the deal once, at 80×24 in both languages: the dealer and the
// retourne in the row under the table, the passes in the next, the hand on the table; the prompt
// above is the question only (it repeated them all).
func TestBidPromptSaysEachFactOnce(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		u, sim := seatUI(t, l, 80, 24)
		lib, _ := u.library()
		n, rounds := 0, map[int]int{}
		for _, p := range lib.Puzzles() {
			if p.Kind != puzzles.KindBid || rounds[p.Round] >= 2 {
				continue
			}
			n++
			rounds[p.Round]++
			u.push(newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0))
			scr := screenText(u, sim)
			d := u.display(p.Face())
			assert.Equal(t, 1, strings.Count(flow(scr), flow(d.Short(p.Retourne))), "%s: the retourne once:\n%s", p.ID, scr)
			for _, said := range []string{"donne.", "Tu donnes", "deals.", "You deal", "Tu as ", "You hold"} {
				assert.NotContains(t, scr, said, "%s: the prompt repeats the rows", p.ID)
			}
			assert.Contains(t, flow(scr), flow(app.PromptText(d, p)))
			u.pop()
		}
		require.Equal(t, 4, n)
	}
}
