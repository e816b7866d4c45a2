package gen

import (
	"fmt"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/puzzles"
)

// winner draws a finished trick of a random deal: who wins it (W1)?
func (g *generator) winner() *puzzles.Puzzle {
	d := random.Played(g.rng, g.v)
	tr := d.Tricks[g.rng.IntN(8)]
	p := g.newPuzzle(puzzles.KindWinner, d.Trump)
	p.Trick, p.Leader = append([]engine.Card(nil), tr.Cards[:]...), tr.Leader
	p.Themes = []engine.Rule{engine.W1}
	win := engine.Winner(d.Trump, p.Trick)
	p.Difficulty = winnerDifficulty(p.Trick, d.Trump, win)
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(d.Trump, f) + " " + l.leads(tr.Leader) + l.pick(" ; le pli : ", "; the trick: ") +
			l.cardList(p.Trick, f) + ". " + l.pick("Quelle carte remporte le pli ?", "Which card wins the trick?")
	})
	trumped := engine.SetOf(p.Trick...).Of(d.Trump) != 0
	p.Point = bilingual(func(l lang) string {
		if trumped {
			return fmt.Sprintf(l.pick("Le plus fort atout du pli, %s, l'emporte", "The highest trump in the trick, %s, wins it"), card(p.Trick[win], f)) + cite(engine.W1, engine.C3) + "."
		}
		return fmt.Sprintf(l.pick("Sans atout dans le pli, la plus forte carte de la couleur entamée, %s, l'emporte ; les autres couleurs ne gagnent jamais",
			"With no trump in the trick, the highest card of the suit led, %s, wins; other suits never win"), card(p.Trick[win], f)) + cite(engine.W1, engine.C3) + "."
	})
	return p
}

// count draws the cards of one to three tricks of a random deal, the last one sometimes (always
// with the theme K1): how many points (C3, K1)?
func (g *generator) count() *puzzles.Puzzle {
	d := random.Played(g.rng, g.v)
	n := 1 + g.rng.IntN(3)
	picks := g.rng.Perm(8)[:n]
	if g.theme == engine.K1 || g.rng.IntN(4) == 0 {
		picks[0] = 7 // the eighth trick, which carries the dix de der (K1)
	}
	var won engine.Set
	last := false
	for _, k := range picks {
		won |= engine.SetOf(d.Tricks[k].Cards[:]...)
		last = last || k == 7
	}
	p := g.newPuzzle(puzzles.KindCount, d.Trump)
	p.Cards, p.LastTrick = won.Cards(), last
	p.Themes = []engine.Rule{engine.C3}
	if last {
		p.Themes = append(p.Themes, engine.K1)
	}
	tricks := won.Len() / 4
	p.Difficulty = countDifficulty(won, tricks, last, d.Trump)
	pts := engine.SetPoints(won, d.Trump)
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		s := l.trump(d.Trump, f) + " " + l.wonTricks(tricks) + l.cardList(p.Cards, f) + ". "
		if last {
			s += l.pick("Le dernier pli de la donne en fait partie. ", "The last trick of the deal is one of them. ")
		}
		return s + l.pick("Combien de points valent ces cartes ?", "How many points are these cards worth?")
	})
	p.Point = bilingual(func(l lang) string {
		s := fmt.Sprintf(l.pick("%s : ces cartes font %d points", "%s: these cards make %d points"), l.pointScale(f), pts)
		if last {
			return s + fmt.Sprintf(l.pick(", plus 10 de dix de der, soit %d", ", plus 10 for the dix de der, %d in all"), engine.WonPoints(won, d.Trump, true)) + cite(engine.C3, engine.K1) + "."
		}
		return s + cite(engine.C3) + "."
	})
	return p
}

// leads says who leads: "Ouest entame", "Tu entames" / "West leads", "You lead".
func (l lang) leads(s engine.Seat) string {
	if s == engine.South {
		return l.pick("Tu entames", "You lead")
	}
	return upperFirst(l.seat(s)) + l.pick(" entame", " leads")
}

// wonTricks starts the count question: "Ton équipe a remporté 2 plis : ".
func (l lang) wonTricks(n int) string {
	if n == 1 {
		return l.pick("Ton équipe a remporté un pli : ", "Your team won one trick: ")
	}
	return fmt.Sprintf(l.pick("Ton équipe a remporté %d plis : ", "Your team won %d tricks: "), n)
}

// pointScale recalls the card points of C3, with the ranks written in the variant's face.
func (l lang) pointScale(f engine.Face) string {
	r := func(rank engine.Rank) string { return rank.Format(f) }
	if f == engine.Spanish {
		return fmt.Sprintf(l.pick("À l'atout : %s (sota) = 20, %s = 14, %s (as) = 11, %s = 10, %s = 4, %s = 3 ; ailleurs : %s = 11, %s = 10, %s = 4, %s = 3, %s = 2",
			"In trumps: %s (sota) = 20, %s = 14, %s (ace) = 11, %s = 10, %s = 4, %s = 3; elsewhere: %s = 11, %s = 10, %s = 4, %s = 3, %s = 2"),
			r(engine.Jack), r(engine.Nine), r(engine.Ace), r(engine.Ten), r(engine.King), r(engine.Queen),
			r(engine.Ace), r(engine.Ten), r(engine.King), r(engine.Queen), r(engine.Jack))
	}
	return l.pick("À l'atout valet 20, 9 14, as 11, 10 10, roi 4, dame 3 ; ailleurs as 11, 10 10, roi 4, dame 3, valet 2",
		"In trumps jack 20, nine 14, ace 11, ten 10, king 4, queen 3; elsewhere ace 11, ten 10, king 4, queen 3, jack 2")
}
