package bot

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
)

// FortOptions bound the work of the fort level.
type FortOptions struct {
	// Samples is the number of hidden-hand deals drawn per decision (default 16).
	Samples int
	// FromCards: the bot samples once its hand holds at most this many cards; before that it
	// plays like the intermédiaire (0: always sample). Early positions are the slow ones for the
	// exact solver.
	FromCards int
	// Budget, when not zero, bounds the time of one decision: the samples solved by then decide
	// (the bot is then no longer deterministic).
	Budget time.Duration
}

// DefaultSamples is the number of samples when FortOptions.Samples is 0.
const DefaultSamples = 16

// fort samples the unseen cards consistently with what it has seen and plays the card with the
// best average open-card value over the samples (engine/solve), reusing one solver.
type fort struct {
	rng  *rand.Rand
	opts FortOptions
	sv   *solve.Solver
}

// NewFort returns a fort bot with its own solver.
func NewFort(seed uint64, opts FortOptions) Player {
	if opts.Samples <= 0 {
		opts.Samples = DefaultSamples
	}
	return &fort{rng: rand.New(rand.NewPCG(seed, seed^0x51ed27)), opts: opts, sv: solve.NewSolver()}
}

// Reseed seeds the sampling again (the solver and its tables are kept).
func (b *fort) Reseed(seed uint64) { b.rng = rand.New(rand.NewPCG(seed, seed^0x51ed27)) }

// Bid uses the intermédiaire's judgement of hand strength.
func (b *fort) Bid(v BidView) engine.Suit { return bidOnStrength(v) }

func (b *fort) Play(v View) engine.Move {
	legal := v.Legal()
	if legal.Len() == 1 || (b.opts.FromCards > 0 && v.Hand.Len() > b.opts.FromCards) {
		return finish(v, heuristicCard(v))
	}
	c, ok := b.sampled(v, legal)
	if !ok {
		c = heuristicCard(v)
	}
	return finish(v, c)
}

// sampled returns the legal card of best average value over the samples.
func (b *fort) sampled(v View, legal engine.Set) (engine.Card, bool) {
	ctx := context.Background()
	if b.opts.Budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, b.opts.Budget)
		defer cancel()
	}
	k := NewKnowledge(v)
	t := v.Current()
	var sum [32]int
	n := 0
	for range b.opts.Samples {
		hands, ok := k.Sample(b.rng)
		if !ok {
			break
		}
		pos := solve.Position{Variant: v.Variant, Trump: v.Trump, Hands: hands, Leader: t.Leader, Trick: t.Played()}
		vals, err := b.sv.Values(ctx, pos)
		if err != nil {
			break // out of time: decide on the samples solved
		}
		for _, cv := range vals {
			sum[cv.Card] += cv.Value
		}
		n++
	}
	if n == 0 {
		return engine.NoCard, false
	}
	best := engine.NoCard
	for _, c := range legal.Cards() {
		// On equal value, give away the cheaper card.
		if best == engine.NoCard || sum[c] > sum[best] || sum[c] == sum[best] && lowest(engine.SetOf(c, best), v.Trump) == c {
			best = c
		}
	}
	return best, true
}

// Knowledge is what a seated player knows of the hidden hands: how many cards each seat holds, the
// cards it must hold (the retourne taken by the taker, T3; declared announcements, A4; the other
// card of a belote said, B1) and the cards it cannot hold (voids and missing higher trumps revealed
// by its plays, §3).
type Knowledge struct {
	Me     engine.Seat
	Hand   engine.Set
	Unseen engine.Set
	Count  [4]int
	Must   [4]engine.Set
	Forbid [4]engine.Set
}

// NewKnowledge reads the view.
func NewKnowledge(v View) *Knowledge {
	k := &Knowledge{Me: v.Seat, Hand: v.Hand, Unseen: v.Unseen()}
	for _, s := range engine.Seats {
		k.Count[s] = 8 - v.playedBy(s).Len()
	}
	k.Count[v.Seat] = v.Hand.Len()
	if v.Retourne != engine.NoCard && v.Taker < engine.NoSeat {
		k.Must[v.Taker] = k.Must[v.Taker].Add(v.Retourne) // T3: the taker received the retourne
	}
	for s, decl := range v.Declared {
		for _, a := range decl {
			k.Must[s] |= a.Cards // A4: declared cards were in the hand
		}
	}
	k.readPlays(v)
	for s := range k.Must {
		k.Must[s] &= k.Unseen
		if engine.Seat(s) == v.Seat {
			k.Must[s] = 0
		}
	}
	return k
}

// readPlays learns from each card played: the card was legal for its player (§3), so any card
// that, held beside it, would have made it illegal was not in that hand (a void in the led suit,
// no trump, or no higher trump). The engine's own Legal decides each case.
func (k *Knowledge) readPlays(v View) {
	both := engine.SetOf(engine.NewCard(engine.King, v.Trump), engine.NewCard(engine.Queen, v.Trump))
	for i := range v.Tricks {
		t := &v.Tricks[i]
		for j := 0; j < t.N; j++ {
			s, c, prefix := t.Seats[j], t.Cards[j], t.Cards[:j]
			if s == v.Seat {
				continue
			}
			for _, x := range k.Unseen.Cards() {
				if legal, _ := v.Variant.Legal(v.Trump, engine.SetOf(c, x), prefix); !legal.Has(c) {
					k.Forbid[s] = k.Forbid[s].Add(x)
				}
			}
			if t.Belote[j] == 1 && both.Has(c) {
				k.Must[s] |= both.Remove(c) // B1: belote said, the other card is in that hand
			}
		}
	}
}

// Sample deals the unseen cards to the other seats at random, consistently with the knowledge
// when possible; after repeated failures it drops the forbidden cards (the hand sizes and the
// known cards always hold). It returns every seat's hand, the player's own included.
func (k *Knowledge) Sample(rng *rand.Rand) ([4]engine.Set, bool) {
	for try := range 64 {
		if hands, ok := k.deal(rng, try < 48); ok {
			return hands, true
		}
	}
	return [4]engine.Set{}, false
}

func (k *Knowledge) deal(rng *rand.Rand, strict bool) ([4]engine.Set, bool) {
	var hands [4]engine.Set
	hands[k.Me] = k.Hand
	var room [4]int
	rest := k.Unseen
	for _, s := range engine.Seats {
		if s == k.Me {
			continue
		}
		hands[s] = k.Must[s]
		rest &^= k.Must[s]
		room[s] = k.Count[s] - k.Must[s].Len()
		if room[s] < 0 {
			return hands, false
		}
	}
	cards := rest.Cards()
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	allowed := func(c engine.Card) []engine.Seat {
		var out []engine.Seat
		for _, s := range engine.Seats {
			if s != k.Me && room[s] > 0 && (!strict || !k.Forbid[s].Has(c)) {
				out = append(out, s)
			}
		}
		return out
	}
	// Most constrained cards first, so a card with one possible seat is not left without room.
	slices.SortStableFunc(cards, func(a, b engine.Card) int { return len(allowed(a)) - len(allowed(b)) })
	for _, c := range cards {
		seats := allowed(c)
		if len(seats) == 0 {
			return hands, false
		}
		total := 0
		for _, s := range seats {
			total += room[s]
		}
		pick := rng.IntN(total)
		for _, s := range seats {
			if pick < room[s] {
				hands[s] = hands[s].Add(c)
				room[s]--
				break
			}
			pick -= room[s]
		}
	}
	return hands, true
}
