package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

type pos struct {
	v      *engine.Variant
	trump  engine.Suit
	hand   []engine.Card
	trick  []engine.Card
	leader engine.Seat
	legal  engine.Set
	rule   engine.Rule
	st     engine.TrickState
	n      int // the puzzle's place in its scenario, to vary the wording
}

func (p pos) handSet() engine.Set { return engine.SetOf(p.hand...) }
func (p pos) trumps() engine.Set  { return p.handSet().Of(p.trump) }

// seatOf returns the seat that played trick[i].
func (p pos) seatOf(i int) engine.Seat { return p.v.Direction.Nth(p.leader, i) }

// partnerTrumpBeaten: the partner (N) played a trump that is not master.
func (p pos) partnerTrumpBeaten() bool {
	for i, c := range p.trick {
		if p.seatOf(i) == engine.North && c.Suit() == p.trump && i != p.st.Master {
			return true
		}
	}
	return false
}

type scenario struct {
	rule   engine.Rule
	tag    string
	n      int
	diff   int
	kMin   int
	kMax   int
	accept func(p pos) bool
	point  func(p pos) (string, string)
}

func randomPos(r *rand.Rand, v *engine.Variant, kMin, kMax int) pos {
	d := deal(r)
	k := kMin + r.IntN(kMax-kMin+1)
	h := 2 + r.IntN(7)
	p := pos{v: v, trump: engine.Suit(r.IntN(4)), trick: d[:k], hand: append([]engine.Card(nil), d[k:k+h]...)}
	sortHand(p.hand)
	p.leader = v.Direction.Nth(engine.South, (4-k)&3)
	p.legal, p.rule = v.Legal(p.trump, p.handSet(), p.trick)
	p.st = engine.ReadTrick(p.trump, p.trick)
	return p
}

func ledFr(p pos) string { return suitFr(p.st.Led, p.v.Face) }
func ledEn(p pos) string { return suitEn(p.st.Led, p.v.Face) }
func masterFr(p pos) string {
	return cardFr(p.st.MasterCard, p.trump, p.v.Face)
}
func masterEn(p pos) string {
	return cardEn(p.st.MasterCard, p.trump, p.v.Face)
}
func legalFr(p pos) string      { return listFr(inOrder(p.hand, p.legal), p.trump, p.v.Face) }
func legalEn(p pos) string      { return listEn(inOrder(p.hand, p.legal), p.trump, p.v.Face) }
func masterSeatFr(p pos) string { return seatFr(p.seatOf(p.st.Master), false) }
func masterSeatEn(p pos) string { return seatEn(p.seatOf(p.st.Master), false) }

func restricted(p pos) bool { return p.legal != p.handSet() }

// single: the rules leave one card; a point that offers a choice ("the trump you like") would not
// fit the position (issue 10 §4).
func single(p pos) bool { return p.legal.Len() == 1 }

// noneFr is the suit led after a negation, elided before a vowel: "pas de pique", "pas d'oros".
func noneFr(p pos) string {
	name := ledFr(p)
	if strings.ContainsRune("aeiou", rune(name[0])) {
		return "d'" + name
	}
	return "de " + name
}

