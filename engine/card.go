// Package engine implements the rules of Belote as written in RULES.md: cards, variants, legal
// plays, tricks, belote-rebelote, announcements, scoring and the flow of a deal and a game.
//
// The package is pure: no I/O, no text for people, no mutable globals. It returns facts (the legal
// set and the RULES.md row that decided it, the master of a trick, each term of a score); the
// explain package turns them into sentences.
package engine

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Suit is one of the four suits. The French and Spanish faces share one model (C1).
type Suit uint8

// The suits, in the suit order used for display and for carrés (S H D C, e c o b).
const (
	Spades   Suit = iota // ♠ pique, Spanish espadas
	Hearts               // ♥ cœur, Spanish copas
	Diamonds             // ♦ carreau, Spanish oros
	Clubs                // ♣ trèfle, Spanish bastos
	NoSuit   Suit = 4
)

// Suits lists the four suits in suit order.
var Suits = [4]Suit{Spades, Hearts, Diamonds, Clubs}

// Rank is one of the eight ranks, numbered in sequence order (C3): 7 8 9 10 J Q K A.
type Rank uint8

// The ranks in sequence order (C3), which is also the order of announcements (A1).
const (
	Seven Rank = iota
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
	NoRank Rank = 8
)

// Face says how cards are printed: French (7 8 9 10 J Q K A of ♠♥♦♣) or Spanish (4 5 6 7 10 11 12 1
// of espadas, copas, oros, bastos) (C1).
type Face uint8

// The two faces of C1.
const (
	French Face = iota
	Spanish
)

// Card is one of the 32 cards: suit*8 + rank. NoCard is the zero-less "no card" marker.
type Card uint8

// NoCard marks the absence of a card (an empty trick slot, a failed parse).
const NoCard Card = 32

// NewCard returns the card of rank r in suit s.
func NewCard(r Rank, s Suit) Card { return Card(uint8(s)<<3 | uint8(r)) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c >> 3) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c & 7) }

// Valid reports whether c is one of the 32 cards.
func (c Card) Valid() bool { return c < NoCard }

var (
	frenchRanks  = [8]string{"7", "8", "9", "10", "J", "Q", "K", "A"}
	spanishRanks = [8]string{"4", "5", "6", "7", "10", "11", "12", "1"}
	frenchSuits  = [4]string{"S", "H", "D", "C"}
	spanishSuits = [4]string{"e", "c", "o", "b"}
	suitSymbols  = [4]string{"♠", "♥", "♦", "♣"}
)

// String returns the canonical French notation of the card (C2), e.g. "10H".
func (c Card) String() string { return c.Format(French) }

// Format returns the canonical notation of the card in the given face (C2): "10H", "12o".
func (c Card) Format(f Face) string {
	if !c.Valid() {
		return "??"
	}
	if f == Spanish {
		return spanishRanks[c.Rank()] + spanishSuits[c.Suit()]
	}
	return frenchRanks[c.Rank()] + frenchSuits[c.Suit()]
}

// Symbol returns the card with a suit symbol in the given face: "10♥", or "12o" for the Spanish
// face, which has no symbols of its own.
func (c Card) Symbol(f Face) string {
	if !c.Valid() {
		return "??"
	}
	if f == Spanish {
		return c.Format(Spanish)
	}
	return frenchRanks[c.Rank()] + suitSymbols[c.Suit()]
}

// String returns the French suit letter (S H D C).
func (s Suit) String() string { return s.Format(French) }

// Format returns the suit letter in the given face: S H D C or e c o b.
func (s Suit) Format(f Face) string {
	if s >= NoSuit {
		return "?"
	}
	if f == Spanish {
		return spanishSuits[s]
	}
	return frenchSuits[s]
}

// Symbol returns ♠ ♥ ♦ or ♣.
func (s Suit) Symbol() string {
	if s >= NoSuit {
		return "?"
	}
	return suitSymbols[s]
}

// String returns the French rank (7 8 9 10 J Q K A).
func (r Rank) String() string { return r.Format(French) }

