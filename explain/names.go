package explain

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

// Namer names cards, suits, seats and teams for a learner, in one language and one face (C1). It is
// the product's one card namer: the explainer, the app's screens and the content texts all use it.
//
//   - French face: rank and suit symbol, "R♦ 10♠" in French (V D R for valet, dame, roi), "K♦" in
//     English; where a letter stands for the suit (ASCII), French writes P C K T (pique, cœur,
//     carreau, trèfle) and English S H D C: "RK", "KD".
//   - Spanish face: the number on the card and the suit's letter on the table ("12o"); in sentences
//     the names Moroccan players use, in both languages: as, sota, caballo, rey of oros, copas,
//     espadas, bastos ("la sota d'espadas", "the sota of espadas").
type Namer struct {
	Lang  Lang
	Face  engine.Face
	ASCII bool // suits as letters, not symbols (a terminal without the symbol font)
}

// NewNamer returns the namer of language l for variant v's face.
func NewNamer(l Lang, v *engine.Variant) Namer { return Namer{Lang: l, Face: v.Face} }

// The words of the French face, one column per language.
var (
	frenchRanks = [8]Text{{"7", "7"}, {"8", "8"}, {"9", "9"}, {"10", "10"}, {"V", "J"}, {"D", "Q"}, {"R", "K"}, {"A", "A"}}
	suitLetters = [4]Text{{"P", "S"}, {"C", "H"}, {"K", "D"}, {"T", "C"}}
	suitNames   = [4]Text{{"pique", "spades"}, {"cœur", "hearts"}, {"carreau", "diamonds"}, {"trèfle", "clubs"}}
	seatNames   = [4]Text{{"Nord", "North"}, {"Est", "East"}, {"Sud", "South"}, {"Ouest", "West"}}
	teamNames   = [2]Text{{"NS", "NS"}, {"EO", "EW"}}
)

// The words of the Spanish face, the same in every language (C1, as Moroccan players say them).
var (
	spanishSuitNames = [4]string{"espadas", "copas", "oros", "bastos"}
	spanishRankNames = [8]string{"4", "5", "6", "7", "sota", "caballo", "rey", "as"}
	// French articles of the Spanish ranks: "le 4", "la sota", "l'as".
	spanishRankArticles = [8]string{"le ", "le ", "le ", "le ", "la ", "le ", "le ", "l'"}
	// French "de" before the Spanish suit names: "d'espadas", "de copas".
	spanishSuitOf = [4]string{"d'", "de ", "d'", "de "}
)

// Rank writes a rank as on the card: "R", "K", "12".
func (n Namer) Rank(r engine.Rank) string {
	if r >= engine.NoRank {
		return "?"
	}
	if n.Face == engine.Spanish {
		return r.Format(engine.Spanish)
	}
	return frenchRanks[r].column(n.Lang)
}

// RankName names a rank alone, as players say it when they list the order of a suit: in the
// Spanish face "as", "rey", "caballo", "sota" and the numbers 7 to 4, never the card's 1, 12, 11
// or 10 (C1); in the French face the rank as on the card ("R", "10").
func (n Namer) RankName(r engine.Rank) string {
	if n.Face == engine.Spanish && r < engine.NoRank {
		return spanishRankNames[r]
	}
	return n.Rank(r)
}

// SuitLetter writes a suit as a letter: P C K T in French, S H D C in English, e c o b in the
// Spanish face.
func (n Namer) SuitLetter(s engine.Suit) string {
	if s >= engine.NoSuit {
		return "?"
	}
	if n.Face == engine.Spanish {
		return s.Format(engine.Spanish)
	}
	return suitLetters[s].column(n.Lang)
}

// SuitSign writes a suit as the table shows it: symbol and letter ("♥ C"), so that it reads without
// colour and without the symbol font; only the letter in ASCII and in the Spanish face.
func (n Namer) SuitSign(s engine.Suit) string {
	if n.ASCII || n.Face == engine.Spanish || s >= engine.NoSuit {
		return n.SuitLetter(s)
	}
	return s.Symbol() + " " + n.SuitLetter(s)
}

