package evaluate

import (
	"errors"
	"fmt"

	"github.com/belote-trainer/belote/engine"
)

// Trick is a trick of the deal as the player saw it: who led, and the cards in play order.
type Trick struct {
	Leader engine.Seat
	Cards  []engine.Card
}

// Position is what the player to move sees: their own hand, every finished trick, the trick in
// progress, and the unseen cards known to be in another seat's hand. It is a value; the evaluator
// never changes it.
type Position struct {
	Variant *engine.Variant
	Trump   engine.Suit
	Seat    engine.Seat   // the player to move; Hand is theirs
	Hand    engine.Set    // the cards Seat still holds
	History []Trick       // the finished tricks of the deal, in order, 4 cards each
	Trick   Trick         // the trick in progress, 0 to 3 cards; Seat plays next
	Known   [4]engine.Set // unseen cards known to be in another seat's remaining hand
}

// ToMove returns the seat that plays next to the trick in progress (T1).
func (p *Position) ToMove() engine.Seat {
	return p.Variant.Direction.Nth(p.Trick.Leader, len(p.Trick.Cards))
}

// Played returns every card of the finished tricks and of the trick in progress.
func (p *Position) Played() engine.Set {
	s := engine.SetOf(p.Trick.Cards...)
	for _, t := range p.History {
		s |= engine.SetOf(t.Cards...)
	}
	return s
}

// Unseen returns the cards that Seat cannot see: neither in its hand nor played.
func (p *Position) Unseen() engine.Set { return engine.FullDeck &^ p.Hand &^ p.Played() }

// Counts returns how many unseen cards each seat holds (0 for Seat): every seat was dealt 8, so a
// seat holds 8 less the cards it has played (T3).
func (p *Position) Counts() [4]int {
	var n [4]int
	for _, s := range engine.Seats {
		n[s] = 8 - len(p.History)
	}
	seat := p.Trick.Leader
	for range p.Trick.Cards {
		n[seat]--
		seat = p.Variant.Direction.Next(seat)
	}
	n[p.Seat] = 0
	return n
}

// Validate checks that the position is one of a real deal: a variant, a trump, 4 cards in each
// finished trick and 0 to 3 in the trick in progress, each trick led by the winner of the one
// before (W1, T7), Seat next to play, a hand of 8 less the finished tricks, no card twice, and
// known cards that are unseen, for another seat, and not more than that seat holds. Whether the
// plays were legal is the evaluator's question (a position with no consistent layout).
func (p *Position) Validate() error {
	switch {
	case p.Variant == nil:
		return errors.New("no variant")
	case p.Trump >= engine.NoSuit:
		return errors.New("no trump suit")
	case p.Seat >= engine.NoSeat:
		return errors.New("no seat to move")
	case p.Trick.Leader >= engine.NoSeat:
		return errors.New("trick: no leader")
	case len(p.History) > 7:
		return fmt.Errorf("%d finished tricks: a deal in play has at most 7", len(p.History))
	case len(p.Trick.Cards) > 3:
		return fmt.Errorf("trick: %d cards, a trick in progress holds 0 to 3", len(p.Trick.Cards))
	}
	if err := p.checkLeaders(); err != nil {
		return err
	}
	if got := p.ToMove(); got != p.Seat {
		return fmt.Errorf("%s is next to play to the trick, not %s", got, p.Seat)
	}
	if want := 8 - len(p.History); p.Hand.Len() != want {
		return fmt.Errorf("%s holds %d cards, but after %d finished tricks a hand holds %d", p.Seat, p.Hand.Len(), len(p.History), want)
	}
	if err := p.checkCards(); err != nil {
		return err
	}
	return p.checkKnown()
}

// checkLeaders checks each trick's size and that each leader won the trick before (W1, T7).
func (p *Position) checkLeaders() error {
	for i, t := range p.History {
		if len(t.Cards) != 4 {
			return fmt.Errorf("history[%d]: %d cards, a finished trick holds 4", i, len(t.Cards))
		}
		if t.Leader >= engine.NoSeat {
			return fmt.Errorf("history[%d]: no leader", i)
		}
		next := p.Trick.Leader
		if i+1 < len(p.History) {
			next = p.History[i+1].Leader
		}
		won := p.Variant.Direction.Nth(t.Leader, engine.Winner(p.Trump, t.Cards))
		if next != won {
			what := "the trick in progress"
			if i+1 < len(p.History) {
				what = fmt.Sprintf("history[%d]", i+1)
			}
			return fmt.Errorf("%s is led by %s, but %s won history[%d] (W1, T7)", what, next, won, i)
		}
	}
	return nil
}

// checkCards refuses a card seen twice.
func (p *Position) checkCards() error {
	seen := p.Hand
	check := func(where string, cs []engine.Card) error {
		for _, c := range cs {
			if !c.Valid() {
				return fmt.Errorf("%s: not a card", where)
			}
			if seen.Has(c) {
				return fmt.Errorf("%s: %s appears twice", where, c.Format(p.Variant.Face))
			}
			seen = seen.Add(c)
		}
		return nil
	}
	for i, t := range p.History {
		if err := check(fmt.Sprintf("history[%d]", i), t.Cards); err != nil {
			return err
		}
	}
	return check("trick", p.Trick.Cards)
}

// checkKnown checks the known cards: unseen, for another seat, in no two seats, and no more than
// the seat holds.
func (p *Position) checkKnown() error {
	unseen, counts := p.Unseen(), p.Counts()
	var seen engine.Set
	for _, s := range engine.Seats {
		k := p.Known[s]
		switch {
		case k == 0:
			continue
		case s == p.Seat:
			return fmt.Errorf("known: %s is the player to move, whose hand is given", s)
		case k&^unseen != 0:
			return fmt.Errorf("known %s: %s is not unseen (in the hand or already played)", s, (k &^ unseen).First().Format(p.Variant.Face))
		case k&seen != 0:
			return fmt.Errorf("known %s: %s is known to be in two hands", s, (k & seen).First().Format(p.Variant.Face))
		case k.Len() > counts[s]:
			return fmt.Errorf("known %s: %d cards, but %s holds %d", s, k.Len(), s, counts[s])
		}
		seen |= k
	}
	return nil
}
