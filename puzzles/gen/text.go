package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
)

// The texts a generated puzzle shows are built from the templates of this file, in French and in
// English (French first, the game's French words kept in both), and every teaching point cites the
// RULES.md ids it relies on.

// lang is one of the two languages of the learner texts.
type lang int

const (
	fr lang = iota
	en
)

// bilingual builds a text by running the same template function in both languages.
func bilingual(f func(l lang) string) explain.Text { return generated(f(fr), f(en)) }

// generated is a generated text. The templates name cards with plain placeholders ({card:KS}); the
// French one then takes the grammatical forms its places need (explain.FormFrench): « de
// {card:7b} » becomes {card.du:7b}, a card elsewhere its article, {card.le:KS} (« Est entame le
// R♠ », « le 7♣ d'Ouest tombe »), so that no sentence reads « de le 7 » or « ton le 6 », nor a bare
// card as a subject, in either face. A row of figures names its cards bare ({card.bare:…}).
func generated(french, english string) explain.Text {
	return explain.Text{explain.French: explain.FormFrench(french), explain.English: english}
}

// explain is the language as package explain names it.
func (l lang) explain() explain.Lang {
	if l == fr {
		return explain.French
	}
	return explain.English
}

// pick returns the French or the English word.
func (l lang) pick(frText, enText string) string {
	if l == fr {
		return frText
	}
	return enText
}

var (
	seatNames = [2][4]string{{"Nord", "Est", "Sud", "Ouest"}, {"North", "East", "South", "West"}}
	suitNames = [2][4]string{{"pique", "cœur", "carreau", "trèfle"}, {"spades", "hearts", "diamonds", "clubs"}}
	// Spanish suits keep their Spanish names in both languages (C1).
	spanishSuitNames = [4]string{"espadas", "copas", "oros", "bastos"}
	teamNames        = [2][2]string{{"Nord-Sud", "Est-Ouest"}, {"North-South", "East-West"}}
)

// seat names a seat; South is "toi" / "you" and North "ton partenaire Nord".
func (l lang) seat(s engine.Seat) string {
	switch s {
	case engine.South:
		return l.pick("toi", "you")
	case engine.North:
		return l.pick("ton partenaire Nord", "your partner North")
	}
	return seatNames[l][s]
}

// team names a team.
func (l lang) team(t engine.Team) string { return teamNames[l][t] }

// trump writes "Atout cœur ♥." / "Trumps: hearts ♥.", or the Spanish suit name.
func (l lang) trump(s engine.Suit, f engine.Face) string {
	return l.pick("Atout ", "Trumps: ") + suitName(l, s, f) + "."
}

func suitName(l lang, s engine.Suit, f engine.Face) string {
	if f == engine.Spanish {
		return spanishSuitNames[s]
	}
	return suitNames[l][s] + " " + s.Symbol()
}

// card writes a card as a placeholder of the content texts ("{card:10H}", "{card:12o}"), which
// the text system names in the learner's language and deck.
func card(c engine.Card, f engine.Face) string { return "{card:" + c.Format(f) + "}" }

// bareCard writes a card without article, for a row of figures ("{card.bare:AS} 11").
func bareCard(c engine.Card, f engine.Face) string { return "{card.bare:" + c.Format(f) + "}" }

// ofcard writes a card after French "de" ("se défausse du 7♦"), which the namer contracts.
func ofcard(c engine.Card, f engine.Face) string { return "{ofcard:" + c.Format(f) + "}" }

// discards reports whether c is a discard on the cards before it: neither the led suit nor trump.
func discards(trump engine.Suit, before []engine.Card, c engine.Card) bool {
	return c.Suit() != trump && c.Suit() != engine.ReadTrick(trump, before).Led
}

// chargeFloor is the fewest points of a plain card that loads a trick: an ace or a 10 (C3), as
// puzzles.MinCharge counts a charge.
const chargeFloor = 10

// charges reports whether c, played by seat on the cards before it, loads a trick that seat's side
// wins (winner: the trick's winner, engine.NoSeat while it is not whole): a plain card of
// chargeFloor points or more that neither follows suit nor ruffs.
func charges(trump engine.Suit, before []engine.Card, c engine.Card, seat, winner engine.Seat) bool {
	return winner != engine.NoSeat && winner.Team() == seat.Team() && discards(trump, before, c) &&
		engine.Points(c, trump) >= chargeFloor
}

