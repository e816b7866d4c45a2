package explain

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// The grammatical forms of the content placeholders. A card in a French sentence takes the
// article of its rank word (le valet, la dame, le roi, l'as, le dix; la sota, le caballo, le rey),
// contracted after de and à (du, de la, de l'; au, à la, à l'), or a possessive that agrees with it
// (ton as, ta dame, ta sota); a seat, a team or a suit takes "de" elided before a vowel (d'Est,
// d'EO, d'oros). The writer names the form after the kind, with the word it becomes in the
// masculine, and the namer agrees it with the card:
//
//	{card.le:QS}     la D♠, la sota d'espadas      {card.the:QS}   the Q♠, the sota of espadas
//	{card.du:AS}     de l'A♠, de l'as d'espadas    {card.your:AS}  your A♠
//	{card.au:KS}     au R♠, au rey d'espadas       {card.bare:KS}  K♠, rey of espadas
//	{card.ton:QS}    ta D♠, ta sota d'espadas
//	{card.bare:KS}   R♠, rey d'espadas (a diagram, a row, after a noun: « la tierce … »)
//	{cards.le:JS QS} le V♠ et la D♠; le caballo, le rey et l'as de copas
//	{seat.de:W}      d'Ouest       {team.de:EW} d'EO       {suit.de:o} d'oros
//
// A form belongs to its language: a French text writes the French forms, an English text the
// English ones. The plain {card:KS} keeps its older meaning (the French face bare, the Spanish
// face with its article), which fits only after a verb or a preposition other than de and à; the
// French lint (lint.go) reports it where French needs a form.

// determiners are a French form's words: masculine, feminine, before a vowel.
var frenchForms = map[string][3]string{
	"le":    {"le ", "la ", "l'"},
	"du":    {"du ", "de la ", "de l'"},
	"au":    {"au ", "à la ", "à l'"},
	"ton":   {"ton ", "ta ", "ton "},
	"mon":   {"mon ", "ma ", "mon "},
	"son":   {"son ", "sa ", "son "},
	"notre": {"notre ", "notre ", "notre "},
	"votre": {"votre ", "votre ", "votre "},
	"leur":  {"leur ", "leur ", "leur "},
	"ce":    {"ce ", "cette ", "cet "},
	"bare":  {"", "", ""},
}

// englishForms are an English form's word, said once before a list (per suit in the Spanish face).
var englishForms = map[string]string{
	"the": "the ", "your": "your ", "my": "my ", "his": "his ", "her": "her ", "its": "its ",
	"our": "our ", "their": "their ", "this": "this ", "bare": "",
}

// nameForms are the forms of a seat's or a team's name, and of a suit's: French "de" (d'Est) and
// "que" (qu'Ouest); English writes the name bare.
var nameForms = [numLangs]map[string][2]string{
	French:  {"de": {"de ", "d'"}, "que": {"que ", "qu'"}, "bare": {"", ""}},
	English: {"bare": {"", ""}},
}

// cardForm checks that form is a card form of the namer's language.
func (n Namer) cardForm(form string) error {
	if n.Lang == French {
		if _, ok := frenchForms[form]; ok {
			return nil
		}
	} else if _, ok := englishForms[form]; ok {
		return nil
	}
	return formError(n.Lang, form, sortedKeys(frenchForms), sortedKeys(englishForms))
}

// formError says why a form is refused: it belongs to the other language, or to none.
func formError(l Lang, form string, fr, en []string) error {
	mine, other := fr, en
	if l != French {
		mine, other = en, fr
	}
	if slices.Contains(other, form) {
		return fmt.Errorf("form %q is not %s: a %s text writes %s", form, langName[l], langName[l], strings.Join(mine, ", "))
	}
	return fmt.Errorf("unknown form %q: a %s text writes %s", form, langName[l], strings.Join(mine, ", "))
}

