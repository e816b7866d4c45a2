package solve

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// TestLegalFastPath proves that the search's own legality (tables.legal, the fast path) agrees
// with engine.PlayRules.Legal (the simple path) on random hands and tricks, in every variant.
func TestLegalFastPath(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	vs := testVariants(t)
	var tb tables
	for i := range n {
		v := vs[i%len(vs)]
		trump := engine.Suit(rng.IntN(4))
		tb.setup(v, trump)
		deck := rng.Perm(32)
		m := 1 + rng.IntN(3)
		trick := make([]engine.Card, m)
		for j := range trick {
			trick[j] = engine.Card(deck[j])
		}
		var hand engine.Set
		for _, c := range deck[m : m+1+rng.IntN(8)] {
			hand = hand.Add(engine.Card(c))
		}
		want, _ := v.Legal(trump, hand, trick)
		// The incremental view of the trick, with play indices standing for seats (the partner
		// of index i is i^2, as for seats).
		master, masterSeat := tb.toInt[trick[0]], 0
		for j := 1; j < m; j++ {
			if c := tb.toInt[trick[j]]; tb.beats(c, master) {
				master, masterSeat = c, j
			}
		}
		got := tb.legal(tb.internal(hand), int(trick[0].Suit()), master, masterSeat, m)
		require.Equal(t, tb.internal(want), got, "%s trump %s hand %s trick %v", v.Name, trump, hand, trick)
	}
}

// TestBeatsMatchesEngine checks the internal W1 comparison against engine.Beats.
func TestBeatsMatchesEngine(t *testing.T) {
	var tb tables
	v := engine.MustBuiltin("classique")
	for trump := range engine.Suit(4) {
		tb.setup(v, trump)
		for a := range engine.Card(32) {
			for b := range engine.Card(32) {
				if a == b {
					continue
				}
				for _, led := range []engine.Suit{b.Suit(), trump} {
					if b.Suit() != led && b.Suit() != trump {
						continue // a master is always of the led suit or a trump
					}
					assert.Equal(t, engine.Beats(a, b, trump, led), tb.beats(tb.toInt[a], tb.toInt[b]), "%s over %s, trump %s", a, b, trump)
				}
			}
		}
	}
}

// TestAgainstMinimax compares the solver with plain minimax on random positions with 1 to 3
// tricks left and 0 to 3 cards on the table, in every variant.
func TestAgainstMinimax(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	compareWithMinimax(t, n, 3, 7)
}

// TestAgainstMinimaxFourTricks is the same with four tricks left (slow).
func TestAgainstMinimaxFourTricks(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: four tricks of plain minimax")
	}
	compareWithMinimax(t, 150, 4, 8)
}

// TestAgainstAlphaBeta compares the solver with plain alpha-beta (no table, no ordering, no
// merging) on positions with five and six tricks left (slow).
func TestAgainstAlphaBeta(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: six tricks of plain alpha-beta")
	}
	rng := rand.New(rand.NewPCG(55, 5))
	vs := testVariants(t)
	sv := NewSolver()
	for i := range 60 {
		v := vs[i%len(vs)]
		p := randomPosition(rng, v, 5+i%2, rng.IntN(4))
		got, err := sv.Values(context.Background(), p)
		require.NoError(t, err)
		seat := p.ToMove()
		for _, cv := range got {
			want := alphaBetaAfter(p, seat, cv.Card, -1, 1000)
			if seat.Team() == engine.EW {
				want = p.Total() - want
			}
			require.Equal(t, want, cv.Value, "case %d %s: card %s", i, v.Name, cv.Card)
		}
	}
}

func compareWithMinimax(t *testing.T, n, maxTricks int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 42))
	vs := testVariants(t)
	sv := NewSolver()
	ctx := context.Background()
	for i := range n {
		v := vs[i%len(vs)]
		k := 1 + rng.IntN(maxTricks)
		if maxTricks == 4 {
			k = 4
		}
		p := randomPosition(rng, v, k, rng.IntN(4))
		want := minimaxValues(p)
		got, err := sv.Values(ctx, p)
		require.NoError(t, err)
		require.Len(t, got, len(want))
		best := -1
		for _, cv := range got {
			require.Equal(t, want[cv.Card], cv.Value, "case %d %s trump %s leader %s trick %v hands %v: card %s", i, v.Name, p.Trump, p.Leader, p.Trick, p.Hands, cv.Card)
			best = max(best, cv.Value)
		}
		val, err := sv.Value(ctx, p)
		require.NoError(t, err)
		require.Equal(t, best, val, "case %d: Value", i)
	}
}

