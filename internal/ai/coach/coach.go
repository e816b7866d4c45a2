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

// Moment is one card the seat played, and what the seat saw just before: the table then (the
// finished tricks, the trick in progress, the contract, the retourne, the announcements), its hand,
// and the position the evaluator reads from them. It is what a caller needs to rebuild the seat's
// view at that moment (a personal puzzle from a coached mistake).
type Moment struct {
	Trick int // 1 to 8
	Card  engine.Card
	Seat  engine.Seat
	Table evaluate.Table // Tricks: the finished ones, then the trick in progress (N cards)
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
			out = append(out, Moment{Trick: i + 1, Card: t.Cards[j], Seat: seat, Table: table, Pos: table.Position(seat, hand)})
			hand = hand.Remove(t.Cards[j])
		}
	}
	return out
}

// Options sets the evaluation. With Samples > 0, positions with at most Limit layouts (0:
// evaluate.DefaultLimit) are evaluated exactly, the others on Samples layouts drawn from Seed.
// With Samples 0, the coach's budget (BudgetFor) decides, Limit still bounding the exact
// evaluation, and the layouts are drawn from the position's own seed (PositionSeed), not Seed:
// the verdict is the position's.
type Options struct {
	Samples int
	Seed    uint64
	Limit   int
}

func (o Options) limit() int {
	if o.Limit <= 0 {
		return evaluate.DefaultLimit
	}
	return o.Limit
}

// Judge judges each moment with ev.
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

// JudgeOne judges one moment: on fixed samples when o.Samples > 0 (exact within the limit), else
// within the budget of its hand's size (JudgeInBudget).
func JudgeOne(ctx context.Context, ev *evaluate.Evaluator, m Moment, o Options) (Verdict, error) {
	if o.Samples > 0 {
		l, err := evaluate.NewLayouts(m.Pos)
		if err != nil {
			return Verdict{}, err
		}
		if l.Count() <= uint64(o.limit()) {
			return judgeExact(ctx, ev, l, m, o.limit())
		}
		var s sample
		if err := s.draw(ctx, ev, l, m, o.Seed, o.Samples); err != nil {
			return Verdict{}, err
		}
		return s.finish(ctx)
	}
	return JudgeInBudget(ctx, ev, m, BudgetFor(m.Pos.Hand.Len()), o.Limit)
}
