package gen

import (
	"fmt"
	"slices"
	"sort"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/puzzles"
)

// MinGap is how many points the best card must be ahead of the next one for a best puzzle: a
// smaller gap teaches little, and a tie would make two answers right.
const MinGap = puzzles.MinMargin

// bestTricks are the numbers of tricks left that best puzzles are drawn with: endings of 3 to 5
// tricks, and some mid-deal moments of 6, so that the solver answers at once and the learner can
// still read the whole position.
var bestTricks = []int{3, 3, 4, 4, 5, 5, 6}

// best draws a moment of a random deal with 3 to 6 tricks left and South to play, and keeps it
// when one card is best by at least MinGap points for North–South, all hands open, and a motif's
// detector holds on the lines of the best card and of the tempting one.
func (g *generator) best() *puzzles.Puzzle {
	left := bestTricks[g.rng.IntN(len(bestTricks))]
	d := random.SouthToPlay(g.rng, g.v, func(d *engine.Deal) bool {
		if !g.theme.IsPlay() {
			return 8-d.NTricks == left
		}
		// A theme of §3 is known before solving: keep any moment with 3 to 6 tricks left where it
		// decides, since some rows (P6) are rare.
		_, rule := d.Legal()
		return rule == g.theme && 8-d.NTricks >= bestTricks[0] && 8-d.NTricks <= bestTricks[len(bestTricks)-1]
	})
	if d == nil {
		return nil
	}
	p := g.newPuzzle(puzzles.KindBest, d.Trump)
	for _, s := range engine.Seats {
		p.Hands[s] = d.Hands[s].Cards()
	}
	tr := d.Current()
	p.Trick, p.Leader = append([]engine.Card(nil), tr.Played()...), tr.Leader
	values, err := solve.Values(g.ctx, p.SolvePosition())
	if err != nil || len(values) < 2 {
		return nil
	}
	sort.SliceStable(values, func(i, j int) bool { return values[i].Value > values[j].Value })
	if values[0].Value-values[1].Value < MinGap {
		return nil
	}
	if err := fillExpect(p); err != nil {
		return nil
	}
	botCard := bot.New(bot.Intermediaire, 1).Play(bot.ViewOf(d)).Card
	cmp, ev, ok := g.motif(p, botCard, values[1].Card)
	if !ok {
		return nil
	}
	p.Motif, p.Tempting = ev.Motif(), cmp.Tempting.Card
	_, rule := d.Legal()
	p.Themes = []engine.Rule{rule, engine.W1}
	mt, _ := puzzles.TypeOf(p.Motif, puzzles.ViewOpen)
	for _, r := range mt.Rules {
		if !slices.Contains(p.Themes, r) {
			p.Themes = append(p.Themes, r)
		}
	}
	p.Difficulty = BestDifficulty(len(values), values[0].Value-values[1].Value, cmp.Decisive(), botCard != values[0].Card)
	g.bestTexts(p, 8-d.NTricks, cmp, ev)
	return p
}

// motif picks the tempting card and the motif: the intermédiaire bot's card when it is wrong
// (what a simple player would choose), else the nearest miss; the motif is the one that decides
// on the two lines (puzzles.Deciding: its detector holds and it explains the difference), and it
// comes with its evidence. With a theme of motif, only that one, when it decides.
func (g *generator) motif(p *puzzles.Puzzle, botCard, nearest engine.Card) (puzzles.Comparison, puzzles.OpenEvidence, bool) {
	a, _ := puzzles.Answer(p)
	for _, t := range []engine.Card{botCard, nearest} {
		if a.Best.Has(t) {
			continue
		}
		p.Tempting = t
		cmp, err := puzzles.Compare(g.ctx, p)
		if err != nil {
			return cmp, nil, false
		}
		for _, ev := range puzzles.Deciding(p, cmp) {
			if g.motifWanted == puzzles.NoMotif || ev.Motif() == g.motifWanted {
				return cmp, ev, true
			}
		}
	}
	return puzzles.Comparison{}, nil, false
}

func (g *generator) bestTexts(p *puzzles.Puzzle, left int, cmp puzzles.Comparison, ev puzzles.OpenEvidence) {
	f := g.v.Face
	p.Prompt = bilingual(func(l lang) string {
		return l.trump(p.Trump, f) + " " + fmt.Sprintf(l.pick("Cartes sur table, il reste %d plis.", "All cards on the table, %d tricks are left."), left) + " " +
			l.trickStory(g.v, p.Leader, p.Trick) + " " +
			l.pick("Quelle carte joues-tu pour que ton équipe marque le plus de points d'ici la fin ?", "Which card do you play so that your team scores the most points from here to the end?")
	})
	p.Point = pointOf(ev, p, cmp)
}