// TestTrickInProgress checks hand-worked positions with a trick in progress, in each variant:
// the variant's direction and switches change who plays and what may be played.
func TestTrickInProgress(t *testing.T) {
	house := houseRules(t)
	tests := []struct {
		name    string
		variant *engine.Variant
		trump   string
		hands   [4]string // N E S W
		leader  engine.Seat
		trick   string
		want    map[string]int
	}{
		{
			// N leads 10H, E 7H; S must overtrump partner with AH (P2), W overtrumps with JH (P2):
			// 41 to EW; then W's AS is ruffed by S's 8H (P7): 25 to NS.
			name: "classique P2 over partner", variant: engine.MustBuiltin("classique"), trump: "H",
			hands: [4]string{"7S", "KS", "AH 8H", "JH AS"}, leader: engine.North, trick: "10H 7H",
			want: map[string]int{"AH": 25},
		},
		{
			// Same, overtrump_partner_on_trump_lead = false: S may keep AH (P3) and play 8H; W's JH
			// takes 30; S then ruffs AS with AH: 36 to NS.
			name: "house P3 over partner", variant: house, trump: "H",
			hands: [4]string{"7S", "KS", "AH 8H", "JH AS"}, leader: engine.North, trick: "10H 7H",
			want: map[string]int{"AH": 25, "8H": 36},
		},
		{
			// W leads AS, N ruffs with JH; E holds only a lower trump: must undertrump (P6), and
			// N's team takes both tricks (62).
			name: "classique P6 forced", variant: engine.MustBuiltin("classique"), trump: "H",
			hands: [4]string{"8C", "7H 10D", "7S AD", "7C"}, leader: engine.West, trick: "AS JH",
			want: map[string]int{"7H": 0},
		},
		{
			// undertrump = free: E discards 10D (41 to NS) and keeps 7H to ruff the last trick (21).
			name: "house P6 free", variant: house, trump: "H",
			hands: [4]string{"8C", "7H 10D", "7S AD", "7C"}, leader: engine.West, trick: "AS JH",
			want: map[string]int{"7H": 0, "10D": 21},
		},
		{
			// annonces plays as classique: W leads 9S, N takes with AS over E's 10S; S follows
			// with KS (25 to NS) or 7S (21), and E's 8C takes the last trick either way.
			name: "annonces follow suit", variant: engine.MustBuiltin("annonces"), trump: "D",
			hands: [4]string{"7C", "8C", "KS 7S", "QS"}, leader: engine.West, trick: "9S AS 10S",
			want: map[string]int{"KS": 25, "7S": 21},
		},
		{
			// marocaine is counterclockwise (N→W→S→E), Spanish face: N leads 1e, W and S follow
			// low, E plays last and must follow with 12e (P1); N takes 15, then 23 with 7o.
			name: "marocaine counterclockwise", variant: engine.MustBuiltin("marocaine"), trump: "o",
			hands: [4]string{"7o", "12e 6c", "4b", "11e"}, leader: engine.North, trick: "1e 4e 5e",
			want: map[string]int{"12e": 0},
		},
		{
			// francaise is counterclockwise: N leads AS, then W, S; E, void, must ruff (P7) and
			// takes 24; S's AD takes the last trick.
			name: "francaise must trump", variant: engine.MustBuiltin("francaise"), trump: "C",
			hands: [4]string{"8D", "7C 9D", "AD", "KD"}, leader: engine.North, trick: "AS 10S QS",
			want: map[string]int{"7C": 24},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := Position{Variant: tc.variant, Trump: mustSuit(t, tc.trump), Leader: tc.leader, Trick: mustCards(t, tc.trick)}
			for s, h := range tc.hands {
				p.Hands[s] = mustSet(t, h)
			}
			require.NoError(t, p.Validate())
			got, err := Values(context.Background(), p)
			require.NoError(t, err)
			gotText := map[string]int{}
			for _, cv := range got {
				gotText[cv.Card.Format(tc.variant.Face)] = cv.Value
			}
			assert.Equal(t, tc.want, gotText)
			ref := map[string]int{}
			for c, v := range minimaxValues(p) {
				ref[c.Format(tc.variant.Face)] = v
			}
			assert.Equal(t, ref, gotText, "minimax")
		})
	}
}

func mustSuit(t testing.TB, text string) engine.Suit {
	t.Helper()
	s, _, err := engine.ParseSuit(text)
	require.NoError(t, err)
	return s
}