var scenarios = []scenario{
	{engine.P1, "plain", 6, 1, 1, 3, func(p pos) bool {
		return p.rule == engine.P1 && !p.st.Trumped && restricted(p)
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("Tu n'as qu'une carte à %s, la couleur demandée : tu dois la fournir (P1), c'est ta seule carte permise.", ledFr(p)),
				fmt.Sprintf("You hold a single card in %s, the suit led: you must play it (P1), it is your only legal card.", ledEn(p))
		}
		if p.n%2 == 1 {
			return fmt.Sprintf("Tu as %s, la couleur demandée : fournir passe avant tout (P1), et peu importe laquelle de ces cartes tu choisis.", duFr(p)),
				fmt.Sprintf("You hold %s, the suit led: following suit comes first (P1), and any of those cards will do.", ledEn(p))
		}
		return fmt.Sprintf("On a entamé à %s et tu en as : tu dois fournir (P1). N'importe laquelle de tes cartes à %s convient, aucune autre.", ledFr(p), ledFr(p)),
			fmt.Sprintf("%s were led and you hold some: you must follow suit (P1). Any of your %s will do, nothing else.", capFirst(ledEn(p)), ledEn(p))
	}},
	{engine.P1, "ruffed", 4, 2, 2, 3, func(p pos) bool {
		return p.rule == engine.P1 && p.st.Trumped && restricted(p) && p.trumps() != 0
	}, func(p pos) (string, string) {
		return fmt.Sprintf("%s a coupé, mais tu as %s : tu fournis (P1). Tant que tu as la couleur demandée, tu ne coupes pas, même pour battre l'adversaire.", capFirst(masterSeatFr(p)), duFr(p)),
			fmt.Sprintf("%s has ruffed, but you hold %s: you follow suit (P1). As long as you hold the suit led, you do not trump, not even to beat an opponent.", capFirst(masterSeatEn(p)), ledEn(p))
	}},
	{engine.P2, "opponent", 6, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P2 && !p.st.PartnerMaster && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Atout entamé : tu dois monter sur %s dès que tu le peux (P2). Tu peux jouer %s, pas tes petits atouts.", masterFr(p), legalFr(p)),
			fmt.Sprintf("Trump was led: you must go over %s whenever you can (P2). You may play %s, not your small trumps.", masterEn(p), legalEn(p))
	}},
	{engine.P2, "partner-master", 4, 4, 2, 3, func(p pos) bool {
		return p.rule == engine.P2 && p.st.PartnerMaster && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire est maître avec %s, mais à l'atout entamé il faut quand même monter (P2) : joue %s.", masterFr(p), legalFr(p)),
			fmt.Sprintf("Your partner is master with %s, yet on a trump lead you must still go over (P2): play %s.", masterEn(p), legalEn(p))
	}},
	{engine.P3, "plain", 6, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P3 && !p.st.PartnerMaster && restricted(p)
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("Atout entamé, et ton seul atout ne bat pas %s : tu dois quand même le fournir (P3), jamais une autre couleur.", masterFr(p)),
				fmt.Sprintf("Trump was led and your only trump does not beat %s: you must still play it (P3), never another suit.", masterEn(p))
		}
		return fmt.Sprintf("Atout entamé, mais aucun de tes atouts ne bat %s : tu joues l'atout de ton choix (P3), jamais une autre couleur.", masterFr(p)),
			fmt.Sprintf("Trump was led, but none of your trumps beats %s: play any trump you like (P3), never another suit.", masterEn(p))
	}},
	{engine.P3, "partner-master", 4, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P3 && p.st.PartnerMaster && restricted(p)
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("Ton partenaire est maître avec %s ; tu ne peux pas le dépasser, mais à l'atout entamé tu dois fournir atout, et tu n'en as qu'un (P3).", masterFr(p)),
				fmt.Sprintf("Your partner is master with %s; you cannot go over it, but on a trump lead you must follow with a trump, and you hold only one (P3).", masterEn(p))
		}
		return fmt.Sprintf("Ton partenaire est maître avec %s ; tu ne peux pas le dépasser, mais à l'atout entamé tu dois fournir atout : n'importe lequel (P3).", masterFr(p)),
			fmt.Sprintf("Your partner is master with %s; you cannot go over it, but on a trump lead you must follow with a trump: any one (P3).", masterEn(p))
	}},
	{engine.P4, "ruff", 6, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P4 && p.st.Trumped && p.trumps() != 0 && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		var fr, en []string
		if p.handSet()&^p.trumps() != 0 {
			fr, en = append(fr, "te défausser"), append(en, "discard")
		}
		if p.trumps()&engine.HigherTrumps(p.st.MasterCard) != 0 {
			fr, en = append(fr, "couper plus haut que lui"), append(en, "ruff higher")
		}
		if p.trumps()&^engine.HigherTrumps(p.st.MasterCard) != 0 {
			fr, en = append(fr, "même jouer sous sa coupe, avec un atout plus petit que le sien"), append(en, "even play under their ruff, with a trump lower than theirs")
		}
		return fmt.Sprintf("Ton partenaire est maître grâce à sa coupe (%s) : tu es libre (P4). Tu peux %s.", masterFr(p), joinFr(fr)),
			fmt.Sprintf("Your partner is master thanks to the ruff (%s): you are free (P4). You may %s.", masterEn(p), joinEn(en))
	}},
	{engine.P4, "high-card", 4, 2, 2, 3, func(p pos) bool {
		return p.rule == engine.P4 && !p.st.Trumped && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s, mais ton partenaire est maître avec %s : inutile de couper, toute carte est permise (P4).", noneFr(p), masterFr(p)),
			fmt.Sprintf("You have no %s, but your partner is master with %s: no need to trump, any card is allowed (P4).", ledEn(p), masterEn(p))
	}},
	{engine.P5, "plain", 6, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P5 && !p.partnerTrumpBeaten() && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("%s a coupé et il est maître. Sans %s, tu dois surcouper (P5) : tu peux jouer %s, et rien d'autre.", capFirst(masterSeatFr(p)), ledFr(p), legalFr(p)),
			fmt.Sprintf("%s has ruffed and is master. With no %s, you must overtrump (P5): only %s will do.", capFirst(masterSeatEn(p)), ledEn(p), legalEn(p))
	}},
	{engine.P5, "partner-overtrumped", 4, 4, 3, 3, func(p pos) bool {
		return p.rule == engine.P5 && p.partnerTrumpBeaten()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("%s a surcoupé ton partenaire : c'est l'adversaire qui est maître. Tu dois monter sur %s (P5), avec %s.", capFirst(masterSeatFr(p)), masterFr(p), legalFr(p)),
			fmt.Sprintf("%s overtrumped your partner: the opponent is master. You must go over %s (P5), with %s.", capFirst(masterSeatEn(p)), masterEn(p), legalEn(p))
	}},
	{engine.P6, "plain", 6, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P6 && !p.partnerTrumpBeaten() && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("C'est %s qui est maître avec %s, et ton seul atout est plus petit : tu dois quand même le jouer, c'est-à-dire sous-couper (P6).", masterSeatFr(p), masterFr(p)),
				fmt.Sprintf("%s is master with %s and your only trump is lower: you must still play it, you undertrump (P6).", capFirst(masterSeatEn(p)), masterEn(p))
		}
		return fmt.Sprintf("C'est %s qui est maître avec %s, et tous tes atouts sont plus petits : tu dois quand même jouer atout, c'est-à-dire sous-couper (P6).", masterSeatFr(p), masterFr(p)),
			fmt.Sprintf("%s is master with %s and all your trumps are lower: you must still play a trump, you undertrump (P6).", capFirst(masterSeatEn(p)), masterEn(p))
	}},
	{engine.P6, "partner-overtrumped", 4, 4, 3, 3, func(p pos) bool {
		return p.rule == engine.P6 && p.partnerTrumpBeaten() && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("Ton partenaire a été surcoupé : l'adversaire est maître avec %s. Ton seul atout est plus petit, mais tu dois le jouer (P6).", masterFr(p)),
				fmt.Sprintf("Your partner was overtrumped: the opponent is master with %s. Your only trump is lower, but you must play it (P6).", masterEn(p))
		}
		return fmt.Sprintf("Ton partenaire a été surcoupé : l'adversaire est maître avec %s. Tes atouts sont plus petits, mais tu dois en jouer un (P6).", masterFr(p)),
			fmt.Sprintf("Your partner was overtrumped: the opponent is master with %s. Your trumps are lower, but you must play one (P6).", masterEn(p))
	}},
	{engine.P7, "one-card", 4, 2, 1, 1, func(p pos) bool {
		return p.rule == engine.P7 && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("Tu n'as pas %s et personne n'a encore coupé : tu dois couper (P7), avec ton seul atout.", noneFr(p)),
				fmt.Sprintf("You have no %s and nobody has trumped yet: you must trump (P7), with your only trump.", ledEn(p))
		}
		return fmt.Sprintf("Tu n'as pas %s et personne n'a encore coupé : tu dois couper (P7), avec l'atout de ton choix.", noneFr(p)),
			fmt.Sprintf("You have no %s and nobody has trumped yet: you must trump (P7), with any trump you like.", ledEn(p))
	}},
	{engine.P7, "partner-led", 3, 2, 2, 2, func(p pos) bool {
		return p.rule == engine.P7 && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire a entamé, mais %s le bat avec %s : il n'est plus maître. Sans %s, tu dois couper (P7).", masterSeatFr(p), masterFr(p), ledFr(p)),
			fmt.Sprintf("Your partner led, but %s beats it with %s: your partner is no longer master. With no %s, you must trump (P7).", masterSeatEn(p), masterEn(p), ledEn(p))
	}},
	{engine.P7, "partner-beaten", 3, 3, 3, 3, func(p pos) bool {
		return p.rule == engine.P7 && p.trumps() != p.handSet() && p.trick[1].Suit() == p.st.Led
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire a joué, mais c'est %s qui est maître avec %s, sans coupe. Sans %s, tu dois couper (P7).", masterSeatFr(p), masterFr(p), ledFr(p)),
			fmt.Sprintf("Your partner has played, but %s is master with %s, without a ruff. With no %s, you must trump (P7).", masterSeatEn(p), masterEn(p), ledEn(p))
	}},
	{engine.P8, "plain", 7, 1, 1, 3, func(p pos) bool {
		return p.rule == engine.P8 && p.st.Led != p.trump
	}, func(p pos) (string, string) {
		if p.n%2 == 1 {
			return fmt.Sprintf("Sans %s et sans atout, aucune obligation : toute carte est permise, c'est une défausse (P8). Profites-en pour te débarrasser d'une petite carte.", ledFr(p)),
				fmt.Sprintf("With no %s and no trumps, you have no obligation: any card is allowed, it is a discard (P8). A good moment to throw away a small card.", ledEn(p))
		}
		return fmt.Sprintf("Ni %s ni atout dans ta main : tu te défausses de la carte de ton choix (P8).", ledFr(p)),
			fmt.Sprintf("Neither %s nor trumps in your hand: discard any card you like (P8).", ledEn(p))
	}},
	{engine.P8, "trump-led", 3, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P8 && p.st.Led == p.trump
	}, func(p pos) (string, string) {
		return "Atout entamé et tu n'en as pas : tu te défausses de ce que tu veux (P8).",
			"Trump was led and you have none: discard whatever you like (P8)."
	}},
}

