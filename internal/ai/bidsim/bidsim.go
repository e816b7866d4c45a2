// Package bidsim answers "take or pass?" (RULES.md T4, T5) by simulation: the unseen cards of a
// deal are dealt at random many times; in each sampled deal the seat takes (with each suit it may
// name) or passes, after which the later seats bid as the intermédiaire bot does (internal/ai/bot);
// the deal is then played out open-card perfectly from the first lead (T7) with the exact solver
// (engine/solve) and scored by the engine (K1–K7, announcements A3–A6, belote B1). It is the
// answer of the `bid` puzzles (docs/cli.md, `gen` section).
//
// The work is spread over goroutines, each with its own solver; sample i is drawn from its own
// random stream (seed, i), and the totals are summed in sample order, so the figures depend on the
// seed and the number of samples only, never on the number of cores.
package bidsim

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

// MinSamples is the fewest sampled deals a stated answer may rest on (docs/cli.md).
const MinSamples = 400

// Position is a bidding decision: the seat's five cards, the retourne, and the round; every bid
// before the seat's is a pass (the first to take ends the bidding, T4, T5).
type Position struct {
	Variant  *engine.Variant
	Dealer   engine.Seat
	Seat     engine.Seat
	Round    int // 1 or 2
	Hand     engine.Set
	Retourne engine.Card
}

// Bids returns the bids said before the seat's turn, all passes, in bidding order from the first
// speaker (T4, T5).
func (p Position) Bids() []engine.Bid {
	var out []engine.Bid
	d := p.Variant.Direction
	first := d.Next(p.Dealer)
	if p.Round == 2 {
		for i := range 4 {
			out = append(out, engine.Bid{Seat: d.Nth(first, i), Round: 1, Suit: engine.NoSuit})
		}
	}
	for s := first; s != p.Seat; s = d.Next(s) {
		out = append(out, engine.Bid{Seat: s, Round: p.Round, Suit: engine.NoSuit})
	}
	return out
}

// Check refuses a position that no deal can reach.
func (p Position) Check() error {
	switch {
	case p.Variant == nil:
		return fmt.Errorf("no variant")
	case p.Round != 1 && p.Round != 2:
		return fmt.Errorf("round %d: bidding has rounds 1 and 2 (T4, T5)", p.Round)
	case p.Dealer >= engine.NoSeat || p.Seat >= engine.NoSeat:
		return fmt.Errorf("dealer and seat must be seats (T1)")
	case p.Hand.Len() != 5:
		return fmt.Errorf("a hand holds 5 cards while bidding, not %d (T3)", p.Hand.Len())
	case !p.Retourne.Valid():
		return fmt.Errorf("no retourne (T3)")
	case p.Hand.Has(p.Retourne):
		return fmt.Errorf("the retourne %s is also in the hand", p.Retourne)
	}
	return nil
}

// Suits returns the trumps the seat may take: the retourne's in round 1 (T4), the three others
// in round 2 (T5), in suit order (S H D C, e c o b).
func (p Position) Suits() []engine.Suit {
	r := p.Retourne.Suit()
	if p.Round == 1 {
		return []engine.Suit{r}
	}
	var out []engine.Suit
	for s := engine.Spades; s < engine.NoSuit; s++ {
		if s != r {
			out = append(out, s)
		}
	}
	return out
}

// SuitFigures are the figures of taking with one trump.
type SuitFigures struct {
	Trump    engine.Suit
	MakeRate float64 // share of the samples where the seat's team makes its contract (a litige is not made)
	EV       float64 // mean score of the seat's team minus the other team's
}

// Result is the answer to a position.
type Result struct {
	Samples int
	Suits   []SuitFigures // one per suit of Position.Suits
	Best    int           // index in Suits of the highest EV, ties to the first (S H D C order)
	EVPass  float64       // mean score difference after a pass
	Take    bool          // Suits[Best].EV > EVPass
	// Diff is the mean of take minus pass (the best suit, the same deals), and Half the half-width
	// of its 95 % interval (1.96 standard errors): the case is clear when |Diff| > Half.
	Diff, Half float64
}

// Trump returns the suit evaluated: the one taken, or the best one rejected.
func (r Result) Trump() engine.Suit { return r.Suits[r.Best].Trump }

// MakeRate returns the make rate with the evaluated trump.
func (r Result) MakeRate() float64 { return r.Suits[r.Best].MakeRate }

// EVTake returns the expected difference after taking with the evaluated trump.
func (r Result) EVTake() float64 { return r.Suits[r.Best].EV }

// Clear reports whether the 95 % interval of the expected difference excludes 0.
func (r Result) Clear() bool { return math.Abs(r.Diff) > r.Half }

// Outcome is what one sampled deal gives: for each suit taken (in the order of Position.Suits),
// the score difference and whether the contract was made; and the difference after a pass.
type Outcome struct {
	take [3]int
	made [3]bool
	pass int
}

