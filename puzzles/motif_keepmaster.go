package puzzles

import (
	"context"
	"slices"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// KeepMaster: South holds the master card of a suit: keep it rather than cash or waste it now
// (hidden hands).
const KeepMaster Motif = 12

func init() {
	register(&motifType{id: KeepMaster, name: "keep-master", view: ViewSeat, seed: 3046,
		pair: func(pos *evaluate.Position, c SeatPair) (Evidence, bool) {
			// A master trump with two tricks left is the dix de der's lesson (masterTrumpForLast).
			return MasterKept{}, len(pos.Trick.Cards) == 0 && !(c.Tempting.Suit() == pos.Trump && pos.Hand.Len() == 2) &&
				seen.IsMaster(pos, c.Tempting) && !seen.IsMaster(pos, c.Best)
		},
		confirm: func(p *Puzzle, a Solution, c SeatPair, _ Evidence) (Evidence, bool) {
			if !masterDecides(a.Eval, c) {
				return nil, false
			}
			if p.Seen.Hand.Len() == 2 {
				// The last trick's plan (the point's keptLast): what the lines tell is whether the
				// best card can take the current trick.
				wins, n, _ := winsNow(p.Seen, c.Best)
				return MasterKept{BestWins: wins, Layouts: n}, true
			}
			plan, err := planOfMaster(p.Seen, c)
			return MasterKept{Plan: plan, Planned: true}, err == nil && plan.Holds()
		}})
}

// MasterKept is the evidence of a keep-master puzzle: with three tricks or more left, the plan
// that keeping the master buys (Planned); with two, in how many of the consistent layouts the
// best card, led now, takes the current trick on the open-card line (BestWins of Layouts).
type MasterKept struct {
	Plan              MasterPlan
	Planned           bool
	BestWins, Layouts int
}

// winsNow counts the consistent layouts of pos where South's card c, led now, can take the
// current trick (some legal cards of the other seats leave it the winner, §3, W1), of n layouts.
func winsNow(pos *evaluate.Position, c engine.Card) (wins, n int, err error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return 0, 0, err
	}
	l.Each(func(h [4]engine.Set) bool {
		n++
		if canWin(pos, h, append(slices.Clone(pos.Trick.Cards), c)) {
			wins++
		}
		return true
	})
	return wins, n, nil
}

// canWin reports whether South can be the winner of the trick in progress, trick its cards so
// far, when each seat still to play picks one of its legal cards in hands h.
func canWin(pos *evaluate.Position, h [4]engine.Set, trick []engine.Card) bool {
	lead := pos.Trick.Leader
	if len(trick) == 4 {
		return pos.Variant.Direction.Nth(lead, engine.Winner(pos.Trump, trick)) == engine.South
	}
	seat := pos.Variant.Direction.Nth(lead, len(trick))
	legal, _ := pos.Variant.Legal(pos.Trump, h[seat], trick)
	for _, x := range legal.Cards() {
		if canWin(pos, h, append(slices.Clip(trick), x)) {
			return true
		}
	}
	return false
}

func (MasterKept) Motif() Motif { return KeepMaster }

// masterDecides reports whether keeping the master card is the idea, not only keeping off its
// suit: when South holds other cards of the tempting (master) card's suit, the best of them must
// be SeatMinMean points of mean ahead of the master. Were a small card of the suit as good as the
// master (the old best-seat-keep-master-010: 9♦ and V♦ both 99.5), leading the suit is what
// loses, whichever card of it, and the lesson is another one.
func masterDecides(r *evaluate.Result, c SeatPair) bool {
	master, ok := r.Of(c.Tempting)
	if !ok {
		return false
	}
	best, others := 0, false
	for _, cr := range r.Cards {
		if cr.Card != c.Tempting && cr.Card.Suit() == c.Tempting.Suit() {
			best, others = max(best, cr.Sum), true
		}
	}
	return !others || best-master.Sum >= SeatMinMean*r.Layouts
}

// MasterPlan is what keeping a master card buys, three tricks or more from the end, read off the
// open-card lines of the consistent layouts where the best card scores more than the master led
// now (the layouts the lesson is about): led now, a plain master is ruffed by an opponent, and a
// master trump leaves an opponent a trump that wins a later trick; after the best card, an
// opponent's trump falls on the best card's trick (a trump lead draws it, P2, P3; a plain card
// makes them ruff it) and the master wins a later trick. A point says what the lines show, not a
// guess at what they might.
type MasterPlan struct {
	Gains  int // layouts where the best card scores more than the master led now
	Ruffed int // of those, layouts where the master led now is ruffed (a master trump: where an opponent's trump wins a later trick)
	Plan   int // of those, layouts where an opponent's trump falls on the best card's trick and the master wins a later one
	Both   int // of those, layouts of Ruffed and of Plan: the whole idea
	// NowRuffs is, by seat, in how many of the Ruffed layouts that opponent ruffs the master led now.
	NowRuffs [4]int
	// Ruffs is, by seat, in how many of the Both layouts that opponent puts a trump on the best
	// card's trick; Wins in how many of them it wins that trick.
	Ruffs, Wins [4]int
}

