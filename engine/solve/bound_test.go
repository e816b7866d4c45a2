package solve

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestTeamTricksBound: the points that teamTricks says the leader's team is sure to take never
// exceed what it takes by plain minimax, at the lead of one to four tricks from the end, in every
// variant; and the bound is not idle (it names some points in many of the positions).
func TestTeamTricksBound(t *testing.T) {
	sv := NewSolver()
	draw := func(rng *rand.Rand, v *engine.Variant) Position {
		return randomPosition(rng, v, 1+rng.IntN(4), 0)
	}
	named := 0
	n := forLoaded(t, 3000, 300, 99, sv, draw, func(i int, p Position, r *root) {
		q := sv.s.teamTricks(int(p.Leader))
		want := minimax(p)
		if p.Leader.Team() == engine.EW {
			want = p.Total() - want
		}
		require.LessOrEqual(t, q, want, "case %d %s trump %s leader %s hands %v", i, p.Variant.Name, p.Trump, p.Leader, p.Hands)
		if q > 0 {
			named++
		}
	})
	require.Greater(t, named, n/4, "the bound names points too rarely to test anything")
}