// SuitName names a suit: "cœur", "hearts", or "copas" in the Spanish face.
func (n Namer) SuitName(s engine.Suit) string {
	if s >= engine.NoSuit {
		return "-"
	}
	if n.Face == engine.Spanish {
		return spanishSuitNames[s]
	}
	return suitNames[s].column(n.Lang)
}

// Card writes a card short, as on the table and in sums: "R♦", "K♦", "RK" in ASCII, "12o".
func (n Namer) Card(c engine.Card) string {
	if !c.Valid() {
		return "-"
	}
	if n.Face == engine.Spanish {
		return c.Format(engine.Spanish)
	}
	if n.ASCII {
		return n.Rank(c.Rank()) + n.SuitLetter(c.Suit())
	}
	return n.Rank(c.Rank()) + c.Suit().Symbol()
}

// spanishTagRanks are the Spanish ranks in a table's cell: the number for 4 to 7, the initial of
// the name Moroccan players use for the figures and the as (S sota, C caballo, R rey, A as), as
// the French face writes V D R; never the card's printed 10, 11, 12 (a learner read "11c" as a
// code, not as the caballo de copas).
var spanishTagRanks = [8]string{"4", "5", "6", "7", "S", "C", "R", "A"}

// Tag writes a card in a table's cell, where a name does not fit (the trick, the open hands, the
// seat puzzles' trick record, the card boxes): the French face as Card ("R♦"); the Spanish face
// as the rank's initial and the suit's letter, "Ro" for the rey d'oros, "7b", never wider than
// Card's "12o". TagKey says what the initials stand for.
func (n Namer) Tag(c engine.Card) string {
	if n.Face != engine.Spanish || !c.Valid() {
		return n.Card(c)
	}
	return spanishTagRanks[c.Rank()] + n.SuitLetter(c.Suit())
}

// Tags writes cards as Tag, separated by spaces.
func (n Namer) Tags(cs []engine.Card) string { return joinCards(cs, n.Tag) }

// TagRank writes a rank as Tag does: "R" for the rey, "V" for the valet.
func (n Namer) TagRank(r engine.Rank) string {
	if n.Face != engine.Spanish || r >= engine.NoRank {
		return n.Rank(r)
	}
	return spanishTagRanks[r]
}

// TagKey names the Spanish figures after the initials Tag writes them with, "S sota", "C
// caballo", "R rey" (the as's A is the French face's too), for a table that shows them; nil in the
// French face, whose letters a learner knows.
func (n Namer) TagKey() []string {
	if n.Face != engine.Spanish {
		return nil
	}
	var out []string
	for _, r := range []engine.Rank{engine.Jack, engine.Queen, engine.King} {
		out = append(out, spanishTagRanks[r]+" "+spanishRankNames[r])
	}
	return out
}

// Cards writes cards short, separated by spaces.
func (n Namer) Cards(cs []engine.Card) string { return joinCards(cs, n.Card) }

// joinCards writes each card with write, separated by spaces.
func joinCards(cs []engine.Card, write func(engine.Card) string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = write(c)
	}
	return strings.Join(parts, " ")
}

// Set writes the cards of a set short, by suit then in sequence order; "-" for none.
func (n Namer) Set(s engine.Set) string {
	if s.Empty() {
		return "-"
	}
	return n.Cards(s.Cards())
}

// Name names a card in a sentence: "R♦" in the French face, "le rey d'oros" / "the rey of oros" in
// the Spanish face. A French sentence never puts a name after "de" or "à" (it may start with "le").
func (n Namer) Name(c engine.Card) string {
	if n.Face != engine.Spanish || !c.Valid() {
		return n.Card(c)
	}
	return n.spanishRank(c.Rank()) + " " + n.spanishOf(c.Suit())
}

