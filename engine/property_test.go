package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// dealsPerVariant is how many random deals each variant plays in the property tests: 100,000 in a
// full run (CI), fewer with -short for everyday runs.
func dealsPerVariant() int {
	if testing.Short() {
		return 5000
	}
	return 100000
}

// shuffled returns a random permutation of the 32 cards.
func shuffled(r *rand.Rand) []Card {
	deck := FullDeck.Cards()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

// randomBidding bids at random until someone takes or all pass twice.
func randomBidding(t testing.TB, r *rand.Rand, d *Deal) {
	for d.Phase == Bidding1 || d.Phase == Bidding2 {
		suit := NoSuit
		if r.IntN(3) == 0 {
			suit = d.Retourne.Suit()
			if d.Phase == Bidding2 {
				suit = (suit + Suit(1+r.IntN(3))) % 4
			}
		}
		if err := d.Bid(d.Turn, suit); err != nil {
			t.Fatalf("bid refused: %v", err)
		}
	}
}

// randomMove picks a random legal card, with a random declaration on the first card and a random
// belote word.
func randomMove(r *rand.Rand, d *Deal) Move {
	legal, _ := d.Legal()
	cards := legal.Cards()
	m := Move{Card: cards[r.IntN(len(cards))]}
	seat := d.Turn
	if d.Variant.Announcements && d.NTricks == 0 && r.IntN(2) == 0 {
		// Any choice of carrés, then any of the whole runs they leave free (A2, A3).
		free := d.Hands[seat]
		for _, c := range Carres(free) {
			if r.IntN(4) != 0 {
				m.Declare = append(m.Declare, c)
				free &^= c.Cards
			}
		}
		for _, run := range Runs(free) {
			if r.IntN(4) != 0 {
				m.Declare = append(m.Declare, run)
			}
		}
	}
	m.Belote = d.CanSayBelote(seat, m.Card) && r.IntN(8) != 0
	return m
}

func TestPropertyRandomDeals(t *testing.T) {
	for _, name := range BuiltinNames {
		t.Run(name, func(t *testing.T) {
			v := MustBuiltin(name)
			r := rand.New(rand.NewPCG(1, uint64(len(name))))
			passed := 0
			for range dealsPerVariant() {
				d, err := NewDeal(v, Seat(r.IntN(4)), shuffled(r))
				require.NoError(t, err)
				randomBidding(t, r, d)
				if d.Phase == AllPassed {
					passed++
					continue
				}
				playRandomDeal(t, r, d)
			}
			require.Positive(t, passed, "some deals should be passed twice (T6)")
		})
	}
}

// playRandomDeal plays d to the end with random legal moves, checking the legal set at every step
// and the score at the end.
func playRandomDeal(t testing.TB, r *rand.Rand, d *Deal) {
	steps := 0
	for d.Phase == Playing {
		legal, rule := d.Legal()
		hand := d.Hands[d.Turn]
		if legal.Empty() || legal&^hand != 0 || !rule.IsPlay() {
			t.Fatalf("legal %s (%s) not a non-empty part of hand %s", legal, rule, hand)
		}
		if want, wantRule := naiveLegal(d.Variant, d.Trump, hand, d.Current().Played()); want != legal || wantRule != rule {
			t.Fatalf("hand %s trick %v: legal %s (%s), naive %s (%s)", hand, d.Current().Played(), legal, rule, want, wantRule)
		}
		if err := d.Play(d.Turn, randomMove(r, d)); err != nil {
			t.Fatalf("a legal move was refused: %v", err)
		}
		if steps++; steps > 32 {
			t.Fatal("a deal lasted more than 32 cards")
		}
	}
	if d.Phase != Finished || steps != 32 {
		t.Fatalf("deal ended in phase %s after %d cards", d.Phase, steps)
	}
	assertDealInvariants(t, d)
	f, err := d.Facts()
	require.NoError(t, err)
	s, err := d.Score()
	require.NoError(t, err)
	assertScoreRules(t, d.Variant, f, s)
	if _, again, err := Replay(d.Variant, d.Record()); err != nil || again != s {
		t.Fatalf("replaying the record: %v, score %v, want %v", err, again, s)
	}
}

// assertScoreRules checks a score against K2–K7, stated independently of how ScoreDeal computes it.
func assertScoreRules(t testing.TB, v *Variant, f DealFacts, s Score) {
	taker, def := f.Taker, f.Taker.Other()
	if f.Capot != NoTeam {
		if s.TrickPoints[f.Capot] != v.Capot || s.TrickPoints[f.Capot.Other()] != 0 {
			t.Fatalf("capot: trick points %v (K2)", s.TrickPoints)
		}
	} else if s.TrickPoints[NS]+s.TrickPoints[EW] != TotalPoints {
		t.Fatalf("trick points %v do not add up to 162 (K1)", s.TrickPoints)
	}
	if s.Announces.Points[NS] > 0 && s.Announces.Points[EW] > 0 {
		t.Fatalf("both teams' announcements score (A6): %v", s.Announces.Points)
	}
	belote := [2]int{}
	if f.Belote != NoTeam {
		belote[f.Belote] = BeloteBonus
	}
	total := func(tm Team) int { return s.TrickPoints[tm] + s.Announces.Points[tm] + belote[tm] }
	switch v.Contract {
	case Threshold:
		// K3: 82 on trick points; after a belote by either team, 92 on trick points + own belote.
		made := s.TrickPoints[taker] >= v.Threshold
		switch f.Belote {
		case taker:
			made = s.TrickPoints[taker]+BeloteBonus >= v.ThresholdWithBelote
		case def:
			made = s.TrickPoints[taker] >= v.ThresholdWithBelote
		}
		if made != (s.Result == Made) || s.Result == Litige {
			t.Fatalf("K3: taker %d, belote %s, result %s", s.TrickPoints[taker], f.Belote, s.Result)
		}
	case BeatDefence:
		want := Failed
		switch {
		case total(taker) > total(def):
			want = Made
		case total(taker) == total(def) && v.Litige:
			want = Litige
		}
		if s.Result != want {
			t.Fatalf("K4: totals %d-%d, result %s", total(taker), total(def), s.Result)
		}
	}
	var want [2]int
	switch s.Result {
	case Made: // K5
		want = [2]int{total(NS), total(EW)}
	case Litige: // K7
		want[def], want[taker] = total(def), belote[taker]
		if s.Reserve != total(taker)-belote[taker] {
			t.Fatalf("K7 reserve %d", s.Reserve)
		}
	case Failed: // K6
		want[def] = TotalPoints + belote[def]
		if f.Capot == def {
			want[def] = v.Capot + belote[def]
		}
		want[taker] = belote[taker]
		if v.Contract == Threshold {
			want[def] += s.Announces.Points[def]
			want[taker] += s.Announces.Points[taker]
		} else {
			want[def] += s.Announces.Points[NS] + s.Announces.Points[EW]
		}
	}
	if s.Points != want {
		t.Fatalf("%s: points %v, want %v (facts %+v)", s.Result, s.Points, want, f)
	}
	if s.Result != Litige && s.Reserve != 0 {
		t.Fatalf("reserve %d outside a litige", s.Reserve)
	}
}

// naiveLegal restates RULES.md §3 card by card, without bit tricks, to cross-check Legal.
func naiveLegal(v *Variant, trump Suit, hand Set, trick []Card) (Set, Rule) {
	if len(trick) == 0 {
		return hand, P0
	}
	led := trick[0].Suit()
	best := 0
	for i := range trick {
		if Beats(trick[i], trick[best], trump, led) {
			best = i
		}
	}
	partnerMaster := len(trick) >= 2 && best == len(trick)-2
	highTrump := -1
	for _, c := range trick {
		if c.Suit() == trump && Strength(c, trump) > highTrump {
			highTrump = Strength(c, trump)
		}
	}
	var ofLed, trumps, over Set
	for _, c := range hand.Cards() {
		if c.Suit() == led {
			ofLed = ofLed.Add(c)
		}
		if c.Suit() == trump {
			trumps = trumps.Add(c)
			if Strength(c, trump) > highTrump {
				over = over.Add(c)
			}
		}
	}
	switch {
	case led != trump && ofLed != 0:
		return ofLed, P1
	case led == trump && over != 0 && !(partnerMaster && v.Play.NoOvertrumpOverPartner):
		return over, P2
	case led == trump && trumps != 0:
		return trumps, P3
	case trumps == 0:
		return hand, P8
	case partnerMaster:
		return hand, P4
	case highTrump >= 0 && over != 0:
		return over, P5
	case highTrump >= 0 && v.Play.FreeUndertrump:
		return hand, P6
	case highTrump >= 0:
		return trumps, P6
	}
	return trumps, P7
}

func TestPropertySwitchedVariants(t *testing.T) {
	for _, body := range []string{"overtrump_partner_on_trump_lead = false\n", "undertrump = \"free\"\n", "litige = false\n"} {
		v, err := ParseVariant("house.toml", []byte("base = \"marocaine\"\nname = \"house\"\n"+body))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(7, 7))
		for range dealsPerVariant() / 5 {
			d, err := StartPlay(v, Seat(r.IntN(4)), Suit(r.IntN(4)), Seat(r.IntN(4)), randomHands(r))
			require.NoError(t, err)
			playRandomDeal(t, r, d)
		}
	}
}

