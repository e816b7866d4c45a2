package solve

import (
	"errors"
	"fmt"

	"github.com/belote-trainer/belote/engine"
)

// Position is an open-card position: every hand is visible, the trump is known, and a trick may be
// in progress. It is a value; the solver never changes it.
type Position struct {
	Variant *engine.Variant // its Direction orders the play (T1), its Play switches decide legality (§3)
	Trump   engine.Suit
	Hands   [4]engine.Set // the cards each seat still holds, by engine.Seat
	Leader  engine.Seat   // who led the current trick
	Trick   []engine.Card // the cards already played to the current trick, in play order (0 to 3)
}

// ToMove returns the seat that plays next: the one after the last card of the trick (T1).
func (p *Position) ToMove() engine.Seat {
	return p.Variant.Direction.Nth(p.Leader, len(p.Trick))
}

// Total returns the trick points still to be shared from the current trick on: the points of the
// cards in hand and on the table, plus the dix de der (C3, K1).
func (p *Position) Total() int {
	all := p.Trick
	total := engine.DixDeDer
	for _, c := range all {
		total += engine.Points(c, p.Trump)
	}
	for _, h := range p.Hands {
		total += engine.SetPoints(h, p.Trump)
	}
	return total
}

// Legal returns the legal cards of the player to move (§3, with the variant's switches).
func (p *Position) Legal() engine.Set {
	set, _ := p.Variant.Legal(p.Trump, p.Hands[p.ToMove()], p.Trick)
	return set
}

// Play returns the position after the player to move plays c, which must be legal: when c ends the
// trick, its winner leads the next one (W1, T7). The receiver is unchanged.
func (p *Position) Play(c engine.Card) Position {
	next := *p
	seat := p.ToMove()
	next.Hands[seat] = next.Hands[seat].Remove(c)
	trick := append(append(make([]engine.Card, 0, 4), p.Trick...), c)
	if len(trick) < 4 {
		next.Trick = trick
		return next
	}
	next.Leader = p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, trick))
	next.Trick = nil
	return next
}

// Validate checks that the position can be played out: a variant, a trump suit and a leader; 0 to
// 3 cards on the table; no card twice; hand sizes that fit the trick in progress (each player
// who has played to it holds one card fewer than those still to play, who hold 1 to 8); and
// cards on the table that their players could legally play (§3).
func (p *Position) Validate() error {
	switch {
	case p.Variant == nil:
		return errors.New("no variant")
	case p.Trump >= engine.NoSuit:
		return errors.New("no trump suit")
	case p.Leader >= engine.NoSeat:
		return errors.New("no leader")
	case len(p.Trick) > 3:
		return fmt.Errorf("%d cards on the table: a trick in progress holds 0 to 3", len(p.Trick))
	}
	if err := p.checkCards(); err != nil {
		return err
	}
	if err := p.checkSizes(); err != nil {
		return err
	}
	return p.checkTrick()
}

// checkCards refuses a card held twice or both held and on the table.
func (p *Position) checkCards() error {
	var seen engine.Set
	for _, c := range p.Trick {
		if !c.Valid() {
			return errors.New("trick: not a card")
		}
		if seen.Has(c) {
			return fmt.Errorf("%s is on the table twice", c)
		}
		seen = seen.Add(c)
	}
	for _, s := range engine.Seats {
		if both := seen & p.Hands[s]; both != 0 {
			return fmt.Errorf("%s is held by %s and also elsewhere", both.First(), s)
		}
		seen |= p.Hands[s]
	}
	return nil
}

// checkSizes checks the hand sizes against the trick in progress.
func (p *Position) checkSizes() error {
	k := p.Hands[p.ToMove()].Len()
	if k < 1 || k > 8 {
		return fmt.Errorf("%s is to play and holds %d cards: a hand holds 1 to 8", p.ToMove(), k)
	}
	seat := p.Leader
	for i := range 4 {
		want := k
		if i < len(p.Trick) {
			want = k - 1 // this seat has already played to the trick
		}
		if n := p.Hands[seat].Len(); n != want {
			return fmt.Errorf("%s holds %d cards but should hold %d (%s holds %d and %d cards are on the table)",
				seat, n, want, p.ToMove(), k, len(p.Trick))
		}
		seat = p.Variant.Direction.Next(seat)
	}
	return nil
}

// checkTrick checks that each card on the table was legal for its player, whose hand then was
// their hand now plus that card (§3).
func (p *Position) checkTrick() error {
	seat := p.Leader
	for i, c := range p.Trick {
		legal, rule := p.Variant.Legal(p.Trump, p.Hands[seat].Add(c), p.Trick[:i])
		if !legal.Has(c) {
			return fmt.Errorf("trick: %s may not play %s after %v (%s)", seat, c.Format(p.Variant.Face), cardList(p.Trick[:i], p.Variant.Face), rule)
		}
		seat = p.Variant.Direction.Next(seat)
	}
	return nil
}

func cardList(cs []engine.Card, f engine.Face) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Format(f)
	}
	return out
}
