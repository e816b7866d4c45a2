package bot

import (
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
)

// intermediaire bids on the strength of its hand and plays by the habits of club players: follow
// the partner, save points, load points on a master partner, draw trumps as taker, cash master
// cards.
type intermediaire struct{ rng *rand.Rand }

// thresholds are the hand strengths (see strength) from which a bot takes in round 1 (T4) and in
// round 2 (T5).
type thresholds struct{ round1, round2 int }

// intermediaireTakes: from 8 in round 1, and 9 in round 2, where three unknown cards and no
// retourne help.
var intermediaireTakes = thresholds{8, 9}

func (b *intermediaire) Bid(v BidView) engine.Suit { return bidOnStrength(v, intermediaireTakes) }

// bidOnStrength takes the retourne's suit in round 1 (T4), or the best other suit in round 2
// (T5), when the hand is strong enough with that trump; in round 1 the retourne counts as held,
// since the taker receives it (T3).
func bidOnStrength(v BidView, at thresholds) engine.Suit {
	if v.Round == 1 {
		t := v.Retourne.Suit()
		if strength(v.Hand.Add(v.Retourne), t) >= at.round1 {
			return t
		}
		return engine.NoSuit
	}
	best, bestScore := engine.NoSuit, 0
	for t := engine.Spades; t < engine.NoSuit; t++ {
		if t == v.Retourne.Suit() {
			continue
		}
		if s := strength(v.Hand, t); s > bestScore {
			best, bestScore = t, s
		}
	}
	if bestScore >= at.round2 {
		return best
	}
	return engine.NoSuit
}

// strength scores a hand for a trump suit in half points: the jack and nine of trump weigh most,
// then the ace and ten of trump, then each other trump; a side ace adds, a side ten with its ace
// a little.
func strength(hand engine.Set, trump engine.Suit) int {
	score := 0
	for _, c := range hand.Cards() {
		if c.Suit() == trump {
			switch c.Rank() {
			case engine.Jack:
				score += 7
			case engine.Nine:
				score += 5
			case engine.Ace, engine.Ten:
				score += 3
			default:
				score += 2
			}
			continue
		}
		switch c.Rank() {
		case engine.Ace:
			score += 3
		case engine.Ten:
			if hand.Has(engine.NewCard(engine.Ace, c.Suit())) {
				score++
			}
		}
	}
	if hand.Of(trump).Len() < 2 {
		score -= 3 // one trump is no contract, however good
	}
	return score
}

func (b *intermediaire) Play(v View) engine.Move { return finish(v, heuristicCard(v)) }

// heuristicCard chooses a card by the club player's habits.
func heuristicCard(v View) engine.Card {
	legal := v.Legal()
	if legal.Len() == 1 {
		return legal.First()
	}
	t := v.Current()
	if t.N == 0 {
		return lead(v, legal)
	}
	return follow(v, legal, t)
}

// lead chooses the first card of a trick: the taker's team draws trumps while opponents may hold
// some, with the master trump if held; then a master card; else a low card of a side suit.
func lead(v View, legal engine.Set) engine.Card {
	trump := v.Trump
	mine := legal.Of(trump)
	unseenTrumps := v.Unseen().Of(trump)
	if v.Taker == v.Seat && mine != 0 && unseenTrumps != 0 {
		if c, ok := masterIn(v, mine); ok {
			return c
		}
		return lowest(mine, trump)
	}
	if c, ok := masterIn(v, legal&^engine.SuitSet(trump)); ok {
		return c
	}
	if side := legal &^ engine.SuitSet(trump); side != 0 {
		return lowest(side, trump)
	}
	return lowest(legal, trump)
}

// masterIn returns the card of set with the most points that no unseen card could beat when led
// (see unbeaten).
func masterIn(v View, set engine.Set) (engine.Card, bool) {
	best, found := engine.NoCard, false
	may := mayHold(v)
	for _, c := range set.Cards() {
		if unbeaten(v, may, c, c.Suit()) {
			if !found || engine.Points(c, v.Trump) > engine.Points(best, v.Trump) {
				best, found = c, true
			}
		}
	}
	return best, found
}

// mayHold returns, for each seat, the cards it may hold in a layout consistent with the play
// (engine/evaluate).
func mayHold(v View) [4]engine.Set {
	var may [4]engine.Set
	l, err := v.Layouts()
	for _, s := range engine.Seats {
		switch {
		case err != nil: // never for the view of a real deal: then assume nothing
			may[s] = v.Unseen()
		default:
			may[s] = l.MayHold(s)
		}
	}
	return may
}

