package gen

import (
	"fmt"
	"sort"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/puzzles"
)

// MinGap is how many points the best card must be ahead of the next one for a best puzzle: a
// smaller gap teaches little, and a tie would make two answers right.
const MinGap = 10

// bestTricks are the numbers of tricks left that best puzzles are drawn with: 3 to 5, so that the
// solver answers at once and the learner can read the whole position.
var bestTricks = []int{3, 3, 4, 4, 5}

// best draws a moment of a random deal with 3 to 5 tricks left and South to play, and keeps it
// when one card is best by at least MinGap points for North–South, all hands open.
func (g *generator) best() *puzzles.Puzzle {
	left := bestTricks[g.rng.IntN(len(bestTricks))]
	d := SouthToPlay(g.rng, g.v, func(d *engine.Deal) bool { return 8-d.NTricks == left })
	if d == nil {
		return nil
	}
	tr := d.Current()
	p := g.newPuzzle(puzzles.KindBest, d.Trump)
	for _, s := range engine.Seats {
		p.Hands[s] = d.Hands[s].Cards()
	}
	p.Trick, p.Leader = append([]engine.Card(nil), tr.Played()...), tr.Leader
	values, err := solve.Values(g.ctx, p.SolvePosition())
	if err != nil || len(values) < 2 {
		return nil
	}
	sort.SliceStable(values, func(i, j int) bool { return values[i].Value > values[j].Value })
	top, next := values[0], values[1]
	if top.Value-next.Value < MinGap {
		return nil
	}
	_, rule := d.Legal()
	p.Themes = []engine.Rule{rule, engine.W1}
	lastTrick := g.dixDeDerSwing(p, top.Card, next.Card)
	if lastTrick {
		p.Themes = append(p.Themes, engine.K1)
	}
	p.Difficulty = bestDifficulty(left, top.Value-next.Value)
	g.bestTexts(p, left, top, next, lastTrick)
	return p
}

// dixDeDerSwing reports whether the best card wins the last trick for North–South while the next
// best lets East–West win it: the dix de der (K1) is then part of the lesson.
func (g *generator) dixDeDerSwing(p *puzzles.Puzzle, best, next engine.Card) bool {
	pos := p.SolvePosition()
	lastWinner := func(c engine.Card) engine.Team {
		rest, err := solve.Line(g.ctx, pos.Play(c))
		if err != nil {
			return engine.NoTeam
		}
		seq := append(append(append([]engine.Card(nil), p.Trick...), c), rest...)
		tricks := puzzles.LineTricks(g.v, p.Trump, p.Leader, seq)
		return tricks[len(tricks)-1].Winner.Team()
	}
	return lastWinner(best) == engine.NS && lastWinner(next) == engine.EW
}

func (g *generator) bestTexts(p *puzzles.Puzzle, left int, top, next solve.CardValue, lastTrick bool) {
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(p.Trump, f) + " " + fmt.Sprintf(l.pick("Cartes sur table, il reste %d plis.", "All cards on the table, %d tricks are left."), left) + " " +
			l.trickStory(g.v, p.Leader, p.Trick) + " " +
			l.pick("Quelle carte jouez-vous pour que votre équipe marque le plus de points d'ici la fin ?", "Which card do you play so that your team scores the most points from here to the end?")
	})
	p.Point = bilingual(func(l lang) string {
		s := fmt.Sprintf(l.pick("Avec %s, votre équipe marque %d points d'ici la fin ; avec %s, la meilleure autre carte, seulement %d",
			"With %s your team scores %d points from here to the end; with %s, the next best card, only %d"),
			card(top.Card, f), top.Value, card(next.Card, f), next.Value)
		if lastTrick {
			return s + l.pick(", car c'est alors vous qui faites le dernier pli et son dix de der", ", because your side then wins the last trick and its dix de der") + cite(engine.W1, engine.K1) + "."
		}
		return s + cite(p.Themes...) + "."
	})
}
