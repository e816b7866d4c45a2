package coach

import (
	"context"
	"fmt"
	"math"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
)

// The coach judges the seat's bids as the `bid` puzzles are answered (internal/ai/bidsim): from what
// the seat could see when it spoke (its five cards, the retourne, its seat, the dealer and the
// passes before it, T3–T5), the other choices are simulated on random deals of the unseen cards,
// each played out open-card, and the bid is faulted only when another choice was clearly better.

// BidMoment is one bid the seat said and the position it saw then.
type BidMoment struct {
	Pos bidsim.Position
	Bid engine.Suit // the suit taken, or NoSuit for a pass
}

// BidMoments lists the bids seat said in a deal's bidding (bids in the order said, T4, T5), each
// with its position: hand is the seat's five cards before the hands were completed (T3). Every
// bid before a seat's is a pass, since the first to take ends the bidding; bids that break T4/T5
// are an error.
func BidMoments(v *engine.Variant, dealer, seat engine.Seat, hand engine.Set, retourne engine.Card, bids []engine.Bid) ([]BidMoment, error) {
	var out []BidMoment
	for i, b := range bids {
		if b.Seat != seat {
			if b.Take() && i != len(bids)-1 {
				return nil, fmt.Errorf("bid %d: %s took, yet the bidding went on (T4, T5)", i+1, b.Seat)
			}
			continue
		}
		m := BidMoment{Pos: bidsim.Position{Variant: v, Dealer: dealer, Seat: seat, Round: b.Round, Hand: hand, Retourne: retourne}, Bid: b.Suit}
		if err := m.Pos.Check(); err != nil {
			return nil, err
		}
		if _, ok := m.Pos.ChoiceOf(b.Suit); !ok {
			return nil, fmt.Errorf("bid %d: %s may not take with %s in round %d (T4, T5)", i+1, seat, b.Suit.Format(v.Face), b.Round)
		}
		if want := len(m.Pos.Bids()); want != i {
			return nil, fmt.Errorf("bid %d: %s speaks after %d bids, not %d, in round %d (T4, T5)", i+1, seat, i, want, b.Round)
		}
		out = append(out, m)
	}
	return out, nil
}

// BidOptions bound the simulation of one bid: it starts on First sampled deals (0: 50) and
// doubles them until the verdict is clear or cannot become so within Max (0: bidsim.MinSamples);
// the deals are drawn from Seed on Workers goroutines (0: one per core).
//
// Playouts, when not 0, caps the work of one bid: the deals simulated times the choices played
// out on each (the pass and each suit the seat may name: 2 in the first round, 4 in the second,
// where a deal costs twice as much). Max is then at most Playouts / choices deals, and a verdict
// still unsettled there is dropped (BidVerdict.Capped): the coach says nothing about that bid.
type BidOptions struct {
	First, Max int
	Seed       uint64
	Workers    int
	Playouts   int
}

// forPosition fills in the defaults and applies the playout cap to a position with that many
// choices.
func (o BidOptions) forPosition(choices int) BidOptions {
	if o.First <= 0 {
		o.First = 50
	}
	if o.Max <= 0 {
		o.Max = bidsim.MinSamples
	}
	if o.Playouts > 0 {
		o.Max = max(min(o.Max, o.Playouts/choices), 2)
	}
	o.First = min(o.First, o.Max)
	return o
}

// BidVerdict is the simulation's judgement of one bid.
type BidVerdict struct {
	BidMoment
	Result bidsim.Result // the figures on the deals simulated (Result.Samples)
	Chosen bidsim.Choice // the bid said
	Other  bidsim.Choice // the best of the other choices (highest expected score)
	// Diff is the mean of Other's score minus Chosen's on the same deals, Half the half-width of
	// its 95 % interval.
	Diff, Half float64
	// Outcomes are the sampled deals, in sample order: any other comparison of two choices on
	// the same deals (bidsim.Paired).
	Outcomes []bidsim.Outcome
	// Capped: the playout cap (BidOptions.Playouts) ended the simulation on a verdict that is not
	// clear, where without the cap it would have gone on; the coach says nothing of the bid.
	Capped bool
}

// Clear reports whether the 95 % interval of the difference excludes 0.
func (v BidVerdict) Clear() bool { return math.Abs(v.Diff) > v.Half }

