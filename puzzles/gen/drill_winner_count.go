package gen

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/explain"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// The order of a French suit, strongest first, in words (C3).
var (
	orderPlainFr = "as, 10, roi, dame, valet, 9, 8, 7"
	orderPlainEn = "ace, 10, king, queen, jack, 9, 8, 7"
	orderTrumpFr = "valet, 9, as, 10, roi, dame, 8, 7"
	orderTrumpEn = "jack, 9, ace, 10, king, queen, 8, 7"
)

// suitOrder writes the order of a suit, strongest first (C3), at trump or not: the French face
// in words, the Spanish face by the names Moroccan players give the ranks ("as, 7, rey, caballo,
// sota, 6, 5, 4"), which explain.Namer holds, never the numbers on the cards.
func suitOrder(l lang, f engine.Face, atTrump bool) string {
	if f == engine.French {
		if atTrump {
			return l.pick(orderTrumpFr, orderTrumpEn)
		}
		return l.pick(orderPlainFr, orderPlainEn)
	}
	trump := engine.Clubs // the order of a suit read at trump or as a plain suit
	if !atTrump {
		trump = engine.Spades
	}
	ranks := make([]engine.Rank, 8)
	for r := range ranks {
		ranks[r] = engine.Rank(r)
	}
	strength := func(r engine.Rank) int { return engine.Strength(engine.NewCard(r, engine.Clubs), trump) }
	sort.Slice(ranks, func(i, j int) bool { return strength(ranks[i]) > strength(ranks[j]) })
	n := explain.Namer{Lang: l.explain(), Face: f}
	names := make([]string, len(ranks))
	for i, r := range ranks {
		names[i] = n.RankName(r)
	}
	return strings.Join(names, ", ")
}

// toSeat says whose the trick is, by seat (N E S W), in French and English.
var toSeat = [2][4]string{
	{"pour ton partenaire Nord", "pour Est", "pour toi", "pour Ouest"},
	{"your partner North's", "East's", "yours", "West's"},
}

func toSeatFr(s engine.Seat) string { return toSeat[fr][s] }
func toSeatEn(s engine.Seat) string { return toSeat[en][s] }

type winCase struct {
	tag     string
	n, diff int
	accept  func(trick []engine.Card, trump engine.Suit) bool
}

func countTrumps(cs []engine.Card, trump engine.Suit) int {
	n := 0
	for _, c := range cs {
		if c.Suit() == trump {
			n++
		}
	}
	return n
}

var winCases = []winCase{
	{"no-trump", 8, 1, func(t []engine.Card, tr engine.Suit) bool {
		w := t[engine.Winner(tr, t)]
		offHigh := false
		for _, c := range t {
			if c.Suit() != t[0].Suit() && engine.Strength(c, tr) > engine.Strength(w, tr) {
				offHigh = true
			}
		}
		return countTrumps(t, tr) == 0 && (w.Rank() == engine.Ten || offHigh) && engine.SetOf(t...).Of(t[0].Suit()).Len() >= 2
	}},
	{"one-ruff", 8, 1, func(t []engine.Card, tr engine.Suit) bool {
		return t[0].Suit() != tr && countTrumps(t, tr) == 1 && engine.SetOf(t...).Of(t[0].Suit()).Len() >= 2
	}},
	{"overtrump", 8, 2, func(t []engine.Card, tr engine.Suit) bool {
		w := t[engine.Winner(tr, t)]
		return t[0].Suit() != tr && countTrumps(t, tr) >= 2 && (w.Rank() == engine.Nine || w.Rank() == engine.Jack || w.Rank() == engine.Ace)
	}},
	{"trump-led", 8, 2, func(t []engine.Card, tr engine.Suit) bool {
		return t[0].Suit() == tr && countTrumps(t, tr) >= 3
	}},
}

var winQFr = []string{"Qui remporte ce pli ?", "Pour qui est ce pli ?", "Quel joueur ramasse le pli ?"}
var winQEn = []string{"Who wins this trick?", "Whose trick is it?", "Which player takes the trick?"}

func genWinner(r *rand.Rand) Pack {
	var ps []*puzzles.Puzzle
	var rot rotation
	for _, wc := range winCases {
		for i := 0; i < wc.n; i++ {
			v := rot.next()
			trick, trump := draw(r, 4, func(t []engine.Card, tr engine.Suit) bool {
				return fewDiscards(t, tr) && wc.accept(t, tr)
			})
			leader := engine.Seat(r.IntN(4))
			ps = append(ps, winnerPuzzle(v, trump, trick, leader, wc, len(ps)))
		}
	}
	return drillPack("winner-tricks", "Qui remporte le pli ?", "Who wins the trick?", ps)
}

