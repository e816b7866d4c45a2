package coach

import (
	"context"
	"math"
	"sort"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// The coach judges a card by the deal's score, not the trick points (evaluate.Scorer, as the fort
// bot plays): in each layout of the hidden cards, each legal card is solved open-card, and its
// trick points turned into the seat's team's score less the other team's (K1–K7), the contract
// made or failed included. The cards are compared paired, on the same layouts (common random
// numbers): the loss of the card played is the mean, over the layouts, of the best other card's
// score gap minus its own, and its standard error is that of this paired difference (0 when every
// layout was taken). A card is called a mistake only when its loss exceeds the teaching threshold
// by more than Bound standard errors: then it is beyond both the threshold and the sampling bound,
// and another seed would not likely clear it. Otherwise the cards were about equal.

// Threshold is the teaching threshold (docs/trainer.md): the smallest loss the coach calls a
// mistake, in points of the deal's score gap (the seat's team's score less the other team's), so
// five trick points going from one side to the other.
const Threshold = 10

// Bound is the number of standard errors of the paired loss by which a mistake's loss must
// exceed Threshold.
const Bound = 2.5

// Verdict is the coach's judgement of one card.
type Verdict struct {
	Moment
	// Result is the evaluator's trick points over the layouts judged (`belote evaluate` on them).
	Result *evaluate.Result
	// Cards are the figures of each legal card, in the order of Result.Cards.
	Cards     []CardStat
	Value     float64    // the mean score gap of the card played
	Best      engine.Set // the legal cards of highest mean score gap
	BestValue float64
	Loss      float64 // BestValue - Value
	// LossSE is the standard error of the paired difference between the best other card and the
	// card played (the loss when the card played is not best), 0 when exact.
	LossSE float64
	// Choice: the seat had more than one legal card.
	Choice bool
	// Significant: the card is called a mistake (Loss - Bound·LossSE > Threshold).
	Significant bool
	// Better, for a mistake, are the cards whose gain over the card played is itself beyond the
	// threshold and the bound (the best card among them), the alternatives « X ou Y ».
	Better engine.Set
	// Example, for a mistake, is a layout where the loss shows, typical of where it comes from.
	Example *Example
	// Seed is the seed the layouts were drawn from (0 when exact): `evaluate` on Result.Layouts
	// samples from it solves the same layouts.
	Seed uint64
}

// CardStat is what the layouts say of one legal card.
type CardStat struct {
	Card   engine.Card
	Score  float64 // the mean score gap
	Points float64 // the mean trick points from the current trick on (evaluate's value)
	Made   float64 // the share of layouts where the contract is made after this card (K3, K4, K5)
}

// Example is one layout of the hidden cards where the card played does worse than the best other
// card Card: every seat's remaining hand, the outcome of each card there, and the open-card line
// after each (the line that makes the difference), each starting with its card.
type Example struct {
	Hands          [4]engine.Set
	Card           engine.Card // the better card compared
	Score, Played  int         // the score gap after Card, after the card played
	Made, MadePlay engine.Result
	Line, LinePlay []engine.Card
}

// lines fills in the example's lines: the card, then perfect play by all in that layout
// (engine/solve).
func (e *Example) lines(ctx context.Context, p *evaluate.Position, played engine.Card) error {
	pos := solve.Position{Variant: p.Variant, Trump: p.Trump, Hands: e.Hands, Leader: p.Trick.Leader, Trick: p.Trick.Cards}
	line := func(c engine.Card) ([]engine.Card, error) {
		next := pos.Play(c)
		if next.Hands == [4]engine.Set{} {
			return []engine.Card{c}, nil
		}
		rest, err := solve.Line(ctx, next)
		return append([]engine.Card{c}, rest...), err
	}
	var err error
	if e.Line, err = line(e.Card); err != nil {
		return err
	}
	e.LinePlay, err = line(played)
	return err
}

// Of returns the figures of card c, and false when c was not legal.
func (v *Verdict) Of(c engine.Card) (CardStat, bool) {
	for _, cs := range v.Cards {
		if cs.Card == c {
			return cs, true
		}
	}
	return CardStat{}, false
}

// row is one layout judged: its hands, and for each legal card (by index in sample.legal) the
// trick points, the score gap and the contract's result.
type row struct {
	hands  [4]engine.Set
	points [8]int
	gap    [8]int
	result [8]engine.Result
}

// sample is the layouts judged so far for one moment.
type sample struct {
	m      Moment
	legal  []engine.Card
	scorer *evaluate.Scorer
	rows   []row
	result *evaluate.Result
	exact  bool
	seed   uint64
}

func newSample(l *evaluate.Layouts, m Moment) sample {
	p := l.Position()
	legal, _ := p.Variant.Legal(p.Trump, p.Hand, p.Trick.Cards)
	return sample{m: m, legal: legal.Cards(), scorer: m.Table.Scorer(m.Seat)}
}

// judgeExact judges m on every layout.
func judgeExact(ctx context.Context, ev *evaluate.Evaluator, l *evaluate.Layouts, m Moment, limit int) (Verdict, error) {
	s := newSample(l, m)
	s.rows = make([]row, l.Count())
	r, err := ev.EvaluateLayouts(ctx, l, evaluate.Options{Limit: limit, Visit: s.visit(0)})
	if err != nil {
		return Verdict{}, err
	}
	s.result, s.exact = r, true
	return s.finish(ctx)
}

// draw adds the seeded draws from len(s.rows) to n (the draws of a count are the first of the
// next: evaluate.Options.Skip).
func (s *sample) draw(ctx context.Context, ev *evaluate.Evaluator, l *evaluate.Layouts, m Moment, seed uint64, n int) error {
	if s.legal == nil {
		*s = newSample(l, m)
		s.seed = seed
	}
	from := len(s.rows)
	s.rows = append(s.rows, make([]row, n-from)...)
	r, err := ev.EvaluateLayouts(ctx, l, evaluate.Options{Samples: n, Seed: seed, Skip: from, Visit: s.visit(from)})
	if err != nil {
		return err
	}
	if s.result == nil {
		s.result = r
	} else {
		s.result = evaluate.Merge(s.result, r)
	}
	return nil
}

// visit stores each layout solved at its index (from + its index in the evaluation).
func (s *sample) visit(from int) func(int, [4]engine.Set, []solve.CardValue) {
	var mu sync.Mutex
	return func(i int, hands [4]engine.Set, vals []solve.CardValue) {
		var gaps [8]int
		var results [8]engine.Result
		s.scorer.Outcomes(hands, vals, gaps[:len(vals)], results[:len(vals)])
		rw := row{hands: hands}
		for j, cv := range vals {
			k := s.index(cv.Card)
			rw.points[k], rw.gap[k], rw.result[k] = cv.Value, gaps[j], results[j]
		}
		mu.Lock()
		s.rows[from+i] = rw
		mu.Unlock()
	}
}

func (s *sample) index(c engine.Card) int {
	for i, x := range s.legal {
		if x == c {
			return i
		}
	}
	return 0
}

// mean returns card k's mean score gap.
func (s *sample) mean(k int) float64 {
	sum := 0
	for i := range s.rows {
		sum += s.rows[i].gap[k]
	}
	return float64(sum) / float64(len(s.rows))
}

// paired returns the mean of card a's score gap minus card b's over the layouts, and its standard
// error (0 when exact).
func (s *sample) paired(a, b int) (mean, se float64) {
	var sum, sq float64
	for i := range s.rows {
		d := float64(s.rows[i].gap[a] - s.rows[i].gap[b])
		sum += d
		sq += d * d
	}
	n := float64(len(s.rows))
	mean = sum / n
	if s.exact {
		return mean, 0
	}
	if n < 2 {
		return mean, math.Inf(1)
	}
	return mean, math.Sqrt(math.Max(sq-n*mean*mean, 0) / (n - 1) / n)
}

// mistake reports whether a paired gain of mean and standard error se calls a card a mistake.
func mistake(mean, se float64) bool { return mean-Bound*se > Threshold }

// rival returns the index of the card played and of the best other legal card (by mean score
// gap, the lower card index on ties; -1 for a forced card).
func (s *sample) rival() (played, other int) {
	played, other = s.index(s.m.Card), -1
	top := math.Inf(-1)
	for k := range s.legal {
		if k != played {
			if m := s.mean(k); m > top {
				other, top = k, m
			}
		}
	}
	return played, other
}

// settled reports whether more layouts could not change the verdict much: the card is forced, the
// difference with the best other card does not vary at all, or it is clearly beyond the threshold
// or clearly within it (EarlyBound standard errors either way).
func (s *sample) settled() bool {
	played, other := s.rival()
	if other < 0 {
		return true
	}
	d, se := s.paired(other, played)
	return se == 0 || math.Abs(d-Threshold) > EarlyBound*se
}

// verdict is the judgement of the layouts sampled.
func (s *sample) verdict() Verdict {
	v := Verdict{Moment: s.m, Result: s.result, Choice: len(s.legal) > 1}
	if !s.exact {
		v.Seed = s.seed
	}
	top := math.Inf(-1)
	for k, c := range s.legal {
		cs := CardStat{Card: c, Score: s.mean(k)}
		if cr, ok := s.result.Of(c); ok {
			cs.Points = s.result.Mean(cr)
		}
		made := 0
		for i := range s.rows {
			if s.rows[i].result[k] == engine.Made {
				made++
			}
		}
		cs.Made = float64(made) / float64(len(s.rows))
		v.Cards = append(v.Cards, cs)
		switch {
		case cs.Score > top:
			top, v.Best = cs.Score, engine.SetOf(c)
		case cs.Score == top:
			v.Best = v.Best.Add(c)
		}
	}
	played, other := s.rival()
	v.Value, v.BestValue = v.Cards[played].Score, top
	v.Loss = v.BestValue - v.Value
	if other < 0 {
		return v
	}
	d, se := s.paired(other, played)
	v.LossSE = se
	if !mistake(d, se) {
		return v
	}
	v.Significant = true
	for k, c := range s.legal {
		if k != played && mistake(s.paired(k, played)) {
			v.Better = v.Better.Add(c)
		}
	}
	v.Example = s.example(other, played)
	return v
}

// finish is the verdict with its example's lines.
func (s *sample) finish(ctx context.Context) (Verdict, error) {
	v := s.verdict()
	if v.Example != nil {
		if err := v.Example.lines(ctx, &v.Pos, v.Card); err != nil {
			return Verdict{}, err
		}
	}
	return v, nil
}

// example picks a layout where the loss of played against other shows, typical of where it comes
// from: among the layouts where other does better, those where the contract's outcome differs too
// when there are any (the step of the score, K3–K6, is what the learner should see), ordered by
// how much other does better, weighted by it, at their median.
func (s *sample) example(other, played int) *Example {
	diff := func(i int) int { return s.rows[i].gap[other] - s.rows[i].gap[played] }
	var better, turned []int
	for i := range s.rows {
		if diff(i) > 0 {
			better = append(better, i)
			if s.rows[i].result[other] != s.rows[i].result[played] {
				turned = append(turned, i)
			}
		}
	}
	if len(turned) > 0 {
		better = turned
	}
	if len(better) == 0 {
		return nil
	}
	sort.SliceStable(better, func(a, b int) bool { return diff(better[a]) < diff(better[b]) })
	total := 0
	for _, i := range better {
		total += diff(i)
	}
	acc, pick := 0, better[len(better)-1]
	for _, i := range better {
		if acc += diff(i); 2*acc >= total {
			pick = i
			break
		}
	}
	rw := &s.rows[pick]
	return &Example{Hands: rw.hands, Card: s.legal[other], Score: rw.gap[other], Played: rw.gap[played],
		Made: rw.result[other], MadePlay: rw.result[played]}
}
