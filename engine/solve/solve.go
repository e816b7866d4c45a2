// Package solve is an exact open-card (double-dummy) solver for Belote: with all four hands visible
// and every player playing perfectly, how many trick points does each legal card bring its team?
//
// The value of a card is the number of trick points (card points and dix de der, no capot bonus,
// C3, K1) that the team of the player to move wins from the current trick (its cards already
// played included) to the end of the deal. Legality follows RULES.md §3 with the variant's
// switches, the order of play the variant's direction (T1), and the winner of a trick, decided by
// W1, leads the next (T7).
//
// The search is fail-soft alpha-beta driven by null-window searches (an MTD(f) that gallops from
// a first guess: the value of a narrow game where each player tries only their first two moves,
// or a sibling card's value), with a transposition table of bounds at trick boundaries (keyed by
// the cards still in hand and the leader), move ordering (the table's best lead, killer cards by
// depth and seat, card-play habits), the merging of equivalent cards and of dominated cards
// (search.dominated), bounds from cards of the same chain, from master trumps and from the tricks
// the leader's team is sure to take (search.teamTricks), and the last two tricks by plain
// alpha-beta (search.go). It runs in the caller's goroutine, allocates nothing while searching,
// is deterministic, and stops soon after its context is done.
//
// Speed on the 200 seeded deals of TestSpeedReport, one thread, CPU time (docs/engine.md has the
// tables and what each idea gave): Value median 2.7–3.0 ms, p90 11.5–11.6 ms, max 70–72 ms at
// load 11–12 (before the dominated cards and teamTricks, same runs: 6.8–7.6, 26–28, 157–178);
// Values median 7.3–9.2 ms, p90 27–28 ms (before: 14–15, 44–48). Positions, which do not depend
// on the load: Value median 39.7k, p90 165k, max 1087k (before: 108k, 388k, 2062k).
//
// Positions are solve.Position values; Values, Value and Line are the entry points, as package
// functions (pooled solvers, safe for concurrent use) or as methods of a Solver that a goroutine
// keeps for many positions (bots that sample hands).
package solve

import (
	"context"
	"sync"

	"github.com/belote-trainer/belote/engine"
)

// CardValue is the value of one legal card for the team of the player to move.
type CardValue struct {
	Card  engine.Card
	Value int
}

// Solver solves positions, reusing its transposition table from one position to the next. A
// Solver is not safe for concurrent use: give each goroutine its own (the package functions do).
type Solver struct {
	s search
}

// tableBits sizes the transposition table: 2^17 entries of 8 bytes (1 MiB) in buckets of two.
// On the 200 speed deals it searches 1% fewer positions than the direct-mapped table of 2^19
// entries it replaced (13% fewer on the hardest deal), and in CPU time under load (where a
// larger table's cache misses go to memory) it was 7% faster on the median deal, 8% on the mean.
const tableBits = 17

// guessBits sizes the table of the narrow game that estimate plays for a first guess (512 KiB):
// that game has few positions.
const guessBits = 16

// NewSolver returns a solver with its own transposition table.
func NewSolver() *Solver {
	return &Solver{s: search{tt: newTable(tableBits), guess: newTable(guessBits), width: fullWidth}}
}

// Nodes returns the number of positions searched so far, for benchmarks and tuning.
func (sv *Solver) Nodes() uint64 { return sv.s.nodes }

var pool = sync.Pool{New: func() any { return NewSolver() }}

// Values returns the value of each legal card of the player to move, in card order (see
// Solver.Values).
func Values(ctx context.Context, p Position) ([]CardValue, error) {
	sv := pool.Get().(*Solver)
	defer pool.Put(sv)
	return sv.Values(ctx, p)
}

// Value returns the value of the position for the team of the player to move (see Solver.Value).
func Value(ctx context.Context, p Position) (int, error) {
	sv := pool.Get().(*Solver)
	defer pool.Put(sv)
	return sv.Value(ctx, p)
}

// Line returns a principal line (see Solver.Line).
func Line(ctx context.Context, p Position) ([]engine.Card, error) {
	sv := pool.Get().(*Solver)
	defer pool.Put(sv)
	return sv.Line(ctx, p)
}

// Best returns the cards of highest value.
func Best(values []CardValue) engine.Set {
	var best engine.Set
	top := -1
	for _, cv := range values {
		switch {
		case cv.Value > top:
			top, best = cv.Value, engine.SetOf(cv.Card)
		case cv.Value == top:
			best = best.Add(cv.Card)
		}
	}
	return best
}