// cardList shows cards separated by commas and a final "et"/"and", as one placeholder that the
// namer groups by suit in the Spanish face ("l'as, le rey et la sota d'oros").
func (l lang) cardList(cs []engine.Card, f engine.Face) string {
	return cardsPlaceholder("cards", cs, f)
}

// cardsPlaceholder writes cards as one placeholder of kind "cards" or "anyof"; one card is {card:…}.
func cardsPlaceholder(kind string, cs []engine.Card, f engine.Face) string {
	switch len(cs) {
	case 0:
		return ""
	case 1:
		return card(cs[0], f)
	}
	codes := make([]string, len(cs))
	for i, c := range cs {
		codes[i] = c.Format(f)
	}
	return "{" + kind + ":" + strings.Join(codes, " ") + "}"
}

// trickStory tells the cards already played to a trick in progress, in the past: they lie on the
// table when the learner is asked ("Ouest a entamé A♠, ton partenaire a joué 7♥."), or "Tu as
// la main." when the trick is empty.
func (l lang) trickStory(v *engine.Variant, leader engine.Seat, trick []engine.Card) string {
	if len(trick) == 0 {
		return l.pick("Tu as la main.", "You are on lead.")
	}
	parts := make([]string, len(trick))
	for i, c := range trick {
		s := v.Direction.Nth(leader, i)
		verb := l.pick("a joué", "played")
		if i == 0 {
			verb = l.pick("a entamé", "led")
		}
		parts[i] = fmt.Sprintf("%s %s %s", l.seat(s), verb, card(c, v.Face))
	}
	return upperFirst(strings.Join(parts, ", ") + ".")
}

// upperFirst capitalises the first letter of a sentence.
func upperFirst(s string) string {
	if rest, ok := strings.CutPrefix(s, "{card"); ok { // a card placeholder: the namer capitalises {Card:…}
		return "{Card" + rest
	}
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// cite writes rule ids in parentheses: " (P5)" or " (C3, K1)".
func cite(rules ...engine.Rule) string {
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.String()
	}
	return " (" + strings.Join(ids, ", ") + ")"
}

// narrate tells a whole trick of a line card by card, with what each card does: "Ouest entame
// {card:AS}, ton partenaire coupe avec {card:7H}, Est surcoupe avec {card:9H}, tu fournis {card:8S}".
//
// A plain card of 10 points or more (an ace or a 10, the 7 in the Spanish deck, C1, C3) played off
// suit on a whole trick that the player's side wins is a charge (charger, RULES.md §3 words), not
// a discard: "Ouest charge avec {card:AH}", whoever plays it.
func (l lang) narrate(trump engine.Suit, f engine.Face, seats []engine.Seat, cs []engine.Card) string {
	parts := make([]string, len(cs))
	winner := engine.NoSeat
	if len(cs) == 4 {
		winner = seats[engine.Winner(trump, cs)]
	}
	for i, c := range cs {
		you := seats[i] == engine.South
		verb := func(third, second string) string {
			if you {
				return second
			}
			return third
		}
		var v string
		if i == 0 {
			v = l.pick(verb("entame", "entames"), verb("leads", "lead"))
		} else {
			v = l.playVerb(trump, cs[:i], c, verb)
			if w, ok := l.onPartnerRuff(trump, seats[:i], cs[:i], seats[i], c); ok {
				v = w
			}
		}
		object := card(c, f)
		switch {
		case i > 0 && charges(trump, cs[:i], c, seats[i], winner):
			v = l.pick(verb("charge avec", "charges avec"), verb("loads the trick with", "load the trick with"))
		case i > 0 && l == fr && discards(trump, cs[:i], c):
			object = ofcard(c, f)
		}
		parts[i] = l.subject(seats[i]) + " " + v + " " + object
	}
	return strings.Join(parts, ", ")
}

