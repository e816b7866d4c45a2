// Package evaluate values the legal cards of a player who sees only their own hand and what has
// been played (CLI.md `evaluate`): it goes through the layouts of the unseen cards that are
// consistent with the play (every card each seat played was legal for the hand it held, §3, by
// the engine's own Legal), solves each open-card (engine/solve) and averages.
//
// When the layouts are few (Options.Limit) it takes them all and the result is exact; otherwise it
// draws them uniformly at random among the consistent ones (Layouts.Draw), reproducibly from a
// seed. Solving is spread over a fixed number of workers, one solve.Solver each; the sums are
// integers, so the result is the same whatever the number of workers. It is pure (no I/O) and
// stops soon after its context is done.
//
// The coach and the fort bot use this evaluator; the CLI exposes it as `belote evaluate`.
package evaluate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// DefaultLimit is the largest number of layouts evaluated exactly when Options.Samples is 0: the
// least CLI.md allows, since an early position within it can take minutes (a first-trick position
// with a ruff can have a few thousand layouts, each a whole deal to solve, about 0.1 s). Three
// tricks from the end a position has at most 1,680 layouts, four tricks from the end up to 34,650.
const DefaultLimit = 5000

// Options say which layouts to evaluate.
type Options struct {
	// Samples is 0 for every consistent layout (an error when there are more than Limit), or N > 0
	// for N layouts drawn independently and uniformly at random (with replacement).
	Samples int
	// Seed fixes the draws.
	Seed uint64
	// Limit bounds the exact evaluation when Samples is 0 (0: DefaultLimit).
	Limit int
	// ExactUpTo: with Samples > 0, a position with at most this many layouts is evaluated exactly
	// instead (0: always sample).
	ExactUpTo int
	// Skip: with sampled layouts, the first Skip draws are drawn but not solved, and the result is
	// that of the others: a caller that solved them already adds the two results (Merge) and has
	// the evaluation of all Samples draws, in stages (the coach's sequential stop).
	Skip int
	// Partial: when the context ends, the layouts solved by then make the result (not exact),
	// rather than an error; an error still when none was.
	Partial bool
	// Utility, when set, turns the values of one layout (the trick points of the mover's team
	// from the current trick on, one per legal card) into what the caller maximises, such as the
	// deal's score (the fort bot), by rewriting vals in place; the sums and best counts are then of
	// those. A monotone utility keeps each layout's open-card play perfect. It must be safe for
	// concurrent use.
	Utility func(hands [4]engine.Set, vals []solve.CardValue)
	// Visit, when set, is called with each layout solved: its index in the evaluation's order
	// (Layouts.Each for an exact one, the draw order otherwise), its hands and the values of the
	// legal cards (after Utility). It is called from the workers, concurrently: a caller that
	// keeps what it sees stores it by index (the hidden-hand puzzles' typical failing layout).
	Visit func(i int, hands [4]engine.Set, vals []solve.CardValue)
	// Need is the trick points the mover's team must take from the current trick on to reach its
	// goal (Position.Need: the contract made, or broken by the defence): each card's Makes counts
	// the layouts where its open-card value, before Utility, is at least Need. 0 (every layout
	// makes it) when the caller has no goal.
	Need int
}

// TooManyError is returned when an exact evaluation would take more layouts than the limit.
type TooManyError struct {
	Count uint64
	Limit int
}

func (e *TooManyError) Error() string {
	return fmt.Sprintf("%d consistent layouts, more than the exact limit of %d: ask for samples", e.Count, e.Limit)
}

// CardResult is what the evaluation says of one legal card.
type CardResult struct {
	Card engine.Card
	Sum  int // its open-card value (solve), summed over the layouts
	Best int // the number of layouts in which its value is the highest of all legal cards (ties count for each)
	// Makes is the number of layouts in which its value reaches Options.Need (before Utility): the
	// layouts where, after this card and perfect play by all, the mover's team reaches its goal.
	Makes int
}

