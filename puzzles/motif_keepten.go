package puzzles

import "github.com/belote-trainer/belote/engine"

// KeepTen: the tempting line gives a 10 of South's to the opponents, the best line keeps it for
// North–South.
const KeepTen Motif = 2

func init() {
	register(&motifType{id: KeepTen, name: "keep-ten", view: ViewOpen, seed: 2046, rules: []engine.Rule{engine.C3},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			tl, ok := lostTen(p, c)
			return tl, ok
		}})
}

// TenLoss is a 10 of South's that the tempting line gives away: the trick where it falls (index in
// the line), and the trick of the best line where North–South win it.
type TenLoss struct {
	Ten          engine.Card
	Lost, Kept   int // trick indexes in the tempting and the best line
	TakenBy      engine.Seat
	TakenWith    engine.Card
	KeptByWinner engine.Seat
}

func (TenLoss) Motif() Motif { return KeepTen }

// Focus is the trick where the 10 falls in the tempting line.
func (e TenLoss) Focus() int { return e.Lost }

// stake: the ten itself, where it falls and where it is kept.
func (e TenLoss) stake(*Puzzle, Comparison) Stake {
	st := Stake{Cards: engine.SetOf(e.Ten)}
	st.addIndex(e.Lost)
	st.addIndex(e.Kept)
	return st
}

// lostTen finds a plain-suit 10 of South's hand that falls into an opponents' trick in the
// tempting line and into a North–South trick in the best line.
func lostTen(p *Puzzle, c Comparison) (TenLoss, bool) {
	for _, ten := range p.Hands[engine.South] {
		if ten.Rank() != engine.Ten || ten.Suit() == p.Trump {
			continue
		}
		lost, kept := trickWith(c.Tempting.Line, ten), trickWith(c.Best.Line, ten)
		if lost < 0 || kept < 0 {
			continue
		}
		lt, kt := c.Tempting.Line[lost], c.Best.Line[kept]
		if lt.Winner.Team() == engine.EW && kt.Winner.Team() == engine.NS {
			return TenLoss{Ten: ten, Lost: lost, Kept: kept, TakenBy: lt.Winner, TakenWith: lt.WinningCard(), KeptByWinner: kt.Winner}, true
		}
	}
	return TenLoss{}, false
}
