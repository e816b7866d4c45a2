package coach

import (
	"context"
	"math"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// The coach's budget for one card (docs/cli.md `coach`, used by `belote coach` in both modes when
// no samples are asked for): a position with at most Max layouts is evaluated exactly; otherwise
// on First layouts drawn from the seed, then 2·First, 4·First… up to Max, stopping at the first
// count where the verdict is settled, as the bid coach does (bid.go): the card played against the
// best other card, compared on the same layouts, is clearly better or worse (the 95 % interval
// of the mean difference excludes 0), or cannot become so within Max (the difference is below
// the half-width the interval would have there). The draws of a count are the first draws of the
// next, so a verdict on n sampled layouts is `evaluate` on n samples from the same seed.

// Budget bounds the layouts of one card.
type Budget struct{ First, Max int }

// BudgetFor is the budget of a position with n cards in hand. One layout of n cards costs
// roughly ten times one of n-1 (engine/solve), so the late positions, cheap and close, get
// many layouts: from three cards left every layout (at most 1,680), with four and five more
// samples than early, where a whole deal takes milliseconds to tens of milliseconds to solve.
func BudgetFor(n int) Budget {
	switch {
	case n <= 3:
		return Budget{First: 2000, Max: 2000}
	case n == 4:
		return Budget{First: 50, Max: 400}
	case n == 5:
		return Budget{First: 25, Max: 200}
	}
	return Budget{First: 25, Max: 100}
}

// JudgeInBudget judges m within b: exactly when the position has at most b.Max layouts (and at
// most limit, 0: evaluate.DefaultLimit), else on samples drawn from seed with the sequential
// stop above.
func JudgeInBudget(ctx context.Context, ev *evaluate.Evaluator, m Moment, b Budget, seed uint64, limit int) (Verdict, error) {
	if limit <= 0 {
		limit = evaluate.DefaultLimit
	}
	l, err := evaluate.NewLayouts(m.Pos)
	if err != nil {
		return Verdict{}, err
	}
	if l.Count() <= uint64(min(b.Max, limit)) {
		r, err := ev.EvaluateLayouts(ctx, l, evaluate.Options{Limit: limit})
		if err != nil {
			return Verdict{}, err
		}
		return verdictOf(m, r), nil
	}
	var r *evaluate.Result
	var layouts [][]solve.CardValue // each sampled layout's values, in draw order
	for n := min(b.First, b.Max); ; n = min(2*n, b.Max) {
		more, vals, err := drawMore(ctx, ev, l, seed, len(layouts), n)
		if err != nil {
			return Verdict{}, err
		}
		layouts = append(layouts, vals...)
		if r == nil {
			r = more
		} else {
			r = evaluate.Merge(r, more)
		}
		v := verdictOf(m, r)
		diff, half := pairedLoss(v, layouts)
		// No spread at all (the two cards worth the same in every layout, as touching cards often
		// are): more layouts would not tell them apart either.
		if half == 0 || settled(diff, half, n, b.Max) {
			return v, nil
		}
	}
}

// drawMore evaluates the draws from index from to n of the seeded sampling, with each one's
// values in draw order.
func drawMore(ctx context.Context, ev *evaluate.Evaluator, l *evaluate.Layouts, seed uint64, from, n int) (*evaluate.Result, [][]solve.CardValue, error) {
	vals := make([][]solve.CardValue, n-from)
	var mu sync.Mutex
	visit := func(i int, _ [4]engine.Set, cv []solve.CardValue) {
		mu.Lock()
		defer mu.Unlock()
		vals[i] = append([]solve.CardValue(nil), cv...)
	}
	r, err := ev.EvaluateLayouts(ctx, l, evaluate.Options{Samples: n, Seed: seed, Skip: from, Visit: visit})
	return r, vals, err
}

// pairedLoss is the mean, over the layouts, of the best other legal card's value minus the
// played card's (the best other: the best card when the played one is not best, else the legal
// card of highest mean after it), with the half-width of its 95 % interval; 0, 0 for a forced
// card (no other), which the first count settles.
func pairedLoss(v Verdict, layouts [][]solve.CardValue) (diff, half float64) {
	other, top := engine.NoCard, math.MinInt
	for _, cr := range v.Result.Cards {
		if cr.Card != v.Card && cr.Sum > top {
			other, top = cr.Card, cr.Sum
		}
	}
	if other == engine.NoCard {
		return 0, 0
	}
	var sum, sq float64
	for _, vals := range layouts {
		d := float64(valueOf(vals, other) - valueOf(vals, v.Card))
		sum += d
		sq += d * d
	}
	n := float64(len(layouts))
	diff = sum / n
	if n < 2 {
		return diff, math.Inf(1)
	}
	return diff, 1.96 * math.Sqrt(math.Max(sq-n*diff*diff, 0)/(n-1)/n) // as bidsim.Paired
}

// settled reports whether a sequential judgement on n of at most max samples may stop: at max,
// when the 95 % interval of the difference excludes 0, or when it cannot come to exclude it
// within max (|diff| is below the half-width the interval would have there, as it shrinks with
// the square root of the samples).
func settled(diff, half float64, n, max int) bool {
	return n >= max || math.Abs(diff) > half || math.Abs(diff) < half*math.Sqrt(float64(n)/float64(max))
}

func valueOf(vals []solve.CardValue, c engine.Card) int {
	for _, cv := range vals {
		if cv.Card == c {
			return cv.Value
		}
	}
	return 0
}
