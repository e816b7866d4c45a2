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
	rng := rand.New(rand.NewPCG(12, 13))
	n := 20000
	if testing.Short() {
		n = 3000
	}
	vs := testVariants(t)
	sv := NewSolver()
	for i := range n {
		p := randomPosition(rng, vs[i%len(vs)], 2, 0)
		require.NoError(t, sv.begin(context.Background(), &p))
		sv.s.load(&p)
		want := minimax(p)
		leader := int(p.Leader)
		require.Equal(t, want, sv.s.ending(leader, 0, 0, 0, 0, 0, -1, 1000), "case %d: %v", i, p.Hands)
		for _, beta := range []int{want - 3, want, want + 1, want + 7} {
			got := sv.s.ending(leader, 0, 0, 0, 0, 0, beta-1, beta)
			assert.Equal(t, got >= beta, want >= beta, "case %d beta %d: %d", i, beta, got)
			if got < beta {
				assert.GreaterOrEqual(t, got, want, "case %d: a fail-low result bounds the value from above", i)
			} else {
				assert.LessOrEqual(t, got, want, "case %d: a fail-high result bounds the value from below", i)
			}
		}
	}
}
