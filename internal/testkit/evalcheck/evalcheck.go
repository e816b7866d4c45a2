// Package evalcheck is the independent check of engine/evaluate, for tests: random mid-deal
// positions, a restatement of RULES.md §3 card by card (NaiveLegal, which does not call
// engine.Legal), and a brute-force enumeration of the consistent layouts with their open-card
// values. It is plain Go so that the engine's tests and the CLI's tests share it.
package evalcheck

import (
	"context"
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
)

type (
	Position = evaluate.Position
	Trick    = evaluate.Trick
)

// Variants are the four built-in variants plus house rules that flip both §3 switches.
func Variants() []*engine.Variant {
	var out []*engine.Variant
	for _, name := range engine.BuiltinNames {
		out = append(out, engine.MustBuiltin(name))
	}
	v, err := engine.ParseVariant("house.toml", []byte("name = \"house\"\nbase = \"classique\"\n"+
		"overtrump_partner_on_trump_lead = false\nundertrump = \"free\"\n"))
	if err != nil {
		panic(err) // a fixed text that parses
	}
	return append(out, v)
}

// Game is a random deal played with random legal cards up to some point: the position of the
// seat to move, and the true remaining hands.
type Game struct {
	Pos   Position
	Hands [4]engine.Set
}

// RandomPosition deals at random and plays n random legal cards (engine.Legal), then returns the
// position of the seat to move. With known, one card of another seat's hand is given as known.
func RandomPosition(rng *rand.Rand, v *engine.Variant, n int, known bool) Game {
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
	return Game{Pos: p, Hands: hands}
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

// NaiveLegal restates RULES.md §3 card by card, independently of engine.Legal: may a player
// holding hand play c to trick?
func NaiveLegal(v *engine.Variant, trump engine.Suit, hand engine.Set, trick []engine.Card, c engine.Card) bool {
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

// BruteLayouts lists, by brute force, every assignment of the unseen cards (the known ones where
// they are known) to the other seats, with each seat's count, under which every card played was
// legal by NaiveLegal for the hand its player held then.
func BruteLayouts(p *Position) [][4]engine.Set {
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
			if !NaiveLegal(p.Variant, p.Trump, hands[seats[j]], t.Cards[:j], t.Cards[j]) {
				return false
			}
		}
	}
	return true
}

// Values solves every layout open-card and returns, for each legal card, its value summed over
// the layouts and the number of layouts where it is best.
func Values(p *Position, layouts [][4]engine.Set) (map[engine.Card]int, map[engine.Card]int, error) {
	sv := solve.NewSolver()
	sums, best := map[engine.Card]int{}, map[engine.Card]int{}
	for _, hands := range layouts {
		vals, err := sv.Values(context.Background(), solve.Position{Variant: p.Variant, Trump: p.Trump, Hands: hands, Leader: p.Trick.Leader, Trick: p.Trick.Cards})
		if err != nil {
			return nil, nil, err
		}
		top := solve.Best(vals)
		for _, cv := range vals {
			sums[cv.Card] += cv.Value
			if top.Has(cv.Card) {
				best[cv.Card]++
			}
		}
	}
	return sums, best, nil
}
