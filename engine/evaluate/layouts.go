package evaluate

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/belote-trainer/belote/engine"
)

// ErrNoLayout is returned when no layout of the unseen cards is consistent with the play.
var ErrNoLayout = errors.New("no layout of the unseen cards is consistent with the play (§3)")

// play is one card played by a seat, with what its legality depends on: the cards before it in
// its trick, and the cards that seat played from then on (this one included), which were in its
// hand at that moment.
type play struct {
	seat   engine.Seat
	card   engine.Card
	prefix []engine.Card
	later  engine.Set
	unread bool // not checked: NewLayoutsUnread
}

// group is a set of hidden cards that the same seats may hold.
type group struct {
	cards []engine.Card
	seats [3]bool // by index in Layouts.others
}

// Layouts are the layouts of the unseen cards consistent with the play.
//
// A layout is consistent when every card each seat played was legal (§3) for the hand it held
// then: its remaining cards plus the cards it played from then on (CLI.md `evaluate`). The
// engine's Legal decides, and the test is a conjunction over the cards of that hand: every row of
// §3 reads "if the hand holds a card of kind K (the led suit, a trump, a trump higher than the
// master), the card played is of kind K", and each such clause is broken by a single card. So a
// hidden card x may sit in seat s exactly when no play of s would have been illegal with x added
// to what s is known to have held (engine.Legal on that hand); the consistent layouts are then the
// ways to deal the hidden cards so that each seat gets its number of cards, each card going to a
// seat that may hold it. Cards that the same seats may hold form a group; counting, uniform
// drawing and enumeration work group by group. Every layout produced is still checked whole
// against engine.Legal (consistent), so a rule that broke the argument would show as an error,
// never as a wrong layout.
type Layouts struct {
	pos    Position
	others [3]engine.Seat
	need   [3]int   // hidden cards each other seat receives
	groups []group  // the hidden cards, by the seats that may hold them
	plays  []play   // every card played by the other seats and by Seat
	memo   []uint64 // ways(i, need) for group i, memoKey(need); 0 = not computed, else ways+1
	count  uint64   // number of consistent layouts
	binom  [25][25]uint64
	unread engine.Set // played cards whose legality is not checked
}

// NewLayouts validates the position and works out its consistent layouts. It returns
// ErrNoLayout (wrapped with the reason) when there is none.
func NewLayouts(p Position) (*Layouts, error) { return NewLayoutsUnread(p, 0) }

// NewLayoutsUnread is NewLayouts where the cards of unread, played in the history or the trick,
// are not checked for legality: the layouts that a player believes in who has not read what those
// cards showed (a seat's void, say). It is how a hidden-hand puzzle tells whether a void decides
// its answer (puzzles.VoidDecides).
func NewLayoutsUnread(p Position, unread engine.Set) (*Layouts, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	l := &Layouts{pos: p, unread: unread}
	for i := range l.binom {
		l.binom[i][0] = 1
		for j := 1; j <= i; j++ {
			l.binom[i][j] = l.binom[i-1][j-1] + l.binom[i-1][j]
		}
	}
	l.readPlays()
	if err := l.checkKnownPlays(); err != nil {
		return nil, err
	}
	if err := l.makeGroups(); err != nil {
		return nil, err
	}
	l.memo = make([]uint64, (len(l.groups)+1)*9*9*9)
	l.count = l.ways(0, l.need)
	if l.count == 0 {
		return nil, fmt.Errorf("%w: the inferred voids leave no way to deal them", ErrNoLayout)
	}
	return l, nil
}

// Count returns the number of consistent layouts, each distinct assignment of the unseen cards
// counted once.
func (l *Layouts) Count() uint64 { return l.count }

// Position returns the position the layouts are of.
func (l *Layouts) Position() *Position { return &l.pos }

// readPlays lists every card played, with its trick prefix and the seat's later cards.
func (l *Layouts) readPlays() {
	p := &l.pos
	tricks := append(append([]Trick(nil), p.History...), p.Trick)
	for _, t := range tricks {
		seat := t.Leader
		for j, c := range t.Cards {
			l.plays = append(l.plays, play{seat: seat, card: c, prefix: t.Cards[:j], unread: l.unread.Has(c)})
			seat = p.Variant.Direction.Next(seat)
		}
	}
	var later [4]engine.Set
	for i := len(l.plays) - 1; i >= 0; i-- {
		pl := &l.plays[i]
		later[pl.seat] = later[pl.seat].Add(pl.card)
		pl.later = later[pl.seat]
	}
	n := 0
	for _, s := range engine.Seats {
		if s != p.Seat {
			l.others[n] = s
			n++
		}
	}
}

// held returns what seat is known to have held at the moment of pl: its known remaining cards
// (all of them for Seat) and the cards it played from then on.
func (l *Layouts) held(pl *play) engine.Set {
	if pl.seat == l.pos.Seat {
		return l.pos.Hand | pl.later
	}
	return l.pos.Known[pl.seat] | pl.later
}