var langName = [numLangs]string{French: "French", English: "English"}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// frenchNoun reports the gender of a card's French rank word in the namer's face (la dame, la
// sota) and whether it starts with a vowel (l'as).
func (n Namer) frenchNoun(c engine.Card) (feminine, vowel bool) {
	if n.Face == engine.Spanish {
		return c.Rank() == engine.Jack, c.Rank() == engine.Ace
	}
	return c.Rank() == engine.Queen, c.Rank() == engine.Ace
}

// determiner is the word form puts before card c: in French each card its own, agreed ("le V♠,
// la D♠ et l'A♠"); in English only the first of a group ("your J♠, Q♠ and A♠").
func (n Namer) determiner(form string, c engine.Card, first bool) string {
	if n.Lang != French {
		if !first {
			return ""
		}
		return englishForms[form]
	}
	words := frenchForms[form]
	switch fem, vowel := n.frenchNoun(c); {
	case vowel:
		return words[2]
	case fem:
		return words[1]
	}
	return words[0]
}

// phrase names cards in a sentence with a grammatical form (see above), joined by conj ("et",
// "ou"): one card, "la sota d'oros", or several, "le caballo, le rey et l'as de copas", grouped
// by suit in the Spanish face. form must be one of the namer's language.
func (n Namer) phrase(cs []engine.Card, conj Text, form string) string {
	last := " " + conj.column(n.Lang) + " "
	if n.Face != engine.Spanish {
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = n.determiner(form, c, i == 0) + n.Card(c)
		}
		return join(names, ", ", last)
	}
	suits := bySuit(cs)
	groups := make([]string, len(suits))
	long := false
	for k, g := range suits {
		ranks := make([]string, len(g))
		for i, c := range g {
			ranks[i] = n.determiner(form, c, i == 0) + spanishRankNames[c.Rank()]
		}
		groups[k] = join(ranks, ", ", last) + " " + n.spanishOf(g[0].Suit())
		long = long || len(g) > 1
	}
	if long {
		return join(groups, ", ", ","+last)
	}
	return join(groups, ", ", last)
}

// CardIn names a card in a sentence with a grammatical form of the namer's language ("le",
// "du", "ton", "the", "bare"…): CardIn(c, "du") is "de la D♠". An unknown form names it bare.
func (n Namer) CardIn(c engine.Card, form string) string {
	if n.cardForm(form) != nil || !c.Valid() {
		return n.Short(c)
	}
	return n.phrase([]engine.Card{c}, conjAnd, form)
}

// formed renders a content placeholder with a form: {card.le:KS}, {seat.de:W}.
func (n Namer) formed(kind, form, arg string) (string, error) {
	switch kind {
	case "card", "cards", "anyof":
		if err := n.cardForm(form); err != nil {
			return "", err
		}
		cs, _, err := engine.ParseCards(arg)
		switch {
		case err != nil:
			return "", err
		case len(cs) == 0:
			return "", fmt.Errorf("{%s.%s:} names no card", kind, form)
		case kind == "card" && len(cs) > 1:
			return "", fmt.Errorf("{card.%s:%s} names several cards: write {cards.%s:%s}", form, arg, form, arg)
		case kind == "anyof":
			return n.phrase(cs, conjOr, form), nil
		}
		return n.phrase(cs, conjAnd, form), nil
	case "seat", "team", "suit":
		words, ok := nameForms[n.Lang][form]
		if !ok {
			return "", formError(n.Lang, form, sortedKeys(nameForms[French]), sortedKeys(nameForms[English]))
		}
		name, err := n.content(kind, arg)
		if err != nil {
			return "", err
		}
		if strings.ContainsRune("AEIOUaeiouÉé", []rune(name)[0]) {
			return words[1] + name, nil
		}
		return words[0] + name, nil
	}
	return "", fmt.Errorf("{%s.%s:%s}: only card, cards, anyof, seat, team and suit take a form", kind, form, arg)
}