// Result is the evaluation of a position.
type Result struct {
	ToMove  engine.Seat
	Layouts int  // the number of layouts evaluated
	Exact   bool // every consistent layout, each once
	Need    int  // Options.Need, what Makes was counted against
	Cards   []CardResult
}

// Mean returns the card's mean value over the layouts.
func (r *Result) Mean(cr CardResult) float64 { return float64(cr.Sum) / float64(r.Layouts) }

// Share returns the fraction of layouts in which the card is best.
func (r *Result) Share(cr CardResult) float64 { return float64(cr.Best) / float64(r.Layouts) }

// MakeShare returns the fraction of layouts in which the card reaches the need (Options.Need).
func (r *Result) MakeShare(cr CardResult) float64 { return float64(cr.Makes) / float64(r.Layouts) }

// SafestCards returns the legal cards that reach the need in the most layouts.
func (r *Result) SafestCards() engine.Set {
	return r.topBy(func(cr CardResult) int { return cr.Makes })
}

// BestCards returns the legal cards of highest mean, compared on the integer sums.
func (r *Result) BestCards() engine.Set {
	return r.topBy(func(cr CardResult) int { return cr.Sum })
}

// topBy returns the legal cards of highest key.
func (r *Result) topBy(key func(CardResult) int) engine.Set {
	var best engine.Set
	top := math.MinInt
	for _, cr := range r.Cards {
		switch k := key(cr); {
		case k > top:
			top, best = k, engine.SetOf(cr.Card)
		case k == top:
			best = best.Add(cr.Card)
		}
	}
	return best
}

// Merge returns the evaluation of a's layouts and b's together, two evaluations of the same
// position on different layouts (not exact: the layouts may repeat).
func Merge(a, b *Result) *Result {
	out := &Result{ToMove: a.ToMove, Layouts: a.Layouts + b.Layouts, Need: a.Need}
	for _, cr := range a.Cards {
		if o, ok := b.Of(cr.Card); ok {
			cr.Sum, cr.Best, cr.Makes = cr.Sum+o.Sum, cr.Best+o.Best, cr.Makes+o.Makes
		}
		out.Cards = append(out.Cards, cr)
	}
	return out
}

// Of returns the result of card c, and false when c is not a legal card of the position.
func (r *Result) Of(c engine.Card) (CardResult, bool) {
	for _, cr := range r.Cards {
		if cr.Card == c {
			return cr, true
		}
	}
	return CardResult{}, false
}

// Evaluator evaluates positions with a fixed number of workers, each with its own solver that it
// keeps from one position to the next. An Evaluator is not safe for concurrent use.
type Evaluator struct {
	solvers []*solve.Solver
}

// New returns an evaluator with that many workers (0: one per available core).
func New(workers int) *Evaluator {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return &Evaluator{solvers: make([]*solve.Solver, workers)}
}

// NewWith returns a one-worker evaluator that uses sv, for a caller that keeps its own solver.
func NewWith(sv *solve.Solver) *Evaluator { return &Evaluator{solvers: []*solve.Solver{sv}} }

// Evaluate validates the position, finds its consistent layouts and evaluates them.
func (e *Evaluator) Evaluate(ctx context.Context, p Position, o Options) (*Result, error) {
	l, err := NewLayouts(p)
	if err != nil {
		return nil, err
	}
	return e.EvaluateLayouts(ctx, l, o)
}

// EvaluateLayouts evaluates layouts already found.
func (e *Evaluator) EvaluateLayouts(ctx context.Context, l *Layouts, o Options) (*Result, error) {
	deals, exact, err := pick(l, o)
	if err != nil {
		return nil, err
	}
	if !exact && o.Skip > 0 {
		deals = deals[min(o.Skip, len(deals)):]
	}
	p := l.Position()
	legal, _ := p.Variant.Legal(p.Trump, p.Hand, p.Trick.Cards)
	t, err := e.solveAll(ctx, p, deals, o)
	n := t.n
	switch {
	case err != nil && o.Partial && n > 0 && ctx.Err() != nil:
		exact = false
	case err != nil:
		return nil, err
	}
	r := &Result{ToMove: p.Seat, Layouts: n, Exact: exact, Need: o.Need}
	for _, c := range legal.Cards() {
		r.Cards = append(r.Cards, CardResult{Card: c, Sum: t.sum[c], Best: t.best[c], Makes: t.makes[c]})
	}
	return r, nil
}