// TestCancel stops a long search with its context: the error says so, no goroutine is left, and
// the solver still answers correctly afterwards.
func TestCancel(t *testing.T) {
	before := runtime.NumGoroutine()
	p := fullDeals(1)[0]
	sv := NewSolver()

	done, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := sv.Values(done, p)
	require.ErrorIs(t, err, context.Canceled)

	// A deadline that passes once the search has started, whatever the machine's speed or load:
	// the search sees it at its first look at the context and stops there.
	_, err = sv.Line(&expiresOnStart{Context: context.Background()}, p)
	require.ErrorIs(t, err, context.DeadlineExceeded)

	small := randomPosition(rand.New(rand.NewPCG(5, 5)), p.Variant, 3, 1)
	got, err := sv.Values(context.Background(), small)
	require.NoError(t, err)
	want := minimaxValues(small)
	for _, cv := range got {
		assert.Equal(t, want[cv.Card], cv.Value, cv.Card.String())
	}
	assert.LessOrEqual(t, runtime.NumGoroutine(), before, "no goroutine left behind")
}

// TestDeterministic: the same position gives the same values and line, from a fresh solver or a
// used one.
func TestDeterministic(t *testing.T) {
	deals := fullDeals(3)
	used := NewSolver()
	for _, p := range deals {
		a, err := NewSolver().Values(context.Background(), p)
		require.NoError(t, err)
		b, err := used.Values(context.Background(), p)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
}

// TestLine checks that a principal line is legal, complete, and earns the position's value.
func TestLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	ctx := context.Background()
	n := 20
	if testing.Short() {
		n = 4
	}
	for i := range n {
		vs := testVariants(t)
		p := randomPosition(rng, vs[i%len(vs)], 2+rng.IntN(7), rng.IntN(4))
		want, err := Value(ctx, p)
		require.NoError(t, err)
		line, err := Line(ctx, p)
		require.NoError(t, err)
		mover := p.ToMove().Team()
		got, q := 0, p
		for j, c := range line {
			require.True(t, q.Legal().Has(c), "step %d: %s is not legal", j, c)
			trick := append(append([]engine.Card{}, q.Trick...), c)
			q = q.Play(c)
			if len(trick) == 4 {
				pts := 0
				for _, tc := range trick {
					pts += engine.Points(tc, p.Trump)
				}
				if q.Hands[q.Leader].Empty() {
					pts += engine.DixDeDer
				}
				if q.Leader.Team() == mover {
					got += pts
				}
			}
		}
		for _, h := range q.Hands {
			require.True(t, h.Empty(), "line stops before the end")
		}
		assert.Equal(t, want, got, "case %d: the line earns the value", i)
	}
}

// TestValidate names what is wrong with impossible positions.
func TestValidate(t *testing.T) {
	v := engine.MustBuiltin("classique")
	base := func() Position {
		return Position{Variant: v, Trump: engine.Hearts, Leader: engine.North,
			Hands: [4]engine.Set{mustSet(t, "7S 8S"), mustSet(t, "7C 8C"), mustSet(t, "7D 8D"), mustSet(t, "9S 9C")}}
	}
	tests := []struct {
		name   string
		change func(p *Position)
		msg    string
	}{
		{"ok", func(p *Position) {}, ""},
		{"no variant", func(p *Position) { p.Variant = nil }, "no variant"},
		{"card twice", func(p *Position) { p.Hands[1] = p.Hands[1].Add(mustCards(t, "7S")[0]).Remove(mustCards(t, "7C")[0]) }, "7S"},
		{"sizes", func(p *Position) { p.Hands[2] = mustSet(t, "7D") }, "S holds 1 cards but should hold 2"},
		{"trick sizes", func(p *Position) { p.Trick = mustCards(t, "AS") }, "N holds 2 cards but should hold 1"},
		{"illegal trick", func(p *Position) {
			p.Hands[0] = mustSet(t, "8S")
			p.Trick = mustCards(t, "AS 7C") // E, void in ♠ with a trump, had to ruff (P7)
			p.Hands[1] = mustSet(t, "7H")
		}, "E may not play 7C"},
		{"empty", func(p *Position) { p.Hands = [4]engine.Set{} }, "holds 0 cards"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := base()
			tc.change(&p)
			err := p.Validate()
			if tc.msg == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cause := errors.New("enough")
	cancel(cause)
	_, err := Value(ctx, fullDeals(1)[0])
	require.Error(t, err)
}

// expiresOnStart is a context that is still live when the solver checks it before searching and
// is past its deadline at every later look, so cancelling mid-search does not depend on timing.
type expiresOnStart struct {
	context.Context
	looks int
}

func (c *expiresOnStart) Err() error {
	c.looks++
	if c.looks == 1 {
		return nil
	}
	return context.DeadlineExceeded
}

func (c *expiresOnStart) Done() <-chan struct{} {
	done := make(chan struct{})
	close(done)
	return done
}
