package puzzles

import (
	"context"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// ReadVoid: a seat showed in an earlier trick that it has no card of a suit, and the two cards
// turn on it (hidden hands).
const ReadVoid Motif = 11

func init() {
	register(&motifType{id: ReadVoid, name: "read-void", view: ViewSeat, seed: 3026,
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			v, ok := voidRead(pos, c)
			return VoidToRead{v}, ok
		},
		// The void must also decide the puzzle (voidDecides), and its ruff be what the best card
		// escapes (ruffDecides): that costs evaluations, so pair, which a generator tries on every
		// card, does not ask it.
		confirm: func(p *Puzzle, _ Solution, c SeatPair, ev Evidence) (Evidence, bool) {
			v := ev.(VoidToRead).Void
			decides, err := voidDecides(p.Seen, v, c)
			if err != nil || !decides {
				return nil, false
			}
			escapes, err := ruffDecides(p.Seen, v, c)
			return ev, err == nil && escapes
		}})
}

// VoidToRead is the evidence of a read-void puzzle: the void the two cards turn on.
type VoidToRead struct{ seen.Void }

func (VoidToRead) Motif() Motif { return ReadVoid }

// ruffDecides reports whether the void's ruff is what the best card escapes: over the consistent
// layouts where v.Seat still holds a trump, the best card is SeatMinMean points of mean ahead of
// the tempting one. Without it a void can be read where the best card is ruffed as easily (the
// old best-seat-read-void-004: East ruffed clubs, but R♠ is the last spade, and whoever holds the
// last trump ruffs it as well as 8♣).
func ruffDecides(pos *evaluate.Position, v seen.Void, c SeatPair) (bool, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return false, err
	}
	var mu sync.Mutex
	diff, n := 0, 0
	visit := func(_ int, h [4]engine.Set, vals []solve.CardValue) {
		if h[v.Seat].Of(pos.Trump) == 0 {
			return
		}
		d := c.gain(vals)
		mu.Lock()
		defer mu.Unlock()
		diff, n = diff+d, n+1
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	if _, err := evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Limit: SeatLimit, Visit: visit}); err != nil {
		return false, err
	}
	return n > 0 && diff >= SeatMinMean*n, nil
}

// opponentVoid reports whether East or West showed a void in suit s.
func opponentVoid(voids []seen.Void, s engine.Suit) bool {
	for _, v := range voids {
		if v.Suit == s && v.Seat.Team() == engine.EW {
			return true
		}
	}
	return false
}

// voidRead finds the void the two cards turn on: South leads; a seat showed a void in a plain suit,
// the void constrains the layouts (voidConstrains) and the seat may still hold a trump in some
// consistent layout; and either that seat is an opponent, the
// tempting card leads that suit into its ruff and the best card does not, or it is North (and no
// opponent showed a void in that suit) and the best card, not a master (North would not ruff a
// winner), leads the suit for North to ruff while the tempting card does not.
func voidRead(pos *evaluate.Position, c SeatPair) (seen.Void, bool) {
	if len(pos.Trick.Cards) != 0 {
		return seen.Void{}, false
	}
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return seen.Void{}, false
	}
	voids := seen.ShownVoids(pos)
	for _, v := range voids {
		if v.Suit == pos.Trump || l.MayHold(v.Seat).Of(pos.Trump) == 0 || !voidConstrains(pos, v) {
			continue
		}
		if v.Seat == engine.North && opponentVoid(voids, v.Suit) {
			continue // an opponent could ruff the lead too: not a clean reading
		}
		into := c.Tempting.Suit() == v.Suit && c.Best.Suit() != v.Suit
		forNorth := c.Best.Suit() == v.Suit && c.Tempting.Suit() != v.Suit && !seen.IsMaster(pos, c.Best)
		if v.Seat.Team() == engine.EW && into || v.Seat == engine.North && forNorth {
			return v, true
		}
	}
	return seen.Void{}, false
}

// voidCards are the cards with which v.Seat showed its void in v.Suit, with its partner's when v
// is an opponent's (either opponent void there makes the lead a ruff): every card of another suit
// that those seats played on a lead of that suit.
func voidCards(pos *evaluate.Position, v seen.Void) engine.Set {
	var out engine.Set
	for _, t := range pos.History {
		for j, c := range t.Cards[1:] {
			s := pos.Variant.Direction.Nth(t.Leader, j+1)
			if (s == v.Seat || v.Seat.Team() == engine.EW && s.Team() == engine.EW) && t.Cards[0].Suit() == v.Suit && c.Suit() != v.Suit {
				out = out.Add(c)
			}
		}
	}
	return out
}

// unreadLayouts are the layouts South would believe in without reading v: every play checked
// but the cards that showed it (voidCards).
func unreadLayouts(pos *evaluate.Position, v seen.Void) (*evaluate.Layouts, error) {
	return evaluate.NewLayoutsUnread(*pos, voidCards(pos, v))
}

// voidConstrains reports whether the void tells South something: without it, v.Seat could hold a
// card of v.Suit in some layout. A void in a suit whose every other card South sees or knows
// elsewhere tells nothing (everyone is void there): the lesson would be another one.
func voidConstrains(pos *evaluate.Position, v seen.Void) bool {
	l, err := unreadLayouts(pos, v)
	return err == nil && l.MayHold(v.Seat).Of(v.Suit) != 0
}

// unreadExact bounds the unread layouts that voidDecides evaluates exactly.
const unreadExact = 300

// voidDecides reports whether reading the void decides the puzzle: over the layouts South would
// believe in without it (unreadLayouts), the best card is not SeatMinMean points of mean ahead
// of the tempting card. The evaluation is exact up to unreadExact layouts, else on as many drawn
// from a fixed seed: `belote check` asks it of every built-in read-void puzzle, whose unread
// layouts can be a few thousand.
func voidDecides(pos *evaluate.Position, v seen.Void, c SeatPair) (bool, error) {
	l, err := unreadLayouts(pos, v)
	if err != nil {
		return false, err
	}
	seatMu.Lock()
	defer seatMu.Unlock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	r, err := evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Samples: unreadExact, ExactUpTo: unreadExact, Seed: 13})
	if err != nil {
		return false, err
	}
	best, _ := r.Of(c.Best)
	tempting, _ := r.Of(c.Tempting)
	return best.Sum-tempting.Sum < SeatMinMean*r.Layouts, nil
}
