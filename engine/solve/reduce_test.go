package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestDominatedKeepsTheBest: every legal card that dominated drops is worth, by plain minimax, at
// most a card it keeps of the same suit, for each of the four players of a trick, in every
// variant, one to four tricks from the end.
func TestDominatedKeepsTheBest(t *testing.T) {
	sv := NewSolver()
	dropped := 0
	n := forLoaded(t, 4000, 400, 13, sv, midTrick(4, 0), func(i int, p Position, r *root) {
		legal := sv.s.legalAt(r)
		kept := sv.s.dominated(legal, r.seat, r.pos, r.led, r.master, r.masterSeat)
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

// TestTeamHolds: when teamHolds says the team of the card now winning the trick takes it, every
// way of finishing the trick gives it to that team (W1), on random tricks of every variant.
func TestTeamHolds(t *testing.T) {
	sv := NewSolver()
	sure := 0
	n := forLoaded(t, 3000, 300, 17, sv, midTrick(8, 1), func(i int, p Position, r *root) {
		last := p.Variant.Direction.Nth(p.Leader, len(p.Trick)-1)
		if !sv.s.teamHolds(r.master, r.masterSeat, r.led, int(last), len(p.Trick)-1) {
			return
		}
		sure++
		for _, w := range trickWinners(p) {
			require.Equal(t, r.masterSeat&1, int(w)&1, "case %d %s trump %s trick %v hands %v", i, p.Variant.Name, p.Trump, p.Trick, p.Hands)
		}
	})
	require.Greater(t, sure, n/10, "too few sure masters to test anything")
}

// midTrick draws positions of one to tricks tricks left, with from to three cards on the table.
func midTrick(tricks, from int) func(rng *rand.Rand, v *engine.Variant) Position {
	return func(rng *rand.Rand, v *engine.Variant) Position {
		return randomPosition(rng, v, 1+rng.IntN(tricks), from+rng.IntN(4-from))
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