// Wrong reports whether another choice was clearly better: the coach says so only then.
func (v BidVerdict) Wrong() bool { return v.Diff > 0 && v.Clear() }

// JudgeBid simulates the position of m, stopping as soon as the verdict is clear (the interval
// excludes 0) or cannot become clear within o.Max: when the difference is below the half-width
// the interval would have at o.Max (it shrinks as the square root of the samples). The samples
// depend on (Seed, index) only, so the verdict is that of bidsim.Simulate on Result.Samples deals
// whatever the cores; the sample counts looked at are First, 2·First, 4·First… and Max.
func JudgeBid(ctx context.Context, m BidMoment, o BidOptions) (BidVerdict, error) {
	uncapped := o
	uncapped.Playouts = 0
	full := uncapped.forPosition(1).Max
	o = o.forPosition(1 + len(m.Pos.Suits()))
	chosen, ok := m.Pos.ChoiceOf(m.Bid)
	if !ok {
		return BidVerdict{}, fmt.Errorf("%s may not take with %s in round %d (T4, T5)", m.Pos.Seat, m.Bid, m.Pos.Round)
	}
	var outs []bidsim.Outcome
	for n := o.First; ; n = min(2*n, o.Max) {
		more, err := bidsim.Outcomes(ctx, m.Pos, len(outs), n, o.Seed, o.Workers)
		if err != nil {
			return BidVerdict{}, err
		}
		outs = append(outs, more...)
		v := verdictOn(m, chosen, outs)
		if settled(v.Diff, v.Half, n, o.Max) {
			v.Capped = !v.Clear() && !settled(v.Diff, v.Half, n, full)
			return v, nil
		}
	}
}

// verdictOn compares the chosen bid with the best other choice on the outcomes so far.
func verdictOn(m BidMoment, chosen bidsim.Choice, outs []bidsim.Outcome) BidVerdict {
	v := BidVerdict{BidMoment: m, Result: bidsim.Summarise(m.Pos, outs), Chosen: chosen, Other: bidsim.Pass, Outcomes: outs}
	if chosen == bidsim.Pass {
		v.Other = bidsim.Choice(v.Result.Best)
	} else {
		for k := range v.Result.Suits {
			if c := bidsim.Choice(k); c != chosen && v.Result.EV(c) > v.Result.EV(v.Other) {
				v.Other = c
			}
		}
	}
	v.Diff, v.Half = bidsim.Paired(outs, v.Other, chosen)
	return v
}

// JudgeBids judges each moment in turn.
func JudgeBids(ctx context.Context, moments []BidMoment, o BidOptions) ([]BidVerdict, error) {
	out := make([]BidVerdict, 0, len(moments))
	for _, m := range moments {
		v, err := JudgeBid(ctx, m, o)
		if err != nil {
			return out, err
		}
		out = append(out, v)
	}
	return out, nil
}

// BidsOf returns the bids that a deal's contract implies (T4, T5): when trump is the retourne's
// suit, the seats from the one after the dealer passed until taker took in the first round;
// otherwise all four passed in the first round and, in the second, the seats before taker passed
// until it named trump.
func BidsOf(v *engine.Variant, dealer, taker engine.Seat, trump engine.Suit, retourne engine.Card) []engine.Bid {
	var out []engine.Bid
	first := v.Direction.Next(dealer)
	round := 1
	if trump != retourne.Suit() {
		round = 2
		for i := range 4 {
			out = append(out, engine.Bid{Seat: v.Direction.Nth(first, i), Round: 1, Suit: engine.NoSuit})
		}
	}
	for s := first; s != taker; s = v.Direction.Next(s) {
		out = append(out, engine.Bid{Seat: s, Round: round, Suit: engine.NoSuit})
	}
	return append(out, engine.Bid{Seat: taker, Round: round, Suit: trump})
}

// settled reports whether a sequential bid judgement on n of at most max samples may stop: at max,
// when the 95 % interval of the difference excludes 0, or when it cannot come to exclude it
// within max (|diff| is below the half-width the interval would have there, as it shrinks with
// the square root of the samples).
func settled(diff, half float64, n, max int) bool {
	return n >= max || math.Abs(diff) > half || math.Abs(diff) < half*math.Sqrt(float64(n)/float64(max))
}