// Of names a card after French "de", contracted as a table says it: "du R♦", "de la D♦", "de l'A♦",
// "du rey d'oros", "de la sota d'oros" ("tu peux te défausser du 7♦"). In English it is the name
// alone, for the sentences whose English has no "of" ("you may discard 7♦").
func (n Namer) Of(c engine.Card) string {
	if n.Lang != French || !c.Valid() {
		return n.Name(c)
	}
	feminine := c.Rank() == engine.Queen // la dame
	if n.Face == engine.Spanish {
		feminine = c.Rank() == engine.Jack // la sota
		return frenchOf(feminine, c.Rank()) + spanishRankNames[c.Rank()] + " " + n.spanishOf(c.Suit())
	}
	return frenchOf(feminine, c.Rank()) + n.Card(c)
}

// frenchOf is "de" with the article of a card's name: "du", "de la", "de l'" (as).
func frenchOf(feminine bool, r engine.Rank) string {
	switch {
	case r == engine.Ace:
		return "de l'"
	case feminine:
		return "de la "
	}
	return "du "
}

func (n Namer) spanishRank(r engine.Rank) string {
	if n.Lang == French {
		return spanishRankArticles[r] + spanishRankNames[r]
	}
	return "the " + spanishRankNames[r]
}

func (n Namer) spanishOf(s engine.Suit) string {
	if n.Lang == French {
		return spanishSuitOf[s] + spanishSuitNames[s]
	}
	return "of " + spanishSuitNames[s]
}

// Short names a card in a row beside the table or in a line of figures, where a sentence's
// article would weigh: the French face as on the table ("R♦", "RK" in ASCII); the Spanish face by
// the card's name without its article, "rey d'oros", "4 de copas" ("rey of oros" in English),
// never the table's "12o", a code a learner would have to decode (issue 10).
func (n Namer) Short(c engine.Card) string {
	if n.Face != engine.Spanish || !c.Valid() {
		return n.Card(c)
	}
	return spanishRankNames[c.Rank()] + " " + n.spanishOf(c.Suit())
}

// Shorts names cards in a row: the French face's separated by spaces as on the table ("10♣ V♣"),
// the Spanish face's by Short and grouped by suit ("7 et sota de bastos"); "-" for none.
func (n Namer) Shorts(cs []engine.Card) string {
	switch {
	case len(cs) == 0:
		return "-"
	case n.Face != engine.Spanish:
		return n.Cards(cs)
	}
	return n.list(cs, conjAnd, true)
}

// And names cards joined by "et"/"and"; Or joins them by "ou"/"or".
func (n Namer) And(cs []engine.Card) string { return n.list(cs, conjAnd, false) }

// Or names cards joined by "ou"/"or".
func (n Namer) Or(cs []engine.Card) string { return n.list(cs, conjOr, false) }

var (
	conjAnd = Text{"et", "and"}
	conjOr  = Text{"ou", "or"}
)

// list names cards. In the Spanish face the cards are grouped by suit, as a table says them, each
// group sharing its suit's name: "l'as, le rey et la sota d'oros", and with several suits "le 4 et
// le 7 d'espadas, et le rey de copas" (suits in the order they first come, cards in the given order
// within a suit). The French face keeps rank and symbol, "R♦, D♦ et 7♥" (RULES.md §3: rank + suit
// symbol in text for people), which already reads at a glance.
//
// short names the cards by Short rather than Name, for a row: without the articles of a Spanish
// group, groups set apart by a dot ("rey et caballo d'oros · 7 et sota de bastos").
func (n Namer) list(cs []engine.Card, conj Text, short bool) string {
	name := n.Name
	if short {
		name = n.Short
	}
	last := " " + conj.column(n.Lang) + " "
	if n.Face != engine.Spanish || len(cs) < 2 {
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = name(c)
		}
		return join(names, ", ", last)
	}
	suits := bySuit(cs)
	groups := make([]string, len(suits))
	long := false // a group holds a conjunction: set the last one off by a comma
	for k, g := range suits {
		ranks := make([]string, len(g))
		for i, c := range g {
			ranks[i] = n.spanishRank(c.Rank())
			if short {
				ranks[i] = spanishRankNames[c.Rank()]
			}
		}
		groups[k] = join(ranks, ", ", last) + " " + n.spanishOf(g[0].Suit())
		long = long || len(g) > 1
	}
	switch {
	case short:
		return strings.Join(groups, " · ") // a row: "rey et caballo d'oros · 7 de bastos"
	case long:
		return join(groups, ", ", ","+last)
	}
	return join(groups, ", ", last)
}

