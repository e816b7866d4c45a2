package explain

import (
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// namer names cards and suits in one language and one face (C1): "K♦" in the French face, "le 12
// d'oros" / "the 12 of oros" in the Spanish face, whose suit names stay Spanish in both languages.
type namer struct {
	l    Lang
	face engine.Face
}

func newNamer(l Lang, v *engine.Variant) namer { return namer{l: l, face: v.Face} }

var suitKeys = [4]string{"S", "H", "D", "C"}

// card names one card.
func (n namer) card(c engine.Card) string {
	if n.face == engine.Spanish {
		return n.l.say("w.es."+suitKeys[c.Suit()], "rank", c.Rank().Format(engine.Spanish))
	}
	return c.Symbol(engine.French)
}

// suit names a suit: "pique ♠" / "spades ♠", or "espadas" in the Spanish face.
func (n namer) suit(s engine.Suit) string {
	if s >= engine.NoSuit {
		return "?"
	}
	if n.face == engine.Spanish {
		return n.l.say("w.esuit." + suitKeys[s])
	}
	return n.l.say("w.suit." + suitKeys[s])
}

// and lists cards joined by "et"/"and"; or joins them by "ou"/"or".
func (n namer) and(cs []engine.Card) string { return n.list(cs, "w.and") }
func (n namer) or(cs []engine.Card) string  { return n.list(cs, "w.or") }

// list names cards; in the Spanish face, cards of a single suit share the suit's name: "le 6, le 7
// et le 10 d'espadas".
func (n namer) list(cs []engine.Card, conj string) string {
	if n.face == engine.Spanish && len(cs) > 1 && engine.SetOf(cs...).Of(cs[0].Suit()).Len() == len(cs) {
		ranks := make([]string, len(cs))
		for i, c := range cs {
			ranks[i] = c.Rank().Format(engine.Spanish)
		}
		joined := join(ranks, n.l.say("w.the.sep"), " "+n.l.say(conj)+" "+n.l.say("w.the")+" ")
		return n.l.say("w.es."+suitKeys[cs[0].Suit()], "rank", joined)
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = n.card(c)
	}
	return join(names, ", ", " "+n.l.say(conj)+" ")
}

// join joins words with sep, and the last two with last: "a, b and c".
func join(words []string, sep, last string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], sep) + last + words[len(words)-1]
}

// set names the cards of s in suit then sequence order, joined by "et"/"and".
func (n namer) set(s engine.Set) string { return n.and(s.Cards()) }

// compact writes the cards of an announcement: "9♠ 10♠ J♠ Q♠", or grouped names in the Spanish face.
func (n namer) compact(s engine.Set) string {
	if n.face == engine.Spanish {
		return n.set(s)
	}
	parts := make([]string, 0, s.Len())
	for _, c := range s.Cards() {
		parts = append(parts, c.Symbol(engine.French))
	}
	return strings.Join(parts, " ")
}

// announcement describes one announcement: "cinquante (9♠ 10♠ J♠ Q♠)", "carré de valets".
func (n namer) announcement(a engine.Announcement) string {
	if a.Kind == engine.Carre {
		if n.face == engine.Spanish {
			return n.l.say("w.carre.es", "rank", a.Top.Format(engine.Spanish))
		}
		return n.l.say("w.carre." + a.Top.String())
	}
	return n.l.say("w.kind."+a.Kind.String()) + " (" + n.compact(a.Cards) + ")"
}

// order is the sequence order of C3 in the face: "7 8 9 10 J Q K A" or "4 5 6 7 10 11 12 1".
func (n namer) order() string {
	parts := make([]string, 0, 8)
	for r := engine.Seven; r <= engine.Ace; r++ {
		parts = append(parts, r.Format(n.face))
	}
	return strings.Join(parts, " ")
}

// num writes a number.
func num(v int) string { return strconv.Itoa(v) }

// upperFirst capitalises the first letter of a sentence.
func upperFirst(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// CardName names one card for people, in the language and the variant's face (C1), as every
// explanation does: "K♦", "le 12 d'oros" / "the 12 of oros".
func CardName(c engine.Card, v *engine.Variant, l Lang) string { return newNamer(l, v).card(c) }
