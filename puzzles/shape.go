package puzzles

import "github.com/belote-trainer/belote/engine"

// Shape is the shape of a legal puzzle's answer. A drill whose answers nearly all have one shape
// can be passed without reading the trick (issue 12 §3), so the built-in packs keep each shape,
// and the "every card of the rule's kind" answer, to at most MaxShapeShare of a pack.
type Shape int

const (
	ShapeAll  Shape = iota // every card of the hand is legal
	ShapeOne               // a single card is legal
	ShapeSome              // some of the cards, more than one
)

// MaxShapeShare is the largest share of a built-in legal pack that one answer shape, or the
// answer "every card of the rule's kind", may take.
const MaxShapeShare = 0.6

// LegalShape is the shape of the legal cards of a hand.
func LegalShape(hand, legal engine.Set) Shape {
	switch {
	case legal == hand:
		return ShapeAll
	case legal.Len() == 1:
		return ShapeOne
	}
	return ShapeSome
}

// RuleKind is the kind of cards the answer of a row of §3 is drawn from, as a learner who knows
// only the pack's rule would answer: every card of the suit led for P1, P2 and P3 (on a trump
// lead the suit led is trump), every trump for P5, P6 and P7, the whole hand for the others.
func RuleKind(rule engine.Rule, hand engine.Set, trump, led engine.Suit) engine.Set {
	switch rule {
	case engine.P1, engine.P2, engine.P3:
		return hand.Of(led)
	case engine.P5, engine.P6, engine.P7:
		return hand.Of(trump)
	}
	return hand
}

// KindAnswer reports whether legal is "every card of rule's kind" in hand: the answer that a
// learner who always applies the pack's rule would give, and get right.
func KindAnswer(rule engine.Rule, hand, legal engine.Set, trump, led engine.Suit) bool {
	k := RuleKind(rule, hand, trump, led)
	return k != 0 && legal == k
}