// Format returns the rank in the given face.
func (r Rank) Format(f Face) string {
	if r >= NoRank {
		return "?"
	}
	if f == Spanish {
		return spanishRanks[r]
	}
	return frenchRanks[r]
}

// CardError says which token could not be read as a card, and why.
type CardError struct {
	Token  string
	Reason string
}

func (e *CardError) Error() string {
	return fmt.Sprintf("bad card %s: %s (C2)", Quote(e.Token), e.Reason)
}

// ParseCard reads a card in either face (C2) and returns it with the face its suit letter named.
// French ranks may be in either case, T means 10, and V D R mean Valet, Dame, Roi; suit letters are
// case-sensitive, and ♠♥♦♣ stand for S H D C. Surrounding blanks are ignored.
func ParseCard(token string) (Card, Face, error) {
	s := strings.TrimSpace(token)
	if s == "" {
		return NoCard, French, &CardError{token, "empty"}
	}
	suitRune, size := utf8.DecodeLastRuneInString(s)
	rank := s[:len(s)-size]
	suit, face, ok := parseSuit(suitRune)
	if !ok {
		return NoCard, French, &CardError{token, fmt.Sprintf("unknown suit %q (S H D C, ♠♥♦♣ or e c o b)", string(suitRune))}
	}
	if rank == "" {
		return NoCard, face, &CardError{token, "no rank"}
	}
	r, ok := parseRank(rank, face)
	if !ok {
		if face == Spanish {
			return NoCard, face, &CardError{token, fmt.Sprintf("unknown Spanish rank %s (1 4 5 6 7 10 11 12)", Quote(rank))}
		}
		return NoCard, face, &CardError{token, fmt.Sprintf("unknown French rank %s (7 8 9 10 J Q K A)", Quote(rank))}
	}
	return NewCard(r, suit), face, nil
}

// MustCard parses a card and panics on error; for tests, examples and literals only.
func MustCard(token string) Card {
	c, _, err := ParseCard(token)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseSuit reads a suit letter or symbol of either face.
func ParseSuit(token string) (Suit, Face, error) {
	s := strings.TrimSpace(token)
	r, size := utf8.DecodeRuneInString(s)
	if size == len(s) && size > 0 {
		if suit, face, ok := parseSuit(r); ok {
			return suit, face, nil
		}
	}
	return NoSuit, French, fmt.Errorf("bad suit %s: use S H D C, ♠♥♦♣ or e c o b (C2)", Quote(token))
}

func parseSuit(r rune) (Suit, Face, bool) {
	switch r {
	case 'S', '♠':
		return Spades, French, true
	case 'H', '♥':
		return Hearts, French, true
	case 'D', '♦':
		return Diamonds, French, true
	case 'C', '♣':
		return Clubs, French, true
	case 'e':
		return Spades, Spanish, true
	case 'c':
		return Hearts, Spanish, true
	case 'o':
		return Diamonds, Spanish, true
	case 'b':
		return Clubs, Spanish, true
	}
	return NoSuit, French, false
}

func parseRank(s string, f Face) (Rank, bool) {
	if f == Spanish {
		for r, name := range spanishRanks {
			if s == name {
				return Rank(r), true
			}
		}
		return NoRank, false
	}
	switch strings.ToUpper(s) {
	case "7":
		return Seven, true
	case "8":
		return Eight, true
	case "9":
		return Nine, true
	case "10", "T":
		return Ten, true
	case "J", "V":
		return Jack, true
	case "Q", "D":
		return Queen, true
	case "K", "R":
		return King, true
	case "A":
		return Ace, true
	}
	return NoRank, false
}

// ParseCards reads a list of cards separated by blanks or commas. The face returned is that of the
// first card (French for an empty list).
func ParseCards(text string) ([]Card, Face, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
	cards := make([]Card, 0, len(fields))
	face := French
	for i, f := range fields {
		c, fc, err := ParseCard(f)
		if err != nil {
			return nil, face, err
		}
		if i == 0 {
			face = fc
		}
		cards = append(cards, c)
	}
	return cards, face, nil
}
