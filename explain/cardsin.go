package explain

import "github.com/belote-trainer/belote/engine"

// CardsIn names cards in a sentence with a grammatical form of the namer's language, joined by
// "et"/"and", as {cards.le:…} does in content: CardsIn(cs, "le") is "le V♠ et la D♠". The app's
// sentences take their cards as values, so they name them with it. An unknown form, or no card,
// names them as And does.
func (n Namer) CardsIn(cs []engine.Card, form string) string {
	if len(cs) == 0 || n.cardForm(form) != nil {
		return n.And(cs)
	}
	return n.phrase(cs, conjAnd, form)
}

// AnyOfIn is CardsIn joined by "ou"/"or", as {anyof.le:…} does: "le R♥ ou la D♥".
func (n Namer) AnyOfIn(cs []engine.Card, form string) string {
	if len(cs) == 0 || n.cardForm(form) != nil {
		return n.Or(cs)
	}
	return n.phrase(cs, conjOr, form)
}

// UpperFirst writes s with a capital first letter: a card that starts a sentence, « Le R♥ est… ».
func UpperFirst(s string) string { return upperFirst(s) }
