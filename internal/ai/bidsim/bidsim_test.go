package bidsim

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/ai/bot"
)

func mustVariant(t testing.TB, name string) *engine.Variant {
	t.Helper()
	v, ok := engine.Builtin(name)
	if !ok {
		t.Fatalf("no variant %s", name)
	}
	return v
}

func cards(t testing.TB, text string) engine.Set {
	t.Helper()
	cs, _, err := engine.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	return engine.SetOf(cs...)
}

// TestDeckFor checks that the deck it builds deals back the hands asked for (T3).
func TestDeckFor(t *testing.T) {
	for _, name := range []string{"classique", "marocaine"} {
		v := mustVariant(t, name)
		for dealer := range engine.Seats {
			rng := rand.New(rand.NewPCG(1, uint64(dealer)))
			perm := rng.Perm(32)
			var hands [4][]engine.Card
			for s := range hands {
				for _, i := range perm[s*5 : s*5+5] {
					hands[s] = append(hands[s], engine.Card(i))
				}
			}
			var stock []engine.Card
			for _, i := range perm[21:] {
				stock = append(stock, engine.Card(i))
			}
			d, err := engine.NewDeal(v, engine.Seat(dealer), deckFor(v.Direction, engine.Seat(dealer), hands, engine.Card(perm[20]), stock))
			if err != nil {
				t.Fatal(err)
			}
			for s := range hands {
				if d.Hands[s] != engine.SetOf(hands[s]...) {
					t.Errorf("%s dealer %d: seat %d holds %s, want %v", name, dealer, s, d.Hands[s], hands[s])
				}
			}
			if d.Retourne != engine.Card(perm[20]) {
				t.Errorf("%s: retourne %s", name, d.Retourne)
			}
		}
	}
}

// TestPlayMatchesPlayedLine checks the short cut of play (the first lead's value instead of a
// played-out line) against the engine itself: the solver's line played card by card through an
// engine.Deal, with best declarations and belote said, scored by Deal.Score.
func TestPlayMatchesPlayedLine(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 4
	}
	ctx := context.Background()
	for _, name := range []string{"classique", "annonces", "marocaine", "francaise"} {
		v := mustVariant(t, name)
		s := &sampler{sv: solve.NewSolver()}
		rng := rand.New(rand.NewPCG(7, 7))
		for range n {
			deck := make([]engine.Card, 32)
			for i, c := range rng.Perm(32) {
				deck[i] = engine.Card(c)
			}
			d, err := engine.NewDeal(v, engine.Seat(rng.IntN(4)), deck)
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Bid(d.Turn, d.Retourne.Suit()); err != nil {
				t.Fatal(err)
			}
			got, err := s.play(ctx, d)
			if err != nil {
				t.Fatal(err)
			}
			want := playedOut(t, d)
			if got.Points != want.Points || got.Result != want.Result || got.Reserve != want.Reserve {
				t.Errorf("%s: play gives %v, the played-out line %v", name, got, want)
			}
		}
	}
}

// playedOut plays the solver's line through the engine, as a table would, and scores it.
func playedOut(t *testing.T, d *engine.Deal) engine.Score {
	t.Helper()
	d = d.Clone()
	pos := solve.Position{Variant: d.Variant, Trump: d.Trump, Hands: d.Hands, Leader: d.Turn}
	line, err := solve.Line(context.Background(), pos)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range line {
		m := engine.Move{Card: c, Belote: d.CanSayBelote(d.Turn, c)}
		if d.Variant.Announcements && d.NTricks == 0 {
			m.Declare = engine.BestDeclaration(d.Hands[d.Turn], d.Trump)
		}
		if err := d.Play(d.Turn, m); err != nil {
			t.Fatal(err)
		}
	}
	sc, err := d.Score()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestDeterministicWhateverTheCores runs the same simulation on one and on three goroutines.
func TestDeterministicWhateverTheCores(t *testing.T) {
	p := Position{Variant: mustVariant(t, "classique"), Dealer: engine.East, Seat: engine.South, Round: 2,
		Hand: cards(t, "JS 9S AS 7H 8D"), Retourne: engine.MustCard("QH")}
	ctx := context.Background()
	a, err := Simulate(ctx, p, 12, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Simulate(ctx, p, 12, 5, 3)
	if err != nil {
		t.Fatal(err)
	}
	if a.Diff != b.Diff || a.EVPass != b.EVPass || a.Best != b.Best || a.Suits[0] != b.Suits[0] ||
		a.Suits[1] != b.Suits[1] || a.Suits[2] != b.Suits[2] {
		t.Errorf("1 goroutine: %+v\n3 goroutines: %+v", a, b)
	}
	if a.Trump() != engine.Spades || len(a.Suits) != 3 {
		t.Errorf("a hand with J 9 A of spades should evaluate spades in round 2: %+v", a)
	}
	// Extending a screening run gives the same figures as one run.
	first, _ := Outcomes(ctx, p, 0, 5, 5, 2)
	rest, _ := Outcomes(ctx, p, 5, 12, 5, 2)
	if c := Summarise(p, append(first, rest...)); c.Diff != a.Diff || c.EVPass != a.EVPass {
		t.Errorf("screen then extend: %+v, one run %+v", c, a)
	}
}

// TestBidsAndSuits checks the bids before the seat's turn and the suits it may take (T4, T5).
func TestBidsAndSuits(t *testing.T) {
	v := mustVariant(t, "classique")
	p := Position{Variant: v, Dealer: engine.North, Seat: engine.South, Round: 2, Hand: cards(t, "7S 8S 9S 10S JS"), Retourne: engine.MustCard("7H")}
	bids := p.Bids()
	// Clockwise N→E→S→W: East speaks first; round 1 is four passes, then East passes in round 2.
	if len(bids) != 5 || bids[0].Seat != engine.East || bids[4].Seat != engine.East || bids[4].Round != 2 {
		t.Errorf("bids %+v", bids)
	}
	if got := p.Suits(); len(got) != 3 || got[0] != engine.Spades || got[1] != engine.Diamonds {
		t.Errorf("round 2 suits %v", got)
	}
	p.Round = 1
	if got := p.Bids(); len(got) != 1 {
		t.Errorf("round 1 bids %+v", got)
	}
	bad := p
	bad.Hand = bad.Hand.Add(engine.MustCard("7H"))
	if bad.Check() == nil {
		t.Error("a hand of 6 cards holding the retourne is accepted")
	}
}

// BenchmarkSample is one sampled deal of a first-round position: the take and the pass, each
// played out open-card.
func BenchmarkSample(b *testing.B) {
	benchSample(b, Position{Variant: mustVariant(b, "classique"), Dealer: engine.West, Seat: engine.South, Round: 1,
		Hand: cards(b, "JH 9D AS 10S 8C"), Retourne: engine.MustCard("7H")})
}

// BenchmarkSampleRound2 is one sampled deal of a second-round position: three suits taken and
// the pass, each played out open-card (the coach's dearest case).
func BenchmarkSampleRound2(b *testing.B) {
	benchSample(b, Position{Variant: mustVariant(b, "classique"), Dealer: engine.East, Seat: engine.South, Round: 2,
		Hand: cards(b, "JS 9S AS 7H 8D"), Retourne: engine.MustCard("QH")})
}

// benchSample samples one deal of p after another, each from its own index.
func benchSample(b *testing.B, p Position) {
	s := &sampler{p: p, sv: solve.NewSolver(), bid: bot.New(bot.Intermediaire, 1)}
	ctx := context.Background()
	i := 0
	for b.Loop() {
		if _, err := s.sample(ctx, 1, i); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
