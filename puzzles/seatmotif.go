package puzzles

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// SeatMotifs lists the motifs of hidden-hand puzzles (ViewSeat), in the order detectors are
// preferred. Each is a fact of what South sees and of the two cards compared (docs/content.md,
// "Motifs of hidden-hand puzzles"), never of a hidden hand: the lesson must be one South could
// have drawn at the table.
func SeatMotifs() []Motif {
	return []Motif{ReadVoid, CountTrumps, KeepMaster, Partner, Charge}
}

// SeatPair is the two cards a hidden-hand puzzle compares: its best card (the first in hand
// order) and its tempting card.
type SeatPair struct{ Best, Tempting engine.Card }

// seatPair returns the puzzle's two cards, and false when there is no tempting card.
func seatPair(p *Puzzle, a Solution) (SeatPair, bool) {
	if p.Seen == nil || a.Eval == nil {
		return SeatPair{}, false
	}
	c := SeatPair{Best: bestOf(p.Hand, a.Best), Tempting: seatTempting(p, a.Eval)}
	return c, c.Best != engine.NoCard && c.Tempting != engine.NoCard
}

// DetectSeatMotifs lists the seat motifs whose detectors hold, in the order of SeatMotifs.
func DetectSeatMotifs(p *Puzzle, a Solution) []Motif {
	return holding(SeatMotifs(), func(m Motif) bool { return SeatMotifHolds(m, p, a) })
}

// SeatMotifHolds reports whether motif m's detector holds on a hidden-hand puzzle and its answer.
func SeatMotifHolds(m Motif, p *Puzzle, a Solution) bool {
	c, ok := seatPair(p, a)
	if !ok {
		return false
	}
	pos := p.Seen
	switch m {
	case CountTrumps:
		_, ok := TrumpsOut(pos)
		return ok && pos.Hand.Of(pos.Trump) != 0 && (c.Best.Suit() == pos.Trump) != (c.Tempting.Suit() == pos.Trump)
	case ReadVoid:
		_, ok := VoidRead(pos, c)
		return ok
	case KeepMaster:
		return len(pos.Trick.Cards) == 0 && IsMaster(pos, c.Tempting) && !IsMaster(pos, c.Best)
	case Partner:
		t := pos.Trick.Cards
		return engine.ReadTrick(pos.Trump, t).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
			winsAfter(pos, c.Tempting) == engine.South
	case Charge:
		t := pos.Trick.Cards
		return len(t) == 3 && engine.ReadTrick(pos.Trump, t).PartnerMaster && winsAfter(pos, c.Best) == engine.North &&
			winsAfter(pos, c.Tempting) == engine.North && engine.Points(c.Best, pos.Trump) > engine.Points(c.Tempting, pos.Trump)
	}
	return false
}

// TrumpsOut returns the trumps that South cannot see (neither in its hand nor played), and
// whether they are few enough to count on: none or one.
func TrumpsOut(pos *evaluate.Position) (engine.Set, bool) {
	out := pos.Unseen().Of(pos.Trump)
	return out, out.Len() <= 1
}

// IsMaster reports whether c is the master card of its suit as South sees it: no card that South
// cannot see outranks it (C3; South's own cards do not count).
func IsMaster(pos *evaluate.Position, c engine.Card) bool {
	for _, x := range pos.Unseen().Of(c.Suit()).Cards() {
		if engine.Strength(x, pos.Trump) > engine.Strength(c, pos.Trump) {
			return false
		}
	}
	return true
}

// winsAfter is the seat that holds the trick in progress once South has played c.
func winsAfter(pos *evaluate.Position, c engine.Card) engine.Seat {
	t := append(append([]engine.Card(nil), pos.Trick.Cards...), c)
	return pos.Variant.Direction.Nth(pos.Trick.Leader, engine.Winner(pos.Trump, t))
}

// Void is a void that a seat showed: it played a card of another suit on a lead of Suit, in the
// finished trick Trick (an index of the history), with Card.
type Void struct {
	Seat  engine.Seat
	Suit  engine.Suit
	Trick int
	Card  engine.Card
}

// ShownVoids lists the voids the finished tricks show, each seat and suit once (the first trick
// that shows it).
func ShownVoids(pos *evaluate.Position) []Void {
	var out []Void
	seen := map[[2]int]bool{}
	for i, t := range pos.History {
		led := t.Cards[0].Suit()
		for j, c := range t.Cards[1:] {
			s := pos.Variant.Direction.Nth(t.Leader, j+1)
			if c.Suit() != led && !seen[[2]int{int(s), int(led)}] {
				seen[[2]int{int(s), int(led)}] = true
				out = append(out, Void{Seat: s, Suit: led, Trick: i, Card: c})
			}
		}
	}
	return out
}

// VoidRead finds the void the two cards turn on: South leads; a seat showed a void in a plain suit
// and may still hold a trump in some consistent layout; and either that seat is an opponent, the
// tempting card leads that suit into its ruff and the best card does not, or it is North and the
// best card leads the suit for North to ruff while the tempting card does not.
func VoidRead(pos *evaluate.Position, c SeatPair) (Void, bool) {
	if len(pos.Trick.Cards) != 0 {
		return Void{}, false
	}
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return Void{}, false
	}
	for _, v := range ShownVoids(pos) {
		if v.Suit == pos.Trump || l.MayHold(v.Seat).Of(pos.Trump) == 0 {
			continue
		}
		into := c.Tempting.Suit() == v.Suit && c.Best.Suit() != v.Suit
		forNorth := c.Best.Suit() == v.Suit && c.Tempting.Suit() != v.Suit
		if v.Seat.Team() == engine.EW && into || v.Seat == engine.North && forNorth {
			return v, true
		}
	}
	return Void{}, false
}
