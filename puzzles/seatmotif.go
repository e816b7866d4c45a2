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

// opponentVoid reports whether East or West showed a void in suit s.
// Trumps is what the consistent layouts tell South of a seat's trumps.
type Trumps struct {
	Always bool       // the seat holds a trump in every consistent layout
	Sure   engine.Set // the trumps it holds in every one (its known ones among them)
	Alone  bool       // no other seat may hold a trump of Sure: South can tell by the voids and counts
}

// TrumpsOf reads seat's trumps off the consistent layouts: a hedge ("if it has a trump left")
// belongs in a text only when they disagree.
func TrumpsOf(pos *evaluate.Position, seat engine.Seat) (Trumps, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return Trumps{}, err
	}
	tr := Trumps{Always: true, Sure: pos.Unseen().Of(pos.Trump)}
	l.Each(func(h [4]engine.Set) bool {
		mine := h[seat].Of(pos.Trump)
		tr.Always = tr.Always && mine != 0
		tr.Sure &= mine
		return tr.Always
	})
	if !tr.Always {
		tr.Sure = 0
	}
	tr.Alone = tr.Sure != 0
	for _, s := range engine.Seats {
		if s != seat && s != pos.Seat && l.MayHold(s)&tr.Sure != 0 {
			tr.Alone = false
		}
	}
	return tr, nil
}