// Value returns the points that the team of the player to move wins from the current trick on,
// when all four play perfectly: the value of their best card.
func (sv *Solver) Value(ctx context.Context, p Position) (int, error) {
	if err := sv.begin(ctx, &p); err != nil {
		return 0, err
	}
	r := sv.s.load(&p)
	f := func(alpha, beta int) int { return sv.s.rootValue(&r, alpha, beta) }
	ns := sv.s.mtdf(sv.s.estimate(0, r.total, f), 0, r.total, true, f)
	if err := sv.end(ctx); err != nil {
		return 0, err
	}
	return r.forMover(ns), nil
}

// Values returns the value of each legal card of the player to move (§3), in card order: the
// points their team wins from the current trick on when that card is played and all four then
// play perfectly with all cards visible.
func (sv *Solver) Values(ctx context.Context, p Position) ([]CardValue, error) {
	if err := sv.begin(ctx, &p); err != nil {
		return nil, err
	}
	vals := sv.s.values(&p)
	if err := sv.end(ctx); err != nil {
		return nil, err
	}
	return vals, nil
}

// Line returns a principal line: the cards that perfect players put down from the position to the
// end of the deal, in the order of play. At each turn it is the first card, in card order, among
// those of highest value.
func (sv *Solver) Line(ctx context.Context, p Position) ([]engine.Card, error) {
	if err := sv.begin(ctx, &p); err != nil {
		return nil, err
	}
	var line []engine.Card
	// Every position on the way keeps the owners of the cards, so the table stays valid: one
	// generation serves the whole line.
	for p.Hands[p.ToMove()] != 0 {
		vals := sv.s.values(&p)
		if sv.s.aborted {
			break
		}
		c := Best(vals).First()
		line = append(line, c)
		p = p.Play(c)
	}
	if err := sv.end(ctx); err != nil {
		return nil, err
	}
	return line, nil
}

// begin checks the position and starts a new table generation bound to ctx.
func (sv *Solver) begin(ctx context.Context, p *Position) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	sv.s.tt.next()
	sv.s.guess.next()
	sv.s.setup(p.Variant, p.Trump)
	sv.s.forget()
	sv.s.done = ctx.Done()
	sv.s.aborted = false
	return nil
}

// end reports the context's error when the search was cut short.
func (sv *Solver) end(ctx context.Context) error {
	sv.s.done = nil
	if sv.s.aborted {
		sv.s.aborted = false
		// The aborted search may have written half-searched bounds: forget them.
		sv.s.tt.next()
		sv.s.guess.next()
		return context.Cause(ctx)
	}
	return nil
}

// root is the position at the root of a search, in the search's terms.
type root struct {
	seat, pos, led int // who is to move, which card of the trick they play, the led suit
	master         uint8
	masterSeat     int
	tp             int // points on the table
	total          int // points still to share, the table's included, dix de der included
}

// forMover turns NS points into points of the mover's team (the values are zero-sum).
func (r *root) forMover(ns int) int {
	if r.seat&1 == 0 {
		return ns
	}
	return r.total - ns
}

// load puts the position's hands and trick into the search, which must be set up for its
// variant and trump.
func (s *search) load(p *Position) root {
	r := root{seat: int(p.Leader), master: noMove, masterSeat: -1}
	for _, seat := range engine.Seats {
		s.hands[seat] = s.internal(p.Hands[seat])
	}
	s.onTable = 0
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	for i, ec := range p.Trick {
		c := s.toInt[ec]
		switch {
		case i == 0:
			r.led, r.master, r.masterSeat = int(c>>3), c, r.seat
		case s.beats(c, r.master):
			r.master, r.masterSeat = c, r.seat
		}
		r.tp += s.pts[c]
		s.onTable |= 1 << c
		r.seat = s.next[r.seat]
	}
	r.pos = len(p.Trick)
	r.total = s.points(all) + r.tp + engine.DixDeDer
	return r
}

// rootValue searches the root position itself: NS points.
func (s *search) rootValue(r *root, alpha, beta int) int {
	if r.pos == 0 {
		return s.lead(r.seat, alpha, beta)
	}
	return s.follow(r.seat, r.pos, r.led, r.master, r.masterSeat, r.tp, alpha, beta)
}

// legalAt returns the legal cards of the mover at the root, internal numbering.
func (s *search) legalAt(r *root) uint32 {
	if r.pos == 0 {
		return s.hands[r.seat]
	}
	return s.legal(s.hands[r.seat], r.led, r.master, r.masterSeat, r.seat)
}

