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
func bilingual(f func(l lang) string) explain.Text {
	return explain.Text{explain.French: f(fr), explain.English: f(en)}
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

// card shows a card as the table does: "10♥", or "12o" in the Spanish face.
func card(c engine.Card, f engine.Face) string { return c.Symbol(f) }

// cardList shows cards separated by commas and a final "et"/"and".
func (l lang) cardList(cs []engine.Card, f engine.Face) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = card(c, f)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + l.pick(" et ", " and ") + names[len(names)-1]
}

// trickStory tells the cards already played to a trick in progress: "Ouest entame A♠, ton
// partenaire Nord joue 7♥." or "Tu entames." when the trick is empty.
func (l lang) trickStory(v *engine.Variant, leader engine.Seat, trick []engine.Card) string {
	if len(trick) == 0 {
		return l.pick("Tu as la main.", "You are on lead.")
	}
	parts := make([]string, len(trick))
	for i, c := range trick {
		s := v.Direction.Nth(leader, i)
		verb := l.pick("joue", "plays")
		if i == 0 {
			verb = l.pick("entame", "leads")
		}
		parts[i] = fmt.Sprintf("%s %s %s", l.seat(s), verb, card(c, v.Face))
	}
	return upperFirst(strings.Join(parts, ", ") + ".")
}

// upperFirst capitalises the first letter of a sentence.
func upperFirst(s string) string {
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
