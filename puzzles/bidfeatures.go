package puzzles

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
)

// The features of a hand at a bid, in facts and in words: the bid puzzles' teaching point names
// them, and the practice table's coach says the same sentence when it judges a bid, so both read
// them here.

// Features are what a hand offers with a trump: the facts the teaching point names.
type Features struct {
	Trumps     int  // trumps held, the retourne counted in round 1
	Jack, Nine bool // of trump
	Belote     bool // the king and the queen of trump (B1)
	Aces       []engine.Card
	Tens       []engine.Card // side tens
	TrumpCards []engine.Card
}

// FeaturesOf reads the hand for trump t with the retourne, which the taker receives in either
// round (T3): in round 1 it is a trump, in round 2 a side card (an ace or a ten among them).
func FeaturesOf(pos bidsim.Position, t engine.Suit) Features {
	hand := pos.Hand.Add(pos.Retourne)
	f := Features{TrumpCards: hand.Of(t).Cards()}
	f.Trumps = len(f.TrumpCards)
	f.Jack, f.Nine = hand.Has(engine.NewCard(engine.Jack, t)), hand.Has(engine.NewCard(engine.Nine, t))
	f.Belote = hand.Has(engine.NewCard(engine.King, t)) && hand.Has(engine.NewCard(engine.Queen, t))
	for _, c := range (hand &^ engine.SuitSet(t)).Cards() {
		switch c.Rank() {
		case engine.Ace:
			f.Aces = append(f.Aces, c)
		case engine.Ten:
			f.Tens = append(f.Tens, c)
		}
	}
	return f
}

// BidFeatures words the hand's features with trump t as one sentence in both languages, in the
// conditional: trumps, jack and nine, side aces, side tens. Cards are content placeholders
// ({cards:…}), named by the text system in the learner's language and deck.
func BidFeatures(pos bidsim.Position, t engine.Suit) explain.Text {
	ft := FeaturesOf(pos, t)
	var text explain.Text
	for _, l := range explain.Langs {
		text[l] = ft.words(l, t, pos.Variant)
	}
	return text
}

// words is the features' sentence in language l.
func (ft Features) words(l explain.Lang, t engine.Suit, v *engine.Variant) string {
	w := bidWords[l]
	f := v.Face
	suit := explain.NewNamer(l, v).SuitName(t)
	if f != engine.Spanish {
		suit += " " + t.Symbol()
	}
	s := fmt.Sprintf(w.with, suit, w.count(ft.Trumps, w.trump))
	if ft.Trumps > 0 {
		s += " (" + cardList(ft.TrumpCards, f) + ")"
	}
	// The two strongest trumps by the face's own names (the sota and the 6 in the Spanish deck,
	// C1); a held one is named already in the list, so only a single trump is not named twice.
	jack, nine := w.jack, w.nine
	if f == engine.Spanish {
		jack, nine = w.sota, w.six
	}
	switch {
	case ft.Jack && ft.Nine:
		s += fmt.Sprintf(w.both, jack, nine)
	case ft.Jack && ft.Trumps == 1:
		s += fmt.Sprintf(w.without, nine)
	case ft.Nine && ft.Trumps == 1:
		s += fmt.Sprintf(w.without, jack)
	case ft.Jack:
		s += fmt.Sprintf(w.butNot, jack, nine)
	case ft.Nine:
		s += fmt.Sprintf(w.butNot, nine, jack)
	default:
		s += fmt.Sprintf(w.neither, jack, nine)
	}
	ten := w.ten // the card worth 10 off trump: the 7 in the Spanish deck
	if f == engine.Spanish {
		ten = w.seven
	}
	s += w.semicolon + w.count(len(ft.Aces), w.ace)
	if len(ft.Aces) > 0 {
		s += " (" + cardList(ft.Aces, f) + ")"
	}
	s += w.and + w.count(len(ft.Tens), ten)
	if len(ft.Tens) > 0 {
		s += " (" + cardList(ft.Tens, f) + ")"
	}
	return s + "."
}

// featureWords are the words of the features' sentence in one language.
type featureWords struct {
	with, both, without, butNot, neither string // formats
	jack, nine, sota, six                string
	semicolon, and                       string
	none, one                            string    // before a count of 0 and 1
	trump, ace, ten, seven               [2]string // singular, plural
}

var bidWords = [...]featureWords{
	explain.French: {with: "À %s tu aurais %s", both: ", dont %s et %s", without: ", sans %s", butNot: ", dont %s mais pas %s",
		neither: ", sans %s ni %s", jack: "le valet", nine: "le 9", sota: "la sota", six: "le 6", semicolon: " ; ", and: " et ",
		none: "aucun ", one: "un ", trump: [2]string{"atout", "atouts"}, ace: [2]string{"as à côté", "as à côté"},
		ten: [2]string{"dix à côté", "dix à côté"}, seven: [2]string{"7 à côté", "7 à côté"}},
	explain.English: {with: "With %s as trump you would hold %s", both: ", %s and %s among them", without: ", without %s",
		butNot: ", %s but not %s", neither: ", neither %s nor %s", jack: "the jack", nine: "the nine", sota: "the sota",
		six: "the 6", semicolon: "; ", and: " and ", none: "no ", one: "one ", trump: [2]string{"trump", "trumps"},
		ace: [2]string{"side ace", "side aces"}, ten: [2]string{"side ten", "side tens"}, seven: [2]string{"side 7", "side 7s"}},
}

// count writes "aucun as à côté", "un atout", "3 atouts" / "no side ace", "one trump", "3 trumps"
// (a teacher says "un atout", not "1 atout").
func (w featureWords) count(n int, word [2]string) string {
	switch n {
	case 0:
		return w.none + word[0]
	case 1:
		return w.one + word[0]
	}
	return fmt.Sprintf("%d %s", n, word[1])
}

// cardList writes cards as one content placeholder ({cards:…}, or {card:…} for one), which the
// text system lists with commas and a final "et"/"and", grouped by suit in the Spanish face.
func cardList(cs []engine.Card, f engine.Face) string {
	codes := make([]string, len(cs))
	for i, c := range cs {
		codes[i] = c.Format(f)
	}
	if len(cs) == 1 {
		return "{card:" + codes[0] + "}"
	}
	return "{cards:" + strings.Join(codes, " ") + "}"
}
