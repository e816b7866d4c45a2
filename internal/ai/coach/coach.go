// Package coach judges the cards one seat played in a deal, each from what that seat could see
// just before playing it (CLI.md `coach`): its hand then, the tricks before, the current trick,
// and what the deal had revealed. Every judgement comes from engine/evaluate, the evaluator that
// `belote evaluate`, the puzzles and the fort bot use; this package only decides what the seat
// saw. It has no UI: the `coach` command and the practice table word its verdicts.
package coach

import (
	"context"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// Moment is one card the seat played, and the position it saw just before.
type Moment struct {
	Trick int // 1 to 8
	Card  engine.Card
	Pos   evaluate.Position
}

// Moments lists the cards seat played in d, in play order, each with what it could see then
// (evaluate.Table.Position): its hand, the finished tricks, the cards already in the trick, and
// as known cards of the others the retourne in the taker's hand until it is played (T3;
// retourne is NoCard when unknown), from the second trick on the cards of the announcements that
// score until they are played (A4, A6), and the other of K and Q of trump once their holder said
// "belote" with the first, until it is played (B1).
func Moments(d *engine.Deal, seat engine.Seat, retourne engine.Card) []Moment {
	var out []Moment
	hand := d.Dealt[seat]
	table := evaluate.Table{Variant: d.Variant, Trump: d.Trump, Taker: d.Taker, Retourne: retourne, Declared: d.Declared}
	for i := range min(d.NTricks+1, 8) {
		t := d.Tricks[i]
		for j := range t.N {
			if t.Seats[j] != seat {
				continue
			}
			partial := t
			partial.N = j
			table.Tricks = append(append([]engine.Trick(nil), d.Tricks[:i]...), partial)
			out = append(out, Moment{Trick: i + 1, Card: t.Cards[j], Pos: table.Position(seat, hand)})
			hand = hand.Remove(t.Cards[j])
		}
	}
	return out
}

// Verdict is the evaluator's judgement of one card.
type Verdict struct {
	Moment
	Result    *evaluate.Result
	Value     float64    // the mean value of the card played
	Best      engine.Set // the legal cards of highest mean
	BestValue float64
	Loss      float64 // BestValue - Value
}

// Options sets the evaluation. With Samples > 0, positions with at most Limit layouts (0:
// evaluate.DefaultLimit) are evaluated exactly, the others on Samples layouts drawn from Seed.
// With Samples 0, the coach's budget (Budget) decides, Limit still bounding the exact evaluation.
type Options struct {
	Samples int
	Seed    uint64
	Limit   int
}

// EvaluateOptions are the evaluator's options for fixed samples (Samples > 0): exact within the
// limit, sampled beyond it.
func (o Options) EvaluateOptions() evaluate.Options {
	limit := o.Limit
	if limit <= 0 {
		limit = evaluate.DefaultLimit
	}
	return evaluate.Options{Samples: o.Samples, Seed: o.Seed, Limit: limit, ExactUpTo: limit}
}

// Judge evaluates each moment with ev.
func Judge(ctx context.Context, ev *evaluate.Evaluator, moments []Moment, o Options) ([]Verdict, error) {
	out := make([]Verdict, 0, len(moments))
	for _, m := range moments {
		v, err := JudgeOne(ctx, ev, m, o)
		if err != nil {
			return out, err
		}
		out = append(out, v)
	}
	return out, nil
}

// JudgeOne evaluates one moment: on fixed samples when o.Samples > 0, else within the budget.
func JudgeOne(ctx context.Context, ev *evaluate.Evaluator, m Moment, o Options) (Verdict, error) {
	if o.Samples > 0 {
		return JudgeWith(ctx, ev, m, o.EvaluateOptions())
	}
	return JudgeInBudget(ctx, ev, m, BudgetFor(m.Pos.Hand.Len()), o.Seed, o.Limit)
}

// JudgeWith evaluates one moment with the evaluator's options as given.
func JudgeWith(ctx context.Context, ev *evaluate.Evaluator, m Moment, o evaluate.Options) (Verdict, error) {
	r, err := ev.Evaluate(ctx, m.Pos, o)
	if err != nil {
		return Verdict{}, err
	}
	return verdictOf(m, r), nil
}

// verdictOf is the judgement of m's card by the evaluation r.
func verdictOf(m Moment, r *evaluate.Result) Verdict {
	v := Verdict{Moment: m, Result: r, Best: r.BestCards()}
	if cr, ok := r.Of(m.Card); ok {
		v.Value = r.Mean(cr)
	}
	if cr, ok := r.Of(v.Best.First()); ok {
		v.BestValue = r.Mean(cr)
	}
	v.Loss = v.BestValue - v.Value
	return v
}