func (l *Layouts) legal(hand engine.Set, pl *play) bool {
	if pl.unread {
		return true
	}
	legal, _ := l.pos.Variant.Legal(l.pos.Trump, hand, pl.prefix)
	return legal.Has(pl.card)
}

// checkKnownPlays checks each play against what is known of its player's hand alone: Seat's own
// plays, and the known cards of the others (a seat known to hold a heart cannot have discarded on
// a heart lead).
func (l *Layouts) checkKnownPlays() error {
	for i := range l.plays {
		pl := &l.plays[i]
		if hand := l.held(pl); !l.legal(hand, pl) {
			_, rule := l.pos.Variant.Legal(l.pos.Trump, hand, pl.prefix)
			return fmt.Errorf("%w: %s could not play %s holding %s (%s)", ErrNoLayout, pl.seat,
				pl.card.Format(l.pos.Variant.Face), hand.Format(l.pos.Variant.Face), rule)
		}
	}
	return nil
}

// makeGroups finds which seats may hold each hidden card and groups the cards by those seats.
func (l *Layouts) makeGroups() error {
	p := &l.pos
	counts := p.Counts()
	for i, s := range l.others {
		l.need[i] = counts[s] - p.Known[s].Len()
	}
	var known engine.Set
	for _, k := range p.Known {
		known |= k
	}
	bySeats := map[[3]bool]int{}
	for _, x := range (p.Unseen() &^ known).Cards() {
		var seats [3]bool
		for i, s := range l.others {
			seats[i] = l.mayHold(s, x)
		}
		if seats == [3]bool{} {
			return fmt.Errorf("%w: no seat can hold %s", ErrNoLayout, x.Format(p.Variant.Face))
		}
		g, ok := bySeats[seats]
		if !ok {
			g = len(l.groups)
			bySeats[seats] = g
			l.groups = append(l.groups, group{seats: seats})
		}
		l.groups[g].cards = append(l.groups[g].cards, x)
	}
	return nil
}

// mayHold reports whether every play of seat stays legal with x added to its known hand then.
func (l *Layouts) mayHold(seat engine.Seat, x engine.Card) bool {
	for i := range l.plays {
		pl := &l.plays[i]
		if pl.seat == seat && !l.legal(l.held(pl).Add(x), pl) {
			return false
		}
	}
	return true
}

func memoKey(need [3]int) int { return (need[0]*9+need[1])*9 + need[2] }

// ways returns the number of ways to deal groups i… so that the other seats receive need.
func (l *Layouts) ways(i int, need [3]int) uint64 {
	if i == len(l.groups) {
		if need == [3]int{} {
			return 1
		}
		return 0
	}
	key := i*729 + memoKey(need)
	if m := l.memo[key]; m != 0 {
		return m - 1
	}
	var total uint64
	l.splits(i, need, func(k [3]int, w uint64) bool {
		total += w
		return true
	})
	l.memo[key] = total + 1
	return total
}

// splits calls fn with each way k to share group i's cards among the seats that may hold them
// within need, and the number of layouts of groups i… that begin with that split; it stops when
// fn returns false.
func (l *Layouts) splits(i int, need [3]int, fn func(k [3]int, w uint64) bool) {
	g := &l.groups[i]
	n := len(g.cards)
	top := func(j, left int) int {
		if !g.seats[j] {
			return 0
		}
		return min(need[j], left)
	}
	for k0 := 0; k0 <= top(0, n); k0++ {
		for k1 := 0; k1 <= top(1, n-k0); k1++ {
			k2 := n - k0 - k1
			if k2 > 0 && (!g.seats[2] || k2 > need[2]) {
				continue
			}
			k := [3]int{k0, k1, k2}
			rest := l.ways(i+1, [3]int{need[0] - k0, need[1] - k1, need[2] - k2})
			if rest == 0 {
				continue
			}
			if !fn(k, l.binom[n][k0]*l.binom[n-k0][k1]*rest) {
				return
			}
		}
	}
}

// base returns the hands that every layout shares: Seat's hand and the known cards.
func (l *Layouts) base() [4]engine.Set {
	hands := l.pos.Known
	hands[l.pos.Seat] = l.pos.Hand
	return hands
}

// maxRedraws bounds the redraws of Draw (see there).
const maxRedraws = 1000

// errRedraw reports a layout that the group split allowed but the whole test refused, which the
// argument on Layouts rules out: a bug, or a rule that breaks it.
var errRedraw = errors.New("internal error: layouts drawn from the inferred voids keep failing the legality test")

