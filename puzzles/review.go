package puzzles

import (
	"context"
	"fmt"
	"sort"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// CardReview is one legal card of a best puzzle: its value and the play that follows it when all
// four then play perfectly, all cards visible (engine/solve).
type CardReview struct {
	Card  engine.Card
	Value int         // trick points North–South win from the current trick to the end (C3, K1)
	Line  []LineTrick // the tricks from the current one to the end of the deal
}

// LineTrick is one trick of a principal line.
type LineTrick struct {
	Leader engine.Seat
	Seats  []engine.Seat // who played each card, in play order (T1)
	Cards  []engine.Card // the first trick includes the cards already on the table
	Winner engine.Seat   // W1
	Points int           // card points, plus the dix de der on the last trick of the deal (K1)
}

// Review returns every legal card of South in a best puzzle, best first (equal values in card
// order), each with its value and a principal line: the feedback of a best puzzle, which shows
// what each card is worth and how the play goes on trick by trick.
func Review(ctx context.Context, p *Puzzle) ([]CardReview, error) {
	if p.View == ViewSeat {
		return nil, fmt.Errorf("puzzle %s shows only South's hand: its answer is an evaluation over the layouts (Answer, Compare), not one open line", p.ID)
	}
	if p.Kind != KindBest {
		return nil, fmt.Errorf("puzzle %s is a %s puzzle, not a best one", p.ID, p.Kind)
	}
	pos := p.SolvePosition()
	values, err := solve.Values(ctx, pos)
	if err != nil {
		return nil, err
	}
	out := make([]CardReview, 0, len(values))
	for _, cv := range values {
		rest, err := solve.Line(ctx, pos.Play(cv.Card))
		if err != nil {
			return nil, err
		}
		seq := append(append(append([]engine.Card(nil), p.Trick...), cv.Card), rest...)
		out = append(out, CardReview{Card: cv.Card, Value: cv.Value, Line: lineTricks(p.Variant, p.Trump, p.Leader, seq)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Value > out[j].Value })
	return out, nil
}

// BestLine returns the first best card of a best puzzle (in card order) with its value and the
// principal line that follows it: what the feedback shows when only the best play is wanted.
func BestLine(ctx context.Context, p *Puzzle) (CardReview, error) {
	if p.View == ViewSeat {
		return CardReview{}, fmt.Errorf("puzzle %s shows only South's hand: its answer is an evaluation over the layouts (Answer, Compare), not one open line", p.ID)
	}
	if p.Kind != KindBest {
		return CardReview{}, fmt.Errorf("puzzle %s is a %s puzzle, not a best one", p.ID, p.Kind)
	}
	pos := p.SolvePosition()
	line, err := solve.Line(ctx, pos)
	if err != nil || len(line) == 0 {
		return CardReview{}, err
	}
	rest, err := solve.Value(ctx, pos)
	if err != nil {
		return CardReview{}, err
	}
	seq := append(append([]engine.Card(nil), p.Trick...), line...)
	return CardReview{Card: line[0], Value: rest, Line: lineTricks(p.Variant, p.Trump, p.Leader, seq)}, nil
}

// SolvePosition is the solver's position of a best puzzle (South to move).
func (p *Puzzle) SolvePosition() solve.Position { return p.openPosition() }

// lineTricks cuts cards played from a trick's start, by leader, into tricks: each winner (W1)
// leads the next (T7); a last trick whose four cards end the sequence gets the dix de der (K1)
// when it empties the hands, which a principal line always does.
func lineTricks(v *engine.Variant, trump engine.Suit, leader engine.Seat, cards []engine.Card) []LineTrick {
	var out []LineTrick
	for len(cards) > 0 {
		n := min(4, len(cards))
		t := LineTrick{Leader: leader, Cards: cards[:n:n], Winner: engine.NoSeat}
		for i := range n {
			t.Seats = append(t.Seats, v.Direction.Nth(leader, i))
		}
		if n == 4 {
			t.Winner = v.Direction.Nth(leader, engine.Winner(trump, t.Cards))
			t.Points = engine.WonPoints(engine.SetOf(t.Cards...), trump, len(cards) == 4)
			leader = t.Winner
		}
		out = append(out, t)
		cards = cards[n:]
	}
	return out
}

// cardLine returns the value of card c in a best puzzle and the principal line that follows it.
func cardLine(ctx context.Context, p *Puzzle, c engine.Card, value int) (CardReview, error) {
	pos := p.SolvePosition()
	rest, err := lineAfter(ctx, pos.Play(c))
	if err != nil {
		return CardReview{}, err
	}
	seq := append(append(append([]engine.Card(nil), p.Trick...), c), rest...)
	return CardReview{Card: c, Value: value, Line: lineTricks(p.Variant, p.Trump, p.Leader, seq)}, nil
}

// Tempting returns the puzzle's tempting card: the one its file names, or else the legal card of
// highest value below the best (the nearest miss), NoCard when every legal card is best.
func Tempting(p *Puzzle) engine.Card {
	if p.Tempting != engine.NoCard {
		return p.Tempting
	}
	a, err := Answer(p)
	if err != nil {
		return engine.NoCard
	}
	if p.View == ViewSeat {
		return seatTempting(p, a.Eval)
	}
	out, top := engine.NoCard, -1
	for _, c := range p.Hands[engine.South] {
		v, ok := a.Values[c]
		if ok && !a.Best.Has(c) && v > top {
			out, top = c, v
		}
	}
	return out
}

// Compare returns the solver's lines of a best puzzle: after its first best card (in hand order)
// and after its tempting card (Tempting).
//
// A ViewSeat puzzle's lines are those of its typical failing layout (Solution.Fail), where the
// tempting card does worse than the best one.
func Compare(ctx context.Context, p *Puzzle) (Comparison, error) {
	if p.View == ViewSeat {
		return seatCompare(ctx, p)
	}
	a, err := Answer(p)
	if err != nil {
		return Comparison{}, err
	}
	t := Tempting(p)
	if t == engine.NoCard {
		return Comparison{}, fmt.Errorf("puzzle %s: every legal card is best, there is no tempting card", p.ID)
	}
	best := engine.NoCard
	for _, c := range p.Hands[engine.South] {
		if a.Best.Has(c) {
			best = c
			break
		}
	}
	var cmp Comparison
	if cmp.Best, err = cardLine(ctx, p, best, a.Values[best]); err != nil {
		return cmp, err
	}
	cmp.Tempting, err = cardLine(ctx, p, t, a.Values[t])
	return cmp, err
}
