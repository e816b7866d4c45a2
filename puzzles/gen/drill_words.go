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

// narrate tells a trick card by card: who led, who followed, ruffed, overtrumped, discarded.
func narrate(trick []engine.Card, leader engine.Seat, v *engine.Variant, trump engine.Suit) (string, string) {
	f := v.Face
	var frs, ens []string
	namedN := false
	seats := make([]engine.Seat, len(trick))
	for i := range trick {
		seats[i] = v.Direction.Nth(leader, i)
	}
	for i, c := range trick {
		s := seats[i]
		first := s == engine.North && !namedN
		if s == engine.North {
			namedN = true
		}
		who, whoEn := seatFr(s, first), seatEn(s, first)
		cf, ce := cardFr(c, trump, f), cardEn(c, trump, f)
		you := s == engine.South
		verb := func(fr3, fr2, en3, en2 string) (string, string) {
			if you {
				return fr2, en2
			}
			return fr3, en3
		}
		var vf, ve string
		wf, onPartner := fr.onPartnerRuff(trump, seats[:i], trick[:i], s, c)
		if i == 0 {
			vf, ve = verb("entame", "entames", "leads", "lead")
		} else {
			st := engine.ReadTrick(trump, trick[:i])
			led := st.Led
			beats := engine.Beats(c, st.MasterCard, trump, led)
			switch {
			case onPartner: // P4: neither surcouper nor sous-couper
				we, _ := en.onPartnerRuff(trump, seats[:i], trick[:i], s, c)
				vf, ve = wf, we
			case c.Suit() == led && led == trump && beats:
				vf, ve = verb("monte avec", "montes avec", "goes over with", "go over with")
			case c.Suit() == led && led == trump:
				vf, ve = verb("fournit", "fournis", "follows with", "follow with")
			case c.Suit() == led && !st.Trumped && beats:
				vf, ve = verb("devient maître avec", "deviens maître avec", "goes ahead with", "go ahead with")
			case c.Suit() == led:
				vf, ve = verb("fournit", "fournis", "follows with", "follow with")
			case c.Suit() == trump && !st.Trumped:
				vf, ve = verb("coupe avec", "coupes avec", "ruffs with", "ruff with")
			case c.Suit() == trump && beats:
				vf, ve = verb("surcoupe avec", "surcoupes avec", "overtrumps with", "overtrump with")
			case c.Suit() == trump:
				vf, ve = verb("sous-coupe avec", "sous-coupes avec", "undertrumps with", "undertrump with") // P6 is sous-couper (RULES.md §3 words)
			default:
				vf, ve = verb("se défausse", "te défausses", "discards", "discard") // se défausser (P8), never pisser for P6
				cf = ofcard(c, f)
			}
		}
		vf, ve = vf+" "+cf, ve+" "+ce
		frs = append(frs, who+" "+vf)
		ens = append(ens, whoEn+" "+ve)
	}
	return capFirst(strings.Join(frs, ", ")) + ".", capFirst(strings.Join(ens, ", ")) + "."
}

func trumpLineFr(trump engine.Suit, f engine.Face) string {
	return "Atout " + suitFr(trump, f) + "."
}

func trumpLineEn(trump engine.Suit, f engine.Face) string {
	return "Trumps: " + suitEn(trump, f) + "."
}
