package app

import (
	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// Display says how cards are written on screen: the language, the face (C1) and whether suits
// are symbols or letters. It is the explainer's Namer, the product's one card namer: "R♦" in
// French, "K♦" in English, "RK" in ASCII, "12o" in the Spanish face. Colour is never the only
// signal: a suit is always written as a symbol or a letter.
type Display = explain.Namer

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

// StepFace is the face of a lesson step's own cards: its puzzle's or its diagram's variant, else
// the learner's variant cur. Its text names cards in that face, as the table beside it draws them.
func StepFace(st lessons.Step, cur *engine.Variant) engine.Face {
	switch {
	case st.Puzzle != nil:
		return st.Puzzle.Face()
	case st.Diagram != nil && st.Diagram.Variant != nil:
		return st.Diagram.Variant.Face
	}
	return cur.Face
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
	c := puzzles.Clone(p)
	c.Variant = WithFace(p.Variant, f)
	return c
}

// InHand lists the cards of s in the order of hand, the hand as the screen shows it (SortHand),
// so that a feedback line names them as the learner sees them; cards of s not in hand come last.
func InHand(hand []engine.Card, s engine.Set) []engine.Card {
	var out []engine.Card
	for _, c := range hand {
		if s.Has(c) {
			out, s = append(out, c), s.Remove(c)
		}
	}
	return append(out, s.Cards()...)
}

// TickExample is an answer that ticks some of n cards, for the prompt's example: "1 3 4", or
// fewer numbers for a smaller hand, never a number past n.
func TickExample(n int) string {
	switch {
	case n >= 4:
		return "1 3 4"
	case n == 3:
		return "1 3"
	case n == 2:
		return "1 2"
	}
	return "1"
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
	if s == engine.South {
		return T(l, "seat.you")
	}
	return explain.Namer{Lang: l}.Seat(s)
}

// TeamWord writes a team as the learner types it: NS, EO (EW in English), or aucune / none.
func TeamWord(l Lang, t engine.Team) string {
	if t == engine.NS || t == engine.EW {
		return explain.Namer{Lang: l}.Team(t)
	}
	return T(l, "team.none")
}

// TeamName names a team: "NS (toi)" for the learner's, "EO" / "EW" for the other.
func TeamName(l Lang, t engine.Team) string {
	switch t {
	case engine.NS:
		return T(l, "team.you")
	case engine.EW:
		return explain.Namer{Lang: l}.Team(t)
	}
	return T(l, "team.nobody")
}
