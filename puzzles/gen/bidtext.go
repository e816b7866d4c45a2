package gen

import (
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/bidsim"
	"github.com/belote-trainer/belote/puzzles"
)

// bidTexts writes the prompt (the deal so far) and the teaching point (the hand's features with
// the trump evaluated, then the simulation's figures) of a bid puzzle.
func bidTexts(p *puzzles.Puzzle, pos bidsim.Position) {
	f := pos.Variant.Face
	a := p.Expect.Bid
	p.Prompt = bilingual(func(l lang) string {
		return bidStory(l, pos) + " " + bidQuestion(l, pos)
	})
	p.Point = bilingual(func(l lang) string {
		rule := engine.T4
		if pos.Round == 2 {
			rule = engine.T5
		}
		return bidVerdict(l, pos, *a) + " " + upperFirst(FeaturesOf(pos, a.Trump).Describe(l, a.Trump, f)) + " " +
			BidFigures(l, *a, f) + cite(rule, contractRule(pos.Variant)) + "."
	})
}

// RewordBid rewrites the prompt and the point of a bid puzzle from its position and its stored
// figures, with no new simulation: after a change of wording, the built-in bid packs are re-worded
// this way (go test ./puzzles/gen -run BidPacksWorded -update), since simulating them again takes
// about a minute per puzzle.
func RewordBid(p *puzzles.Puzzle) {
	pos := bidsim.Position{Variant: p.Variant, Dealer: p.Dealer, Seat: engine.South, Round: p.Round,
		Hand: engine.SetOf(p.Hand...), Retourne: p.Retourne}
	bidTexts(p, pos)
}

// bidStory tells the deal up to South's turn: the dealer, South's cards, the retourne, the passes.
func bidStory(l lang, pos bidsim.Position) string {
	f := pos.Variant.Face
	dealer := upperFirst(l.seat(pos.Dealer)) + l.pick(" donne.", " deals.")
	if pos.Dealer == engine.South {
		dealer = l.pick("Tu donnes.", "You deal.")
	}
	s := dealer + " " + fmt.Sprintf(l.pick("Tu as %s ; la retourne est %s.", "You hold %s; the retourne is %s."),
		l.cardList(pos.Hand.Cards(), f), card(pos.Retourne, f))
	var before []string
	for _, b := range pos.Bids() {
		if b.Round == pos.Round {
			before = append(before, l.seat(b.Seat))
		}
	}
	intro := ""
	if pos.Round == 2 {
		s += " " + l.pick("Au premier tour, tout le monde a passé.", "In the first round, everybody passed.")
		intro = l.pick("au second tour, ", "in the second round, ")
	}
	switch len(before) {
	case 0:
		return s + " " + upperFirst(intro+l.pick("tu parles le premier.", "you speak first."))
	case 1:
		return s + " " + upperFirst(intro+before[0]) + l.pick(" a passé.", " passed.")
	}
	return s + " " + upperFirst(intro+strings.Join(before[:len(before)-1], ", ")+l.pick(" et ", " and ")+before[len(before)-1]) +
		l.pick(" ont passé.", " passed.")
}

func bidQuestion(l lang, pos bidsim.Position) string {
	f := pos.Variant.Face
	if pos.Round == 1 {
		return fmt.Sprintf(l.pick("Prends-tu à %s, ou passes-tu ?", "Do you take with %s as trump, or pass?"), suitName(l, pos.Retourne.Suit(), f))
	}
	return fmt.Sprintf(l.pick("Prends-tu, et à quelle couleur (pas à %s), ou passes-tu ?", "Do you take, and in which suit (not %s), or pass?"),
		suitName(l, pos.Retourne.Suit(), f))
}

// bidVerdict says the answer in one sentence.
func bidVerdict(l lang, pos bidsim.Position, a puzzles.BidAnswer) string {
	f := pos.Variant.Face
	switch {
	case a.Take:
		return fmt.Sprintf(l.pick("Prends à %s.", "Take with %s."), suitName(l, a.Trump, f))
	case pos.Round == 2:
		return fmt.Sprintf(l.pick("Passe : même la meilleure couleur, %s, ne vaut pas de prendre.", "Pass: even the best suit, %s, is not worth taking."), suitName(l, a.Trump, f))
	}
	return fmt.Sprintf(l.pick("Passe : %s à l'atout ne vaut pas de prendre.", "Pass: %s as trump is not worth taking."), suitName(l, a.Trump, f))
}

