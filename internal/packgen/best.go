package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

var bestQFr = []string{"Quelle carte jouez-vous pour que votre équipe marque le plus de points ?", "Quelle est la meilleure carte ?", "Que jouez-vous ?"}
var bestQEn = []string{"Which card do you play so that your team scores the most points?", "Which card is best?", "What do you play?"}

func genBest(r *rand.Rand) {
	var ps []puzzle
	for i := 0; len(ps) < 12; i++ {
		v := engine.MustBuiltin(variants[len(ps)%4])
		k := len(ps) % 4
		pos, ok := randomEnding(r, v, k)
		if !ok {
			continue
		}
		vals, err := solve.Values(context.Background(), pos)
		if err != nil || len(vals) < 2 {
			continue
		}
		sort.Slice(vals, func(a, b int) bool { return vals[a].Value > vals[b].Value })
		if vals[0].Value-vals[1].Value < 10 {
			continue
		}
		ps = append(ps, bestPuzzle(pos, vals, len(ps)))
	}
	for i := range ps {
		ps[i].id = fmt.Sprintf("best-endings-%03d", i+1)
	}
	writePack("best-endings", "Fins de donne, cartes sur table", "Endings, all cards on the table", ps)
}

// randomEnding deals 3 cards to each seat and plays k legal random cards before South.
func randomEnding(r *rand.Rand, v *engine.Variant, k int) (solve.Position, bool) {
	d := deal(r)
	pos := solve.Position{Variant: v, Trump: engine.Suit(r.IntN(4)), Leader: v.Direction.Nth(engine.South, (4-k)&3)}
	for i, s := range engine.Seats {
		pos.Hands[s] = engine.SetOf(d[3*i : 3*i+3]...)
	}
	for range k {
		legal := pos.Legal()
		cs := legal.Cards()
		pos = pos.Play(cs[r.IntN(len(cs))])
	}
	return pos, pos.Validate() == nil && pos.ToMove() == engine.South
}

func bestPuzzle(pos solve.Position, vals []solve.CardValue, n int) puzzle {
	v := pos.Variant
	f := v.Face
	_, rule := v.Legal(pos.Trump, pos.Hands[engine.South], pos.Trick)
	intro := "Fin de donne, cartes sur table : il reste trois plis."
	introEn := "End of the deal, all cards on the table: three tricks are left."
	var nf, ne string
	if len(pos.Trick) > 0 {
		nf, ne = narrate(pos.Trick, pos.Leader, v, pos.Trump)
		nf, ne = " "+nf, " "+ne
	} else {
		nf, ne = " Vous avez la main.", " You are on lead."
	}
	qi := n % len(bestQFr)
	best := vals[0]
	pf := fmt.Sprintf("Jouez %s : votre équipe marque alors %d points d'ici la fin (dix de der compris), contre %d au mieux avec une autre carte.", cardFr(best.Card, pos.Trump, f), best.Value, vals[1].Value)
	pe := fmt.Sprintf("Play %s: your team then scores %d points to the end of the deal (dix de der included), against at most %d with another card.", cardEn(best.Card, pos.Trump, f), best.Value, vals[1].Value)
	var hands []string
	for _, s := range engine.Seats {
		hands = append(hands, fmt.Sprintf("%s = %s", s, cardList(pos.Hands[s].Cards(), f)))
	}
	themes := []string{"W1", "K1"}
	if rule != engine.P0 {
		themes = append(themes, rule.String())
	}
	return puzzle{kind: "best", variant: v.Name, difficulty: 4 + n%2, themes: themes,
		promptFr: trumpLineFr(pos.Trump, f) + " " + intro + nf + " " + bestQFr[qi],
		promptEn: trumpLineEn(pos.Trump, f) + " " + introEn + ne + " " + bestQEn[qi],
		pointFr:  pf, pointEn: pe, trump: pos.Trump, face: f,
		lines: []string{"hands = { " + strings.Join(hands, ", ") + " }",
			fmt.Sprintf("trick = { leader = %q, cards = %s }", pos.Leader.String(), cardList(pos.Trick, f))},
		expect: []string{"best = " + cardList([]engine.Card{best.Card}, f)},
	}
}