func randomHands(r *rand.Rand) [4]Set {
	deck := shuffled(r)
	var hands [4]Set
	for i, c := range deck {
		hands[i/8] = hands[i/8].Add(c)
	}
	return hands
}

func TestPropertyGamesEnd(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for _, name := range BuiltinNames {
		v := MustBuiltin(name)
		r := rand.New(rand.NewPCG(3, 9))
		for range games {
			g := NewGame(v)
			dealer := Seat(r.IntN(4))
			for deals := 0; !g.Over; deals++ {
				require.Less(t, deals, 1000, "a game should end (K8)")
				d, err := NewDeal(v, dealer, shuffled(r))
				require.NoError(t, err)
				dealer = v.NextDealer(dealer) // T2
				randomBidding(t, r, d)
				if d.Phase == AllPassed {
					continue
				}
				playRandomDeal(t, r, d)
				s, _ := d.Score()
				before := g.Scores[NS] + g.Scores[EW] + g.Reserve
				_, err = g.Add(s, d.Taker.Team())
				require.NoError(t, err)
				require.Equal(t, before+s.Points[NS]+s.Points[EW]+s.Reserve, g.Scores[NS]+g.Scores[EW]+g.Reserve, "no point lost or created by the reserve (K7)")
			}
			require.NotEqual(t, NoTeam, g.Winner)
			require.GreaterOrEqual(t, g.Scores[g.Winner], v.Target)
			require.Greater(t, g.Scores[g.Winner], g.Scores[g.Winner.Other()])
		}
	}
}