// Describe names the hand's features with trump t, in the conditional: trumps, jack and nine,
// side aces, side tens.
func (ft Features) Describe(l lang, t engine.Suit, f engine.Face) string {
	s := fmt.Sprintf(l.pick("à %s tu aurais %s", "with %s as trump you would hold %s"), suitName(l, t, f), l.count(ft.Trumps, "atout", "trump"))
	if ft.Trumps > 0 {
		s += " (" + l.cardList(ft.TrumpCards, f) + ")"
	}
	// The two strongest trumps by the face's own names (the sota and the 6 in the Spanish deck,
	// C1); a held one is named already in the list, so only a single trump is not named twice.
	jack, nine := l.pick("le valet", "the jack"), l.pick("le 9", "the nine")
	if f == engine.Spanish {
		jack, nine = l.pick("la sota", "the sota"), l.pick("le 6", "the 6")
	}
	switch {
	case ft.Jack && ft.Nine:
		s += fmt.Sprintf(l.pick(", dont %s et %s", ", %s and %s among them"), jack, nine)
	case ft.Jack && ft.Trumps == 1:
		s += fmt.Sprintf(l.pick(", sans %s", ", without %s"), nine)
	case ft.Nine && ft.Trumps == 1:
		s += fmt.Sprintf(l.pick(", sans %s", ", without %s"), jack)
	case ft.Jack:
		s += fmt.Sprintf(l.pick(", dont %s mais pas %s", ", %s but not %s"), jack, nine)
	case ft.Nine:
		s += fmt.Sprintf(l.pick(", dont %s mais pas %s", ", %s but not %s"), nine, jack)
	default:
		s += fmt.Sprintf(l.pick(", sans %s ni %s", ", neither %s nor %s"), jack, nine)
	}
	ten := l.pick("dix à côté", "side ten") // the card worth 10 off trump: the 7 in the Spanish deck
	if f == engine.Spanish {
		ten = l.pick("7 à côté", "side 7")
	}
	s += l.pick(" ; ", "; ") + l.count(len(ft.Aces), "as à côté", "side ace")
	if len(ft.Aces) > 0 {
		s += " (" + l.cardList(ft.Aces, f) + ")"
	}
	s += l.pick(" et ", " and ") + l.count(len(ft.Tens), ten, ten)
	if len(ft.Tens) > 0 {
		s += " (" + l.cardList(ft.Tens, f) + ")"
	}
	return s + "."
}

// count writes "aucun as", "un atout", "3 atouts" / "no side ace", "one trump", "3 trumps" (a
// teacher says "un atout", not "1 atout").
func (l lang) count(n int, frWord, enWord string) string {
	switch n {
	case 0:
		return l.pick("aucun ", "no ") + l.pick(frWord, enWord)
	case 1:
		return l.pick("un ", "one ") + l.pick(frWord, enWord)
	}
	word := l.pick(frWord, enWord)
	if n > 1 {
		word = plural(l, word)
	}
	return fmt.Sprintf("%d %s", n, word)
}

// plural adds the plural mark to the first word ("as à côté" and "dix à côté" stay, "atout" →
// "atouts", "side ace" → "side aces").
func plural(l lang, w string) string {
	if l == fr {
		first, rest, _ := strings.Cut(w, " ")
		if strings.HasSuffix(first, "s") || strings.HasSuffix(first, "x") || strings.Trim(first, "0123456789") == "" {
			return w
		}
		if rest == "" {
			return first + "s"
		}
		return first + "s " + rest
	}
	return w + "s"
}

// BidFigures states the simulation's figures: make rate, the two expected differences and the
// interval of their difference (a sentence without its final stop: the rule ids come before it).
func BidFigures(l lang, a puzzles.BidAnswer, f engine.Face) string {
	return fmt.Sprintf(l.pick(
		"Sur %d donnes tirées au hasard et jouées cartes sur table, prendre à %s gagne le contrat %s du temps ; l'écart moyen des scores pour ton équipe est de %s en prenant contre %s en passant (différence %s ± %s à 95 %%)",
		"Over %d random deals played open-card, taking with %s makes the contract %s of the time; your team's mean score difference is %s when taking against %s when passing (difference %s ± %s at 95%%)"),
		a.Samples, suitName(l, a.Trump, f), l.percent(a.MakeRate), l.signed(a.EVTake), l.signed(a.EVPass),
		l.signed(a.EVTake-a.EVPass), l.number(a.Margin))
}

// percent writes a share as "81 %" / "81%".
func (l lang) percent(x float64) string {
	return fmt.Sprintf("%.0f", 100*x) + l.pick(" %", "%")
}

// number writes one decimal, with a decimal comma in French.
func (l lang) number(x float64) string {
	return explain.Decimal(explain.Lang(l), x, 1)
}

// signed writes a number with its sign: "+64,2", "-3,1".
func (l lang) signed(x float64) string {
	if x >= 0 {
		return "+" + l.number(x)
	}
	return l.number(x)
}

// BidFeatures words the hand's features with trump t as one sentence in both languages, as the
// teaching point of a bid puzzle names them (the coach judging a bid at the practice table says
// the same): trumps, jack and nine, side aces, side tens.
func BidFeatures(pos bidsim.Position, t engine.Suit) explain.Text {
	return bilingual(func(l lang) string { return upperFirst(FeaturesOf(pos, t).Describe(l, t, pos.Variant.Face)) })
}