// bySuit splits cards into runs of one suit, suits in the order they first come.
func bySuit(cs []engine.Card) [][]engine.Card {
	var out [][]engine.Card
	at := map[engine.Suit]int{}
	for _, c := range cs {
		i, ok := at[c.Suit()]
		if !ok {
			i = len(out)
			at[c.Suit()] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], c)
	}
	return out
}

// Seat names a seat: "Est", "East".
func (n Namer) Seat(s engine.Seat) string {
	if s >= engine.NoSeat {
		return "-"
	}
	return seatNames[s].column(n.Lang)
}

// Team names a team: NS and EO in French, NS and EW in English (JSON keeps NS/EW).
func (n Namer) Team(t engine.Team) string {
	if t != engine.NS && t != engine.EW {
		return "-"
	}
	return teamNames[t].column(n.Lang)
}

// Text renders a content text (a lesson's or a puzzle's) in the namer's language and face: each
// placeholder {card:KS}, {cards:…}, {suit:H}, {team:EW}, {seat:E} becomes its name. A placeholder
// that does not render stays as written (CheckText reports it when the content is loaded).
func (n Namer) Text(t Text) string {
	s, _ := fill(t.column(n.Lang), n, nil)
	return Typeset(n.Lang, s)
}

// content renders a placeholder of a content text, given as kind and argument. A kind written
// with a capital ({Card:4e}, {Cards:…}) starts a sentence: "Le 4 d'espadas est un atout".
func (n Namer) content(kind, arg string) (string, error) {
	if k := strings.ToLower(kind); k != kind && k[1:] == kind[1:] {
		s, err := n.content(k, arg)
		return upperFirst(s), err
	}
	if base, form, ok := strings.Cut(kind, "."); ok {
		return n.formed(base, form, arg)
	}
	switch kind {
	case "card":
		c, _, err := engine.ParseCard(arg)
		if err != nil {
			return "", err
		}
		return n.Name(c), nil
	case "ofcard":
		c, _, err := engine.ParseCard(arg)
		if err != nil {
			return "", err
		}
		return n.Of(c), nil
	case "cards":
		cs, _, err := engine.ParseCards(arg)
		if err != nil {
			return "", err
		}
		if len(cs) == 0 {
			return "", fmt.Errorf("{cards:} names no card")
		}
		return n.And(cs), nil
	case "anyof":
		cs, _, err := engine.ParseCards(arg)
		if err != nil {
			return "", err
		}
		if len(cs) == 0 {
			return "", fmt.Errorf("{anyof:} names no card")
		}
		return n.Or(cs), nil
	case "suit":
		s, _, err := engine.ParseSuit(arg)
		if err != nil {
			return "", err
		}
		return n.SuitName(s), nil
	case "team":
		t, err := engine.ParseTeam(arg)
		if err != nil {
			return "", err
		}
		return n.Team(t), nil
	case "seat":
		s, err := engine.ParseSeat(arg)
		if err != nil {
			return "", err
		}
		return n.Seat(s), nil
	}
	return "", fmt.Errorf("unknown placeholder {%s:%s} (card, ofcard, cards, anyof, suit, team, seat, each with an optional form: {card.le:KS})", kind, arg)
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

// upperFirst capitalises the first letter of a sentence.
func upperFirst(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// CardName names one card for people, in the language and the variant's face (C1), as every
// explanation does: "R♦" / "K♦", "le rey d'oros" / "the rey of oros" (Namer.Name).
func CardName(c engine.Card, v *engine.Variant, l Lang) string { return NewNamer(l, v).Name(c) }
