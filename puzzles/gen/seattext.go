package gen

import (
	"fmt"
	"math"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// The texts of hidden-hand puzzles: the prompt says what South sees (who took, the trump, the
// tricks left, the trick in progress, the cards known to be elsewhere), and the point names the
// motif's idea on this position, then gives the evaluation's figures (layouts, share, means).
// seatStory is one hidden-hand puzzle being told.
type seatStory struct {
	l    lang
	p    *puzzles.Puzzle
	a    puzzles.Solution
	pos  *evaluate.Position
	f    engine.Face
	pair puzzles.SeatPair
}

// seatTexts writes a hidden-hand puzzle's prompt and point, its motif's evidence ev told.
func (g *generator) seatTexts(p *puzzles.Puzzle, a puzzles.Solution, ev puzzles.Evidence) {
	pair := puzzles.SeatPair{Best: a.Best.First(), Tempting: p.Tempting}
	p.Prompt = bilingual(func(l lang) string { return seatPrompt(l, p) })
	p.Point = bilingual(func(l lang) string {
		s := seatStory{l: l, p: p, a: a, pos: p.Seen, f: p.Face(), pair: pair}
		return s.idea(ev) + " " + s.figures()
	})
}

// seatPrompt: "Ton partenaire a pris à cœur ♥. Il reste 3 plis. Est a entamé …. Quelle carte
// joues-tu ?" The screen shows the tricks played and the known cards (with why they are known),
// so the prompt does not repeat them: the feedback must fit at 80×24.
func seatPrompt(l lang, p *puzzles.Puzzle) string {
	pos, f := p.Seen, p.Face()
	took := map[engine.Seat]string{engine.South: l.pick("Tu as pris", "You took"), engine.North: l.pick("Ton partenaire a pris", "Your partner took")}
	who, ok := took[p.TakerSeat]
	if !ok {
		who = seatNames[l][p.TakerSeat] + l.pick(" a pris", " took")
	}
	parts := []string{who + l.pick(" à ", " with ") + suitName(l, p.Trump, f) + ".",
		fmt.Sprintf(l.pick("Il reste %d plis.", "%d tricks are left."), 8-len(pos.History)),
		l.trickStory(p.Variant, pos.Trick.Leader, pos.Trick.Cards)}
	return strings.Join(append(parts, l.pick("Quelle carte joues-tu ?", "Which card do you play?")), " ")
}

// idea tells the motif of evidence ev on this position (its teller, tell_<name>.go).
func (s seatStory) idea(ev puzzles.Evidence) string {
	b, t := card(s.pair.Best, s.f), card(s.pair.Tempting, s.f)
	return seatTellers[ev.Motif()].idea(s, ev, b, t)
}

// northCard is North's card in the trick in progress.
func (s seatStory) northCard() string {
	d := s.p.Variant.Direction
	for i, c := range s.pos.Trick.Cards {
		if d.Nth(s.pos.Trick.Leader, i) == engine.North {
			return card(c, s.f)
		}
	}
	return ""
}

// cardList writes cards as one placeholder ("{cards:KC QC}": "R♣ et D♣").
func cardList(cs []engine.Card, f engine.Face) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Format(f)
	}
	return "{cards:" + strings.Join(parts, " ") + "}"
}

// figures gives the evaluation: the layouts, the best card's share and both means.
func (s seatStory) figures() string {
	r := s.a.Eval
	best, _ := r.Of(s.pair.Best)
	tempt, _ := r.Of(s.pair.Tempting)
	b, t := card(s.pair.Best, s.f), card(s.pair.Tempting, s.f)
	share := fmt.Sprintf(s.l.pick("dans %d %% d'entre elles", "in %d %% of them"), min(99, int(math.Round(100*r.Share(best)))))
	if best.Best == r.Layouts {
		share = s.l.pick("dans chacune d'elles", "in every one of them")
	}
	return fmt.Sprintf(s.l.pick("Sur les %d répartitions possibles des cartes que tu ne vois pas, %s est la meilleure carte %s ; en moyenne, ton équipe marque %s d'ici la fin avec %s, %s avec %s.",
		"Over the %d possible layouts of the cards you cannot see, %s is the best card %s; on average your team scores %s from here to the end with %s, %s with %s."),
		r.Layouts, b, share, s.l.mean(r.Mean(best), true), b, s.l.mean(r.Mean(tempt), false), t)
}

// mean writes a mean number of points with one decimal, a comma in French ("63,4 points").
func (l lang) mean(x float64, unit bool) string {
	// explain.Decimal rounds a half up (44.25 → "44,3"), as a reader rounds by hand.
	n := explain.Decimal(l.explain(), x, 1)
	n = strings.TrimSuffix(strings.TrimSuffix(n, ",0"), ".0")
	if !unit {
		return n
	}
	if x < 2 && l == fr {
		return n + " point"
	}
	return n + " points"
}

// capCard writes a card placeholder that starts a sentence ("{Card:KS}": "Le roi…").
func capCard(c engine.Card, f engine.Face) string { return "{Card:" + c.Format(f) + "}" }