// values computes the value of each legal card of the position's mover; equivalent cards share
// the value of the one searched.
func (s *search) values(p *Position) []CardValue {
	r := s.load(p)
	legal := s.legalAt(&r)
	live := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3] | s.onTable
	reps := s.reduce(legal, live)
	var ns [32]int
	guess, gallop := r.total/2, false
	for set := legal; set != 0; set &= set - 1 {
		c := uint8(trailing(set))
		if reps&(1<<c) == 0 {
			// Equivalent to the next live card down, which is legal and already valued.
			below := live & belowMask[c]
			ns[c] = ns[31-leading(below)]
			continue
		}
		lo, hi := s.chainWindow(c, legal&^set, live&^s.hands[r.seat], &ns, r.total)
		f := func(alpha, beta int) int {
			return s.play(r.seat, r.pos, c, r.led, r.master, r.masterSeat, r.tp, alpha, beta)
		}
		if !gallop {
			guess, gallop = s.estimate(lo, hi, f), true
		}
		ns[c] = s.mtdf(guess, lo, hi, gallop, f)
		if s.aborted {
			return nil
		}
		guess, gallop = ns[c], true
	}
	out := make([]CardValue, 0, 8)
	for _, ec := range s.engineSet(legal).Cards() {
		out = append(out, CardValue{Card: ec, Value: r.forMover(ns[s.toInt[ec]])})
	}
	return out
}

// chainWindow bounds the value of card c by the values already found for the cards of its
// chain (same suit, no foreign live card between, see search.loop): they differ by at most the
// difference of their points.
func (s *search) chainWindow(c uint8, done, foreign uint32, ns *[32]int, total int) (int, int) {
	lo, hi := 0, total
	for set := done & (uint32(0xFF) << (c &^ 7)); set != 0; set &= set - 1 {
		d := uint8(trailing(set))
		a, b := min(c, d), max(c, d)
		if foreign&aboveMask[a]&belowMask[b] != 0 {
			continue
		}
		diff := s.pts[b] - s.pts[a]
		lo, hi = max(lo, ns[d]-diff), min(hi, ns[d]+diff)
	}
	return lo, hi
}

// engineSet converts an internal set back to engine cards.
func (s *search) engineSet(set uint32) engine.Set {
	var out engine.Set
	for ; set != 0; set &= set - 1 {
		out = out.Add(s.toEng[trailing(set)])
	}
	return out
}

// fullWidth is the real search's width: every move.
var fullWidth = [2]int{8, 8}

// narrowWidth is the game estimate plays: each lead and each follower tries only its first two
// moves in the search's order. On the 200 deals of the speed report its value is the deal's
// value in a quarter of the deals and within 3 points in 40%, for 2% of the positions that
// the real search then saves 14% of (docs/engine.md).
var narrowWidth = [2]int{2, 2}

// estimate returns a first guess for mtdf: the value, within [lo, hi], of the narrow game in
// which every player tries only their first moves. It is a guess and nothing more: that game
// keeps its own table (guess), so none of its bounds reaches the real search, whose result is
// the same whatever the guess; only the number of null-window searches changes. The killers it
// leaves are kept: they are good first moves of the real search too.
func (s *search) estimate(lo, hi int, f func(alpha, beta int) int) int {
	tt := s.tt
	s.tt, s.width = s.guess, narrowWidth
	g := s.mtdf(0, lo, hi, false, f)
	s.tt, s.width = tt, fullWidth
	return g
}

// mtdf finds the exact value, known to lie in [lo, hi], by null-window searches: each search says
// whether the value is below some bound or at least it, and the table keeps what earlier searches
// learned, so each step is cheap. Points move in uneven steps, so plain MTD(f) (next bound = last
// result) can creep: without a guess (gallop false) the bound is the middle of the interval still
// open, which bounds the number of searches by about log2(162); with a guess (the value of a
// sibling card, often close) the first bound is the guess and the next ones gallop away from it
// by 1, 2, 4… until the value is bracketed, then halve the bracket.
func (s *search) mtdf(guess, lo, hi int, gallop bool, f func(alpha, beta int) int) int {
	beta := lo + (hi-lo+1)/2
	if gallop {
		beta = min(max(guess, lo+1), hi)
	}
	step := 1
	up, down := !gallop, !gallop // whether lo, hi moved: once both have, bisect
	for lo < hi {
		g := f(beta-1, beta)
		if s.aborted {
			return 0
		}
		if g < beta {
			hi, down = g, true
		} else {
			lo, up = g, true
		}
		switch {
		case up && down:
			beta = lo + (hi-lo+1)/2
		case up:
			beta = min(lo+step, hi)
		default:
			beta = max(hi-step+1, lo+1)
		}
		step *= 2
	}
	return lo
}
