package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/belote-trainer/belote/engine"
)

var orderPlainFr = map[engine.Face]string{engine.French: "as, 10, roi, dame, valet, 9, 8, 7", engine.Spanish: "1, 7, 12, 11, 10, 6, 5, 4"}
var orderPlainEn = map[engine.Face]string{engine.French: "ace, 10, king, queen, jack, 9, 8, 7", engine.Spanish: "1, 7, 12, 11, 10, 6, 5, 4"}
var orderTrumpFr = map[engine.Face]string{engine.French: "valet, 9, as, 10, roi, dame, 8, 7", engine.Spanish: "10, 6, 1, 7, 12, 11, 5, 4"}
var orderTrumpEn = map[engine.Face]string{engine.French: "jack, 9, ace, 10, king, queen, 8, 7", engine.Spanish: "10, 6, 1, 7, 12, 11, 5, 4"}

func toSeatFr(s engine.Seat) string {
	switch s {
	case engine.South:
		return "pour vous"
	case engine.North:
		return "pour votre partenaire Nord"
	case engine.East:
		return "pour Est"
	}
	return "pour Ouest"
}

func toSeatEn(s engine.Seat) string {
	switch s {
	case engine.South:
		return "yours"
	case engine.North:
		return "your partner North's"
	case engine.East:
		return "East's"
	}
	return "West's"
}

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

func genWinner(r *rand.Rand) {
	var ps []puzzle
	rot := 0
	for _, wc := range winCases {
		for i := 0; i < wc.n; i++ {
			v := engine.MustBuiltin(variants[rot%4])
			rot++
			trick, trump := draw(r, 4, func(t []engine.Card, tr engine.Suit) bool {
				return fewDiscards(t, tr) && wc.accept(t, tr)
			})
			leader := engine.Seat(r.IntN(4))
			ps = append(ps, winnerPuzzle(v, trump, trick, leader, wc, len(ps)))
		}
	}
	for i := range ps {
		ps[i].id = fmt.Sprintf("winner-tricks-%03d", i+1)
	}
	writePack("winner-tricks", "Qui remporte le pli ?", "Who wins the trick?", ps)
}

func winnerPuzzle(v *engine.Variant, trump engine.Suit, trick []engine.Card, leader engine.Seat, wc winCase, n int) puzzle {
	f := v.Face
	wi := engine.Winner(trump, trick)
	ws := v.Direction.Nth(leader, wi)
	w := trick[wi]
	nf, ne := narrate(trick, leader, v, trump)
	var pf, pe string
	switch wc.tag {
	case "no-trump":
		pf = fmt.Sprintf("Personne n'a coupé : la plus forte carte de la couleur demandée gagne (W1), ici %s. À la couleur, l'ordre est %s (C3) ; une carte d'une autre couleur ne gagne jamais.", cardFr(w, trump, f), orderPlainFr[f])
		pe = fmt.Sprintf("Nobody trumped: the highest card of the suit led wins (W1), here %s. In a plain suit the order is %s (C3); a card of another suit never wins.", cardEn(w, trump, f), orderPlainEn[f])
	case "one-ruff":
		pf = fmt.Sprintf("Un seul atout dans le pli : %s l'emporte sur toutes les cartes de la couleur demandée, même les plus fortes (W1).", cardFr(w, trump, f))
		pe = fmt.Sprintf("Only one trump in the trick: %s beats every card of the suit led, even the highest (W1).", cardEn(w, trump, f))
	default:
		pf = fmt.Sprintf("Le plus fort atout gagne (W1), ici %s. À l'atout, l'ordre est %s (C3).", cardFr(w, trump, f), orderTrumpFr[f])
		pe = fmt.Sprintf("The highest trump wins (W1), here %s. In trumps the order is %s (C3).", cardEn(w, trump, f), orderTrumpEn[f])
	}
	pf = fmt.Sprintf("Le pli est %s. %s", toSeatFr(ws), pf)
	pe = fmt.Sprintf("The trick is %s. %s", toSeatEn(ws), pe)
	qi := n % len(winQFr)
	return puzzle{kind: "winner", variant: v.Name, difficulty: wc.diff, themes: []string{"W1", "C3"},
		promptFr: trumpLineFr(trump, f) + " " + nf + " " + winQFr[qi],
		promptEn: trumpLineEn(trump, f) + " " + ne + " " + winQEn[qi],
		pointFr:  pf, pointEn: pe, trump: trump, face: f,
		lines:  []string{"trick = " + cardList(trick, f), fmt.Sprintf("leader = %q", leader.String())},
		expect: []string{fmt.Sprintf("seat = %q", ws.String())},
	}
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
	{"trump-heavy", 6, 2, 6, false, func(cs []engine.Card, tr engine.Suit) bool {
		s := engine.SetOf(cs...)
		return s.Has(engine.NewCard(engine.Jack, tr)) && s.Has(engine.NewCard(engine.Nine, tr)) && countTrumps(cs, tr) >= 3 &&
			(s.Has(engine.NewCard(engine.Jack, (tr+1)%4)) || s.Has(engine.NewCard(engine.Nine, (tr+2)%4)))
	}},
}