func winnerPuzzle(v *engine.Variant, trump engine.Suit, trick []engine.Card, leader engine.Seat, wc winCase, n int) *puzzles.Puzzle {
	f := v.Face
	wi := engine.Winner(trump, trick)
	ws := v.Direction.Nth(leader, wi)
	w := trick[wi]
	nf, ne := narrate(trick, leader, v, trump)
	var pf, pe string
	switch wc.tag {
	case "no-trump":
		pf = fmt.Sprintf("Personne n'a coupé : la plus forte carte de la couleur demandée gagne (W1), ici %s. À la couleur, l'ordre est %s (C3) ; une carte d'une autre couleur ne gagne jamais.", cardFr(w, trump, f), suitOrder(fr, f, false))
		pe = fmt.Sprintf("Nobody trumped: the highest card of the suit led wins (W1), here %s. In a plain suit the order is %s (C3); a card of another suit never wins.", cardEn(w, trump, f), suitOrder(en, f, false))
	case "one-ruff":
		pf = fmt.Sprintf("Un seul atout dans le pli : %s l'emporte sur toutes les cartes de la couleur demandée, même les plus fortes (W1).", cardFr(w, trump, f))
		pe = fmt.Sprintf("Only one trump in the trick: %s beats every card of the suit led, even the highest (W1).", cardEn(w, trump, f))
	default:
		pf = fmt.Sprintf("Le plus fort atout gagne (W1), ici %s. À l'atout, l'ordre est %s (C3).", cardFr(w, trump, f), suitOrder(fr, f, true))
		pe = fmt.Sprintf("The highest trump wins (W1), here %s. In trumps the order is %s (C3).", cardEn(w, trump, f), suitOrder(en, f, true))
	}
	pf = fmt.Sprintf("Le pli est %s. %s", toSeatFr(ws), pf)
	pe = fmt.Sprintf("The trick is %s. %s", toSeatEn(ws), pe)
	qi := n % len(winQFr)
	q := drill(v, puzzles.KindWinner, trump, wc.diff, []engine.Rule{engine.W1, engine.C3},
		trumpLineFr(trump, f)+" "+nf+" "+winQFr[qi], trumpLineEn(trump, f)+" "+ne+" "+winQEn[qi], pf, pe)
	q.Trick, q.Leader = trick, leader
	q.Expect.Winner, q.Expect.Seat = wi, ws
	return q
}

type countCase struct {
	tag     string
	n, diff int
	size    int
	last    bool
	accept  func(cs []engine.Card, trump engine.Suit) bool
}

var anyCards = func([]engine.Card, engine.Suit) bool { return true }

var countCases = []countCase{
	{"trick", 10, 1, 4, false, func(cs []engine.Card, tr engine.Suit) bool { return countTrumps(cs, tr) >= 1 }},
	{"last-trick", 6, 1, 4, true, anyCards},
	{"two-tricks", 6, 2, 8, false, func(cs []engine.Card, tr engine.Suit) bool { return countTrumps(cs, tr) >= 2 }},
	{"two-tricks-last", 4, 2, 8, true, anyCards},
	{"trump-heavy", 6, 2, 8, false, func(cs []engine.Card, tr engine.Suit) bool {
		s := engine.SetOf(cs...)
		return s.Has(engine.NewCard(engine.Jack, tr)) && s.Has(engine.NewCard(engine.Nine, tr)) && countTrumps(cs, tr) >= 3 &&
			(s.Has(engine.NewCard(engine.Jack, (tr+1)%4)) || s.Has(engine.NewCard(engine.Nine, (tr+2)%4)))
	}},
}

func genCount(r *rand.Rand) Pack {
	var ps []*puzzles.Puzzle
	var rot rotation
	for _, cc := range countCases {
		for i := 0; i < cc.n; i++ {
			v := rot.next()
			cs, trump := draw(r, cc.size, cc.accept)
			last := cc.last
			if cc.tag == "trump-heavy" {
				last = i%2 == 1
			}
			ps = append(ps, countPuzzle(v, trump, cs, last, cc))
		}
	}
	return drillPack("count-points", "Compter les points", "Counting points", ps)
}

