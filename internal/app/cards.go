package app

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// Display says how cards are written on screen: the face (C1) and whether suits are symbols or
// ASCII letters. Colour is never the only signal: a suit is always written as a symbol or a letter.
type Display struct {
	Face  engine.Face
	ASCII bool
}

// Card writes a card: "10♥", "10H" in ASCII, "12o" in the Spanish face (which has no symbols).
func (d Display) Card(c engine.Card) string {
	if d.ASCII || d.Face == engine.Spanish {
		return c.Format(d.Face)
	}
	return c.Symbol(d.Face)
}

// Cards writes cards separated by spaces.
func (d Display) Cards(cs []engine.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = d.Card(c)
	}
	return strings.Join(parts, " ")
}

// Set writes a set of cards by suit, then in sequence order (7 to A); "-" for no card.
func (d Display) Set(s engine.Set) string {
	if s.Empty() {
		return "-"
	}
	return d.Cards(s.Cards())
}

// Suit writes a suit with both its sign and its letter, e.g. "♥ H", so that it reads without
// colour and without the symbol font; the Spanish face uses its own letter.
func (d Display) Suit(s engine.Suit) string {
	if d.ASCII || d.Face == engine.Spanish {
		return s.Format(d.Face)
	}
	return s.Symbol() + " " + s.Format(engine.French)
}

var suitNames = map[engine.Face][4]Text{
	engine.French: {{"pique", "spades"}, {"cœur", "hearts"}, {"carreau", "diamonds"}, {"trèfle", "clubs"}},
	// The Spanish suits keep their Spanish names in both languages, as players call them (C1).
	engine.Spanish: {{"espadas", "espadas"}, {"copas", "copas"}, {"oros", "oros"}, {"bastos", "bastos"}},
}

// SuitName names a suit in language l: "cœur", "hearts", "copas".
func (d Display) SuitName(l Lang, s engine.Suit) string {
	if s >= engine.NoSuit {
		return "-"
	}
	return suitNames[d.Face][s].In(l)
}

// FaceFor returns the face cards are drawn in: the setting ("french", "spanish"), or the
// variant's own face when the setting is empty (C1: the face is only a way of drawing the cards).
func FaceFor(setting string, own engine.Face) engine.Face {
	switch setting {
	case "french":
		return engine.French
	case "spanish":
		return engine.Spanish
	}
	return own
}

// WithFace returns a copy of v that prints cards in face f; its rules are v's.
func WithFace(v *engine.Variant, f engine.Face) *engine.Variant {
	c := *v
	c.Face = f
	return &c
}

// PuzzleWithFace returns a copy of p whose variant prints cards in face f, so that the table and
// the explainer's sentences name cards alike; the answer does not depend on the face.
func PuzzleWithFace(p *puzzles.Puzzle, f engine.Face) *puzzles.Puzzle {
	c := *p
	c.Variant = WithFace(p.Variant, f)
	return &c
}

// SortHand lists a hand for display: grouped by suit, trump last so it stands apart, each suit from
// strongest to weakest (C3 order at trump, plain order elsewhere).
func SortHand(hand engine.Set, trump engine.Suit) []engine.Card {
	var out []engine.Card
	order := make([]engine.Suit, 0, 4)
	for _, s := range engine.Suits {
		if s != trump {
			order = append(order, s)
		}
	}
	if trump < engine.NoSuit {
		order = append(order, trump)
	}
	for _, s := range order {
		cs := hand.Of(s).Cards()
		// Strongest first within a suit.
		for i := 1; i < len(cs); i++ {
			for j := i; j > 0 && engine.Strength(cs[j], trump) > engine.Strength(cs[j-1], trump); j-- {
				cs[j], cs[j-1] = cs[j-1], cs[j]
			}
		}
		out = append(out, cs...)
	}
	return out
}

// SeatName names a seat from the learner's point of view (the learner is always South).
func SeatName(l Lang, s engine.Seat) string {
	names := [4]Text{{"Nord", "North"}, {"Est", "East"}, {"Sud (toi)", "South (you)"}, {"Ouest", "West"}}
	if s >= engine.NoSeat {
		return "-"
	}
	return names[s].In(l)
}

// TeamName names a team: "NS (toi)" for the learner's.
func TeamName(l Lang, t engine.Team) string {
	switch t {
	case engine.NS:
		return Text{"NS (toi)", "NS (you)"}.In(l)
	case engine.EW:
		return Text{"EO", "EW"}.In(l)
	}
	return Text{"personne", "nobody"}.In(l)
}
