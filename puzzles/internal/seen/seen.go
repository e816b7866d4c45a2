// Package seen holds the facts of a hidden-hand position that South can check from what it
// sees (evaluate.Position): which card fell on which trick, which cards outrank a card and
// whether it is master, which voids the tricks showed, which trick showed that a seat holds no
// trump, and what the consistent layouts tell of a seat's trumps. The motifs' detectors
// (puzzles) and the points that word them (puzzles/gen) read them.
package seen

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// The facts of a hidden-hand position that South can check from what it sees: which card fell on
// which trick, which trick showed that a seat holds no trump. A seat puzzle's point states them,
// so that its verdict has a reason the learner can verify at the table.

// FellOn returns the index of the trick where card c was played (len(History) for the trick in
// progress), and false when it was not played.
func FellOn(pos *evaluate.Position, c engine.Card) (int, bool) {
	_, i, ok := PlayedBy(pos, c)
	return i, ok
}

// PlayedBy returns the seat that played c and the trick (an index of the history, len(History)
// for the trick in progress), and false when c was not played.
func PlayedBy(pos *evaluate.Position, c engine.Card) (engine.Seat, int, bool) {
	tricks := append(append([]evaluate.Trick(nil), pos.History...), pos.Trick)
	for i, t := range tricks {
		for j, x := range t.Cards {
			if x == c {
				return pos.Variant.Direction.Nth(t.Leader, j), i, true
			}
		}
	}
	return engine.NoSeat, 0, false
}

// Higher returns the cards of c's suit that outrank it (C3): with IsMaster, each is in South's
// hand or already played.
func Higher(pos *evaluate.Position, c engine.Card) []engine.Card {
	var out []engine.Card
	for _, x := range engine.SuitSet(c.Suit()).Cards() {
		if engine.Strength(x, pos.Trump) > engine.Strength(c, pos.Trump) {
			out = append(out, x)
		}
	}
	return out
}

// Trumpless is a trick that showed a seat holds no trump: its card there (not a trump, on a lead
// it did not follow) would not have been legal (§3) with any trump that South could not account
// for then: it did not follow a trump lead (P2, P3), or discarded where it had to ruff (P5, P6,
// P7: a discard is P8's, or P4's when partner is master).
type Trumpless struct {
	Trick   int  // an index of the history, len(History) for the trick in progress
	TrumpLd bool // the trick was led in trump
	Ruffed  bool // a trump was in the trick before the seat's discard: it had to ruff over or under (P5, P6)
	Card    engine.Card
}

// TrumplessAt returns the first trick whose card shows that seat held no trump, and false when
// no single trick shows it.
func TrumplessAt(pos *evaluate.Position, seat engine.Seat) (Trumpless, bool) {
	return shownWithout(pos, seat, engine.SuitSet(pos.Trump), true)
}

// ShownWithout returns the first trick whose card shows that seat held none of cards: with any
// of them beside it, that card would not have been legal (§3). A card not yet played then is
// still not in that hand.
func ShownWithout(pos *evaluate.Position, seat engine.Seat, cards engine.Set) (Trumpless, bool) {
	return shownWithout(pos, seat, cards, false)
}

// shownWithout finds the trick; with discards, only a card played off the led suit and not a
// trump counts (the trumpless proof), else any card.
func shownWithout(pos *evaluate.Position, seat engine.Seat, cards engine.Set, discards bool) (Trumpless, bool) {
	tricks := append(append([]evaluate.Trick(nil), pos.History...), pos.Trick)
	mine := pos.Hand // South's whole deal: its hand and the cards it played
	for _, t := range tricks {
		for j, c := range t.Cards {
			if pos.Variant.Direction.Nth(t.Leader, j) == pos.Seat {
				mine = mine.Add(c)
			}
		}
	}
	gone := engine.Set(0)
	for i, t := range tricks {
		for j, c := range t.Cards {
			candidates := cards &^ mine &^ gone &^ engine.SetOf(c)
			if j > 0 && pos.Variant.Direction.Nth(t.Leader, j) == seat && (!discards || c.Suit() != pos.Trump && c.Suit() != t.Cards[0].Suit()) &&
				illegalBeside(pos, t.Cards[:j], c, candidates) {
				return Trumpless{Trick: i, TrumpLd: t.Cards[0].Suit() == pos.Trump, Ruffed: holdsTrump(t.Cards[:j], pos.Trump), Card: c}, true
			}
			gone = gone.Add(c)
		}
	}
	return Trumpless{}, false
}

// holdsTrump reports whether a trump is among cards.
func holdsTrump(cards []engine.Card, trump engine.Suit) bool {
	for _, c := range cards {
		if c.Suit() == trump {
			return true
		}
	}
	return false
}

// illegalBeside reports whether c, played on before, was illegal with every card of candidates
// beside it: the player held none of them.
func illegalBeside(pos *evaluate.Position, before []engine.Card, c engine.Card, candidates engine.Set) bool {
	if candidates == 0 {
		return false
	}
	for _, t := range candidates.Cards() {
		if legal, _ := pos.Variant.Legal(pos.Trump, engine.SetOf(c, t), before); legal.Has(c) {
			return false
		}
	}
	return true
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
