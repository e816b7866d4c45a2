package coach

import (
	"context"
	"hash/fnv"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
)

// The coach's budget for one card (docs/cli.md `coach`, used by `belote coach` in both modes when
// no samples are asked for, and by the practice table): a position with at most Exact layouts is
// judged on all of them; otherwise on First layouts drawn from the seed, then 2·First, 4·First…
// up to Max, stopping at the first count where the verdict is settled (sample.settled: the loss
// against the best other card is beyond the threshold or within it by EarlyBound standard errors,
// or does not vary at all). EarlyBound is wider than Bound, as in a group-sequential test: looking
// at the figures at every count makes a chance early stop likelier, and a verdict stopped early
// on a lucky draw would differ from another seed's. The budget is a count of layouts, never a
// time, so the verdict does not depend on the machine's load. The draws of a count are the first
// draws of the next, so a verdict on n sampled layouts is `evaluate` on n samples from the same
// seed.

// Budget bounds the layouts of one card.
type Budget struct{ Exact, First, Max int }

// EarlyBound is the number of standard errors by which the loss must clear the threshold, one way
// or the other, for the sampling to stop before Max.
const EarlyBound = 3

// BudgetFor is the budget of a position with n cards in hand. One layout of n cards costs
// roughly five to ten times one of n-1 (engine/solve), so the late positions, cheap and often
// close, get many layouts: from three cards left every layout (at most 1,680), with four and five
// thousands; early, where a whole deal takes milliseconds to tens of milliseconds to solve, 50 to
// 400.
func BudgetFor(n int) Budget {
	switch {
	case n <= 3:
		return Budget{Exact: 2000, First: 2000, Max: 2000}
	case n == 4:
		return Budget{Exact: 5000, First: 200, Max: 6400}
	case n == 5:
		return Budget{Exact: 1000, First: 100, Max: 1600}
	case n == 6:
		return Budget{Exact: 200, First: 50, Max: 800}
	}
	return Budget{Exact: 100, First: 50, Max: 400}
}

// JudgeInBudget judges m within b: on every layout when the position has at most b.Exact (and at
// most limit, 0: evaluate.DefaultLimit), else on samples drawn from the position's own seed
// (PositionSeed) with the sequential stop above.
func JudgeInBudget(ctx context.Context, ev *evaluate.Evaluator, m Moment, b Budget, limit int) (Verdict, error) {
	if limit <= 0 {
		limit = evaluate.DefaultLimit
	}
	l, err := evaluate.NewLayouts(m.Pos)
	if err != nil {
		return Verdict{}, err
	}
	if l.Count() <= uint64(min(b.Exact, limit)) {
		return judgeExact(ctx, ev, l, m, limit)
	}
	var s sample
	seed := PositionSeed(&m.Pos)
	for n := min(b.First, b.Max); ; n = min(2*n, b.Max) {
		if err := s.draw(ctx, ev, l, m, seed, n); err != nil {
			return Verdict{}, err
		}
		if n >= b.Max || s.settled() {
			return s.finish(ctx)
		}
	}
}

// PositionSeed is the seed the budget draws a position's layouts from: a hash of what the seat
// sees (the variant, the trump, the seat, its hand, the tricks, the known cards). A verdict is
// then the position's: the practice table, `belote coach` and any later run give the same one,
// whatever seed they were given (issue 23), while the layouts are still a uniform random sample
// and the verdict still calls a mistake only beyond its sampling bound.
func PositionSeed(p *evaluate.Position) uint64 {
	h := fnv.New64a()
	b := []byte(p.Variant.Name)
	b = append(b, byte(p.Trump), byte(p.Seat))
	set := func(s engine.Set) {
		for i := range 4 {
			b = append(b, byte(uint32(s)>>(8*i)))
		}
	}
	set(p.Hand)
	for _, k := range p.Known {
		set(k)
	}
	for _, t := range append(append([]evaluate.Trick(nil), p.History...), p.Trick) {
		b = append(b, byte(t.Leader), byte(len(t.Cards)))
		for _, c := range t.Cards {
			b = append(b, byte(c))
		}
	}
	h.Write(b)
	return h.Sum64()
}
