package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// Partner: partner is master; the best card leaves them the trick, the tempting card takes it
// over.
const Partner Motif = 5

func init() {
	register(&motifType{id: Partner, name: "partner", view: ViewOpen, seed: 2056, rules: []engine.Rule{engine.W1},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			ok := engine.ReadTrick(p.Trump, p.Trick).PartnerMaster && c.Best.Line[0].Winner == engine.North &&
				c.Tempting.Line[0].Winner == engine.South
			if !ok {
				return nil, false
			}
			ev := PartnerLeft{Decisive: c.Decisive()}
			for i, tr := range c.Best.Line {
				if i > 0 && tr.Winner == engine.South && tr.WinningCard() == c.Tempting.Card {
					ev.KeptWins = append(ev.KeptWins, i)
				}
			}
			return ev, true
		}})
	register(&motifType{id: Partner, name: "partner", view: ViewSeat, seed: 3056, rules: []engine.Rule{engine.W1},
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			return PartnerLeftSeat{}, engine.ReadTrick(pos.Trump, pos.Trick.Cards).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
				winsAfter(pos, c.Tempting) == engine.South
		}})
}

// PartnerLeft is the evidence of an open partner motif: partner is master, the best card leaves
// them the trick and the tempting card takes it.
type PartnerLeft struct {
	// KeptWins are the later tricks of the best line that South wins with the tempting card, kept.
	KeptWins []int
	// Decisive is the comparison's decisive trick.
	Decisive int
}

func (PartnerLeft) Motif() Motif { return Partner }

// Focus is the decisive trick.
func (e PartnerLeft) Focus() int { return e.Decisive }

// stake: partner's trick, and the trick the card South keeps wins later in the best line.
func (PartnerLeft) stake(_ *Puzzle, c Comparison) Stake {
	var st Stake
	b := c.Best.Line
	st.addTrick(b, 0)
	st.addTrick(c.Tempting.Line, 0)
	if i := trickWith(b, c.Tempting.Card); i > 0 && b[i].Winner.Team() == engine.NS {
		st.addTrick(b, i)
	}
	return st
}

// PartnerLeftSeat is the evidence of a hidden-hand partner motif: partner is master, the best
// card leaves them the trick and the tempting card takes it.
type PartnerLeftSeat struct{}

func (PartnerLeftSeat) Motif() Motif { return Partner }
