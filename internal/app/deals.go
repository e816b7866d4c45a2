package app

import (
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
)

// Table is what a card table shows: the contract, the trick in progress with who played what, and
// the hands, South's (the learner's) always, the others when a puzzle opens them.
type Table struct {
	Face      engine.Face
	Trump     engine.Suit
	Dealer    engine.Seat // NoSeat when unknown
	Taker     engine.Seat // NoSeat when unknown
	Trick     []engine.Card
	Seats     []engine.Seat // the seat that played each card of Trick
	Hands     [4]engine.Set
	Open      [4]bool // hands shown face up; the others are drawn as a count of backs
	Highlight engine.Set
	TrickNo   int // 1 to 8, 0 when not in a deal
}

// TrickSeats returns the seats that played n cards from leader, in the variant's direction (T1).
func TrickSeats(dir engine.Direction, leader engine.Seat, n int) []engine.Seat {
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = dir.Nth(leader, i)
	}
	return out
}

// Shuffled returns a shuffled deck of the 32 cards.
func Shuffled(rng *rand.Rand) []engine.Card {
	deck := make([]engine.Card, 32)
	for i, p := range rng.Perm(32) {
		deck[i] = engine.Card(p)
	}
	return deck
}

// RandomDeal deals a shuffled deck (T3) and bids at random until someone takes (T4, T5; a deal
// where all pass is dealt anew, T6). The deal returned is at its first lead.
func RandomDeal(rng *rand.Rand, v *engine.Variant) *engine.Deal {
	for {
		d, err := engine.NewDeal(v, engine.Seat(rng.IntN(4)), Shuffled(rng))
		if err != nil {
			panic(err) // a shuffled full deck is always a valid deck
		}
		for d.Phase == engine.Bidding1 || d.Phase == engine.Bidding2 {
			bid := engine.NoSuit
			if d.Phase == engine.Bidding1 && rng.IntN(3) == 0 {
				bid = d.Retourne.Suit()
			} else if d.Phase == engine.Bidding2 && rng.IntN(2) == 0 {
				bid = (d.Retourne.Suit() + engine.Suit(1+rng.IntN(3))) % 4
			}
			if err := d.Bid(d.Turn, bid); err != nil {
				panic(err) // the bids above follow T4 and T5
			}
		}
		if d.Phase == engine.Playing {
			return d
		}
	}
}

// RandomMove plays like a careless but honest player: a random legal card (§3), saying belote when
// allowed (B1) and declaring its best announcements with its first card (A3, A4).
func RandomMove(rng *rand.Rand, d *engine.Deal) engine.Move {
	legal, _ := d.Legal()
	cards := legal.Cards()
	m := engine.Move{Card: cards[rng.IntN(len(cards))]}
	m.Belote = d.CanSayBelote(d.Turn, m.Card)
	if d.Variant.Announcements && d.NTricks == 0 && d.Hands[d.Turn].Len() == 8 {
		m.Declare = engine.BestDeclaration(d.Hands[d.Turn], d.Trump)
	}
	return m
}

// PlayRandom plays one random move; the engine accepts it by construction.
func PlayRandom(rng *rand.Rand, d *engine.Deal) {
	if err := d.Play(d.Turn, RandomMove(rng, d)); err != nil {
		panic(err) // RandomMove picks among the engine's own legal cards
	}
}

// TableOf shows a deal in progress from South's seat.
func TableOf(d *engine.Deal) Table {
	t := Table{Face: d.Variant.Face, Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker, Hands: d.Hands}
	t.Open[engine.South] = true
	if tr := d.Current(); tr != nil {
		t.Trick = append([]engine.Card(nil), tr.Played()...)
		t.Seats = append([]engine.Seat(nil), tr.Seats[:tr.N]...)
		t.TrickNo = d.NTricks + 1
	}
	return t
}