// Simulate evaluates the position on samples deals (seeded), using up to workers goroutines
// (0: one per core).
func Simulate(ctx context.Context, p Position, samples int, seed uint64, workers int) (Result, error) {
	outs, err := Outcomes(ctx, p, 0, samples, seed, workers)
	if err != nil {
		return Result{}, err
	}
	return Summarise(p, outs), nil
}

// Outcomes computes the outcomes of samples from..to-1; a caller may screen a position on the
// first samples and extend it later, since each sample depends only on (seed, index).
func Outcomes(ctx context.Context, p Position, from, to int, seed uint64, workers int) ([]Outcome, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	outs := make([]Outcome, to-from)
	next := make(chan int)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sim := &sampler{p: p, sv: solve.NewSolver(), bid: bot.New(bot.Intermediaire, 1)}
			for i := range next {
				if errs[w] != nil {
					continue
				}
				outs[i-from], errs[w] = sim.sample(ctx, seed, i)
			}
		}()
	}
	for i := from; i < to && ctx.Err() == nil; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return outs, nil
}

// Summarise turns outcomes, in sample order, into a result.
func Summarise(p Position, outs []Outcome) Result {
	suits := p.Suits()
	r := Result{Samples: len(outs), Suits: make([]SuitFigures, len(suits))}
	n := float64(len(outs))
	passSum := 0
	for _, o := range outs {
		passSum += o.pass
	}
	r.EVPass = float64(passSum) / n
	for k, t := range suits {
		sum, made := 0, 0
		for _, o := range outs {
			sum += o.take[k]
			if o.made[k] {
				made++
			}
		}
		r.Suits[k] = SuitFigures{Trump: t, MakeRate: float64(made) / n, EV: float64(sum) / n}
		if r.Suits[k].EV > r.Suits[r.Best].EV {
			r.Best = k
		}
	}
	r.Take = r.Suits[r.Best].EV > r.EVPass
	r.Diff, r.Half = pairedInterval(outs, r.Best)
	return r
}

// Choice is one answer to a position: the index of a suit in Position.Suits (take with it), or
// Pass.
type Choice int

// Pass is the choice of passing.
const Pass Choice = -1

// Score returns the score difference of the seat's team in this sampled deal after choice c.
func (o Outcome) Score(c Choice) int {
	if c == Pass {
		return o.pass
	}
	return o.take[c]
}

// pairedInterval returns the mean of take minus pass on the same deals and the half-width of its
// 95 % interval.
func pairedInterval(outs []Outcome, k int) (float64, float64) {
	return Paired(outs, Choice(k), Pass)
}

