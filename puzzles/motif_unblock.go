package puzzles

import "github.com/belote-trainer/belote/engine"

// Unblock: the best card clears South's high card of a suit, which the tempting line later makes
// win over North's card of that suit, so that North wins more tricks in it, and the tricks after
// this one pay more.
const Unblock Motif = 6

func init() {
	register(&motifType{id: Unblock, name: "unblock", view: ViewOpen, seed: 2026, rules: []engine.Rule{engine.W1}, open: unblocked})
}

// Unblocked is the evidence of an unblocking.
type Unblocked struct {
	Suit engine.Suit
	// NorthWins counts the tricks of the best line led in Suit that North wins with a card of it;
	// Winners are those cards, and Now says that the first of them wins the current trick.
	NorthWins int
	Winners   []engine.Card
	Now       bool
	// Blocked is the trick of the tempting line where South's kept card wins over North's.
	Blocked int
	// Decisive is the comparison's decisive trick.
	Decisive int
}

func (Unblocked) Motif() Motif { return Unblock }

// Focus is the decisive trick.
func (e Unblocked) Focus() int { return e.Decisive }

// unblocked is the detector. North's tricks in the suit are counted over the whole lines, the
// current trick included: a tempting card under which North wins this trick rather than a later
// one unblocks nothing (the gain is then who has the lead at the end). And the unblocking itself
// must pay: the tricks after the current one bring North–South more points, and a higher margin,
// in the best line. When they do not, the high card's gain is the trick it takes now, and the
// lesson is Cash, not unblocking.
func unblocked(p *Puzzle, c Comparison) (OpenEvidence, bool) {
	s := c.Best.Card.Suit()
	ok := s != p.Trump && northWinsIn(c.Best.Line, s) > northWinsIn(c.Tempting.Line, s) &&
		pointsFrom(c.Best.Line, 1) > pointsFrom(c.Tempting.Line, 1) && marginFrom(c.Best.Line, 1) > marginFrom(c.Tempting.Line, 1) &&
		highOver(c.Best.Card, p.Hands[engine.North], p.Trump) && blocks(c.Tempting.Line[1:], c.Best.Card) >= 0
	if !ok {
		return nil, false
	}
	ev := Unblocked{Suit: s, NorthWins: northWinsIn(c.Best.Line, s), Blocked: blocks(c.Tempting.Line[1:], c.Best.Card) + 1, Decisive: c.Decisive()}
	for i, tr := range c.Best.Line {
		if tr.Winner == engine.North && tr.Cards[0].Suit() == s && tr.WinningCard().Suit() == s {
			ev.Winners = append(ev.Winners, tr.WinningCard())
			ev.Now = ev.Now || i == 0
		}
	}
	return ev, true
}

// stake: North's later tricks in the suit in the best line, and the trick South's high card
// blocks: what falls into the current trick is what taking it gains (Cash), not the unblocking.
func (e Unblocked) stake(_ *Puzzle, c Comparison) Stake {
	var st Stake
	b, t := c.Best.Line, c.Tempting.Line
	for i, x := range b {
		if i > 0 && len(x.Cards) == 4 && x.Cards[0].Suit() == e.Suit && x.Winner == engine.North && x.WinningCard().Suit() == e.Suit {
			st.addTrick(b, i)
		}
	}
	st.addTrick(t, e.Blocked)
	if nsTricks(b[1:]) <= nsTricks(t[1:]) {
		// Unblocking gives North–South more tricks after this one: when they make as many
		// either way, the cards that change sides are the lesson of another motif (which suit
		// an opponent must follow, which card falls where), and the unblocking explains none.
		st.Cards = 0
	}
	return st
}

// highOver reports whether card c outranks at least one card of its suit in hand: the high card
// that would block the suit.
func highOver(c engine.Card, hand []engine.Card, trump engine.Suit) bool {
	for _, h := range hand {
		if h.Suit() == c.Suit() && engine.Strength(c, trump) > engine.Strength(h, trump) {
			return true
		}
	}
	return false
}

// blocks finds the trick of a line where South's card c, of the suit North plays too, wins the
// trick in North's place (the high card that blocks the suit); -1 when there is none.
func blocks(line []LineTrick, c engine.Card) int {
	for i, t := range line {
		n := t.CardOf(engine.North)
		if len(t.Cards) == 4 && t.CardOf(engine.South) == c && t.Winner == engine.South && n.Valid() && n.Suit() == c.Suit() {
			return i
		}
	}
	return -1
}

// northWinsIn counts the tricks of a line led in suit s that North wins with a card of s.
func northWinsIn(line []LineTrick, s engine.Suit) int {
	n := 0
	for _, t := range line {
		if len(t.Cards) == 4 && t.Cards[0].Suit() == s && t.Winner == engine.North && t.WinningCard().Suit() == s {
			n++
		}
	}
	return n
}

// pointsFrom sums the points North–South win in a line's tricks from index i to the end.
func pointsFrom(line []LineTrick, i int) int {
	n := 0
	for _, t := range line[min(i, len(line)):] {
		if t.Winner.Team() == engine.NS {
			n += t.Points
		}
	}
	return n
}

// marginFrom sums the margins of a line's tricks from index i to the end.
func marginFrom(line []LineTrick, i int) int {
	n := 0
	for _, t := range line[min(i, len(line)):] {
		n += margin(t)
	}
	return n
}
