package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// Charge: partner wins the trick either way, and the best card loads it with more points
// (charger).
const Charge Motif = 4

// MinCharge is how many more points a charge brings than the card it is compared with: a 10 or an
// ace against a small card, not a king against a queen.
const MinCharge = 5

func init() {
	register(&motifType{id: Charge, name: "charge", view: ViewOpen, seed: 2076, rules: []engine.Rule{engine.C3},
		open: func(p *Puzzle, c Comparison) (OpenEvidence, bool) {
			// The card loaded must be one that the tempting line loses: kept, it later falls into an
			// East–West trick (else what South gains is not the charge). And it must be a real
			// charge, as the seat packs count one (MinCharge): an ace or a 10 against a small card,
			// not a queen that is only a loser got rid of.
			ev, lost := keptCardLost(c)
			return ev, c.Best.Line[0].Winner == engine.North && c.Tempting.Line[0].Winner == engine.North &&
				engine.Points(c.Best.Card, p.Trump) >= engine.Points(c.Tempting.Card, p.Trump)+MinCharge && lost
		}})
	register(&motifType{id: Charge, name: "charge", view: ViewSeat, seed: 3076, rules: []engine.Rule{engine.C3},
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			// South plays last, North keeps the trick with either card, and the best card brings
			// more points (the generator's tempting card is then the nearest miss: the
			// intermédiaire bot charges well).
			t := pos.Trick.Cards
			return Loaded{}, len(t) == 3 && engine.ReadTrick(pos.Trump, t).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
				winsAfter(pos, c.Tempting) == engine.North && engine.Points(c.Best, pos.Trump) >= engine.Points(c.Tempting, pos.Trump)+MinCharge
		}})
}

// KeptLost is the evidence of an open charge: the trick of the tempting line where the best card,
// which South keeps there, falls into an East–West trick.
type KeptLost struct{ Lost int }

func (KeptLost) Motif() Motif { return Charge }

// Focus is the trick where the card South could have loaded is lost.
func (e KeptLost) Focus() int { return e.Lost }

// stake: the card loaded, and the trick where the tempting line loses it.
func (e KeptLost) stake(_ *Puzzle, c Comparison) Stake {
	st := Stake{Cards: engine.SetOf(c.Best.Card)}
	st.addIndex(0)
	st.addIndex(e.Lost)
	return st
}

// Loaded is the evidence of a hidden-hand charge: South plays last on partner's trick, which
// either card leaves to partner, and the best card brings MinCharge points more.
type Loaded struct{}

func (Loaded) Motif() Motif { return Charge }

// keptCardLost finds the trick of the tempting line where the best card, which South keeps there,
// falls into an East–West trick: where a card South could have loaded is lost.
func keptCardLost(c Comparison) (KeptLost, bool) {
	i := trickWith(c.Tempting.Line, c.Best.Card)
	if i < 0 || c.Tempting.Line[i].Winner.Team() != engine.EW {
		return KeptLost{Lost: -1}, false
	}
	return KeptLost{Lost: i}, true
}
