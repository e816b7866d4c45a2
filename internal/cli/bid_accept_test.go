package cli

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// TestBidMakeRateIndependent is the acceptance test of the bid puzzles (issue 13 §3): each stated
// make rate agrees, within three standard errors, with an independent simulation that shares no
// code with internal/ai/bidsim. It deals the unseen cards itself (South, the taker, gets the
// retourne and two cards, T3), plays every card as the `belote solve --json` command's first best
// card, restating only W1 to know who leads next, takes each seat's best declaration from
// `belote announces --json`, and has `belote replay --json` check and score the deal. Under
// -short it runs one puzzle on 100 deals; in full, every tenth puzzle on 400.
func TestBidMakeRateIndependent(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	var bids []*puzzles.Puzzle
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			if p.Kind == puzzles.KindBid && p.Expect.Bid.Take {
				bids = append(bids, p)
			}
		}
	}
	require.NotEmpty(t, bids, "the built-in bid packs (puzzles/bid-*.toml)")
	n, step := 400, 10
	if testing.Short() {
		n, step = 100, len(bids)
	}
	sim := &independentSim{solve: startCoprocess(t, "solve", "--json"), announces: startCoprocess(t, "announces", "--json"),
		replay: startCoprocess(t, "replay", "--json")}
	for i := 0; i < len(bids); i += step {
		p := bids[i]
		t.Run(p.ID, func(t *testing.T) {
			a := p.Expect.Bid
			rng := rand.New(rand.NewPCG(2026, uint64(i)))
			made := 0
			for range n {
				if sim.made(t, p, a.Trump, rng) {
					made++
				}
			}
			got := float64(made) / float64(n)
			se := math.Sqrt(a.MakeRate*(1-a.MakeRate)/float64(a.Samples) + got*(1-got)/float64(n))
			se = math.Max(se, 1/float64(n)) // a rate of 0 or 1 on both sides has no spread to measure
			if math.Abs(got-a.MakeRate) > 3*se {
				t.Errorf("stated make rate %.3f (%d samples), independent %.3f (%d deals): more than 3 standard errors (%.3f) apart",
					a.MakeRate, a.Samples, got, n, se)
			}
		})
	}
}

// independentSim drives the three commands one line at a time.
type independentSim struct {
	solve, announces, replay *coprocess
}

// made deals one random completion of the puzzle's deal, with South taking trump, plays it out
// and reports whether the contract is made.
func (s *independentSim) made(t *testing.T, p *puzzles.Puzzle, trump engine.Suit, rng *rand.Rand) bool {
	f := p.Face()
	var unseen []engine.Card
	for c := engine.Card(0); c < engine.NoCard; c++ {
		if c != p.Retourne && !engine.SetOf(p.Hand...).Has(c) {
			unseen = append(unseen, c)
		}
	}
	rng.Shuffle(len(unseen), func(a, b int) { unseen[a], unseen[b] = unseen[b], unseen[a] })
	hands := map[engine.Seat][]engine.Card{engine.South: append(append(append([]engine.Card(nil), p.Hand...), p.Retourne), unseen[:2]...)}
	rest := unseen[2:]
	for _, seat := range []engine.Seat{engine.North, engine.East, engine.West} {
		hands[seat], rest = rest[:8], rest[8:]
	}
	dealt := map[string][]string{}
	for seat, h := range hands {
		dealt[seat.String()] = cardStrings(h, f)
	}
	leader := p.Variant.Direction.Next(p.Dealer) // T7
	var play []string
	for range 8 {
		var trick []engine.Card
		seat := leader
		for range 4 {
			c := s.best(t, p, trump, hands, leader, trick)
			trick = append(trick, c)
			play = append(play, c.Format(f))
			hands[seat] = remove(hands[seat], c)
			seat = p.Variant.Direction.Next(seat)
		}
		leader = p.Variant.Direction.Nth(leader, trickWinner(trick, trump))
	}
	line := map[string]any{"variant": p.Variant.Name, "dealer": p.Dealer.String(), "trump": trump.Format(f), "taker": "S",
		"retourne": p.Retourne.Format(f), "hands": dealt, "play": play, "belote": true}
	if p.Variant.Announcements {
		declared := map[string][][]string{}
		for seat, cs := range dealt {
			ans := s.announces.ask(t, mustJSON(t, map[string]any{"variant": p.Variant.Name, "trump": trump.Format(f), "hand": cs}))
			for _, b := range ans["best"].([]any) {
				var list []string
				for _, c := range b.(map[string]any)["cards"].([]any) {
					list = append(list, c.(string))
				}
				declared[seat] = append(declared[seat], list)
			}
		}
		line["declared"] = declared
	}
	ans := s.replay.ask(t, mustJSON(t, line))
	require.NotContains(t, ans, "error")
	return ans["result"] == "made"
}

// best asks `solve --json` for the player to move and returns its first best card.
func (s *independentSim) best(t *testing.T, p *puzzles.Puzzle, trump engine.Suit, hands map[engine.Seat][]engine.Card, leader engine.Seat, trick []engine.Card) engine.Card {
	f := p.Face()
	hs := map[string][]string{}
	for seat, h := range hands {
		hs[seat.String()] = cardStrings(h, f)
	}
	ans := s.solve.ask(t, mustJSON(t, map[string]any{"variant": p.Variant.Name, "trump": trump.Format(f), "hands": hs,
		"trick": map[string]any{"leader": leader.String(), "cards": cardStrings(trick, f)}}))
	best, ok := ans["best"].([]any)
	require.True(t, ok && len(best) > 0, "solve answered %v", ans)
	c, _, err := engine.ParseCard(best[0].(string))
	require.NoError(t, err)
	return c
}

// trickWinner restates W1: the highest trump, else the highest card of the led suit, in the C3
// orders (trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7).
func trickWinner(trick []engine.Card, trump engine.Suit) int {
	trumpOrder := []engine.Rank{engine.Seven, engine.Eight, engine.Queen, engine.King, engine.Ten, engine.Ace, engine.Nine, engine.Jack}
	plainOrder := []engine.Rank{engine.Seven, engine.Eight, engine.Nine, engine.Jack, engine.Queen, engine.King, engine.Ten, engine.Ace}
	rank := func(c engine.Card) int {
		order, bonus := plainOrder, 0
		switch {
		case c.Suit() == trump:
			order, bonus = trumpOrder, 100
		case c.Suit() != trick[0].Suit():
			return -1
		}
		for i, r := range order {
			if r == c.Rank() {
				return bonus + i
			}
		}
		return -1
	}
	best := 0
	for i, c := range trick {
		if rank(c) > rank(trick[best]) {
			best = i
		}
	}
	return best
}

func remove(cs []engine.Card, c engine.Card) []engine.Card {
	out := make([]engine.Card, 0, len(cs))
	for _, x := range cs {
		if x != c {
			out = append(out, x)
		}
	}
	return out
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
