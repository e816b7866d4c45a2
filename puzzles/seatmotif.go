package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// The facts of hidden-hand positions that several seat motifs read (their detectors are in
// motif_<name>.go).

// SeatPair is the two cards a hidden-hand puzzle compares: its best card (the first in hand
// order) and its tempting card.
type SeatPair struct{ Best, Tempting engine.Card }

// gain is how much more the best card brings than the tempting one, in a layout's values.
func (c SeatPair) gain(vals []solve.CardValue) int {
	d := 0
	for _, cv := range vals {
		switch cv.Card {
		case c.Best:
			d += cv.Value
		case c.Tempting:
			d -= cv.Value
		}
	}
	return d
}

// seatPair returns the puzzle's two cards, and false when there is no tempting card.
func seatPair(p *Puzzle, a Solution) (SeatPair, bool) {
	if p.Seen == nil || a.Eval == nil {
		return SeatPair{}, false
	}
	c := SeatPair{Best: bestOf(p.Hand, a.Best), Tempting: seatTempting(p, a.Eval)}
	return c, c.Best != engine.NoCard && c.Tempting != engine.NoCard
}

// winsAfter is the seat that holds the trick in progress once South has played c.
func winsAfter(pos *evaluate.Position, c engine.Card) engine.Seat {
	t := append(append([]engine.Card(nil), pos.Trick.Cards...), c)
	return pos.Variant.Direction.Nth(pos.Trick.Leader, engine.Winner(pos.Trump, t))
}
