package solve

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/belote-trainer/belote/engine"
)

// testVariants are the built-in variants plus a house-rules file that flips both §3 switches.
func testVariants(t testing.TB) []*engine.Variant {
	t.Helper()
	var out []*engine.Variant
	for _, name := range engine.BuiltinNames {
		out = append(out, engine.MustBuiltin(name))
	}
	return append(out, houseRules(t))
}

// houseRules is a variant file with overtrump_partner_on_trump_lead = false and undertrump = free.
func houseRules(t testing.TB) *engine.Variant {
	t.Helper()
	v, err := engine.ParseVariant("house.toml", []byte(`name = "house"
base = "classique"
overtrump_partner_on_trump_lead = false
undertrump = "free"
`))
	if err != nil {
		t.Fatal(err)
	}
	if !v.Play.NoOvertrumpOverPartner || !v.Play.FreeUndertrump {
		t.Fatalf("house rules not applied: %+v", v.Play)
	}
	return v
}

// randomPosition deals k cards to each seat, then plays m random legal cards (0 to 3) to the
// trick, so that the trick is consistent with the hands.
func randomPosition(rng *rand.Rand, v *engine.Variant, k, m int) Position {
	deck := rng.Perm(32)
	p := Position{Variant: v, Trump: engine.Suit(rng.IntN(4)), Leader: engine.Seat(rng.IntN(4))}
	for i := range 4 * k {
		p.Hands[i%4] = p.Hands[i%4].Add(engine.Card(deck[i]))
	}
	for range m {
		cards := p.Legal().Cards()
		p = p.Play(cards[rng.IntN(len(cards))])
	}
	return p
}

// fullDeals returns the benchmark's fixed set of n random full deals (seeded), classique rules.
func fullDeals(n int) []Position {
	rng := rand.New(rand.NewPCG(2026, 11))
	v := engine.MustBuiltin("classique")
	out := make([]Position, n)
	for i := range out {
		out[i] = randomPosition(rng, v, 8, 0)
	}
	return out
}

// minimax is the simple path: plain minimax over engine.Legal, with no pruning, no table and no
// shortcut. It returns the points NS win from the current trick on (its cards included).
func minimax(p Position) int {
	seat := p.Variant.Direction.Nth(p.Leader, len(p.Trick))
	legal, _ := p.Variant.Legal(p.Trump, p.Hands[seat], p.Trick)
	best := -1
	for _, c := range legal.Cards() {
		v := minimaxAfter(p, seat, c)
		if best < 0 || (seat.Team() == engine.NS && v > best) || (seat.Team() == engine.EW && v < best) {
			best = v
		}
	}
	return best
}

// minimaxAfter is minimax after seat plays c: NS points from the current trick on.
func minimaxAfter(p Position, seat engine.Seat, c engine.Card) int {
	hands := p.Hands
	hands[seat] = hands[seat].Remove(c)
	trick := append(append([]engine.Card{}, p.Trick...), c)
	if len(trick) < 4 {
		return minimax(Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: p.Leader, Trick: trick})
	}
	winner := p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, trick)) // W1
	points := 0
	for _, tc := range trick {
		points += engine.Points(tc, p.Trump)
	}
	last := hands[0]|hands[1]|hands[2]|hands[3] == 0
	if last {
		points += engine.DixDeDer // K1
	}
	ns := 0
	if winner.Team() == engine.NS {
		ns = points
	}
	if last {
		return ns
	}
	return ns + minimax(Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: winner})
}

// minimaxValues is the value of each legal card for the mover's team, by minimax.
func minimaxValues(p Position) map[engine.Card]int {
	seat := p.ToMove()
	total := p.Total()
	out := map[engine.Card]int{}
	for _, c := range p.Legal().Cards() {
		ns := minimaxAfter(p, seat, c)
		if seat.Team() == engine.EW {
			ns = total - ns
		}
		out[c] = ns
	}
	return out
}

func mustCards(t testing.TB, text string) []engine.Card {
	t.Helper()
	cs, _, err := engine.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func mustSet(t testing.TB, text string) engine.Set {
	t.Helper()
	return engine.SetOf(mustCards(t, text)...)
}

// alphaBeta is plain alpha-beta over engine.Legal, with no table, no ordering and no merging of
// cards: a second simple reference, fast enough for five tricks. It returns the NS points from the
// current trick on, exact when the value lies inside (alpha, beta).
func alphaBeta(p Position, alpha, beta int) int {
	seat := p.Variant.Direction.Nth(p.Leader, len(p.Trick))
	legal, _ := p.Variant.Legal(p.Trump, p.Hands[seat], p.Trick)
	maximise := seat.Team() == engine.NS
	best := -1
	if !maximise {
		best = 1000
	}
	for _, c := range legal.Cards() {
		v := alphaBetaAfter(p, seat, c, alpha, beta)
		if maximise {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

func alphaBetaAfter(p Position, seat engine.Seat, c engine.Card, alpha, beta int) int {
	hands := p.Hands
	hands[seat] = hands[seat].Remove(c)
	trick := append(append([]engine.Card{}, p.Trick...), c)
	if len(trick) < 4 {
		return alphaBeta(Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: p.Leader, Trick: trick}, alpha, beta)
	}
	winner := p.Variant.Direction.Nth(p.Leader, engine.Winner(p.Trump, trick)) // W1
	points := 0
	for _, tc := range trick {
		points += engine.Points(tc, p.Trump)
	}
	last := hands[0]|hands[1]|hands[2]|hands[3] == 0
	if last {
		points += engine.DixDeDer // K1
	}
	ns := 0
	if winner.Team() == engine.NS {
		ns = points
	}
	if last {
		return ns
	}
	return ns + alphaBeta(Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: winner}, alpha-ns, beta-ns)
}

// forLoaded draws n random positions (short of them under -short), one variant after the other,
// loads each into sv and hands it to check with its root. It returns how many it drew.
func forLoaded(t *testing.T, n, short int, seed uint64, sv *Solver, draw func(rng *rand.Rand, v *engine.Variant) Position, check func(i int, p Position, r *root)) int {
	t.Helper()
	if testing.Short() {
		n = short
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	vs := testVariants(t)
	for i := range n {
		p := draw(rng, vs[i%len(vs)])
		if err := sv.begin(context.Background(), &p); err != nil {
			t.Fatal(err)
		}
		r := sv.s.load(&p)
		check(i, p, &r)
	}
	return n
}