// Holds reports whether the plan is the puzzle's idea: in at least half of the layouts where the
// best card does better, the master led now is ruffed, the best card's trick takes a trump from
// the opponents, and the master wins a later trick (the old best-seat-keep-master-009 had it in
// 18 of 71, -015 in none: East followed to the master).
func (m MasterPlan) Holds() bool { return m.Gains > 0 && 2*m.Both >= m.Gains }

// NowRuffers are the opponents that a point may name as ruffing the master led now: those that
// ruff it in every Ruffed layout.
func (m MasterPlan) NowRuffers() []engine.Seat { return ruffers(m.NowRuffs, m.Ruffed) }

// BothRuffers are the opponents that a point may name as putting a trump on the best card's
// trick: those that do in every Both layout.
func (m MasterPlan) BothRuffers() []engine.Seat { return ruffers(m.Ruffs, m.Both) }

// ruffers are the opponents that a point may name: the ones that ruff in every layout counted,
// by[s] of them out of of (Ruffs of Both, or NowRuffs of Ruffed for the master led now).
func ruffers(by [4]int, of int) []engine.Seat {
	var out []engine.Seat
	for _, s := range []engine.Seat{engine.East, engine.West} {
		if of > 0 && by[s] == of {
			out = append(out, s)
		}
	}
	return out
}

// planOfMaster reads the MasterPlan of a keep-master pair (c.Tempting the master) over the
// consistent layouts of pos.
func planOfMaster(pos *evaluate.Position, c SeatPair) (MasterPlan, error) {
	l, err := evaluate.NewLayouts(*pos)
	if err != nil {
		return MasterPlan{}, err
	}
	var mu sync.Mutex
	var gains [][4]engine.Set
	visit := func(_ int, h [4]engine.Set, vals []solve.CardValue) {
		d := c.gain(vals)
		if d > 0 {
			mu.Lock()
			gains = append(gains, h)
			mu.Unlock()
		}
	}
	seatMu.Lock()
	if evaluator == nil {
		evaluator = evaluate.New(0)
	}
	_, err = evaluator.EvaluateLayouts(context.Background(), l, evaluate.Options{Limit: SeatLimit, Visit: visit})
	seatMu.Unlock()
	if err != nil {
		return MasterPlan{}, err
	}
	m := MasterPlan{Gains: len(gains)}
	for _, h := range gains {
		if err := m.add(pos, h, c); err != nil {
			return MasterPlan{}, err
		}
	}
	return m, nil
}

// add reads one layout's two lines into m.
func (m *MasterPlan) add(pos *evaluate.Position, h [4]engine.Set, c SeatPair) error {
	open := layoutPosition(pos, h)
	now, err := lineFrom(open, c.Tempting)
	if err != nil {
		return err
	}
	ruffer := ruffedBy(now, pos.Trump, c.Tempting.Suit() == pos.Trump)
	ruffed := ruffer != engine.NoSeat
	if ruffed {
		m.Ruffed++
		m.NowRuffs[ruffer]++
	}
	kept, err := lineFrom(open, c.Best)
	if err != nil {
		return err
	}
	first, later := kept[0], false
	for _, t := range kept[1:] {
		later = later || t.Winner == engine.South && t.Cards[slices.Index(t.Seats, engine.South)] == c.Tempting
	}
	var fell []engine.Seat
	for _, s := range []engine.Seat{engine.East, engine.West} {
		if trumpOf(first, s, pos.Trump) && later {
			fell = append(fell, s)
		}
	}
	if len(fell) == 0 {
		return nil
	}
	m.Plan++
	if !ruffed {
		return nil
	}
	m.Both++
	for _, s := range fell {
		m.Ruffs[s]++
		if first.Winner == s {
			m.Wins[s]++
		}
	}
	return nil
}

// ruffedBy is the opponent whose trump takes what the master's line risks: the master's own
// trick, ruffed (a plain master), or a later trick, whatever was led (a master trump: the trump
// it left them); NoSeat when none does.
func ruffedBy(line []LineTrick, trump engine.Suit, masterTrump bool) engine.Seat {
	if !masterTrump {
		if t := line[0]; t.Winner.Team() == engine.EW && trumpOf(t, t.Winner, trump) {
			return t.Winner
		}
		return engine.NoSeat
	}
	for _, t := range line[1:] {
		if t.Winner.Team() == engine.EW && trumpOf(t, t.Winner, trump) {
			return t.Winner
		}
	}
	return engine.NoSeat
}

// lineFrom is the open-card principal line after South plays c, cut into tricks.
func lineFrom(open solve.Position, c engine.Card) ([]LineTrick, error) {
	rest, err := solve.Line(context.Background(), open.Play(c))
	if err != nil {
		return nil, err
	}
	seq := append(append(append([]engine.Card(nil), open.Trick...), c), rest...)
	return lineTricks(open.Variant, open.Trump, open.Leader, seq), nil
}

// trumpOf reports whether seat played a trump on trick t.
func trumpOf(t LineTrick, seat engine.Seat, trump engine.Suit) bool {
	i := slices.Index(t.Seats, seat)
	return i >= 0 && t.Cards[i].Suit() == trump
}
