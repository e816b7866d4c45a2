package gen

import (
	"fmt"
	"math"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/bidsim"
	"github.com/belote-trainer/belote/puzzles"
)

// bidTexts writes the prompt (the deal so far) and the teaching point of a bid puzzle: the
// verdict, the hand's features with the trump evaluated, and what the figures mean in words. The
// figures themselves (make rate, the two means, the interval) are not repeated: the trainer shows
// them beside the point (internal/app, "bid.figures"), and `belote puzzles --json` exports them.
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
			bidIdea(l, pos, *a) + cite(rule, contractRule(pos.Variant), engine.K6) + "."
	})
}

// bidIdea says in words what the simulation found (a sentence without its final stop: the rule
// ids come before it): how often the contract fails, as "une fois sur N" nearest to the
// simulation's failure share (failureFractions), and why passing can be worth more even so (a failure
// gives the defence at least 162 points, K6; a later seat may still take). Under 7.5 % of failures
// a take is clear; from half of them, most contracts fail.
func bidIdea(l lang, pos bidsim.Position, a puzzles.BidAnswer) string {
	fail := 1 - a.MakeRate
	n := failureN(fail)
	often := failureWords(l, n)
	switch {
	case a.Take && fail < clearFailure:
		return l.pick("Le contrat réussit presque à chaque fois : c'est une prise nette",
			"The contract is made almost every time: a clear take")
	case a.Take && fail > 0.5:
		return l.pick("Le contrat chute plus d'une fois sur deux, et pourtant prendre rapporte plus que passer en moyenne",
			"The contract fails more than half the time, and yet taking brings more than passing on average")
	case a.Take:
		return fmt.Sprintf(l.pick("Le contrat chute %s, mais ce que la prise rapporte quand elle réussit couvre ses chutes : prendre vaut mieux que passer",
			"The contract fails %s, but what the take brings when it is made covers its failures: taking beats passing"), often)
	}
	// French names the failure with its word, "dedans", in the sentence; English glosses it.
	var s string
	switch {
	case fail < clearFailure:
		s = l.pick("Le contrat réussirait presque à chaque fois, et pourtant passer rapporte plus en moyenne",
			"The contract would be made almost every time, and yet passing brings more on average")
	case fail > 0.5:
		s = l.pick("Le contrat chuterait plus d'une fois sur deux, et chaque fois que tu serais dedans, l'adversaire marquerait au moins 162 points",
			"The contract would fail more than half the time, and each failure (dedans) gives the opponents at least 162 points")
	case failureFractions[n].share <= 0.25: // one deal in four or fewer: few failures, each too dear
		s = fmt.Sprintf(l.pick("Le contrat ne chuterait qu'%s, mais c'est encore trop : chaque fois que tu serais dedans, l'adversaire marquerait au moins 162 points",
			"The contract would fail only %s, but that is still too often: each failure (dedans) gives the opponents at least 162 points"), often)
	default:
		s = fmt.Sprintf(l.pick("Le contrat chuterait %s, et chaque fois que tu serais dedans, l'adversaire marquerait au moins 162 points",
			"The contract would fail %s, and each failure (dedans) gives the opponents at least 162 points"), often)
	}
	if pos.Round == 1 || pos.Dealer != engine.South {
		// Someone speaks after South, or the second round follows: a pass leaves them the take.
		s += l.pick(". Et si tu passes, un autre joueur, ton partenaire peut-être, peut encore prendre",
			". And if you pass, another player, maybe your partner, may still take")
	}
	return s
}

// clearFailure is the failure share under which a contract is made "almost every time" (fewer
// than one deal in thirteen).
const clearFailure = 0.075

// failureFractions are the shares a failure rate is told as: one deal in two, two in five, then
// one in N from 3 to 10.
var failureFractions = []struct {
	share  float64
	fr, en string
}{
	{1.0 / 2, "près d'une fois sur deux", "nearly one deal in two"},
	{2.0 / 5, "environ deux fois sur cinq", "about two deals in five"},
	{1.0 / 3, "environ une fois sur trois", "about one deal in three"},
	{1.0 / 4, "environ une fois sur quatre", "about one deal in four"},
	{1.0 / 5, "environ une fois sur cinq", "about one deal in five"},
	{1.0 / 6, "environ une fois sur six", "about one deal in six"},
	{1.0 / 7, "environ une fois sur sept", "about one deal in seven"},
	{1.0 / 8, "environ une fois sur huit", "about one deal in eight"},
	{1.0 / 9, "environ une fois sur neuf", "about one deal in nine"},
	{1.0 / 10, "environ une fois sur dix", "about one deal in ten"},
}

// failureN is the index in failureFractions of the share nearest to the failure share fail (24 %
// is "environ une fois sur quatre"), so that the words match the figures the trainer shows beside
// them.
func failureN(fail float64) int {
	best := 0
	for n, f := range failureFractions {
		if math.Abs(fail-f.share) < math.Abs(fail-failureFractions[best].share) {
			best = n
		}
	}
	return best
}

// failureWords says the fraction failureN found.
func failureWords(l lang, n int) string {
	return l.pick(failureFractions[n].fr, failureFractions[n].en)
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

// BidFeatures words the hand's features with trump t as one sentence in both languages, as the
// teaching point of a bid puzzle names them (the coach judging a bid at the practice table says
// the same): trumps, jack and nine, side aces, side tens.
func BidFeatures(pos bidsim.Position, t engine.Suit) explain.Text {
	return bilingual(func(l lang) string { return upperFirst(FeaturesOf(pos, t).Describe(l, t, pos.Variant.Face)) })
}
