package solve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestSearchAllocatesNothing: the search itself (the fast path, on the internal numbering) never
// allocates; only the edges (checking the position, building the answer) do.
func TestSearchAllocatesNothing(t *testing.T) {
	p := fullDeals(1)[0]
	sv := NewSolver()
	require.NoError(t, sv.begin(context.Background(), &p))
	r := sv.s.load(&p)
	allocs := testing.AllocsPerRun(5, func() {
		sv.s.tt.next()
		sv.s.mtdf(r.total/2, 0, r.total, false, func(alpha, beta int) int { return sv.s.rootValue(&r, alpha, beta) })
	})
	assert.Zero(t, allocs)
}

// TestValueIsBestOfValues: on full deals, the value of the position is the value of its best card,
// and the two teams' values of a card add up to the points at stake.
func TestValueIsBestOfValues(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	ctx := context.Background()
	for i, p := range fullDeals(n) {
		vals, err := Values(ctx, p)
		require.NoError(t, err)
		v, err := Value(ctx, p)
		require.NoError(t, err)
		top := 0
		for _, cv := range vals {
			top = max(top, cv.Value)
			// Zero-sum: after the opening card the opponents move, and what they win is the rest.
			after := p.Play(cv.Card)
			require.NotEqual(t, p.ToMove().Team(), after.ToMove().Team())
			theirs, err := Value(ctx, after)
			require.NoError(t, err)
			assert.Equal(t, p.Total(), cv.Value+theirs, "deal %d card %s", i, cv.Card)
		}
		assert.Equal(t, top, v, "deal %d", i)
	}
}

// ExampleValues solves the end of a deal: N led 10♥ and E followed; S must overtrump (P2) with A♥,
// W takes with J♥, and S's 8♥ later ruffs W's A♠.
func ExampleValues() {
	v := engine.MustBuiltin("classique")
	hand := func(text string) engine.Set {
		cs, _, _ := engine.ParseCards(text)
		return engine.SetOf(cs...)
	}
	p := Position{
		Variant: v,
		Trump:   engine.Hearts,
		Hands:   [4]engine.Set{hand("7S"), hand("KS"), hand("AH 8H"), hand("JH AS")},
		Leader:  engine.North,
		Trick:   []engine.Card{engine.MustCard("10H"), engine.MustCard("7H")},
	}
	vals, err := Values(context.Background(), p)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, cv := range vals {
		fmt.Printf("%s to play %s: %d of %d points\n", p.ToMove(), cv.Card, cv.Value, p.Total())
	}
	line, _ := Line(context.Background(), p)
	fmt.Println("line:", line)
	// Output:
	// S to play AH: 25 of 66 points
	// line: [AH JH AS 7S KS 8H]
}

// TestConcurrentCallers: the package functions may be called from many goroutines at once (each
// call takes its own pooled solver) and agree with a private solver.
func TestConcurrentCallers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	v := engine.MustBuiltin("francaise")
	positions := make([]Position, 12)
	for i := range positions {
		positions[i] = randomPosition(rng, v, 3+i%3, i%4)
	}
	want := make([][]CardValue, len(positions))
	sv := NewSolver()
	for i, p := range positions {
		vals, err := sv.Values(context.Background(), p)
		require.NoError(t, err)
		want[i] = vals
	}
	var wg sync.WaitGroup
	got := make([][]CardValue, len(positions))
	errs := make([]error, len(positions))
	for i, p := range positions {
		wg.Go(func() { got[i], errs[i] = Values(context.Background(), p) })
	}
	wg.Wait()
	for i := range positions {
		require.NoError(t, errs[i])
		assert.Equal(t, want[i], got[i], "position %d", i)
	}
}

// TestEndingAgainstMinimax checks the two-trick ending (plain alpha-beta without table, ordering
// or merging of cards) against plain minimax on every window shape the search gives it: wide,
// null windows below, at and above the value.
func TestEndingAgainstMinimax(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	sv := NewSolver()
	forWindows(t, n, 2, 12, func(p Position, alpha, beta int) int {
		return sv.s.ending(int(p.Leader), 0, 0, 0, 0, 0, alpha, beta)
	}, sv)
}

// TestLeadAgainstMinimax checks the search from a trick's lead, two and three tricks from the
// end, on the same windows and on windows outside the points at stake (which lead answers
// without searching), against plain minimax.
func TestLeadAgainstMinimax(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 1000
	}
	sv := NewSolver()
	for tricks := 2; tricks <= 3; tricks++ {
		forWindows(t, n, tricks, uint64(20+tricks), func(p Position, alpha, beta int) int {
			return sv.s.lead(int(p.Leader), alpha, beta)
		}, sv)
	}
}

// forWindows solves n random positions at the start of a trick with that many tricks left by
// search (on sv, loaded with the position; the table is emptied between windows) and checks it
// against plain minimax: exact on a wide window, and on null windows below, at, above and
// outside the value, a result on the right side of the window that bounds the value (fail-soft).
func forWindows(t *testing.T, n, tricks int, seed uint64, search func(p Position, alpha, beta int) int, sv *Solver) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 13))
	vs := testVariants(t)
	for i := range n {
		p := randomPosition(rng, vs[i%len(vs)], tricks, 0)
		require.NoError(t, sv.begin(context.Background(), &p))
		sv.s.load(&p)
		want := minimax(p)
		total := p.Total()
		require.Equal(t, want, search(p, -1, 1000), "case %d: %v", i, p.Hands)
		for _, beta := range []int{-5, 0, 1, want - 3, want, want + 1, want + 7, total, total + 1, total + 9} {
			sv.s.tt.next()
			got := search(p, beta-1, beta)
			assert.Equal(t, got >= beta, want >= beta, "case %d beta %d: %d", i, beta, got)
			if got < beta {
				assert.GreaterOrEqual(t, got, want, "case %d: a fail-low result bounds the value from above", i)
			} else {
				assert.LessOrEqual(t, got, want, "case %d: a fail-high result bounds the value from below", i)
			}
		}
	}
}

// TestEstimateIsOnlyAGuess: the narrow game that estimate plays writes nothing to the real
// table, and whatever first guess mtdf starts from (the estimate, far off, outside the window),
// the value is the one plain minimax finds.
func TestEstimateIsOnlyAGuess(t *testing.T) {
	sv := NewSolver()
	draw := func(rng *rand.Rand, v *engine.Variant) Position {
		return randomPosition(rng, v, 1+rng.IntN(3), rng.IntN(4))
	}
	rng := rand.New(rand.NewPCG(31, 8))
	forLoaded(t, 1000, 150, 31, sv, draw, func(i int, p Position, r *root) {
		want := minimax(p)
		f := func(alpha, beta int) int { return sv.s.rootValue(r, alpha, beta) }
		est := sv.s.estimate(0, r.total, f)
		require.True(t, 0 <= est && est <= r.total, "case %d: estimate %d outside [0, %d]", i, est, r.total)
		if i%50 == 0 { // a whole table scan is slow: every 50th case
			for j, e := range sv.s.tt.slots {
				require.NotEqual(t, sv.s.tt.gen, e.gen(), "case %d: estimate wrote slot %d of the real table", i, j)
			}
		}
		for _, guess := range []int{est, -20, 0, want - 1, want, want + 2, r.total, r.total + 30, rng.IntN(r.total + 1)} {
			sv.s.tt.next()
			require.Equal(t, want, sv.s.mtdf(guess, 0, r.total, true, f), "case %d: guess %d", i, guess)
		}
	})
}