var questionsFr = []string{"Quelles cartes peux-tu jouer ?", "Quelles cartes as-tu le droit de jouer ?", "À toi : que peux-tu jouer ?", "Lesquelles de tes cartes sont permises ?"}
var questionsEn = []string{"Which cards may you play?", "Which cards are you allowed to play?", "Your turn: what may you play?", "Which of your cards are legal?"}

var packNames = map[engine.Rule][3]string{
	engine.P1: {"legal-follow-suit", "Fournir la couleur", "Following suit"},
	engine.P2: {"legal-trump-lead", "Monter à l'atout", "Going over on a trump lead"},
	engine.P3: {"legal-follow-trump", "Fournir atout sans pouvoir monter", "Following trumps without going over"},
	engine.P4: {"legal-partner-master", "Partenaire maître", "Partner is master"},
	engine.P5: {"legal-overtrump", "Surcouper l'adversaire", "Overtrumping an opponent"},
	engine.P6: {"legal-undertrump", "Sous-couper", "Undertrumping"},
	engine.P7: {"legal-must-trump", "Couper", "Having to trump"},
	engine.P8: {"legal-discard", "Se défausser", "Discarding"},
}

func genLegal(r *rand.Rand) []Pack {
	byRule := map[engine.Rule][]*puzzles.Puzzle{}
	size := map[engine.Rule]int{}
	for _, dc := range drillCases() {
		size[dc.pack] += dc.n
	}
	shapes := map[engine.Rule]*[3]int{}
	kinds := map[engine.Rule]int{}
	var rot rotation
	for _, dc := range drillCases() {
		pk, sc := dc.pack, dc.scenario
		if shapes[pk] == nil {
			shapes[pk] = &[3]int{}
		}
		// Each shape and the kind answer may take what the check allows (a pack's own P4 or P8
		// positions are all "every card", its P3 or P6 ones "every trump"), but the one-card
		// answers, which random hands favour, are held to half the pack so that they do not all
		// sit at the edge.
		limit := int(puzzles.MaxShapeShare * float64(size[pk]))
		limits := [3]int{puzzles.ShapeAll: limit, puzzles.ShapeOne: (size[pk] + 1) / 2, puzzles.ShapeSome: limit}
		for i := 0; i < sc.n; i++ {
			v := rot.next()
			var p pos
			for try := 0; ; try++ {
				if try == 1_000_000 {
					panic(fmt.Sprintf("scenario %s/%s finds no position within its pack's shape limit", sc.rule, sc.tag))
				}
				p = randomPos(r, v, sc.kMin, sc.kMax)
				if plausible(p) && sc.accept(p) && shapes[pk][shape(p)] < limits[shape(p)] && (!kindAnswer(pk, p) || kinds[pk] < limit) {
					break
				}
			}
			shapes[pk][shape(p)]++
			if kindAnswer(pk, p) {
				kinds[pk]++
			}
			p.n = i
			byRule[pk] = append(byRule[pk], legalPuzzle(p, sc, len(byRule[pk])))
		}
	}
	var out []Pack
	for rule := engine.P1; rule <= engine.P8; rule++ {
		names := packNames[rule]
		ps := byRule[rule]
		// The contrasts are drawn first; dealt in among the pack's own cases, their place does not
		// tell them apart.
		r.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
		out = append(out, drillPack(names[0], "Cartes permises : "+names[1], "Legal cards: "+names[2], ps))
	}
	return out
}

