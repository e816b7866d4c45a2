package puzzles

import "github.com/belote-trainer/belote/engine"

// Cash: the best card takes the trick now, the tempting card lets the opponents take it.
const Cash Motif = 8

// MinMargin is how many points the best card of a built-in best puzzle is ahead of every other
// card: a smaller gap teaches little, and a tie would make two answers right.
const MinMargin = 10

func init() {
	register(&motifType{id: Cash, name: "cash", view: ViewOpen, seed: 2096, rules: []engine.Rule{engine.W1},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			// A trump lead that the opponents must follow (P2) is a draw (DrawTrumps), not a cash.
			return Cashed{Decisive: c.Decisive()}, c.Best.Line[0].Winner.Team() == engine.NS && c.Tempting.Line[0].Winner.Team() == engine.EW &&
				c.Best.Line[0].Points >= MinMargin && !leadsTrumpIntoOpponents(p, c.Best.Card)
		}})
}

// Cashed is the evidence of a cash: the best line wins the current trick for North–South, the
// tempting line loses it.
type Cashed struct {
	// Decisive is the comparison's decisive trick.
	Decisive int
}

func (Cashed) Motif() Motif { return Cash }

// Focus is the decisive trick.
func (e Cashed) Focus() int { return e.Decisive }

// stake: the current trick, without the best card: taking the trick gains what the others put in
// it (the card South takes it with is another idea's, a 10 kept for instance).
func (Cashed) stake(_ *Puzzle, c Comparison) Stake {
	var st Stake
	st.addTrick(c.Best.Line, 0)
	st.addTrick(c.Tempting.Line, 0)
	st.Cards = st.Cards.Remove(c.Best.Card)
	return st
}
