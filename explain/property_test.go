package explain

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/belote-trainer/belote/engine"
)

// propertyVariants are the built-in variants plus the two play switches of §3, so that every branch
// of the explainer meets random positions.
func propertyVariants() []*engine.Variant {
	var vs []*engine.Variant
	for _, name := range engine.BuiltinNames {
		vs = append(vs, engine.MustBuiltin(name))
	}
	return append(vs, noOverPartner, freeUnder, noLitige,
		variantWith("marocaine", engine.PlayRules{NoOvertrumpOverPartner: true, FreeUndertrump: true}))
}

// randomPosition deals a shuffled deck, plays random legal cards (the engine's) for a random number
// of whole tricks and then part of a trick, and returns the position of the player to play, with
// their hand in a random order.
func randomPosition(r *rand.Rand, v *engine.Variant) Position {
	deck := engine.FullDeck.Cards()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var hands [4]engine.Set
	for i, c := range deck {
		hands[i/8] = hands[i/8].Add(c)
	}
	trump := engine.Suits[r.IntN(4)]
	leader := r.IntN(4)
	play := func(trick []engine.Card) []engine.Card {
		seat := (leader + len(trick)) % 4
		legal, _ := v.Legal(trump, hands[seat], trick)
		cs := legal.Cards()
		c := cs[r.IntN(len(cs))]
		hands[seat] = hands[seat].Remove(c)
		return append(trick, c)
	}
	for range r.IntN(8) {
		var trick []engine.Card
		for range 4 {
			trick = play(trick)
		}
		leader = (leader + engine.Winner(trump, trick)) % 4
	}
	var trick []engine.Card
	for range r.IntN(4) {
		trick = play(trick)
	}
	hand := hands[(leader+len(trick))%4].Cards()
	r.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
	return Position{Variant: v, Trump: trump, Hand: hand, Trick: trick}
}

// Every card of every random position gets an explanation whose legal flag and rule are the
// engine's, whose verdict word agrees with the flag, and which cites the rule in parentheses.
func TestPropertyPlayAgreesWithEngine(t *testing.T) {
	eachRandom(t, 100_000, 5_000, 2026, func(r *rand.Rand, v *engine.Variant, l Lang) {
		p := randomPosition(r, v)
		ex := Play(p, l)
		legal, rule := v.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)
		if ex.Rule != rule || ex.Legal != legal {
			t.Fatalf("%s: explanation says %s %s, engine %s %s", v.Name, ex.Rule, ex.Legal, rule, legal)
		}
		checkVerdicts(t, p, ex, legal, rule, l)
	})
}

// eachRandom calls check n times per variant (short times under -short), alternating languages,
// with a random source seeded per variant.
func eachRandom(t *testing.T, n, short int, seed uint64, check func(r *rand.Rand, v *engine.Variant, l Lang)) {
	if testing.Short() {
		n = short
	}
	for vi, v := range propertyVariants() {
		r := rand.New(rand.NewPCG(seed, uint64(vi)))
		for i := range n {
			check(r, v, Langs[i%2])
		}
	}
}

func checkVerdicts(t *testing.T, p Position, ex PlayExplanation, legal engine.Set, rule engine.Rule, l Lang) {
	t.Helper()
	cite := "(" + rule.String() + ")"
	allowed, refused := upperFirst(l.say("w.allowed")), upperFirst(l.say("w.refused"))
	if !strings.Contains(ex.Summary, cite) || strings.Contains(ex.Summary, "{") {
		t.Fatalf("summary %q lacks %s", ex.Summary, cite)
	}
	if len(ex.Cards) != len(p.Hand) {
		t.Fatalf("%d verdicts for %d cards", len(ex.Cards), len(p.Hand))
	}
	for i, cv := range ex.Cards {
		want := allowed
		if !legal.Has(cv.Card) {
			want = refused
		}
		switch {
		case cv.Card != p.Hand[i]:
			t.Fatalf("verdict %d is for %s, not %s", i, cv.Card, p.Hand[i])
		case cv.Legal != legal.Has(cv.Card) || cv.Rule != rule:
			t.Fatalf("%s: legal %v rule %s, engine %v %s", cv.Card, cv.Legal, cv.Rule, legal.Has(cv.Card), rule)
		case !strings.HasSuffix(cv.Text, cite+".") || strings.Contains(cv.Text, "{"):
			t.Fatalf("%s: text %q does not end with its citation %s", cv.Card, cv.Text, cite)
		case !strings.HasPrefix(cv.Text, want):
			t.Fatalf("%s: text %q does not start with %q", cv.Card, cv.Text, want)
		}
	}
}

// Tricks, announcements and scores of random deals are explained without a missing message, and
// each sentence cites a rule.
func TestPropertyOtherExplanations(t *testing.T) {
	eachRandom(t, 5_000, 500, 7, func(r *rand.Rand, v *engine.Variant, l Lang) {
		p := randomPosition(r, v)
		lines := Trick(v, p.Trump, p.Trick, l)
		checkCited(t, v, append(lines, Announces(v, p.Trump, engine.SetOf(p.Hand...), l)...))
	})
}

// randomFacts makes the facts of a random deal: a split of the 162 trick points (sometimes a capot),
// a random belote, and, where the variant has them, the best declaration of two dealt hands.
func randomFacts(r *rand.Rand, v *engine.Variant) engine.DealFacts {
	f := engine.DealFacts{Trump: engine.Suits[r.IntN(4)], Taker: engine.Team(r.IntN(2)), Capot: engine.NoTeam,
		Belote: engine.Team(r.IntN(3))}
	ns := r.IntN(163)
	if r.IntN(10) == 0 {
		f.Capot = engine.Team(r.IntN(2))
		ns = 0
		if f.Capot == engine.NS {
			ns = 162
		}
	}
	f.TrickPoints = [2]int{ns, 162 - ns}
	if v.Announcements {
		deck := engine.FullDeck.Cards()
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		for t := range 2 {
			f.Declared[t] = engine.BestDeclaration(engine.SetOf(deck[t*8:t*8+8]...), f.Trump)
		}
	}
	return f
}

func TestPropertyBreakdown(t *testing.T) {
	eachRandom(t, 20_000, 1_000, 11, func(r *rand.Rand, v *engine.Variant, l Lang) {
		f := randomFacts(r, v)
		s, err := v.ScoreDeal(f)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		lines := Breakdown(v, f, s, l)
		checkCited(t, v, lines)
		if last := lines[len(lines)-1]; !strings.Contains(last, num(s.Points[engine.NS])) || !strings.Contains(last, num(s.Points[engine.EW])) {
			t.Fatalf("%s: final line %q does not give the points %v", v.Name, last, s.Points)
		}
	})
}

// checkCited fails when a line lacks a rule citation or keeps an unfilled placeholder.
func checkCited(t *testing.T, v *engine.Variant, lines []string) {
	t.Helper()
	for _, line := range lines {
		if !citationRE.MatchString(line) || strings.Contains(line, "{") {
			t.Fatalf("%s: line %q lacks a citation", v.Name, line)
		}
	}
}

func BenchmarkPlay(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	v := engine.MustBuiltin("classique")
	ps := make([]Position, 1024)
	for i := range ps {
		ps[i] = randomPosition(r, v)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		Play(ps[i%len(ps)], Langs[i%2])
	}
}