// shape is the answer shape of a legal position (puzzles.LegalShape).
func shape(p pos) puzzles.Shape { return puzzles.LegalShape(p.handSet(), p.legal) }

// kindAnswer: the position's answer is every card of the kind that pack's rule asks for (all the
// trumps in the must-trump pack), which a learner who knows only the pack's title would answer.
func kindAnswer(pack engine.Rule, p pos) bool {
	return puzzles.KindAnswer(pack, p.handSet(), p.legal, p.trump, p.st.Led)
}

// drillCase is a scenario in a pack: its own row's pack, or, for a contrast case, the pack of the
// row a learner would wrongly apply (a discard drill holds positions where a trump must be played).
type drillCase struct {
	pack engine.Rule
	scenario
}

// drillCases lists every scenario with its pack, the contrasts first: a contrast's answer is
// bound to one shape (an undertrump is every trump), while a pack's own scenarios can take any
// shape left within the limits (genLegal).
func drillCases() []drillCase {
	out := append(append([]drillCase(nil), contrasts...), packContrasts...)
	for _, sc := range scenarios {
		out = append(out, drillCase{sc.rule, sc})
	}
	return out
}

func legalPuzzle(p pos, sc scenario, n int) *puzzles.Puzzle {
	f := p.v.Face
	nf, ne := narrate(p.trick, p.leader, p.v, p.trump)
	pf, pe := sc.point(p)
	qi := n % len(questionsFr)
	q := drill(p.v, puzzles.KindLegal, p.trump, sc.diff, []engine.Rule{p.rule},
		trumpLineFr(p.trump, f)+" "+nf+" "+questionsFr[qi], trumpLineEn(p.trump, f)+" "+ne+" "+questionsEn[qi], pf, pe)
	q.Hand, q.Trick, q.Leader = p.hand, p.trick, p.leader
	q.Expect.Legal, q.Expect.Rule = inOrder(p.hand, p.legal), p.rule
	return q
}