func countPuzzle(v *engine.Variant, trump engine.Suit, cs []engine.Card, last bool, cc countCase) *puzzles.Puzzle {
	f := v.Face
	sortHand(cs)
	total := engine.SetPoints(engine.SetOf(cs...), trump)
	var fr, en []string
	zero := 0
	for _, c := range cs {
		pts := engine.Points(c, trump)
		if pts == 0 {
			zero++
			continue
		}
		fr = append(fr, fmt.Sprintf("%s %d", bareCard(c, f), pts)) // a row of figures: « A♠ 11, D♥ 3 »
		en = append(en, fmt.Sprintf("%s %d", cardEn(c, trump, f), pts))
	}
	pf := upperFirst(strings.Join(fr, ", ")) // {Card.bare:…}: "Sota d'oros 20" in the Spanish face
	pe := upperFirst(strings.Join(en, ", "))
	if len(fr) == 0 {
		pf, pe = "Aucune de ces cartes ne vaut un point", "None of these cards is worth a point"
	}
	pf += fmt.Sprintf(" : %d (C3)", total)
	pe += fmt.Sprintf(": %d (C3)", total)
	if zero > 0 && len(fr) > 0 {
		pf += " ; les autres valent 0"
		pe += "; the others are worth 0"
	}
	if wf, we := trumpValues(cs, trump, f); wf != "" {
		pf += ". " + wf
		pe += ". " + we
	}
	themes := []engine.Rule{engine.C3}
	whatFr, whatEn := "ce pli", "this trick"
	if cc.size > 4 {
		whatFr, whatEn = "ces cartes", "these cards"
	}
	qf := fmt.Sprintf("%s Ton équipe a ramassé %s : %s. Combien de points vaut-il ?", trumpLineFr(trump, f), whatFr, listAndFr(cs, trump, f))
	qe := fmt.Sprintf("%s Your team has won %s: %s. How many points is it worth?", trumpLineEn(trump, f), whatEn, listAndEn(cs, trump, f))
	if cc.size > 4 {
		qf = strings.Replace(qf, "vaut-il", "valent-elles", 1)
		qe = strings.Replace(qe, "is it", "are they", 1)
	}
	pf += "."
	pe += "."
	if last {
		themes = append(themes, engine.K1)
		total += engine.DixDeDer
		pf += fmt.Sprintf(" Avec le dix de der (10) du dernier pli : %d (K1).", total)
		pe += fmt.Sprintf(" With the dix de der (10) for the last trick: %d (K1).", total)
		qf = strings.Replace(qf, " Combien", " C'était le dernier pli de la donne. Combien", 1)
		qe = strings.Replace(qe, " How many", " It was the last trick of the deal. How many", 1)
	}
	q := drill(v, puzzles.KindCount, trump, cc.diff, themes, qf, qe, pf, pe)
	q.Cards, q.LastTrick = cs, last
	q.Expect.Points = total
	return q
}

// trumpValues is a count point's sentence on the two trumps that change value (C3), in French and
// English, or "" when the pile holds neither: at trump the jack is worth 20 and the nine 14,
// against 2 and 0 in the other suits, the usual slip in the sum. In the Spanish face they are the
// sota and the 6. A card of the same rank in another suit in the pile is named after it, to
// contrast ("V♥ ne vaut que 2").
func trumpValues(cs []engine.Card, trump engine.Suit, f engine.Face) (fr, en string) {
	pile := engine.SetOf(cs...)
	jack, nine := pile.Has(engine.NewCard(engine.Jack, trump)), pile.Has(engine.NewCard(engine.Nine, trump))
	if !jack && !nine {
		return "", ""
	}
	jackFr, nineFr, jackEn, nineEn := "le valet", "le 9", "the jack", "the 9"
	if f == engine.Spanish {
		jackFr, nineFr, jackEn, nineEn = "la sota", "le 6", "the sota", "the 6"
	}
	switch {
	case jack && nine:
		fr = "À l'atout, " + jackFr + " vaut 20 et " + nineFr + " 14, contre 2 et 0 dans les autres couleurs"
		en = "At trump, " + jackEn + " is worth 20 and " + nineEn + " 14, against 2 and 0 in the other suits"
	case jack:
		fr, en = "À l'atout, "+jackFr+" vaut 20, contre 2 dans les autres couleurs", "At trump, "+jackEn+" is worth 20, against 2 in the other suits"
	default:
		fr, en = "À l'atout, "+nineFr+" vaut 14, contre 0 dans les autres couleurs", "At trump, "+nineEn+" is worth 14, against 0 in the other suits"
	}
	for _, c := range cs {
		switch {
		case c.Suit() == trump:
			continue
		case c.Rank() == engine.Jack && jack:
			fr, en = fr+" : "+card(c, f)+" ne vaut que 2", en+": "+card(c, f)+" is worth only 2"
		case c.Rank() == engine.Nine && nine:
			fr, en = fr+" : "+card(c, f)+" ne vaut rien", en+": "+card(c, f)+" is worth nothing"
		default:
			continue
		}
		break
	}
	return fr + cite(engine.C3), en + cite(engine.C3)
}

func listAndFr(cs []engine.Card, _ engine.Suit, f engine.Face) string {
	return cardsPlaceholder("cards", cs, f)
}

func listAndEn(cs []engine.Card, _ engine.Suit, f engine.Face) string {
	return cardsPlaceholder("cards", cs, f)
}

// draw deals n cards and a trump suit until accept keeps them.
func draw(r *rand.Rand, n int, accept func([]engine.Card, engine.Suit) bool) ([]engine.Card, engine.Suit) {
	for {
		cs, trump := deal(r)[:n], engine.Suit(r.IntN(4))
		if accept(cs, trump) {
			return cs, trump
		}
	}
}