// Draw returns a layout drawn uniformly at random among the consistent ones: every seat's
// remaining hand, Seat's own included. Each group's split is drawn in proportion to the number of
// layouts that begin with it, then its cards are shuffled and dealt in that split.
func (l *Layouts) Draw(rng *rand.Rand) ([4]engine.Set, error) {
	for range maxRedraws {
		hands := l.base()
		need := l.need
		for i := range l.groups {
			r := rng.Uint64N(l.ways(i, need))
			var pick [3]int
			l.splits(i, need, func(k [3]int, w uint64) bool {
				if r < w {
					pick = k
					return false
				}
				r -= w
				return true
			})
			cards := append([]engine.Card(nil), l.groups[i].cards...)
			rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
			for j, s := range l.others {
				hands[s] |= engine.SetOf(cards[:pick[j]]...)
				cards = cards[pick[j]:]
				need[j] -= pick[j]
			}
		}
		// Rejection keeps the draw uniform among the layouts that pass the whole test; by the
		// argument on Layouts every layout passes, so this loop runs once.
		if l.consistent(hands) {
			return hands, nil
		}
	}
	return [4]engine.Set{}, errRedraw
}

// Each calls fn with every consistent layout, in a fixed order, until fn returns false.
func (l *Layouts) Each(fn func(hands [4]engine.Set) bool) {
	l.each(0, l.need, l.base(), func(hands [4]engine.Set) bool {
		return !l.consistent(hands) || fn(hands)
	})
}

func (l *Layouts) each(i int, need [3]int, hands [4]engine.Set, fn func([4]engine.Set) bool) bool {
	if i == len(l.groups) {
		return fn(hands)
	}
	cont := true
	l.splits(i, need, func(k [3]int, _ uint64) bool {
		rest := [3]int{need[0] - k[0], need[1] - k[1], need[2] - k[2]}
		cont = l.deal(l.groups[i].cards, 0, k, hands, func(h [4]engine.Set) bool {
			return l.each(i+1, rest, h, fn)
		})
		return cont
	})
	return cont
}

// deal calls fn with each way to give the cards, from seat index j on, k[j] cards to each.
func (l *Layouts) deal(cards []engine.Card, j int, k [3]int, hands [4]engine.Set, fn func([4]engine.Set) bool) bool {
	if j == 2 {
		hands[l.others[2]] |= engine.SetOf(cards...)
		return fn(hands)
	}
	return subsets(cards, k[j], func(chosen engine.Set, rest []engine.Card) bool {
		h := hands
		h[l.others[j]] |= chosen
		return l.deal(rest, j+1, k, h, fn)
	})
}

// subsets calls fn with each subset of k of the cards and the cards left out, until fn returns
// false.
func subsets(cards []engine.Card, k int, fn func(chosen engine.Set, rest []engine.Card) bool) bool {
	var rest []engine.Card
	var walk func(i int, chosen engine.Set, left int) bool
	walk = func(i int, chosen engine.Set, left int) bool {
		if left == 0 {
			out := append(append([]engine.Card(nil), rest...), cards[i:]...)
			return fn(chosen, out)
		}
		if len(cards)-i < left {
			return true
		}
		if !walk(i+1, chosen.Add(cards[i]), left-1) {
			return false
		}
		rest = append(rest, cards[i])
		ok := walk(i+1, chosen, left)
		rest = rest[:len(rest)-1]
		return ok
	}
	return walk(0, 0, k)
}

// consistent is the whole test on a layout: every card played was legal for the hand its player
// held then (§3, engine.Legal).
func (l *Layouts) consistent(hands [4]engine.Set) bool {
	for i := range l.plays {
		pl := &l.plays[i]
		if !l.legal(hands[pl.seat]|pl.later, pl) {
			return false
		}
	}
	return true
}

// MayHold returns the cards that seat may hold in some consistent layout: Seat's own hand, or a
// seat's known cards and the hidden cards that no play of its rules out.
func (l *Layouts) MayHold(seat engine.Seat) engine.Set {
	if seat == l.pos.Seat {
		return l.pos.Hand
	}
	out := l.pos.Known[seat]
	for _, g := range l.groups {
		for i, s := range l.others {
			if s == seat && g.seats[i] {
				out |= engine.SetOf(g.cards...)
			}
		}
	}
	return out
}

// Consistent reports whether hands (every seat's remaining cards) is one of the layouts: Seat's
// hand and the known cards where they are, each seat with its number of cards, and every card
// played legal for the hand its player held then (§3).
func (l *Layouts) Consistent(hands [4]engine.Set) bool {
	counts := l.pos.Counts()
	var all engine.Set
	for _, s := range engine.Seats {
		if s != l.pos.Seat && hands[s].Len() != counts[s] || hands[s]&l.pos.Known[s] != l.pos.Known[s] || all&hands[s] != 0 {
			return false
		}
		all |= hands[s]
	}
	return hands[l.pos.Seat] == l.pos.Hand && all == l.pos.Hand|l.pos.Unseen() && l.consistent(hands)
}
