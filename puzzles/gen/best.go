package gen

import (
	"fmt"
	"slices"
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
	d := SouthToPlay(g.rng, g.v, func(d *engine.Deal) bool {
		if !g.theme.IsPlay() {
			return 8-d.NTricks == left
		}
		// A theme of §3 is known before solving: keep any moment with 3 to 5 tricks left where it
		// decides, since some rows (P6) are rare.
		_, rule := d.Legal()
		return rule == g.theme && 8-d.NTricks >= bestTricks[0] && 8-d.NTricks <= bestTricks[len(bestTricks)-1]
	})
	if d == nil {
		return nil
	}
	left = 8 - d.NTricks
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
	rev, err := puzzles.Review(g.ctx, p)
	if err != nil {
		return nil
	}
	motifs := Motifs(p, rev)
	p.Themes = []engine.Rule{rule, engine.W1}
	for _, m := range motifs {
		for _, r := range motifRules[m] {
			if !slices.Contains(p.Themes, r) {
				p.Themes = append(p.Themes, r)
			}
		}
	}
	p.Difficulty = bestDifficulty(left, top.Value-next.Value)
	g.bestTexts(p, left, rev, motifs)
	return p
}

func (g *generator) bestTexts(p *puzzles.Puzzle, left int, rev []puzzles.CardReview, motifs []Motif) {
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(p.Trump, f) + " " + fmt.Sprintf(l.pick("Cartes sur table, il reste %d plis.", "All cards on the table, %d tricks are left."), left) + " " +
			l.trickStory(g.v, p.Leader, p.Trick) + " " +
			l.pick("Quelle carte joues-tu pour que ton équipe marque le plus de points d'ici la fin ?", "Which card do you play so that your team scores the most points from here to the end?")
	})
	p.Point = bilingual(func(l lang) string {
		if len(motifs) > 0 {
			return motifPoint(l, motifs[0], p, rev)
		}
		return fmt.Sprintf(l.pick("Avec %s, ton équipe marque %d points d'ici la fin ; avec %s, la meilleure autre carte, seulement %d",
			"With %s your team scores %d points from here to the end; with %s, the next best card, only %d"),
			card(rev[0].Card, f), rev[0].Value, card(rev[1].Card, f), rev[1].Value) + cite(p.Themes...) + "."
	})
}
