package gen

import (
	"fmt"
	"math"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/puzzles"
)

// bidTexts writes the prompt (the deal so far) and the teaching point of a bid puzzle: the
// verdict, the hand's features with the trump evaluated, and what the figures mean in words. The
// figures themselves (make rate, the two means, the interval) are not repeated: the trainer shows
// them beside the point (internal/app, "bid.figures"), and `belote puzzles --json` exports them.
func bidTexts(p *puzzles.Puzzle, pos bidsim.Position) {
	a := p.Expect.Bid
	p.Prompt = bilingual(func(l lang) string {
		return bidStory(l, pos) + " " + bidQuestion(l, pos)
	})
	p.Point = bilingual(func(l lang) string {
		rule := engine.T4
		if pos.Round == 2 {
			rule = engine.T5
		}
		rules := []engine.Rule{rule, contractRule(pos.Variant), engine.K6}
		if !a.Take && redeals(pos) {
			rules = []engine.Rule{rule, engine.T6, contractRule(pos.Variant), engine.K6}
		}
		return bidVerdict(l, pos, *a) + " " + puzzles.BidFeatures(pos, a.Trump)[l.explain()] + " " +
			handIdea(l, pos, *a, puzzles.FeaturesOf(pos, a.Trump)) + bidIdea(l, pos, *a) + cite(rules...) + "."
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
		return fmt.Sprintf(l.pick("Le contrat chute %s : prendre rapporte plus que passer en moyenne",
			"The contract fails %s: taking brings more than passing on average"), often)
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
	return s + laterTaker(l, pos)
}

// laterTaker says who may still take after South passes (T4, T5): in round 1 everyone, partner
// included, since the second round follows; in round 2 only the seats from South's left-hand
// (next) seat up to the dealer, so partner only when the dealer is not the next seat.
func laterTaker(l lang, pos bidsim.Position) string {
	next := pos.Variant.Direction.Next(pos.Seat)
	switch {
	case pos.Round == 2 && pos.Dealer == pos.Seat:
		return l.pick(". Et si tu passes, tout le monde a passé deux fois : on redonne",
			". And if you pass, everybody has passed twice: the cards are dealt again")
	case pos.Round == 2 && pos.Dealer == next:
		return fmt.Sprintf(l.pick(". Et si tu passes, seul %s, un adversaire, peut encore prendre ; s'il passe aussi, on redonne",
			". And if you pass, only %s, an opponent, may still take; if he passes too, the cards are dealt again"), l.seat(next))
	}
	return l.pick(". Et si tu passes, un autre joueur, ton partenaire peut-être, peut encore prendre",
		". And if you pass, another player, maybe your partner, may still take")
}

// redeals reports whether a pass by the seat in round 2 leaves at most one seat to speak, so that
// laterTaker names the redeal of T6.
func redeals(pos bidsim.Position) bool {
	return pos.Round == 2 && (pos.Dealer == pos.Seat || pos.Dealer == pos.Variant.Direction.Next(pos.Seat))
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
// this way (go generate ./puzzles/gen, RewordBidPacks), since simulating them again takes
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

// handIdea says in words what carries the hand with trump t, read from the cards alone (a
// sentence or two, each ending with ". "): for a take, the pillars (jack and nine of trump), the
// length and the side aces it rests on; for a pass, what is missing; in either, the retourne when
// it brings a pillar (round 1) or a side ace or ten (round 2, T3), and the belote (B1, B3). A take
// below lesson 24's rule of thumb (a pillar and two more trumps) says why the figures may take
// where a club player would not.
func handIdea(l lang, pos bidsim.Position, a puzzles.BidAnswer, ft puzzles.Features) string {
	f := pos.Variant.Face
	jack, nine := l.pick("le valet", "the jack"), l.pick("le 9", "the nine")
	if f == engine.Spanish {
		jack, nine = l.pick("la sota", "the sota"), l.pick("le 6", "the 6")
	}
	var s string
	if a.Take {
		s = takeIdea(l, ft, jack, nine)
	} else {
		s = passIdea(l, ft, a.Trump, f)
	}
	s += retourneIdea(l, pos, a.Trump, jack, nine) + beloteIdea(l, pos, a, ft)
	if a.Take && !meetsRuleOfThumb(ft) {
		s += belowRuleOfThumb(l, ft, jack, nine)
	}
	return s
}

// belowRuleOfThumb says why a take below lesson 24's rule of thumb is no rule: the simulation
// plays its deals open-card, where everyone always knows who can still ruff; a hand short in
// trumps, or without a pillar, is riskier at a real table.
func belowRuleOfThumb(l lang, ft puzzles.Features, jack, nine string) string {
	why := fmt.Sprintf(l.pick("%s, c'est court", "%s is short"), l.count(ft.Trumps, "atout", "trump"))
	if !ft.Jack && !ft.Nine {
		why = l.pick("tes atouts peuvent tomber sous ceux de la défense", "your trumps may fall under the defence's")
	}
	return fmt.Sprintf(l.pick("C'est sous le repère du club (%s ou %s, et deux autres atouts) : %s, et ces chiffres viennent de donnes jouées cartes sur table, où chacun sait qui peut couper. Ne t'en fais pas une règle. ",
		"This is below the club's rule of thumb (%s or %s, and two more trumps): %s, and these figures come from deals played open-card, where everyone knows who can ruff. Do not make it a rule. "), jack, nine, why)
}

// meetsRuleOfThumb is lesson 24's rule for a take: both pillars, or one of them and two more
// trumps.
func meetsRuleOfThumb(ft puzzles.Features) bool {
	return (ft.Jack && ft.Nine) || ((ft.Jack || ft.Nine) && ft.Trumps >= 3)
}

// takeIdea names what a take rests on: the pillars held, the length (four trumps or more: few are
// left to the three other players) and the side aces.
func takeIdea(l lang, ft puzzles.Features, jack, nine string) string {
	var parts []string
	switch {
	case ft.Jack && ft.Nine:
		parts = append(parts, fmt.Sprintf(l.pick("les deux atouts maîtres (%s et %s)", "the two master trumps (%s and %s)"), jack, nine))
	case ft.Jack:
		parts = append(parts, fmt.Sprintf(l.pick("%s (le plus fort atout)", "%s (the strongest trump)"), jack))
	case ft.Nine:
		parts = append(parts, fmt.Sprintf(l.pick("%s (un seul atout le bat : %s)", "%s (a single trump beats it: %s)"), nine, jack))
	}
	if ft.Trumps >= 4 {
		parts = append(parts, l.length(ft.Trumps))
	}
	if len(ft.Aces) > 0 {
		parts = append(parts, l.count(len(ft.Aces), "as à côté", "side ace"))
	}
	if ft.Belote {
		parts = append(parts, l.pick("la belote", "the belote"))
	}
	if len(parts) == 0 {
		return ""
	}
	return upperFirst(l.pick("ta prise repose sur ", "your take rests on ")) + l.join(parts) + ". "
}

// passIdea names what the hand lacks for trump t: the pillars (how many trumps beat its best one),
// length (two trumps or fewer) and side aces.
func passIdea(l lang, ft puzzles.Features, t engine.Suit, f engine.Face) string {
	var parts []string
	if !ft.Jack && !ft.Nine && ft.Trumps > 0 {
		best := ft.TrumpCards[0]
		for _, c := range ft.TrumpCards {
			if engine.Strength(c, t) > engine.Strength(best, t) {
				best = c
			}
		}
		parts = append(parts, fmt.Sprintf(l.pick("les piliers (%d atouts battent ton plus fort, %s)", "the pillars (%d trumps beat your strongest, %s)"),
			engine.HigherTrumps(best).Len(), card(best, f)))
	}
	if ft.Trumps <= 2 {
		parts = append(parts, l.length(ft.Trumps))
	}
	if len(ft.Aces) == 0 {
		parts = append(parts, l.pick("un as à côté", "a side ace"))
	}
	if len(parts) == 0 {
		return ""
	}
	return l.pick("Il te manque ", "You lack ") + l.join(parts) + ". "
}

// retourneIdea names the retourne when it matters: in round 1, when it is the jack or the nine of
// trump; in round 2, when it is a side ace or ten, which the taker still receives (T3).
func retourneIdea(l lang, pos bidsim.Position, t engine.Suit, jack, nine string) string {
	r, f := pos.Retourne, pos.Variant.Face
	pillar := jack
	if r.Rank() == engine.Nine {
		pillar = nine
	}
	switch {
	case pos.Round == 1 && (r.Rank() == engine.Jack || r.Rank() == engine.Nine):
		return fmt.Sprintf(l.pick("C'est la retourne, %s, qui te donne %s (T3). ", "The retourne, %s, is what gives you %s (T3). "), card(r, f), pillar)
	case pos.Round == 2 && r.Suit() != t && (r.Rank() == engine.Ace || r.Rank() == engine.Ten):
		return upperFirst(fmt.Sprintf(l.pick("%s, la retourne, te revient quand même (T3), même hors de l'atout. ", "%s, the retourne, still comes to you (T3), though not a trump. "), card(r, f)))
	}
	return ""
}

// beloteIdea names the belote when the hand (with the retourne in round 1) holds the king and the
// queen of trump: 20 points kept even dedans (B1, B3), and under the threshold rule 72 trick points
// instead of 82 (K3).
func beloteIdea(l lang, pos bidsim.Position, a puzzles.BidAnswer, ft puzzles.Features) string {
	if !ft.Belote {
		return ""
	}
	k, q := engine.NewCard(engine.King, a.Trump), engine.NewCard(engine.Queen, a.Trump)
	s := fmt.Sprintf(l.pick("La belote (%s) te donnerait 20 points, que ton équipe garde même dedans (B1, B3)", "The belote (%s) would give you 20 points, which your team keeps even dedans (B1, B3)"),
		l.cardList([]engine.Card{k, q}, pos.Variant.Face))
	if pos.Variant.Contract == engine.Threshold {
		s += l.pick(", et il ne te faudrait que 72 points de plis au lieu de 82 (K3)", ", and you would need only 72 trick points instead of 82 (K3)")
	}
	return s + ". "
}

// length says a trump length out of the eight trumps: "la longueur (4 atouts sur 8)".
func (l lang) length(n int) string {
	if n == 1 {
		return l.pick("la longueur (un seul atout sur 8)", "length (a single trump of 8)")
	}
	return fmt.Sprintf(l.pick("la longueur (%d atouts sur 8)", "length (%d trumps of 8)"), n)
}

// join lists phrases with commas and a final "et"/"and".
func (l lang) join(parts []string) string {
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + l.pick(" et ", " and ") + parts[len(parts)-1]
}
