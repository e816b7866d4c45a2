package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestFollowReduceKeepsTheBest: every legal card that followReduce drops is worth, by plain
// minimax, at most a card it keeps of the same suit (as much as it when the two are worth the
// same points and merely equivalent), for the second, third and last player of a trick, in every
// variant, one to four tricks from the end.
func TestFollowReduceKeepsTheBest(t *testing.T) {
	sv := NewSolver()
	dropped := 0
	n := forLoaded(t, 4000, 400, 13, sv, midTrick(4), func(i int, p Position, r *root) {
		legal := sv.s.legalAt(r)
		kept := sv.s.followReduce(legal, r.seat, r.pos, r.led, r.master, r.masterSeat)
		require.NotZero(t, kept, "case %d: every card dropped", i)
		require.Zero(t, kept&^legal, "case %d: a kept card is not legal", i)
		if kept == legal {
			return
		}
		values := minimaxValues(p) // points of the mover's team
		for set := legal &^ kept; set != 0; set &= set - 1 {
			d := uint8(trailing(set))
			best := -1
			for k := kept & (uint32(0xFF) << (d &^ 7)); k != 0; k &= k - 1 {
				best = max(best, values[sv.s.toEng[trailing(k)]])
			}
			require.GreaterOrEqual(t, best, values[sv.s.toEng[d]], "case %d %s trump %s trick %v hands %v: %s dropped",
				i, p.Variant.Name, p.Trump, p.Trick, p.Hands, sv.s.toEng[d])
			dropped++
		}
	})
	require.Greater(t, dropped, n/10, "too few drops to test anything")
}

// TestMasterHolds: when masterHolds says the card now winning the trick stays master, no way of
// finishing the trick takes it from its seat (W1), on random tricks of every variant.
func TestMasterHolds(t *testing.T) {
	sv := NewSolver()
	sure := 0
	n := forLoaded(t, 3000, 300, 17, sv, midTrick(8), func(i int, p Position, r *root) {
		last := p.Variant.Direction.Nth(p.Leader, len(p.Trick)-1)
		if !sv.s.masterHolds(r.master, r.led, int(last), len(p.Trick)-1) {
			return
		}
		sure++
		winner := p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, p.Trick))
		for _, w := range trickWinners(p) {
			require.Equal(t, winner, w, "case %d %s trump %s trick %v hands %v", i, p.Variant.Name, p.Trump, p.Trick, p.Hands)
		}
	})
	require.Greater(t, sure, n/10, "too few sure masters to test anything")
}

// midTrick draws positions of one to tricks tricks left, with one to three cards on the table.
func midTrick(tricks int) func(rng *rand.Rand, v *engine.Variant) Position {
	return func(rng *rand.Rand, v *engine.Variant) Position {
		return randomPosition(rng, v, 1+rng.IntN(tricks), 1+rng.IntN(3))
	}
}

// trickWinners returns the winner of the current trick after every legal way to finish it.
func trickWinners(p Position) []engine.Seat {
	if len(p.Trick) == 0 {
		return []engine.Seat{p.Leader}
	}
	var out []engine.Seat
	for _, c := range p.Legal().Cards() {
		out = append(out, trickWinners(p.Play(c))...)
	}
	return out
}
