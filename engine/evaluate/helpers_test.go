package evaluate

import (
	"math/rand/v2"
	"testing"

	"github.com/belote-trainer/belote/engine"
)

// testVariants are the four built-in variants plus house rules that flip both §3 switches.
func testVariants(t testing.TB) []*engine.Variant {
	t.Helper()
	var out []*engine.Variant
	for _, name := range engine.BuiltinNames {
		out = append(out, engine.MustBuiltin(name))
	}
	v, err := engine.ParseVariant("house.toml", []byte("name = \"house\"\nbase = \"classique\"\n"+
		"overtrump_partner_on_trump_lead = false\nundertrump = \"free\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	return append(out, v)
}

// randomGame is a random deal played with random legal cards up to some point: the position of
// the seat to move, and the true remaining hands.
type randomGame struct {
	pos   Position
	hands [4]engine.Set
}

// randomPosition deals at random and plays n random legal cards (engine.Legal), then returns the
// position of the seat to move. With known, one card of another seat's hand is given as known.
func randomPosition(rng *rand.Rand, v *engine.Variant, n int, known bool) randomGame {
	deck := rng.Perm(32)
	var hands [4]engine.Set
	for i, c := range deck {
		hands[i%4] = hands[i%4].Add(engine.Card(c))
	}
	trump := engine.Suit(rng.IntN(4))
	cur := Trick{Leader: engine.Seat(rng.IntN(4))}
	var history []Trick
	seat := cur.Leader
	for range n {
		legal, _ := v.Legal(trump, hands[seat], cur.Cards)
		cards := legal.Cards()
		c := cards[rng.IntN(len(cards))]
		hands[seat] = hands[seat].Remove(c)
		cur.Cards = append(cur.Cards, c)
		seat = v.Direction.Next(seat)
		if len(cur.Cards) == 4 {
			history = append(history, cur)
			seat = v.Direction.Nth(cur.Leader, engine.Winner(trump, cur.Cards))
			cur = Trick{Leader: seat}
		}
	}
	p := Position{Variant: v, Trump: trump, Seat: seat, Hand: hands[seat], History: history, Trick: cur}
	if known {
		other := v.Direction.Nth(seat, 1+rng.IntN(3))
		if cs := hands[other].Cards(); len(cs) > 0 {
			p.Known[other] = engine.SetOf(cs[rng.IntN(len(cs))])
		}
	}
	return randomGame{pos: p, hands: hands}
}

// strength is the C3 order: higher beats lower.
func strength(c engine.Card, trump engine.Suit) int {
	trumpOrder := [8]int{engine.Seven: 0, engine.Eight: 1, engine.Queen: 2, engine.King: 3, engine.Ten: 4, engine.Ace: 5, engine.Nine: 6, engine.Jack: 7}
	plainOrder := [8]int{engine.Seven: 0, engine.Eight: 1, engine.Nine: 2, engine.Jack: 3, engine.Queen: 4, engine.King: 5, engine.Ten: 6, engine.Ace: 7}
	if c.Suit() == trump {
		return 100 + trumpOrder[c.Rank()]
	}
	return plainOrder[c.Rank()]
}

// naiveLegal restates RULES.md §3 card by card, independently of engine.Legal: may a player
// holding hand play c to trick?
func naiveLegal(v *engine.Variant, trump engine.Suit, hand engine.Set, trick []engine.Card, c engine.Card) bool {
	if !hand.Has(c) {
		return false
	}
	if len(trick) == 0 {
		return true // P0
	}
	led := trick[0].Suit()
	master := 0 // W1: highest trump, else highest of the led suit
	for i, x := range trick {
		m := trick[master]
		if (x.Suit() == trump && (m.Suit() != trump || strength(x, trump) > strength(m, trump))) ||
			(x.Suit() == led && m.Suit() == led && strength(x, trump) > strength(m, trump)) {
			master = i
		}
	}
	partnerMaster := len(trick) >= 2 && master == len(trick)-2
	var hasLed, hasTrump, hasHigher bool
	for _, h := range hand.Cards() {
		hasLed = hasLed || h.Suit() == led
		hasTrump = hasTrump || h.Suit() == trump
		hasHigher = hasHigher || h.Suit() == trump && trick[master].Suit() == trump && strength(h, trump) > strength(trick[master], trump)
	}
	higher := c.Suit() == trump && trick[master].Suit() == trump && strength(c, trump) > strength(trick[master], trump)
	if led == trump {
		switch {
		case !hasTrump:
			return true // P8
		case !hasHigher, partnerMaster && v.Play.NoOvertrumpOverPartner:
			return c.Suit() == trump // P3
		default:
			return higher // P2
		}
	}
	switch {
	case hasLed:
		return c.Suit() == led // P1
	case !hasTrump, partnerMaster:
		return true // P8, P4
	case trick[master].Suit() == trump && hasHigher:
		return higher // P5
	case trick[master].Suit() == trump:
		return v.Play.FreeUndertrump || c.Suit() == trump // P6
	default:
		return c.Suit() == trump // P7
	}
}

// bruteLayouts lists, by brute force, every assignment of the unseen cards (the known ones where
// they are known) to the other seats, with each seat's count, under which every card played was
// legal by naiveLegal for the hand its player held then.
func bruteLayouts(p *Position) [][4]engine.Set {
	counts := p.Counts()
	var known engine.Set
	for _, k := range p.Known {
		known |= k
	}
	free := (p.Unseen() &^ known).Cards()
	var out [][4]engine.Set
	var walk func(i int, hands [4]engine.Set)
	walk = func(i int, hands [4]engine.Set) {
		if i == len(free) {
			if bruteConsistent(p, hands) {
				out = append(out, hands)
			}
			return
		}
		for _, s := range engine.Seats {
			if s != p.Seat && hands[s].Len() < counts[s] {
				walk(i+1, func() [4]engine.Set { h := hands; h[s] = h[s].Add(free[i]); return h }())
			}
		}
	}
	start := p.Known
	start[p.Seat] = p.Hand
	walk(0, start)
	return out
}

// bruteConsistent replays the tricks backwards from the remaining hands: each card goes back into
// its player's hand, and must have been legal for that hand.
func bruteConsistent(p *Position, hands [4]engine.Set) bool {
	tricks := append(append([]Trick(nil), p.History...), p.Trick)
	for i := len(tricks) - 1; i >= 0; i-- {
		t := tricks[i]
		seats := make([]engine.Seat, len(t.Cards))
		for j := range t.Cards {
			seats[j] = p.Variant.Direction.Nth(t.Leader, j)
		}
		for j := len(t.Cards) - 1; j >= 0; j-- {
			hands[seats[j]] = hands[seats[j]].Add(t.Cards[j])
			if !naiveLegal(p.Variant, p.Trump, hands[seats[j]], t.Cards[:j], t.Cards[j]) {
				return false
			}
		}
	}
	return true
}
