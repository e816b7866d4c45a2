package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// DixDeDer: the last trick and its 10 points of bonus (K1). Open cards: the lines agree on who
// wins each trick but the last; the best line wins it, the tempting line loses it. Hidden hands:
// two tricks left, keep the master trump for the last one.
const DixDeDer Motif = 1

func init() {
	register(&motifType{id: DixDeDer, name: "dix-de-der", view: ViewOpen, seed: 2086, rules: []engine.Rule{engine.K1},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			last := len(c.Best.Line) - 1
			ok := lastWinner(c.Best).Team() == engine.NS && lastWinner(c.Tempting).Team() == engine.EW && c.sameTeams(last)
			return LastTrickWon{Last: last}, ok
		}})
	register(&motifType{id: DixDeDer, name: "dix-de-der", view: ViewSeat, seed: 3066, rules: []engine.Rule{engine.K1},
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			return MasterTrumpKept{}, masterTrumpForLast(pos, c)
		}})
}

// LastTrickWon is the evidence of an open dix de der: the index of the last trick, which the best
// line wins and the tempting line loses, every other trick going to the same side in both.
type LastTrickWon struct{ Last int }

func (LastTrickWon) Motif() Motif { return DixDeDer }

// Focus is the last trick.
func (e LastTrickWon) Focus() int { return e.Last }

func (e LastTrickWon) stake(_ *Puzzle, c Comparison) Stake {
	var st Stake
	st.addTrick(c.Best.Line, e.Last)
	st.addTrick(c.Tempting.Line, e.Last)
	return st
}

// MasterTrumpKept is the evidence of a hidden-hand dix de der: the tempting card is the master
// trump, with two tricks left (the pair says which cards).
type MasterTrumpKept struct{}

func (MasterTrumpKept) Motif() Motif { return DixDeDer }

// masterTrumpForLast: two tricks left and the tempting card a master trump, which wins the trick
// it falls on (C3): played now, it leaves the last trick and its 10 (K1) to South's other card.
func masterTrumpForLast(pos *evaluate.Position, c SeatPair) bool {
	return pos.Hand.Len() == 2 && c.Tempting.Suit() == pos.Trump && seen.IsMaster(pos, c.Tempting)
}