// playVerb says what card c does on the cards before it in a trick (C3, W1): follows, goes
// ahead, ruffs, overtrumps, undertrumps or discards.
func (l lang) playVerb(trump engine.Suit, before []engine.Card, c engine.Card, verb func(third, second string) string) string {
	st := engine.ReadTrick(trump, before)
	beats := engine.Beats(c, st.MasterCard, trump, st.Led)
	switch {
	case c.Suit() == st.Led && st.Led == trump && beats:
		// monter is said of trumps only (RULES.md §3 words).
		return l.pick(verb("monte avec", "montes avec"), verb("goes over with", "go over with"))
	case c.Suit() == st.Led && beats:
		// A higher plain card is master of the trick for the moment (W1): it "devient maître", it
		// does not "prendre la main", which says the trick and the next lead are won.
		return l.pick(verb("devient maître avec", "deviens maître avec"), verb("goes ahead with", "go ahead with"))
	case c.Suit() == st.Led:
		return l.pick(verb("fournit", "fournis"), verb("follows with", "follow with"))
	case c.Suit() == trump && !st.Trumped:
		return l.pick(verb("coupe avec", "coupes avec"), verb("ruffs with", "ruff with"))
	case c.Suit() == trump && beats:
		return l.pick(verb("surcoupe avec", "surcoupes avec"), verb("overtrumps with", "overtrump with"))
	case c.Suit() == trump:
		return l.pick(verb("sous-coupe avec", "sous-coupes avec"), verb("undertrumps with", "undertrump with"))
	}
	// "se défausse" takes {ofcard:…}, which contracts the card's article: "du 7♦", "de la sota d'oros".
	return l.pick(verb("se défausse", "te défausses"), verb("discards", "discard"))
}

// onPartnerRuff words a trump played on a ruff of seat's partner that is master of the trick so
// far (seats and before: the cards already played): that is P4, partner master, so neither
// surcouper nor sous-couper, which are said of an opponent's ruff (P5, P6, RULES.md §3 words). It
// reports false for any other card.
func (l lang) onPartnerRuff(trump engine.Suit, seats []engine.Seat, before []engine.Card, seat engine.Seat, c engine.Card) (string, bool) {
	if c.Suit() != trump || !partnerRuffs(trump, seats, before, seat) {
		return "", false
	}
	return l.partnerRuffVerb(seat, engine.Beats(c, engine.ReadTrick(trump, before).MasterCard, trump, trump)), true
}

// partnerRuffs reports whether the trick so far is won by a ruff of seat's partner.
func partnerRuffs(trump engine.Suit, seats []engine.Seat, before []engine.Card, seat engine.Seat) bool {
	st := engine.ReadTrick(trump, before)
	if !st.Trumped || st.Led == trump {
		return false
	}
	for i, b := range before {
		if b == st.MasterCard {
			return seats[i].Team() == seat.Team()
		}
	}
	return false
}

// partnerRuffVerbs are the verbs of a seat that plays a trump on its partner's master ruff: that is
// P4 (partner master), never surcouper nor sous-couper, which are said of an opponent's ruff (P5,
// P6, RULES.md §3 words). Index 0 is the lower trump (under the ruff), 1 the higher one; the seats
// are South, North, and either opponent: when the ruff is South's, North plays "sous ta coupe".
var partnerRuffVerbs = [2][3][2]string{
	{
		{"joues sous la coupe de ton partenaire avec", "play under your partner's ruff with"},
		{"joue sous ta coupe avec", "plays under your ruff with"},
		{"joue sous la coupe de son partenaire avec", "plays under their partner's ruff with"},
	},
	{
		{"coupes plus haut que ton partenaire avec", "ruff higher than your partner with"},
		{"coupe plus haut que toi avec", "ruffs higher than you with"},
		{"coupe plus haut que son partenaire avec", "ruffs higher than their partner with"},
	},
}

// partnerRuffVerb is the verb of seat s playing a trump on its partner's master ruff, higher or not.
func (l lang) partnerRuffVerb(s engine.Seat, higher bool) string {
	who := 2
	switch s {
	case engine.South:
		who = 0
	case engine.North:
		who = 1
	}
	h := 0
	if higher {
		h = 1
	}
	v := partnerRuffVerbs[h][who]
	return l.pick(v[0], v[1])
}

// subject names a seat as the subject of a sentence: "tu", "ton partenaire", "Est".
func (l lang) subject(s engine.Seat) string {
	switch s {
	case engine.South:
		return l.pick("tu", "you")
	case engine.North:
		return l.pick("ton partenaire", "your partner")
	}
	return seatNames[l][s]
}
