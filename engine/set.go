package engine

import (
	"math/bits"
	"strings"
)

// Set is a set of cards, one bit per card: a hand, the cards played, the legal plays.
type Set uint32

// FullDeck holds all 32 cards.
const FullDeck Set = 0xFFFFFFFF

// SetOf returns the set of the given cards.
func SetOf(cards ...Card) Set {
	var s Set
	for _, c := range cards {
		s = s.Add(c)
	}
	return s
}

// SuitSet returns the eight cards of suit s.
func SuitSet(s Suit) Set { return Set(0xFF) << (uint(s) * 8) }

// Has reports whether c is in the set.
func (s Set) Has(c Card) bool { return c < NoCard && s&(1<<c) != 0 }

// Add returns the set with c added.
func (s Set) Add(c Card) Set {
	if c >= NoCard {
		return s
	}
	return s | 1<<c
}

// Remove returns the set without c.
func (s Set) Remove(c Card) Set {
	if c >= NoCard {
		return s
	}
	return s &^ (1 << c)
}

// Len returns the number of cards in the set.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// Empty reports whether the set holds no card.
func (s Set) Empty() bool { return s == 0 }

// Of returns the cards of suit su in the set.
func (s Set) Of(su Suit) Set { return s & SuitSet(su) }

// First returns the lowest-numbered card of the set (in suit order, then sequence order), or
// NoCard when the set is empty.
func (s Set) First() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros32(uint32(s)))
}

// Cards lists the cards of the set in suit order (S H D C), then sequence order (7 to A).
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for s != 0 {
		c := s.First()
		out = append(out, c)
		s &= s - 1
	}
	return out
}

// String lists the cards in French notation, separated by spaces.
func (s Set) String() string { return s.Format(French) }

// Format lists the cards in the given face, separated by spaces.
func (s Set) Format(f Face) string {
	var b strings.Builder
	for i, c := range s.Cards() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.Format(f))
	}
	return b.String()
}
