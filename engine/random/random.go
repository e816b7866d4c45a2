// Package random deals and plays Belote at random, from a random source the caller passes in (no
// package state): the puzzle generator, the drills and quizzes, the practice table and the bots
// draw their deals here, so that a seed gives the same deals on every machine and Go release. It
// decides no rule: every deal and move goes through engine, which accepts it by construction.
package random

import (
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
)

// New returns the random source for a seed: PCG, so that the same seed gives the same deals on
// every machine and Go release.
func New(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Deck returns a shuffled deck of the 32 cards.
func Deck(rng *rand.Rand) []engine.Card {
	deck := make([]engine.Card, 32)
	for i, p := range rng.Perm(32) {
		deck[i] = engine.Card(p)
	}
	return deck
}

// Deal deals a shuffled deck (T3) and bids at random until someone takes (T4, T5; a deal where all
// pass is dealt anew, T6). The deal returned is at its first lead, so every position played from
// it is one a real table could reach.
func Deal(rng *rand.Rand, v *engine.Variant) *engine.Deal {
	for {
		d, err := engine.NewDeal(v, engine.Seat(rng.IntN(4)), Deck(rng))
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

// Move plays like a careless but honest player: a random legal card (§3), saying belote when
// allowed (B1) and declaring its best announcements with its first card (A3, A4).
func Move(rng *rand.Rand, d *engine.Deal) engine.Move {
	legal, _ := d.Legal()
	cards := legal.Cards()
	m := engine.Move{Card: cards[rng.IntN(len(cards))]}
	m.Belote = d.CanSayBelote(d.Turn, m.Card)
	if d.Variant.Announcements && d.NTricks == 0 && d.Hands[d.Turn].Len() == 8 {
		m.Declare = engine.BestDeclaration(d.Hands[d.Turn], d.Trump)
	}
	return m
}

// Play plays one random move; the engine accepts it by construction.
func Play(rng *rand.Rand, d *engine.Deal) {
	if err := d.Play(d.Turn, Move(rng, d)); err != nil {
		panic(err) // Move picks among the engine's own legal cards
	}
}

// Played plays a random deal to its end.
func Played(rng *rand.Rand, v *engine.Variant) *engine.Deal {
	d := Deal(rng, v)
	for d.Phase == engine.Playing {
		Play(rng, d)
	}
	return d
}

// SouthToPlay plays a random deal and returns, among the moments where South is to play and keep
// says yes, one chosen at random (a clone; nil when there is none).
func SouthToPlay(rng *rand.Rand, v *engine.Variant, keep func(d *engine.Deal) bool) *engine.Deal {
	d := Deal(rng, v)
	var found []*engine.Deal
	for d.Phase == engine.Playing {
		if d.Turn == engine.South && keep(d) {
			found = append(found, d.Clone())
		}
		Play(rng, d)
	}
	if len(found) == 0 {
		return nil
	}
	return found[rng.IntN(len(found))]
}