// plausible keeps tricks that read like real play: at most one discard (a card of neither the suit
// led nor trumps).
func plausible(p pos) bool { return fewDiscards(p.trick, p.trump) }

func fewDiscards(trick []engine.Card, trump engine.Suit) bool {
	discards := 0
	for _, c := range trick[1:] {
		if c.Suit() != trick[0].Suit() && c.Suit() != trump {
			discards++
		}
	}
	return discards <= 1
}

// duFr is "du pique" for a French suit, "des copas" for a Spanish one (their names are plural).
func duFr(p pos) string {
	if p.v.Face == engine.Spanish {
		return "des " + ledFr(p)
	}
	return "du " + ledFr(p)
}

// contrasts are the positions a drill needs so that its answer is not always the same shape: in
// the partner-master pack, tricks where partner has played but is not master, or where trump was
// led; in the discard pack, hands that look free but are not.
var contrasts = []drillCase{
	{engine.P4, scenario{engine.P7, "contrast-partner-beaten", 3, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P7 && p.trumps() != p.handSet() && !p.st.Trumped
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire a joué, mais il n'est pas maître : %s le bat avec %s. Sans %s, tu n'es pas libre, tu dois couper (P7), pas te défausser.", masterSeatFr(p), masterFr(p), ledFr(p)),
			fmt.Sprintf("Your partner has played, but is not master: %s beats them with %s. With no %s you are not free: you must trump (P7), not discard.", masterSeatEn(p), masterEn(p), ledEn(p))
	}}},
	{engine.P4, scenario{engine.P5, "contrast-partner-overtrumped", 2, 4, 3, 3, func(p pos) bool {
		return p.rule == engine.P5 && p.partnerTrumpBeaten() && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire a coupé, mais %s l'a surcoupé : ce n'est plus lui le maître. Tu dois monter sur %s (P5) : %s.", masterSeatFr(p), masterFr(p), legalFr(p)),
			fmt.Sprintf("Your partner ruffed, but %s overtrumped them: your partner is no longer master. You must go over %s (P5): %s.", masterSeatEn(p), masterEn(p), legalEn(p))
	}}},
	{engine.P4, scenario{engine.P2, "contrast-trump-lead", 2, 4, 2, 3, func(p pos) bool {
		return p.rule == engine.P2 && p.st.PartnerMaster && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire est maître avec %s, mais c'est atout qui est entamé : la liberté du partenaire maître ne joue pas, il faut monter (P2) avec %s.", masterFr(p), legalFr(p)),
			fmt.Sprintf("Your partner is master with %s, but trump was led: the partner-master freedom does not apply, you must go over (P2) with %s.", masterEn(p), legalEn(p))
	}}},
	{engine.P8, scenario{engine.P7, "contrast-must-trump", 4, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P7 && p.trumps() != p.handSet()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s, mais tu as de l'atout : pas de défausse, tu dois couper (P7) avec %s.", noneFr(p), legalFr(p)),
			fmt.Sprintf("You have no %s, but you hold trumps: no discard, you must trump (P7) with %s.", ledEn(p), legalEn(p))
	}}},
	{engine.P8, scenario{engine.P1, "contrast-follow", 3, 1, 1, 3, func(p pos) bool {
		return p.rule == engine.P1 && restricted(p) && p.trumps() == 0
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu as encore %s : avant toute défausse, tu dois fournir (P1) avec %s.", duFr(p), legalFr(p)),
			fmt.Sprintf("You still hold %s: before any discard, you must follow suit (P1) with %s.", ledEn(p), legalEn(p))
	}}},
}

