package tui

import (
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// A bid puzzle (take or pass, T4/T5) is answered with a number key: the choices (Prendre, in round
// 2 one per suit the seat may name, then Passer) are listed under South's five cards by
// app.PuzzleInfo, so there is no text field to type into.

// choosesBid reports whether the puzzle is answered by a choice key.
func (pv *puzzleView) choosesBid() bool { return pv.s.P.Kind == puzzles.KindBid }

// answerBid answers with choice i (key i+1).
func (pv *puzzleView) answerBid(i int) {
	choices := app.BidChoices(pv.s.P)
	if pv.s.Verdict != nil || i < 0 || i >= len(choices) {
		return
	}
	c := choices[i]
	v, err := pv.s.Submit(puzzles.Attempt{Take: c.Take, Suit: c.Suit})
	pv.finish(v, 0, err)
}
