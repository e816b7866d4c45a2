package gen

import (
	"strings"

	"github.com/belote-trainer/belote/engine"
)

var (
	frSuitFr = [4]string{"pique", "cœur", "carreau", "trèfle"}
	enSuitFr = [4]string{"spades", "hearts", "diamonds", "clubs"}
	esSuit   = [4]string{"espadas", "copas", "oros", "bastos"}
)

func suitFr(s engine.Suit, f engine.Face) string {
	if f == engine.Spanish {
		return esSuit[s]
	}
	return frSuitFr[s]
}

func suitEn(s engine.Suit, f engine.Face) string {
	if f == engine.Spanish {
		return esSuit[s]
	}
	return enSuitFr[s]
}

// cardFr and cardEn write a card as a content placeholder, which the text system names in the
// learner's language and deck.
func cardFr(c engine.Card, _ engine.Suit, f engine.Face) string { return card(c, f) }

func cardEn(c engine.Card, _ engine.Suit, f engine.Face) string { return card(c, f) }

// listFr and listEn write cards joined by "ou"/"or" as one placeholder, which the namer groups by
// suit in the Spanish face ("le 4, le 5 ou le 6 de copas").
func listFr(cs []engine.Card, _ engine.Suit, f engine.Face) string {
	return cardsPlaceholder("anyof", cs, f)
}

func listEn(cs []engine.Card, _ engine.Suit, f engine.Face) string {
	return cardsPlaceholder("anyof", cs, f)
}

func joinFr(p []string) string {
	if len(p) <= 1 {
		return strings.Join(p, "")
	}
	return strings.Join(p[:len(p)-1], ", ") + " ou " + p[len(p)-1]
}

func joinEn(p []string) string {
	if len(p) <= 1 {
		return strings.Join(p, "")
	}
	return strings.Join(p[:len(p)-1], ", ") + " or " + p[len(p)-1]
}

func seatFr(s engine.Seat, first bool) string {
	switch s {
	case engine.North:
		if first {
			return "ton partenaire Nord"
		}
		return "ton partenaire"
	case engine.East:
		return "Est"
	case engine.West:
		return "Ouest"
	}
	return "tu"
}

func seatEn(s engine.Seat, first bool) string {
	switch s {
	case engine.North:
		if first {
			return "your partner North"
		}
		return "your partner"
	case engine.East:
		return "East"
	case engine.West:
		return "West"
	}
	return "you"
}

func capFirst(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// narrate tells a trick card by card with neutral verbs: who led, then who played which card. A
// verb that says what a card does in the trick ("devient maître", "monte", "surcoupe", "sous la
// coupe") would give the answer of a winner drill away (the last seat said to go ahead wins) and
// tell a legal drill who is master; a drill asks the learner to read that from the cards (W1, §3).
func narrate(trick []engine.Card, leader engine.Seat, v *engine.Variant, trump engine.Suit) (string, string) {
	f := v.Face
	var frs, ens []string
	namedN := false
	for i, c := range trick {
		s := v.Direction.Nth(leader, i)
		first := s == engine.North && !namedN
		if s == engine.North {
			namedN = true
		}
		vf, ve := neutralVerb(i == 0, s == engine.South)
		frs = append(frs, seatFr(s, first)+" "+vf+" "+cardFr(c, trump, f))
		ens = append(ens, seatEn(s, first)+" "+ve+" "+cardEn(c, trump, f))
	}
	return capFirst(strings.Join(frs, ", ")) + ".", capFirst(strings.Join(ens, ", ")) + "."
}

// neutralVerb is the verb of a card in a drill's trick: "entame" for the lead, "joue" for every
// other card, in the second person for South.
func neutralVerb(lead, you bool) (string, string) {
	switch {
	case lead && you:
		return "entames", "lead"
	case lead:
		return "entame", "leads"
	case you:
		return "joues", "play"
	}
	return "joue", "plays"
}

func trumpLineFr(trump engine.Suit, f engine.Face) string {
	return "Atout " + suitFr(trump, f) + "."
}

func trumpLineEn(trump engine.Suit, f engine.Face) string {
	return "Trumps: " + suitEn(trump, f) + "."
}