// onlyFr and onlyEn name the legal cards of a position whose rule leaves a part of the hand: "tu
// peux jouer X ou Y, rien d'autre", or the one card when it is alone (no choice offered, issue 10 §4).
func onlyFr(p pos) string {
	if single(p) {
		return "ta seule carte permise est " + legalFr(p)
	}
	return "tu peux jouer " + legalFr(p) + ", rien d'autre"
}

func onlyEn(p pos) string {
	if single(p) {
		return "your only legal card is " + legalEn(p)
	}
	return "you may play " + legalEn(p) + ", nothing else"
}

// opponentRuffs: an opponent's trump is master of a trick led in another suit.
func opponentRuffs(p pos) bool { return p.st.Trumped && !p.st.PartnerMaster && p.st.Led != p.trump }

// partnerRuffMaster: the partner's trump is master of a trick led in another suit.
func partnerRuffMaster(p pos) bool { return p.st.Trumped && p.st.PartnerMaster && p.st.Led != p.trump }

// mixed: South holds trumps and other cards, so that "every card" and "every trump" differ.
func mixed(p pos) bool { return p.trumps() != 0 && p.trumps() != p.handSet() }

// holdsLedOverRuff: an opponent's ruff is master, and South, who holds trumps, still holds the suit led (P1).
func holdsLedOverRuff(p pos) bool { return p.rule == engine.P1 && opponentRuffs(p) && p.trumps() != 0 }

// freeOnPartnerRuff: the partner's ruff is master, and South, void, holds trumps and other cards (P4).
func freeOnPartnerRuff(p pos) bool { return p.rule == engine.P4 && partnerRuffMaster(p) && mixed(p) }

