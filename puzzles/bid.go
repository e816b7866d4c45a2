package puzzles

import (
	"fmt"
	"math"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/strict"
)

// A bid puzzle asks South, at its turn to bid (T4 in round 1, T5 in round 2), to take or pass.
// Its answer is a simulation (internal/ai/bidsim): hundreds of random deals of the unseen cards, each
// played out open-card and scored by the engine. A simulation takes seconds, too slow for every
// load of the trainer and every `belote check`, so the file states the figures (`belote gen --kind
// bid` writes them with the seed that gives them); the loader checks that they are consistent
// (ranges, a clear case, take exactly when taking is worth more), and TestBidAnswers
// (bid_test.go) runs the simulation again and requires the very same figures.

// MaxEV bounds the expected score difference a file may state: a capot with a carré of jacks,
// announcements and belote is under it.
const MaxEV = 1000

// BidAnswer is the answer of a bid puzzle: the simulation's figures (docs/cli.md, gen `bid`).
type BidAnswer struct {
	Take     bool
	Trump    engine.Suit // the suit taken, or the best one rejected (round 2) / the retourne's (round 1)
	MakeRate float64     // share of the sampled deals where taking with Trump makes the contract
	EVTake   float64     // mean score of South's team minus the other team's, after taking with Trump
	EVPass   float64     // the same after a pass, the later seats bidding as the intermédiaire bot
	Samples  int
	Margin   float64 // half-width of the 95 % interval of EVTake − EVPass (paired, same deals)
}

// BidAnswerOf turns a simulation result into a puzzle answer.
func BidAnswerOf(r bidsim.Result) BidAnswer {
	return BidAnswer{Take: r.Take, Trump: r.Trump(), MakeRate: r.MakeRate(), EVTake: r.EVTake(),
		EVPass: r.EVPass, Samples: r.Samples, Margin: r.Half}
}

// BidPosition returns the simulation's position of a bid puzzle (South to bid).
func (p *Puzzle) BidPosition() bidsim.Position {
	return bidsim.Position{Variant: p.Variant, Dealer: p.Dealer, Seat: engine.South, Round: p.Round,
		Hand: engine.SetOf(p.Hand...), Retourne: p.Retourne}
}

func readBid(t *strict.Table, p *Puzzle) {
	face := p.Face()
	p.Dealer = seat(t, "dealer")
	if !t.Has("dealer") {
		t.Report("dealer", `missing key (expected a seat: "N", "E", "S" or "W")`)
	}
	if t.Require("round", &p.Round, "1 or 2") && p.Round != 1 && p.Round != 2 {
		t.Report("round", "round %d: bidding has two rounds, 1 (T4) and 2 (T5)", p.Round)
	}
	hand, okH := cards(t, "hand", true, face)
	p.Hand = hand
	if okH && len(hand) != 5 {
		t.Report("hand", "a hand holds 5 cards while bidding, not %d (T3)", len(hand))
	}
	p.Retourne = engine.NoCard
	var c strict.Card
	if t.Require("retourne", &c, "a card") && t.CheckFace("retourne", []strict.Card{c}, face) {
		p.Retourne = strict.Cards([]strict.Card{c})[0]
		if okH {
			t.Distinct([]string{"hand", "retourne"}, [][]engine.Card{hand, {p.Retourne}}, face)
		}
	}
	var seed int
	if t.Require("seed", &seed, "the simulation's seed, an integer") {
		if seed < 0 {
			t.Report("seed", "seed %d: give 0 or more", seed)
		}
		p.SimSeed = uint64(seed)
	}
}

func readExpectBid(e *strict.Table, x *Expect) {
	b := &BidAnswer{Trump: engine.NoSuit}
	e.Require("take", &b.Take, "true or false")
	var s strict.Suit
	if e.Require("trump", &s, "a suit: S H D C or e c o b") {
		b.Trump = s.Suit
	}
	e.Require("make_rate", &b.MakeRate, "a number from 0 to 1")
	e.Require("ev_take", &b.EVTake, "a number")
	e.Require("ev_pass", &b.EVPass, "a number")
	e.Require("samples", &b.Samples, "an integer")
	e.Require("margin", &b.Margin, "a number")
	x.Bid = b
}

// checkBid checks the stated figures of a bid puzzle for consistency: a position the simulation
// accepts, at least bidsim.MinSamples samples, a make rate that is a share of them, a trump the
// round allows (T4, T5), take exactly when EVTake > EVPass, and a clear case (the interval of the
// difference excludes 0).
func checkBid(p *Puzzle) []Issue {
	if p.Dealer == engine.NoSeat || p.Round == 0 || p.Retourne == engine.NoCard {
		return nil // already reported by the reader
	}
	if err := p.BidPosition().Check(); err != nil {
		return []Issue{{"hand", "impossible position: " + err.Error()}}
	}
	if p.Expect == nil || p.Expect.Bid == nil {
		return []Issue{{"expect", "a bid puzzle states the simulation's answer ([puzzle.expect] take, trump, make_rate, ev_take, ev_pass, samples, margin; belote gen --kind bid writes it)"}}
	}
	b := p.Expect.Bid
	var is []Issue
	bad := func(key, format string, args ...any) {
		is = append(is, Issue{"expect." + key, fmt.Sprintf(format, args...)})
	}
	if b.Samples < bidsim.MinSamples {
		bad("samples", "%d samples: a bid answer rests on at least %d", b.Samples, bidsim.MinSamples)
	}
	if made := b.MakeRate * float64(b.Samples); b.MakeRate < 0 || b.MakeRate > 1 || math.Abs(made-math.Round(made)) > 1e-6 {
		bad("make_rate", "make rate %v is not a share of %d samples", b.MakeRate, b.Samples)
	}
	for key, ev := range map[string]float64{"ev_take": b.EVTake, "ev_pass": b.EVPass} {
		if math.Abs(ev) > MaxEV {
			bad(key, "%v is out of range -%d..%d", ev, MaxEV, MaxEV)
		}
	}
	r := p.Retourne.Suit()
	switch {
	case b.Trump == engine.NoSuit:
	case p.Round == 1 && b.Trump != r:
		bad("trump", "in round 1 the trump taken is the retourne's, %s (T4)", r.Format(p.Face()))
	case p.Round == 2 && b.Trump == r:
		bad("trump", "in round 2 the trump is a suit other than the retourne's %s (T5)", r.Format(p.Face()))
	}
	if b.Take != (b.EVTake > b.EVPass) {
		bad("take", "take is %t but ev_take %v and ev_pass %v say %t", b.Take, b.EVTake, b.EVPass, b.EVTake > b.EVPass)
	}
	if !(b.Margin > 0) || math.Abs(b.EVTake-b.EVPass) <= b.Margin {
		bad("margin", "not a clear case: the difference %.1f is within its 95 %% margin %.1f", b.EVTake-b.EVPass, b.Margin)
	}
	return is
}
