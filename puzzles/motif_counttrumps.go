package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// CountTrumps: the trumps still out can be counted from the tricks: none or one is left (hidden
// hands).
const CountTrumps Motif = 10

func init() {
	register(&motifType{id: CountTrumps, name: "count-trumps", view: ViewSeat, seed: 3036,
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			// On lead, and not a trump led when none is out (nothing left to count for).
			out, ok := seen.TrumpsOut(pos)
			bestTrump := c.Best.Suit() == pos.Trump
			// Not a master trump with two tricks left either: that is the dix de der's lesson,
			// whatever the count (the old best-seat-count-trumps-001 and -016). With two cards left
			// the count argues nothing at all: both trumps meet on the last trick anyway, and what
			// the lead changes is who leads it (best-seat-count-trumps-005, -008).
			return TrumpsCounted{Out: out}, ok && len(pos.Trick.Cards) == 0 && pos.Hand.Len() > 2 && pos.Hand.Of(pos.Trump) != 0 &&
				bestTrump != (c.Tempting.Suit() == pos.Trump) && !(bestTrump && out == 0) && !masterTrumpForLast(pos, c)
		},
		confirm: func(p *Puzzle, _ Solution, _ SeatPair, ev Evidence) (Evidence, bool) {
			e := ev.(TrumpsCounted)
			e.Holder, e.OnlyOpponent = lastTrumpHolder(p.Seen, e.Out)
			return e, true
		}})
}

// TrumpsCounted is the evidence of a count-trumps puzzle: the trumps out (none or one), and who
// may hold the one out.
type TrumpsCounted struct {
	Out engine.Set
	// Holder is who may hold the one trump out, as the consistent layouts tell it.
	Holder TrumpHolder
	// OnlyOpponent is the one opponent that may hold it in some layout (NoSeat when both may, or
	// neither).
	OnlyOpponent engine.Seat
}

func (TrumpsCounted) Motif() Motif { return CountTrumps }

// TrumpHolder is who may hold the one trump out.
type TrumpHolder int

// Who may hold the one trump out, as the consistent layouts tell it.
const (
	EitherHolds   TrumpHolder = iota // North in some layouts, an opponent in others (or not one trump out)
	PartnerHolds                     // North in every layout: known, or shown by the others' voids
	OpponentHolds                    // East or West in every layout
)

// lastTrumpHolder says who may hold out, when it is one trump: North, an opponent or either; and
// the one opponent that may, if only one may.
func lastTrumpHolder(pos *evaluate.Position, out engine.Set) (TrumpHolder, engine.Seat) {
	lay, err := evaluate.NewLayouts(*pos)
	if out.Len() != 1 || err != nil {
		return EitherHolds, engine.NoSeat
	}
	h := EitherHolds
	switch {
	case lay.MayHold(engine.North)&out == 0:
		h = OpponentHolds
	case (lay.MayHold(engine.East)|lay.MayHold(engine.West))&out == 0:
		h = PartnerHolds
	}
	only := engine.NoSeat
	switch east, west := lay.MayHold(engine.East)&out != 0, lay.MayHold(engine.West)&out != 0; {
	case east && !west:
		only = engine.East
	case west && !east:
		only = engine.West
	}
	return h, only
}