// packContrasts are the contrast cases of the six packs whose rule once decided every puzzle
// (reader6a §2): positions where the pack's rule does not apply, or where another row limits it,
// each with its own row in themes and a point that says why the pack's rule is not the answer.
var packContrasts = []drillCase{
	// Following suit (P1): trump is led and following is not enough; South is void.
	{engine.P1, scenario{engine.P2, "contrast-trump-lead", 3, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P2 && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("C'est l'atout qui est entamé : fournir ne suffit pas, tu dois monter sur %s si tu le peux (P2). Donc %s.", masterFr(p), onlyFr(p)),
			fmt.Sprintf("Trump was led: following is not enough, you must go over %s if you can (P2). So %s.", masterEn(p), onlyEn(p))
	}}},
	{engine.P1, scenario{engine.P7, "contrast-void-trump", 2, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P7 && mixed(p)
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s : tu ne peux pas fournir. Ton partenaire n'est pas maître et personne n'a coupé, alors tu dois couper (P7) : %s.", noneFr(p), legalFr(p)),
			fmt.Sprintf("You have no %s: you cannot follow. Your partner is not master and nobody has trumped, so you must trump (P7): %s.", ledEn(p), legalEn(p))
	}}},
	{engine.P1, scenario{engine.P4, "contrast-void-partner", 2, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P4 && mixed(p)
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s : tu ne peux pas fournir. Mais ton partenaire est maître avec %s : tu n'es pas obligé de couper, toute carte est permise (P4).", noneFr(p), masterFr(p)),
			fmt.Sprintf("You have no %s: you cannot follow. But your partner is master with %s: you need not trump, every card is allowed (P4).", ledEn(p), masterEn(p))
	}}},
	// Going over on a trump lead (P2): South cannot go over, or holds no trump.
	{engine.P2, scenario{engine.P3, "contrast-cannot-go-over", 3, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P3 && !p.st.PartnerMaster && restricted(p)
	}, cannotGoOver}},
	{engine.P2, scenario{engine.P3, "contrast-partner-cannot", 2, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P3 && p.st.PartnerMaster && restricted(p)
	}, cannotGoOver}},
	{engine.P2, scenario{engine.P8, "contrast-no-trump", 2, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P8 && p.st.Led == p.trump
	}, noTrumpOnTrumpLead}},
	// Following trumps (P3): South can go over, even over the partner, or holds no trump.
	{engine.P3, scenario{engine.P2, "contrast-can-go-over", 3, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P2 && !p.st.PartnerMaster && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Atout entamé, et tu as plus fort que %s : fournir un atout ne suffit pas, tu dois monter (P2). Donc %s.", masterFr(p), onlyFr(p)),
			fmt.Sprintf("Trump was led and you hold a trump above %s: following with a trump is not enough, you must go over (P2). So %s.", masterEn(p), onlyEn(p))
	}}},
	{engine.P3, scenario{engine.P2, "contrast-over-partner", 2, 4, 2, 3, func(p pos) bool {
		return p.rule == engine.P2 && p.st.PartnerMaster && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Ton partenaire est maître avec %s, mais tu peux le dépasser : à l'atout entamé, il faut monter même sur son partenaire (P2). Donc %s.", masterFr(p), onlyFr(p)),
			fmt.Sprintf("Your partner is master with %s, but you can beat it: on a trump lead you must go over, even over your partner (P2). So %s.", masterEn(p), onlyEn(p))
	}}},
	{engine.P3, scenario{engine.P8, "contrast-no-trump", 2, 2, 1, 3, func(p pos) bool {
		return p.rule == engine.P8 && p.st.Led == p.trump
	}, noTrumpOnTrumpLead}},
	// Overtrumping (P5): South cannot overtrump, the ruff is the partner's, or South still holds the suit led.
	{engine.P5, scenario{engine.P6, "contrast-cannot-overtrump", 2, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P6 && opponentRuffs(p) && mixed(p)
	}, func(p pos) (string, string) {
		if single(p) {
			return fmt.Sprintf("%s est maître avec %s et ton seul atout est plus petit : tu ne peux pas surcouper. Tu dois quand même le jouer, c'est-à-dire sous-couper (P6).", capFirst(masterSeatFr(p)), masterFr(p)),
				fmt.Sprintf("%s is master with %s and your only trump is lower: you cannot overtrump. You must still play it, you undertrump (P6).", capFirst(masterSeatEn(p)), masterEn(p))
		}
		return fmt.Sprintf("%s est maître avec %s et aucun de tes atouts n'est plus fort : tu ne peux pas surcouper. Tu dois quand même jouer atout, c'est-à-dire sous-couper (P6) : %s.", capFirst(masterSeatFr(p)), masterFr(p), legalFr(p)),
			fmt.Sprintf("%s is master with %s and none of your trumps is higher: you cannot overtrump. You must still play a trump, you undertrump (P6): %s.", capFirst(masterSeatEn(p)), masterEn(p), legalEn(p))
	}}},
	{engine.P5, scenario{engine.P4, "contrast-partner-ruff", 2, 3, 2, 3, freeOnPartnerRuff, func(p pos) (string, string) {
		return fmt.Sprintf("La coupe maîtresse, %s, est celle de ton partenaire : on ne surcoupe qu'un adversaire. Tu es libre (P4), toute carte est permise.", masterFr(p)),
			fmt.Sprintf("The master ruff, %s, is your partner's: you overtrump only an opponent. You are free (P4), every card is allowed.", masterEn(p))
	}}},
	{engine.P5, scenario{engine.P1, "contrast-follow", 3, 2, 2, 3, holdsLedOverRuff, followOverRuff}},
	// Undertrumping (P6): South can overtrump, the ruff is the partner's, or South still holds the suit led.
	{engine.P6, scenario{engine.P5, "contrast-can-overtrump", 3, 3, 1, 3, func(p pos) bool {
		return p.rule == engine.P5 && opponentRuffs(p) && !p.partnerTrumpBeaten() && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("%s a coupé avec %s, mais tu as plus fort : tu dois surcouper (P5), pas sous-couper. Donc %s.", capFirst(masterSeatFr(p)), masterFr(p), onlyFr(p)),
			fmt.Sprintf("%s has ruffed with %s, but you hold a higher trump: you must overtrump (P5), not undertrump. So %s.", capFirst(masterSeatEn(p)), masterEn(p), onlyEn(p))
	}}},
	{engine.P6, scenario{engine.P4, "contrast-partner-ruff", 2, 3, 2, 3, freeOnPartnerRuff, func(p pos) (string, string) {
		return fmt.Sprintf("La coupe maîtresse, %s, est celle de ton partenaire : tu n'as ni à surcouper ni à sous-couper. Tu es libre (P4), toute carte est permise.", masterFr(p)),
			fmt.Sprintf("The master ruff, %s, is your partner's: you need neither overtrump nor undertrump. You are free (P4), every card is allowed.", masterEn(p))
	}}},
	{engine.P6, scenario{engine.P1, "contrast-follow", 2, 2, 2, 3, holdsLedOverRuff, followOverRuff}},
	// Having to trump (P7): South can follow, the partner is master, an opponent has already ruffed,
	// or South holds no trump.
	{engine.P7, scenario{engine.P4, "contrast-partner-master", 2, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P4 && !p.st.Trumped && mixed(p)
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s, mais ton partenaire est maître avec %s : tu n'es pas obligé de couper (P4), toute carte est permise.", noneFr(p), masterFr(p)),
			fmt.Sprintf("You have no %s, but your partner is master with %s: you need not trump (P4), every card is allowed.", ledEn(p), masterEn(p))
	}}},
	{engine.P7, scenario{engine.P1, "contrast-follow", 2, 1, 1, 3, func(p pos) bool {
		return p.rule == engine.P1 && !p.st.Trumped && p.trumps() != 0
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu as %s, la couleur demandée : tu dois fournir (P1). On ne coupe que lorsqu'on n'a plus la couleur.", duFr(p)),
			fmt.Sprintf("You hold %s, the suit led: you must follow suit (P1). You trump only when you have none of the suit led.", ledEn(p))
	}}},
	{engine.P7, scenario{engine.P5, "contrast-already-ruffed", 2, 3, 2, 3, func(p pos) bool {
		return p.rule == engine.P5 && opponentRuffs(p) && !p.partnerTrumpBeaten() && p.legal != p.trumps()
	}, func(p pos) (string, string) {
		return fmt.Sprintf("%s a déjà coupé avec %s : couper ne suffit plus, tu dois surcouper (P5). Donc %s.", capFirst(masterSeatFr(p)), masterFr(p), onlyFr(p)),
			fmt.Sprintf("%s has already ruffed with %s: trumping is no longer enough, you must overtrump (P5). So %s.", capFirst(masterSeatEn(p)), masterEn(p), onlyEn(p))
	}}},
	{engine.P7, scenario{engine.P8, "contrast-no-trump", 1, 1, 1, 3, func(p pos) bool {
		return p.rule == engine.P8 && p.st.Led != p.trump
	}, func(p pos) (string, string) {
		return fmt.Sprintf("Tu n'as pas %s, mais pas d'atout non plus : tu ne peux pas couper, tu te défausses de la carte que tu veux (P8).", noneFr(p)),
			fmt.Sprintf("You have no %s, and no trump either: you cannot trump, so discard whichever card you want (P8).", ledEn(p))
	}}},
}

