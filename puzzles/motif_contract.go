package puzzles

import "github.com/belote-trainer/belote/engine/evaluate"

// Contract: a goal puzzle (goal.go): the card that makes the contract most often is not the card
// of the best mean. Its pack is drawn by its own generator (gen.ContractPack), and its themes
// cite the contract's rule of the variant (K3 or K4).
const Contract Motif = 13

func init() {
	register(&motifType{id: Contract, name: "contract", view: ViewSeat, goal: true, seed: 3326,
		// two cards; the rest is the evaluation's (ContractHolds)
		pair:  func(_ *evaluate.Position, c SeatPair) (Evidence, bool) { return ContractSafe{}, c.Best != c.Tempting },
		whole: func(p *Puzzle, a Solution) (Evidence, bool) { return ContractSafe{}, contractHolds(p, a) }})
}

// ContractSafe is the evidence of a contract puzzle: its figures are the evaluation's.
type ContractSafe struct{}

func (ContractSafe) Motif() Motif { return Contract }