func genCount(r *rand.Rand) {
	var ps []puzzle
	rot := 0
	for _, cc := range countCases {
		for i := 0; i < cc.n; i++ {
			v := engine.MustBuiltin(variants[rot%4])
			rot++
			cs, trump := draw(r, cc.size, cc.accept)
			last := cc.last
			if cc.tag == "trump-heavy" {
				last = i%2 == 1
			}
			ps = append(ps, countPuzzle(v, trump, cs, last, cc))
		}
	}
	for i := range ps {
		ps[i].id = fmt.Sprintf("count-points-%03d", i+1)
	}
	writePack("count-points", "Compter les points", "Counting points", ps)
}

func countPuzzle(v *engine.Variant, trump engine.Suit, cs []engine.Card, last bool, cc countCase) puzzle {
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
		fr = append(fr, fmt.Sprintf("%s %d", cardFr(c, trump, f), pts))
		en = append(en, fmt.Sprintf("%s %d", cardEn(c, trump, f), pts))
	}
	pf := capFirst(strings.Join(fr, ", "))
	pe := capFirst(strings.Join(en, ", "))
	if len(fr) == 0 {
		pf, pe = "Aucune de ces cartes ne vaut un point", "None of these cards is worth a point"
	}
	pf += fmt.Sprintf(" : %d (C3)", total)
	pe += fmt.Sprintf(": %d (C3)", total)
	if zero > 0 && len(fr) > 0 {
		pf += " ; les autres valent 0"
		pe += "; the others are worth 0"
	}
	themes := []string{"C3"}
	whatFr, whatEn := "ce pli", "this trick"
	if cc.size > 4 {
		whatFr, whatEn = "ces cartes", "these cards"
	}
	qf := fmt.Sprintf("%s Votre équipe a ramassé %s : %s. Combien de points vaut-il ?", trumpLineFr(trump, f), whatFr, listAndFr(cs, trump, f))
	qe := fmt.Sprintf("%s Your team has won %s: %s. How many points is it worth?", trumpLineEn(trump, f), whatEn, listAndEn(cs, trump, f))
	if cc.size > 4 {
		qf = strings.Replace(qf, "vaut-il", "valent-elles", 1)
		qe = strings.Replace(qe, "is it", "are they", 1)
	}
	pf += "."
	pe += "."
	if last {
		themes = append(themes, "K1")
		total += engine.DixDeDer
		pf += fmt.Sprintf(" Avec le dix de der (10) du dernier pli : %d (K1).", total)
		pe += fmt.Sprintf(" With the dix de der (10) for the last trick: %d (K1).", total)
		qf = strings.Replace(qf, " Combien", " C'était le dernier pli de la donne. Combien", 1)
		qe = strings.Replace(qe, " How many", " It was the last trick of the deal. How many", 1)
	}
	return puzzle{kind: "count", variant: v.Name, difficulty: cc.diff, themes: themes,
		promptFr: qf, promptEn: qe, pointFr: pf, pointEn: pe, trump: trump, face: f,
		lines:  []string{"cards = " + cardList(cs, f), fmt.Sprintf("last_trick = %v", last)},
		expect: []string{fmt.Sprintf("points = %d", total)},
	}
}

func listAndFr(cs []engine.Card, trump engine.Suit, f engine.Face) string {
	return strings.Replace(listFr(cs, trump, f), " ou ", " et ", 1)
}

func listAndEn(cs []engine.Card, trump engine.Suit, f engine.Face) string {
	return strings.Replace(listEn(cs, trump, f), " or ", " and ", 1)
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