// pick returns the layouts to evaluate and whether they are all of them.
func pick(l *Layouts, o Options) ([][4]engine.Set, bool, error) {
	limit := o.Limit
	if limit <= 0 {
		limit = DefaultLimit
	}
	n := l.Count()
	switch {
	case o.Samples < 0:
		return nil, false, fmt.Errorf("samples: %d, must be 0 (every layout) or more", o.Samples)
	case o.Samples == 0 && n > uint64(limit):
		return nil, false, &TooManyError{Count: n, Limit: limit}
	case o.Samples == 0 || n <= uint64(o.ExactUpTo):
		deals := make([][4]engine.Set, 0, n)
		l.Each(func(h [4]engine.Set) bool {
			deals = append(deals, h)
			return true
		})
		if len(deals) == 0 {
			return nil, false, ErrNoLayout
		}
		return deals, true, nil
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x6576616c75617465)) // "evaluate"
	deals := make([][4]engine.Set, o.Samples)
	for i := range deals {
		h, err := l.Draw(rng)
		if err != nil {
			return nil, false, err
		}
		deals[i] = h
	}
	return deals, false, nil
}

// tally is one worker's sums, by card, over the n layouts it solved.
type tally struct {
	sum, best, makes [32]int
	n                int
	err              error
}

// solveAll solves every layout open-card, spread over the workers, and sums the values, the best
// counts and the counts that reach the need of each card, with the number of layouts solved,
// which falls short of len(deals) only with an error.
func (e *Evaluator) solveAll(ctx context.Context, p *Position, deals [][4]engine.Set, o Options) (tally, error) {
	utility, visit, need := o.Utility, o.Visit, o.Need
	workers := min(len(e.solvers), len(deals))
	tallies := make([]tally, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		if e.solvers[w] == nil {
			e.solvers[w] = solve.NewSolver()
		}
		wg.Add(1)
		go func(sv *solve.Solver, t *tally) {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(deals) {
					return
				}
				pos := solve.Position{Variant: p.Variant, Trump: p.Trump, Hands: deals[i], Leader: p.Trick.Leader, Trick: p.Trick.Cards}
				vals, err := sv.Values(ctx, pos)
				if err != nil {
					t.err = err
					return
				}
				reach(t, vals, need)
				if utility != nil {
					utility(deals[i], vals)
				}
				add(t, vals)
				if visit != nil {
					visit(i, deals[i], vals)
				}
				t.n++
			}
		}(e.solvers[w], &tallies[w])
	}
	wg.Wait()
	var all tally
	for i := range tallies {
		if tallies[i].err != nil {
			all.err = tallies[i].err
		}
		all.n += tallies[i].n
		for c := range all.sum {
			all.sum[c] += tallies[i].sum[c]
			all.best[c] += tallies[i].best[c]
			all.makes[c] += tallies[i].makes[c]
		}
	}
	return all, all.err
}

// reach counts the cards whose value in one layout reaches the need (the trick points, before a
// Utility rewrites them).
func reach(t *tally, vals []solve.CardValue, need int) {
	for _, cv := range vals {
		if cv.Value >= need {
			t.makes[cv.Card]++
		}
	}
}

// add counts one layout's values.
func add(t *tally, vals []solve.CardValue) {
	top := math.MinInt
	for _, cv := range vals {
		t.sum[cv.Card] += cv.Value
		top = max(top, cv.Value)
	}
	for _, cv := range vals {
		if cv.Value == top {
			t.best[cv.Card]++
		}
	}
}
