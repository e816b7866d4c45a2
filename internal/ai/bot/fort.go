package bot

import (
	"context"
	"math"
	"math/rand/v2"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

// FortOptions bound the work of the fort level.
type FortOptions struct {
	// Samples is the number of layouts of the hidden cards drawn per decision (default 16); a
	// position with few layouts is evaluated on all of them, and late positions on more (layoutsFor).
	Samples int
	// FromCards: the bot evaluates once its hand holds at most this many cards; before that it
	// plays like the intermédiaire (0: always evaluate). Early positions are the slow ones for the
	// exact solver.
	FromCards int
	// Budget, when not zero, bounds the time of one decision: the layouts solved by then decide
	// (the bot is then no longer deterministic).
	Budget time.Duration
}

// DefaultSamples is the number of samples when FortOptions.Samples is 0.
const DefaultSamples = 16

// AppFort is the fort level of the practice table: 12 samples from six cards in hand, which keeps
// a card under 300 ms here (BenchmarkAppFortCard) and measures as strong (docs/bots.md).
var AppFort = FortOptions{Samples: 12, FromCards: 6}

// layoutsFor is the number of layouts a position with n cards in hand is evaluated on: every
// consistent layout when they are no more, else that many drawn at random. Late in the deal a
// layout costs little (one of n cards costs roughly ten times one of n-1, engine/solve) and the
// decisions are close, so the count grows as the hand shrinks, for about the work of the samples
// at six cards.
func layoutsFor(n, samples int) int {
	switch {
	case n <= 3:
		return max(samples, 2000) // at most 1,680 layouts of a few microseconds each
	case n == 4:
		return max(samples, 400)
	case n == 5:
		return max(samples, 60)
	case n == 6:
		return 2 * samples
	}
	return samples
}

// fort plays the legal card of best mean open-card value over the layouts of the hidden cards
// consistent with what it has seen (engine/evaluate), reusing one solver.
type fort struct {
	rng  *rand.Rand
	opts FortOptions
	ev   *evaluate.Evaluator
}

// NewFort returns a fort bot with its own solver.
func NewFort(seed uint64, opts FortOptions) Player {
	if opts.Samples <= 0 {
		opts.Samples = DefaultSamples
	}
	return &fort{rng: rand.New(rand.NewPCG(seed, seed^0x51ed27)), opts: opts, ev: evaluate.NewWith(solve.NewSolver())}
}

// fortTakes: the intermédiaire's hand strength, but from 9 in round 1. The take-or-pass
// simulation (internal/ai/bidsim, open-card play of the sampled deals) loses on average by taking a
// round-1 hand of strength 8, typically two low trumps with side aces (docs/bots.md, "Fort
// bidding"), and is about even at 9.
var fortTakes = thresholds{9, 9}

// Bid takes on the strength of the hand (see fortTakes).
func (b *fort) Bid(v BidView) engine.Suit { return bidOnStrength(v, fortTakes) }

func (b *fort) Play(v View) engine.Move {
	legal := v.Legal()
	if legal.Len() == 1 || (b.opts.FromCards > 0 && v.Hand.Len() > b.opts.FromCards) {
		return finish(v, heuristicCard(v))
	}
	c, ok := b.evaluated(v, legal)
	if !ok {
		c = heuristicCard(v)
	}
	return finish(v, c)
}

// TableOf returns what every player sees of the deal in the view.
func TableOf(v View) evaluate.Table {
	return evaluate.Table{Variant: v.Variant, Trump: v.Trump, Taker: v.Taker, Retourne: v.Retourne, Declared: v.Declared, Tricks: v.Tricks}
}

// Layouts returns the layouts of the hidden cards consistent with what the player has seen.
func (v View) Layouts() (*evaluate.Layouts, error) {
	t := TableOf(v)
	return evaluate.NewLayouts(t.Position(v.Seat, v.Hand))
}

// evaluated returns the legal card of best mean score over the layouts (see scorer).
func (b *fort) evaluated(v View, legal engine.Set) (engine.Card, bool) {
	ctx := context.Background()
	if b.opts.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.opts.Budget)
		defer cancel()
	}
	l, err := v.Layouts()
	if err != nil {
		return engine.NoCard, false // a view of a real deal always has its true layout
	}
	// Where the layouts are too many to take all, draw as many as the exact evaluation would
	// have taken: late in the deal they are cheap, and the decisions there are close.
	n := layoutsFor(v.Hand.Len(), b.opts.Samples)
	o := evaluate.Options{Samples: n, Seed: b.rng.Uint64(), ExactUpTo: n, Partial: true,
		Utility: scoreUtility(v)}
	r, err := b.ev.EvaluateLayouts(ctx, l, o)
	if err != nil {
		return engine.NoCard, false // out of time before the first layout
	}
	best := engine.NoCard
	top := math.MinInt
	for _, cr := range r.Cards {
		// On equal value, give away the cheaper card.
		if cr.Sum > top || cr.Sum == top && lowest(engine.SetOf(cr.Card, best), v.Trump) == cr.Card {
			best, top = cr.Card, cr.Sum
		}
	}
	return best, legal.Has(best)
}