// cannotGoOver is the point of a trump lead South cannot go over (P3), in a pack about going over (P2).
func cannotGoOver(p pos) (string, string) {
	if single(p) {
		return fmt.Sprintf("Atout entamé, mais ton seul atout ne bat pas %s : monter est impossible, tu dois quand même le fournir (P3).", masterFr(p)),
			fmt.Sprintf("Trump was led, but your only trump does not beat %s: you cannot go over, yet you must still play it (P3).", masterEn(p))
	}
	return fmt.Sprintf("Atout entamé, mais aucun de tes atouts ne bat %s : monter est impossible, tu fournis l'atout que tu veux (P3).", masterFr(p)),
		fmt.Sprintf("Trump was led, but none of your trumps beats %s: you cannot go over, so follow with whichever trump you want (P3).", masterEn(p))
}

// noTrumpOnTrumpLead is the point of a trump lead South holds no trump for (P8).
func noTrumpOnTrumpLead(p pos) (string, string) {
	return "Atout entamé, mais tu n'en as plus : ni monter ni fournir, tu te défausses de la carte que tu veux (P8).",
		"Trump was led, but you hold none: neither go over nor follow, discard whichever card you want (P8)."
}

// followOverRuff is the point of a ruffed trick where South still holds the suit led (P1), in a
// pack about overtrumping or undertrumping.
func followOverRuff(p pos) (string, string) {
	return fmt.Sprintf("%s a coupé, mais tu as encore %s : tu fournis (P1). On ne surcoupe ni ne sous-coupe tant qu'on a la couleur demandée.", capFirst(masterSeatFr(p)), duFr(p)),
		fmt.Sprintf("%s has ruffed, but you still hold %s: you follow suit (P1). While you hold the suit led, you do not overtrump, nor undertrump.", capFirst(masterSeatEn(p)), ledEn(p))
}
