package gen

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// The deductions a hidden-hand point states, as facts South can check at the table: worked out
// here, worded by the seat story (seatfacts.go), so that a sentence says only what a deduction
// holds.

// trumpDeduction is what South can tell of where the trumps out are: which seat is known to hold
// some, which showed it holds none (grouped by the trick that showed it), and the one seat left
// that may hold the rest.
type trumpDeduction struct {
	// Out are the trumps South cannot see; Rest those of them that no seat is known to hold.
	Out, Rest engine.Set
	// Facts are the seats' facts, East, West then North.
	Facts []trumpFact
	// Nones are the seats shown to hold no trump (seen.TrumplessAt), one or two per trick.
	Nones []trumpless
	// Only is the one seat that may still hold Rest (NoSeat when none or several may).
	Only engine.Seat
}

// Told reports whether the deduction has a fact to state.
func (d trumpDeduction) Told() bool { return len(d.Facts) > 0 || len(d.Nones) > 0 }

// trumpFact is what South knows of one seat's trumps.
type trumpFact struct {
	Seat engine.Seat
	Kind factKind
	// Known are the trumps out that the seat is known to hold.
	Known engine.Set
	// Lack is the trick that shows the seat holds none of Rest (lacksRest, knownNotRest).
	Lack seen.Trumpless
}

// factKind is the kind of a trumpFact.
type factKind int

const (
	wholeHand    factKind = iota // South knows every card of the seat, Known among them
	knownNotRest                 // the seat holds Known, and a trick shows it holds none of Rest
	knownTrumps                  // the seat holds Known
	noTrumpHand                  // South knows every card of the seat, and none is a trump
	lacksRest                    // a trick shows the seat holds none of Rest
)

// trumpless is a trick that showed seats hold no trump.
type trumpless struct {
	Seats []engine.Seat
	T     seen.Trumpless
}

// deduceTrumps works out the trumpDeduction of pos; skip's facts are left out (a sentence about
// skip says them), and skip counts as a seat that may hold the rest.
func deduceTrumps(pos *evaluate.Position, skip engine.Seat) trumpDeduction {
	out := pos.Unseen().Of(pos.Trump)
	d := trumpDeduction{Out: out, Rest: out, Only: engine.NoSeat}
	for _, seat := range engine.Seats {
		d.Rest &^= pos.Known[seat]
	}
	var candidates []engine.Seat
	counts := pos.Counts()
	for _, seat := range []engine.Seat{engine.East, engine.West, engine.North} {
		if seat == skip {
			candidates = append(candidates, seat)
			continue
		}
		k := pos.Known[seat] & out
		full := pos.Known[seat].Len() == counts[seat] // South knows its whole hand
		var lack seen.Trumpless
		lacks := false
		if d.Rest != 0 && !full {
			lack, lacks = seen.ShownWithout(pos, seat, d.Rest)
		}
		f := trumpFact{Seat: seat, Known: k, Lack: lack}
		switch {
		case k != 0 && full && d.Rest != 0:
			f.Kind = wholeHand
		case k != 0 && lacks:
			f.Kind = knownNotRest
		case k != 0:
			f.Kind = knownTrumps
		case full && d.Rest != 0:
			f.Kind = noTrumpHand
		default:
			f.Kind = -1
		}
		if f.Kind >= 0 {
			d.Facts = append(d.Facts, f)
		}
		if full || k != 0 && lacks {
			continue
		}
		if k != 0 {
			candidates = append(candidates, seat)
			continue
		}
		if t, ok := seen.TrumplessAt(pos, seat); ok {
			if n := len(d.Nones); n > 0 && d.Nones[n-1].T.Trick == t.Trick && d.Nones[n-1].T.TrumpLd == t.TrumpLd {
				d.Nones[n-1].Seats = append(d.Nones[n-1].Seats, seat)
			} else {
				d.Nones = append(d.Nones, trumpless{[]engine.Seat{seat}, t})
			}
			continue
		}
		if lacks {
			d.Facts = append(d.Facts, trumpFact{Seat: seat, Kind: lacksRest, Lack: lack})
			continue
		}
		candidates = append(candidates, seat)
	}
	if d.Rest != 0 && len(candidates) == 1 {
		d.Only = candidates[0]
	}
	return d
}
