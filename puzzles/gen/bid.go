package gen

import (
	"math"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/puzzles"
)

// A bid puzzle is South's turn to bid in a random deal: its five cards, the retourne, the dealer
// and the passes before it (T3–T5). Its answer is the simulation of internal/ai/bidsim on
// bidsim.MinSamples deals; only clear cases are kept, those whose 95 % interval of the expected
// difference between taking and passing excludes 0.

// screenSamples is how many deals screen a candidate before the full run: a position whose
// difference is well inside its (wide) interval on these is dropped without paying for the rest.
// Each sample depends on (seed, index) alone, so the screened samples are the first ones of the
// full run.
const screenSamples = 100

// screenKeep is the share of its screening half-width that a candidate's difference must reach to
// be run in full: at 4 times the samples the half-width halves, so 0.4 keeps every likely clear
// case and some margin.
const screenKeep = 0.4

// bid draws a bidding position and keeps it when the simulation gives a clear answer.
func (g *generator) bid() *puzzles.Puzzle {
	round := 1 + g.rng.IntN(2)
	switch g.theme {
	case engine.T4:
		round = 1
	case engine.T5:
		round = 2
	}
	d, err := engine.NewDeal(g.v, engine.Seat(g.rng.IntN(4)), random.Deck(g.rng))
	if err != nil {
		return nil
	}
	pos := bidsim.Position{Variant: g.v, Dealer: d.Dealer, Seat: engine.South, Round: round,
		Hand: d.Hands[engine.South], Retourne: d.Retourne}
	seed := g.rng.Uint64() >> 1 // a TOML integer is signed
	if !worthSimulating(pos) {
		return nil
	}
	r, ok := g.simulate(pos, seed)
	if !ok {
		return nil
	}
	p := g.newPuzzle(puzzles.KindBid, engine.NoSuit)
	p.Dealer, p.Round, p.Hand, p.Retourne, p.SimSeed = pos.Dealer, round, pos.Hand.Cards(), pos.Retourne, seed
	ans := puzzles.BidAnswerOf(r)
	p.Expect = &puzzles.Expect{Winner: -1, Seat: engine.NoSeat, Team: engine.NoTeam, Reserve: -1, Bid: &ans}
	p.Themes = []engine.Rule{engine.T4, contractRule(g.v)}
	if round == 2 {
		p.Themes[0] = engine.T5
	}
	botTakes := botBid(pos) != engine.NoSuit
	p.Difficulty = BidDifficulty(ans, round, botTakes != ans.Take)
	bidTexts(p, pos)
	return p
}

// simulate screens the position on the first samples and, when it may be clear, runs the rest.
func (g *generator) simulate(pos bidsim.Position, seed uint64) (bidsim.Result, bool) {
	first, err := bidsim.Outcomes(g.ctx, pos, 0, screenSamples, seed, 0)
	if err != nil {
		return bidsim.Result{}, false
	}
	if r := bidsim.Summarise(pos, first); math.Abs(r.Diff) < screenKeep*r.Half {
		return r, false
	}
	rest, err := bidsim.Outcomes(g.ctx, pos, screenSamples, bidsim.MinSamples, seed, 0)
	if err != nil {
		return bidsim.Result{}, false
	}
	r := bidsim.Summarise(pos, append(first, rest...))
	return r, r.Clear()
}

// worthSimulating keeps hands with something to weigh for some trump the seat may take: two
// trumps with the jack or the nine, or three trumps (the retourne counted in round 1, T3). The
// others are passes that need no simulation to teach.
func worthSimulating(pos bidsim.Position) bool {
	for _, t := range pos.Suits() {
		f := puzzles.FeaturesOf(pos, t)
		if (f.Trumps >= 2 && (f.Jack || f.Nine)) || f.Trumps >= 3 {
			return true
		}
	}
	return false
}

// botBid is what the intermédiaire bot says in South's place.
func botBid(pos bidsim.Position) engine.Suit {
	return bot.New(bot.Intermediaire, 1).Bid(bot.BidView{Variant: pos.Variant, Seat: pos.Seat, Dealer: pos.Dealer,
		Hand: pos.Hand, Retourne: pos.Retourne, Round: pos.Round, Bids: pos.Bids()})
}

// BidDifficulty estimates a bid puzzle's difficulty from 1: one point each for a difference
// within three and within two margins of zero (a close call), for the second round (a suit to
// choose), and for a hand on which the intermédiaire bot decides the other way.
func BidDifficulty(a puzzles.BidAnswer, round int, botWrong bool) int {
	d := 1
	ratio := math.Abs(a.EVTake-a.EVPass) / a.Margin
	for _, close := range []bool{ratio < 3, ratio < 2, round == 2, botWrong} {
		if close {
			d++
		}
	}
	return d
}

// contractRule is the rule that judges the variant's contracts: K3 (threshold) or K4 (beat the
// defence).
func contractRule(v *engine.Variant) engine.Rule {
	if v.Contract == engine.Threshold {
		return engine.K3
	}
	return engine.K4
}