// Paired returns the mean of a's score minus b's on the same deals and the half-width of its 95 %
// interval (normal approximation, 1.96 standard errors of the mean).
func Paired(outs []Outcome, a, b Choice) (float64, float64) {
	n := float64(len(outs))
	mean := 0.0
	for _, o := range outs {
		mean += float64(o.Score(a) - o.Score(b))
	}
	mean /= n
	ss := 0.0
	for _, o := range outs {
		d := float64(o.Score(a)-o.Score(b)) - mean
		ss += d * d
	}
	if len(outs) < 2 {
		return mean, math.Inf(1)
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}

// sampler plays the sampled deals of one goroutine.
type sampler struct {
	p   Position
	sv  *solve.Solver
	bid bot.Player
}

// sample deals the unseen cards from stream (seed, i) and plays the deal once per choice.
func (s *sampler) sample(ctx context.Context, seed uint64, i int) (Outcome, error) {
	var o Outcome
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	d, err := s.deal(rng)
	if err != nil {
		return o, err
	}
	team := s.p.Seat.Team()
	for k, t := range s.p.Suits() {
		taken := d.Clone()
		if err := taken.Bid(s.p.Seat, t); err != nil {
			return o, err
		}
		sc, err := s.play(ctx, taken)
		if err != nil {
			return o, err
		}
		o.take[k], o.made[k] = sc.Points[team]-sc.Points[team.Other()], sc.Result == engine.Made
	}
	passed := d // the take branches worked on clones
	if err := passed.Bid(s.p.Seat, engine.NoSuit); err != nil {
		return o, err
	}
	for passed.Phase == engine.Bidding1 || passed.Phase == engine.Bidding2 {
		// After the pass every later word, the seat's own in round 2 included, is the
		// intermédiaire bot's (docs/cli.md).
		if err := passed.Bid(passed.Turn, s.bid.Bid(bot.BidViewOf(passed))); err != nil {
			return o, err
		}
	}
	if passed.Phase == engine.AllPassed {
		return o, nil // T6: nothing is scored
	}
	sc, err := s.play(ctx, passed)
	if err != nil {
		return o, err
	}
	o.pass = sc.Points[team] - sc.Points[team.Other()]
	return o, nil
}

// deal builds the deal at the seat's turn: the other five-card hands and the rest of the deck
// (the 11 cards that complete the hands, T3) at random, the earlier seats' passes said.
func (s *sampler) deal(rng *rand.Rand) (*engine.Deal, error) {
	p := s.p
	unseen := (engine.FullDeck &^ p.Hand).Remove(p.Retourne).Cards()
	rng.Shuffle(len(unseen), func(a, b int) { unseen[a], unseen[b] = unseen[b], unseen[a] })
	var hands [4][]engine.Card
	next := 0
	for _, seat := range engine.Seats {
		if seat == p.Seat {
			hands[seat] = p.Hand.Cards()
			continue
		}
		hands[seat] = unseen[next : next+5]
		next += 5
	}
	d, err := engine.NewDeal(p.Variant, p.Dealer, deckFor(p.Variant.Direction, p.Dealer, hands, p.Retourne, unseen[next:]))
	if err != nil {
		return nil, err
	}
	for _, b := range p.Bids() {
		if err := d.Bid(b.Seat, b.Suit); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// deckFor orders a deck so that engine.NewDeal deals these five-card hands (T3: from the player
// after the dealer, packets of 3 then 2), then the retourne, then the stock.
func deckFor(dir engine.Direction, dealer engine.Seat, hands [4][]engine.Card, retourne engine.Card, stock []engine.Card) []engine.Card {
	deck := make([]engine.Card, 0, 32)
	first := dir.Next(dealer)
	for _, packet := range [][2]int{{0, 3}, {3, 5}} {
		for i := range 4 {
			deck = append(deck, hands[dir.Nth(first, i)][packet[0]:packet[1]]...)
		}
	}
	deck = append(deck, retourne)
	return append(deck, stock...)
}

// play plays a deal from its first lead with perfect open-card play and scores it. Perfect play
// keeps the value of the position from card to card, so the trick points of the played-out deal
// are the solver's value of the first lead; only a capot (K2) depends on which of several perfect
// cards is chosen, so the line (solve.Solver.Line: the first best card in card order at each
// turn) is played out only when one team holds every point. Every player declares its best
// declaration (A3) and the holder of K and Q of trump says belote (B1); the engine scores (K1–K7).
func (s *sampler) play(ctx context.Context, d *engine.Deal) (engine.Score, error) {
	pos := solve.Position{Variant: d.Variant, Trump: d.Trump, Hands: d.Hands, Leader: d.Turn}
	v, err := s.sv.Value(ctx, pos)
	if err != nil {
		return engine.Score{}, err
	}
	f := engine.DealFacts{Trump: d.Trump, Taker: d.Taker.Team(), Capot: engine.NoTeam, Belote: engine.NoTeam}
	lead := d.Turn.Team()
	f.TrickPoints[lead], f.TrickPoints[lead.Other()] = v, engine.TotalPoints-v
	if v == 0 || v == engine.TotalPoints {
		if f.Capot, err = s.capot(ctx, pos); err != nil {
			return engine.Score{}, err
		}
	}
	for _, seat := range engine.Seats {
		if engine.HoldsBelote(d.Hands[seat], d.Trump) {
			f.Belote = seat.Team()
		}
		if d.Variant.Announcements {
			f.Declared[seat.Team()] = append(f.Declared[seat.Team()], engine.BestDeclaration(d.Hands[seat], d.Trump)...)
		}
	}
	return d.Variant.ScoreDeal(f)
}

// capot plays the solver's line and returns the team that won all eight tricks, or NoTeam.
func (s *sampler) capot(ctx context.Context, pos solve.Position) (engine.Team, error) {
	line, err := s.sv.Line(ctx, pos)
	if err != nil {
		return engine.NoTeam, err
	}
	var won [2]int
	for _, c := range line {
		trick := len(pos.Trick)
		pos = pos.Play(c)
		if trick == 3 {
			won[pos.Leader.Team()]++ // the winner leads the next trick (W1, T7)
		}
	}
	for t := range 2 {
		if won[t] == 8 {
			return engine.Team(t), nil
		}
	}
	return engine.NoTeam, nil
}

// EV returns the expected difference after choice c.
func (r Result) EV(c Choice) float64 {
	if c == Pass {
		return r.EVPass
	}
	return r.Suits[c].EV
}

// ChoiceOf returns the choice that names suit (NoSuit: Pass); ok is false when the seat may not
// take with that suit in this round (T4, T5).
func (p Position) ChoiceOf(suit engine.Suit) (Choice, bool) {
	if suit == engine.NoSuit {
		return Pass, true
	}
	for k, s := range p.Suits() {
		if s == suit {
			return Choice(k), true
		}
	}
	return Pass, false
}
