package bot

import (
	"fmt"
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/random"
)

// DealRecord is one deal of a game: the deal as played (or passed, T6), its score, and the
// litige reserve it collected (K7).
type DealRecord struct {
	Deal      *engine.Deal
	Score     engine.Score
	Collected engine.Collected
}

// GameRecord is a whole game played to the variant's target (K8).
type GameRecord struct {
	Deals  []DealRecord
	Final  [2]int // collected reserves included
	Winner engine.Team
}

// MaxDeals stops a game that would never end; K8 always ends a game long before.
const MaxDeals = 500

// Checker is called after each bid and each trick with the deal so far; an error stops the game.
type Checker func(d *engine.Deal) error

// PlayDeal deals deck from dealer and lets the four players bid and play it out. The deal returned
// is Finished or AllPassed (T6).
func PlayDeal(v *engine.Variant, dealer engine.Seat, deck []engine.Card, players [4]Player, check Checker) (*engine.Deal, error) {
	d, err := engine.NewDeal(v, dealer, deck)
	if err != nil {
		return nil, err
	}
	for d.Phase == engine.Bidding1 || d.Phase == engine.Bidding2 {
		if err := d.Bid(d.Turn, players[d.Turn].Bid(BidViewOf(d))); err != nil {
			return d, fmt.Errorf("bot %s bids: %w", d.Turn, err)
		}
	}
	for d.Phase == engine.Playing {
		seat, n := d.Turn, d.NTricks
		if err := d.Play(seat, players[seat].Play(ViewOf(d))); err != nil {
			return d, fmt.Errorf("bot %s plays: %w", seat, err)
		}
		if check != nil && d.NTricks != n {
			if err := check(d); err != nil {
				return d, err
			}
		}
	}
	return d, nil
}

// PlayGame plays a game: the first dealer drawn at random, then the deal passing on in the
// variant's direction (T2), each deal shuffled anew, until K8 names a winner.
func PlayGame(v *engine.Variant, players [4]Player, rng *rand.Rand, check Checker) (GameRecord, error) {
	g := engine.NewGame(v)
	rec := GameRecord{Winner: engine.NoTeam}
	dealer := engine.Seat(rng.IntN(4))
	for !g.Over {
		if len(rec.Deals) == MaxDeals {
			return rec, fmt.Errorf("no winner after %d deals (K8)", MaxDeals)
		}
		d, err := PlayDeal(v, dealer, random.Deck(rng), players, check)
		if err != nil {
			return rec, err
		}
		dr := DealRecord{Deal: d, Score: engine.Score{Result: engine.Passed, Decided: engine.T6}}
		if d.Phase == engine.Finished {
			if dr.Score, err = d.Score(); err != nil {
				return rec, err
			}
		}
		if dr.Collected, err = g.Add(dr.Score, d.Taker.Team()); err != nil {
			return rec, err
		}
		rec.Deals = append(rec.Deals, dr)
		dealer = v.NextDealer(dealer)
	}
	rec.Final, rec.Winner = g.Scores, g.Winner
	return rec, nil
}

// CheckInvariants checks what must hold at any moment of a deal in play: the hands and the cards
// played hold the 32 cards once each (C1), every seat holds the number of cards its plays leave
// (T3), and once finished the trick points add up to 162 (K1).
func CheckInvariants(d *engine.Deal) error {
	var seen engine.Set
	count := 0
	add := func(s engine.Set) {
		seen |= s
		count += s.Len()
	}
	for _, h := range d.Hands {
		add(h)
	}
	var played [4]int
	for i := 0; i <= d.NTricks && i < 8; i++ {
		t := &d.Tricks[i]
		add(engine.SetOf(t.Played()...))
		for j := 0; j < t.N; j++ {
			played[t.Seats[j]]++
		}
	}
	if count != 32 || seen != engine.FullDeck {
		return fmt.Errorf("C1: %d cards on the table and in hand, %d distinct", count, seen.Len())
	}
	for s, h := range d.Hands {
		if h.Len()+played[s] != 8 {
			return fmt.Errorf("T3: %s holds %d cards after playing %d", engine.Seat(s), h.Len(), played[s])
		}
	}
	if d.Phase == engine.Finished {
		f, err := d.Facts()
		if err != nil {
			return err
		}
		if f.TrickPoints[0]+f.TrickPoints[1] != engine.TotalPoints {
			return fmt.Errorf("K1: trick points add up to %d", f.TrickPoints[0]+f.TrickPoints[1])
		}
	}
	return nil
}