// unbeaten reports whether no unseen card that an opponent may hold could beat c in a trick
// led in suit led (W1): a higher card of c's suit, or a trump when an opponent is known to be void
// in the led suit (no consistent layout gives it one, §3). A possible but unknown void is a risk
// the club player takes.
func unbeaten(v View, may [4]engine.Set, c engine.Card, led engine.Suit) bool {
	others := v.Unseen().Of(c.Suit())
	for _, s := range engine.Seats {
		if s.Team() != v.Seat.Team() && may[s]&v.Unseen().Of(led) == 0 {
			others |= v.Unseen().Of(v.Trump)
		}
	}
	for _, x := range others.Cards() {
		if engine.Beats(x, c, v.Trump, led) {
			return false
		}
	}
	return true
}

// beatable reports whether some card of others could beat c in a trick led in suit led: a higher
// card of the led suit, or, when c is not a trump, any trump (W1).
func beatable(v View, c engine.Card, led engine.Suit, others engine.Set) bool {
	for _, x := range others.Cards() {
		if engine.Beats(x, c, v.Trump, led) {
			return true
		}
	}
	return false
}

// follow chooses a card when the trick has been led.
func follow(v View, legal engine.Set, t *engine.Trick) engine.Card {
	trump := v.Trump
	played := t.Played()
	st := engine.ReadTrick(trump, played)
	last := t.N == 3
	// The cards still to come could beat the master only if some player after us holds them.
	unseen := v.Unseen()
	if st.PartnerMaster {
		if last || !beatable(v, st.MasterCard, st.Led, unseen) {
			return charge(legal, trump, st)
		}
		return lowestNotOver(legal, st, trump)
	}
	var winners engine.Set
	for _, c := range legal.Cards() {
		if engine.Beats(c, st.MasterCard, trump, st.Led) {
			winners = winners.Add(c)
		}
	}
	if winners == 0 {
		return lowest(legal, trump) // the trick is lost: save points
	}
	if last {
		return cheapestWinner(winners, trump)
	}
	// Win with a card that nobody after us can beat; or ruff low; else keep the strength.
	may := mayHold(v)
	for _, c := range winners.Cards() {
		if c.Suit() != trump && unbeaten(v, may, c, st.Led) {
			return c
		}
	}
	if ruff := winners.Of(trump); ruff != 0 && st.Led != trump {
		return lowest(ruff, trump)
	}
	if st.Led == trump {
		return cheapestWinner(winners, trump)
	}
	return lowest(legal, trump)
}

// charge gives the partner, master of the trick, the most points possible without spending a
// trump when another card will do.
func charge(legal engine.Set, trump engine.Suit, st engine.TrickState) engine.Card {
	pool := legal &^ engine.SuitSet(trump)
	if pool == 0 {
		return lowestNotOver(legal, st, trump)
	}
	best := pool.First()
	for _, c := range pool.Cards() {
		if engine.Points(c, trump) > engine.Points(best, trump) {
			best = c
		}
	}
	return best
}

// lowestNotOver plays low without overtaking the partner when possible.
func lowestNotOver(legal engine.Set, st engine.TrickState, trump engine.Suit) engine.Card {
	var under engine.Set
	for _, c := range legal.Cards() {
		if !engine.Beats(c, st.MasterCard, trump, st.Led) {
			under = under.Add(c)
		}
	}
	if under != 0 {
		return lowest(under, trump)
	}
	return lowest(legal, trump)
}

// lowest returns the card that costs least to give away: fewest points, then a side card before
// a trump, then the weakest.
func lowest(set engine.Set, trump engine.Suit) engine.Card {
	best := set.First()
	key := func(c engine.Card) int {
		k := engine.Points(c, trump)*20 + engine.Strength(c, trump)
		if c.Suit() == trump {
			k += 10
		}
		return k
	}
	for _, c := range set.Cards() {
		if key(c) < key(best) {
			best = c
		}
	}
	return best
}

// cheapestWinner returns the winning card of lowest strength, a side card before a trump.
func cheapestWinner(winners engine.Set, trump engine.Suit) engine.Card {
	if side := winners &^ engine.SuitSet(trump); side != 0 {
		return weakest(side, trump)
	}
	return weakest(winners, trump)
}

func weakest(set engine.Set, trump engine.Suit) engine.Card {
	best := set.First()
	for _, c := range set.Cards() {
		if engine.Strength(c, trump) < engine.Strength(best, trump) {
			best = c
		}
	}
	return best
}
