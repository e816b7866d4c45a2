package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// CountTrumps: the trumps still out can be counted from the tricks: none or one is left (hidden
// hands).
const CountTrumps Motif = 10

func init() {
	register(&motifType{id: CountTrumps, name: "count-trumps", view: ViewSeat, seed: 3036,
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			// On lead, and not a trump led when none is out (nothing left to count for).
			out, ok := TrumpsOut(pos)
			bestTrump := c.Best.Suit() == pos.Trump
			// Not a master trump with two tricks left either: that is the dix de der's lesson,
			// whatever the count (the old best-seat-count-trumps-001 and -016). With two cards left
			// the count argues nothing at all: both trumps meet on the last trick anyway, and what
			// the lead changes is who leads it (best-seat-count-trumps-005, -008).
			return TrumpsCounted{Out: out}, ok && len(pos.Trick.Cards) == 0 && pos.Hand.Len() > 2 && pos.Hand.Of(pos.Trump) != 0 &&
				bestTrump != (c.Tempting.Suit() == pos.Trump) && !(bestTrump && out == 0) && !masterTrumpForLast(pos, c)
		}})
}

// TrumpsCounted is the evidence of a count-trumps puzzle: the trumps out (none or one).
type TrumpsCounted struct {
	Out engine.Set
}

func (TrumpsCounted) Motif() Motif { return CountTrumps }
