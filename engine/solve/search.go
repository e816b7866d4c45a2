package solve

import (
	"math/bits"

	"github.com/belote-trainer/belote/engine"
)

// This file is the solver's fast path: an allocation-free alpha-beta search on its own numbering
// of the cards and its own incremental legality. Its simple twin is the plain minimax over
// engine.Legal in the tests (helpers_test.go); TestLegalFastPath and TestAgainstMinimax prove that
// they agree, and TestSearchAllocatesNothing that the search does not allocate.
//
// The search works on its own numbering of the cards: suit*8 + strength, where strength is the
// card's place in its suit's order (C3: at trump J 9 A 10 K Q 8 7, elsewhere A 10 K Q J 9 8 7), 0 the
// weakest. In that numbering a higher bit of the same suit is a stronger card, so "the trumps above
// this one" and "the next card down" are mask operations. It is converted from and to engine.Card
// at the edges only.

// aboveMask[i] holds the cards of i's suit stronger than i; belowMask[i] those weaker.
var aboveMask, belowMask [32]uint32

func init() {
	for i := range 32 {
		suit := uint32(0xFF) << (uint(i) &^ 7)
		aboveMask[i] = suit &^ (uint32(2)<<uint(i) - 1)
		belowMask[i] = suit & (uint32(1)<<uint(i) - 1)
	}
}

// tables are what the fast path needs to know of the trump and the variant.
type tables struct {
	trump     int    // trump suit
	trumpMask uint32 // the eight trumps
	rules     engine.PlayRules
	next      [4]int           // the seat after each seat (T1, the variant's direction)
	pts       [32]int          // points of each internal card (C3)
	zero      uint32           // internal cards worth no point
	toInt     [32]uint8        // engine card -> internal card
	toEng     [32]engine.Card  // internal card -> engine card
	pts8      [4]*[256]int     // points of an 8-bit pattern of each suit, internal order
	direction engine.Direction // the variant's direction
}

func (t *tables) setup(v *engine.Variant, trump engine.Suit) {
	t.trump = int(trump)
	t.trumpMask = uint32(0xFF) << (8 * uint(trump))
	t.rules = v.Play
	t.direction = v.Direction
	for _, s := range engine.Seats {
		t.next[s] = int(v.Direction.Next(s))
	}
	t.zero = 0
	for c := engine.Card(0); c < engine.NoCard; c++ {
		i := uint8(c.Suit())*8 + uint8(engine.Strength(c, trump))
		t.toInt[c] = i
		t.toEng[i] = c
		t.pts[i] = engine.Points(c, trump)
		if t.pts[i] == 0 {
			t.zero |= 1 << i
		}
	}
	for su := range 4 {
		t.pts8[su] = &patternPoints[0]
		if su == int(trump) {
			t.pts8[su] = &patternPoints[1]
		}
	}
}

// patternPoints gives the card points (C3) of the cards of one suit whose strengths, in the internal
// numbering, are the bits of an 8-bit pattern: [0] for a plain suit, [1] for the trump suit. Made
// once, since a table per position cost as much as solving a short ending.
var patternPoints = func() (out [2][256]int) {
	for isTrump := range 2 {
		trump := engine.Hearts // any suit other than the one whose cards are counted
		if isTrump == 1 {
			trump = engine.Spades
		}
		var byStrength [8]int
		for r := engine.Seven; r <= engine.Ace; r++ {
			c := engine.NewCard(r, engine.Spades)
			byStrength[engine.Strength(c, trump)] = engine.Points(c, trump)
		}
		for m := range 256 {
			for b := range 8 {
				if m&(1<<b) != 0 {
					out[isTrump][m] += byStrength[b]
				}
			}
		}
	}
	return out
}()

// internal converts an engine set to the internal numbering.
func (t *tables) internal(s engine.Set) uint32 {
	var out uint32
	for ; s != 0; s &= s - 1 {
		out |= 1 << t.toInt[s.First()]
	}
	return out
}

// points returns the card points of an internal set.
func (t *tables) points(s uint32) int {
	return t.pts8[0][s&0xFF] + t.pts8[1][s>>8&0xFF] + t.pts8[2][s>>16&0xFF] + t.pts8[3][s>>24]
}

// beats reports whether internal card c, played after the master m, takes the trick (W1): a
// stronger card of m's suit, or a trump over a non-trump. m is always of the led suit or a trump,
// so a card of a third suit never wins.
func (t *tables) beats(c, m uint8) bool {
	if c>>3 == m>>3 {
		return c > m
	}
	return int(c>>3) == t.trump
}

// legal is the fast path of engine.PlayRules.Legal for a player who is not leading (§3), on the
// internal numbering and an incremental view of the trick: led suit, master card and its seat.
// TestLegalFastPath proves it agrees with the engine.
func (t *tables) legal(hand uint32, led int, master uint8, masterSeat, seat int) uint32 {
	trumps := hand & t.trumpMask
	partnerMaster := masterSeat == seat^2
	if led == t.trump {
		switch {
		case trumps == 0:
			return hand // P8
		case trumps&aboveMask[master] == 0:
			return trumps // P3
		case partnerMaster && t.rules.NoOvertrumpOverPartner:
			return trumps // P3 under overtrump_partner_on_trump_lead = false
		}
		return trumps & aboveMask[master] // P2
	}
	if follow := hand & (uint32(0xFF) << (8 * uint(led))); follow != 0 {
		return follow // P1
	}
	if trumps == 0 || partnerMaster {
		return hand // P8, P4
	}
	if int(master>>3) == t.trump {
		if higher := trumps & aboveMask[master]; higher != 0 {
			return higher // P5
		}
		if t.rules.FreeUndertrump {
			return hand // P6, undertrump = free
		}
	}
	return trumps // P6, P7
}

// reduce keeps one card of each group of equivalent cards in legal: cards of one suit worth no
// point with no live card (held by anyone or on the table) between them win and lose the same
// tricks and score the same, so only the lowest of each group is searched. Cards worth points are
// never merged: two cards of equal strength but different points can have different values.
func (t *tables) reduce(legal, live uint32) uint32 {
	z := legal & t.zero
	for z != 0 {
		c := bits.TrailingZeros32(z)
		z &= z - 1
		if below := live & belowMask[c]; below != 0 && legal&(1<<(31-bits.LeadingZeros32(below))) != 0 {
			legal &^= 1 << c
		}
	}
	return legal
}

// dominated keeps one card of each group of equivalent or dominated cards of a legal set of the
// player at seat, who plays card number pos (0 to 3) of the trick. Cards of one suit with no card
// of another hand between them, which all take the trick or all leave it to its master, are
// interchangeable for the rest of the trick and of the deal: any line of play with one can be
// played with the other, winning the same tricks. So when they are worth the same (the pointless
// 7 8 9), any one of them is searched. When the team that takes the trick is certain as well (the
// last player; or no later player of the other team can beat the master, teamHolds), playing the
// richer now and keeping the poorer gives the difference of their points to that team now instead
// of to whoever wins the later trick: the richest of the group is at least as good as any other
// when the mover's team takes the trick, and the poorest when the opponents do.
func (s *search) dominated(legal uint32, seat, pos, led int, master uint8, masterSeat int) uint32 {
	if legal&(legal-1) == 0 {
		return legal
	}
	others := (s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]) &^ s.hands[seat]
	out := legal
	for set := legal; set != 0; {
		c := uint8(trailing(set))
		set &= set - 1
		up := set & aboveMask[c] // the next legal card up in c's suit
		if up == 0 {
			continue
		}
		d := uint8(trailing(up))
		win := pos == 0 || s.beats(c, master)
		if others&aboveMask[c]&belowMask[d] != 0 || (pos > 0 && win != s.beats(d, master)) {
			continue
		}
		if s.pts[c] == s.pts[d] {
			out &^= 1 << d
			continue
		}
		m, ms := master, masterSeat
		if win {
			m, ms = c, seat
		}
		if pos == 0 {
			led = int(c >> 3)
		}
		if pos < 3 && !s.teamHolds(m, ms, led, seat, pos) {
			continue
		}
		if (ms^seat)&1 == 0 {
			out &^= 1 << c // the trick is the mover's team's: keep the richer
		} else {
			out &^= 1 << d
		}
	}
	return out
}

// teamHolds reports whether the team of master card m's seat ms is sure to take the trick that
// seat has just played card number pos to: no later player of the other team holds a card of m's
// suit above it, nor, when m is not a trump, a trump with none of the led suit to follow with
// (W1). A later partner of ms may take the trick over, but with a card that those opponents cannot
// beat either.
func (s *search) teamHolds(m uint8, ms, led, seat, pos int) bool {
	for p := s.next[seat]; pos < 3; p, pos = s.next[p], pos+1 {
		if (p^ms)&1 == 0 {
			continue
		}
		h := s.hands[p]
		if h&aboveMask[m] != 0 {
			return false
		}
		if int(m>>3) != s.trump && h&s.trumpMask != 0 && h&(uint32(0xFF)<<(8*uint(led))) == 0 {
			return false
		}
	}
	return true
}

// search is the state of one alpha-beta search: the hands, the cards on the table, the node count.
type search struct {
	tables
	tt      *table    // positions at trick boundaries with three cards or more in each hand
	hands   [4]uint32 // internal cards still held, by seat
	onTable uint32    // cards played to the current trick
	nodes   uint64
	check   uint64          // the node count at which to look at the context again
	killers [33][4][2]uint8 // by cards left in hand and leader: the last two leads that cut off, latest first
	answers [33][4][8]uint8 // by cards left, seat and kind of trick (answerSlot): the last card that cut off
	done    <-chan struct{}
	aborted bool
	// width is how many of the ordered moves a lead ([0]) or a follower ([1]) tries: 8 (all) in
	// the real search, fewer in the guess of estimate.
	width [2]int
	guess *table // the table of estimate's narrow game, never mixed with tt
}

// checkEvery is how many nodes pass between two looks at the context.
const checkEvery = 1 << 12

// The last player of a trick looks the next tricks up in the table before searching (cutByTable)
// only when more than etcMin cards remain after the trick: the table holds no position of the last
// two tricks, which ending searches faster than a look-up (measured on the benchmark deals).
const etcMin = 8

// tick counts a node and looks at the context now and then; it reports whether to stop.
func (s *search) tick() bool {
	s.nodes++
	if s.nodes >= s.check && s.done != nil {
		s.check = s.nodes + checkEvery
		select {
		case <-s.done:
			s.aborted = true
		default:
		}
	}
	return s.aborted
}

// lead searches the trick that leader is about to lead and every trick after it. It returns the
// points NS win from this trick on, fail-soft: a value <= alpha is an upper bound, >= beta a lower
// bound.
func (s *search) lead(leader, alpha, beta int) int {
	hand := s.hands[leader]
	if hand&(hand-1) == 0 {
		return s.lastTrick(leader)
	}
	if bits.OnesCount32(hand) == 2 {
		return s.ending(leader, 0, 0, 0, 0, 0, alpha, beta)
	}
	all := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	total := s.points(all) + engine.DixDeDer
	sureNS, sureEW := s.sureTrumps(all, s.hands[0]|s.hands[2])
	if sureNS >= beta {
		return sureNS
	}
	if total-sureEW <= alpha {
		return total - sureEW
	}
	if s.tick() {
		return 0
	}
	best := uint8(noMove)
	if e, ok := s.tt.probe(all, leader); ok {
		lo, hi := e.lo(), e.hi()
		switch {
		case lo >= beta:
			return lo
		case hi <= alpha:
			return hi
		case lo == hi:
			return lo
		}
		alpha, beta = max(alpha, lo), min(beta, hi)
		best = e.best()
	}
	// The tricks the leader's team is sure to take bound its points from below (teamTricks).
	if q := s.teamTricks(leader); leader&1 == 0 && q >= beta {
		return q
	} else if leader&1 == 1 && total-q <= alpha {
		return total - q
	}
	var moves [8]uint8
	n := min(s.orderLead(&moves, leader, s.dominated(hand, leader, 0, 0, 0, 0), all, best), s.width[0])
	a0, b0 := alpha, beta
	g, bestMove := s.loop(&moves, n, leader, 0, 0, 0, 0, 0, alpha, beta)
	if s.aborted {
		return 0
	}
	lo, hi := 0, total
	switch {
	case g <= a0:
		hi = g
	case g >= b0:
		lo = g
	default:
		lo, hi = g, g
	}
	s.tt.store(all, leader, lo, hi, bestMove, total)
	return g
}

// sureTrumps returns the points of the trumps each team is sure to win: those of the run of
// highest trumps that one team holds. Any trick holding one of them is won by the highest trump in
// it (W1), which is of that run, so that team takes them all.
func (s *search) sureTrumps(all, ns uint32) (int, int) {
	trumps := all & s.trumpMask
	if trumps == 0 {
		return 0, 0
	}
	top := uint32(1) << (31 - leading(trumps))
	team := ns & top
	sure := 0
	for trumps != 0 {
		top = uint32(1) << (31 - leading(trumps))
		if (ns&top == 0) != (team == 0) {
			break
		}
		sure += s.pts[trailing(top)]
		trumps &^= top
	}
	if team != 0 {
		return sure, 0
	}
	return 0, sure
}

// follow searches the choice of the player at seat, who plays the card number pos (1 to 3) of the
// trick; tp is the points already on the table. It returns the points NS win from the start of this
// trick on (its cards included).
func (s *search) follow(seat, pos, led int, master uint8, masterSeat, tp, alpha, beta int) int {
	if s.tick() {
		return 0
	}
	legal := s.legal(s.hands[seat], led, master, masterSeat, seat)
	legal = s.dominated(legal, seat, pos, led, master, masterSeat)
	if pos == 3 {
		if v, ok := s.cutByTable(legal, seat, master, masterSeat, tp, alpha, beta); ok {
			return v
		}
	}
	var moves [8]uint8
	n := min(s.orderFollow(&moves, legal, seat, pos, master, masterSeat), s.width[1])
	g, _ := s.loop(&moves, n, seat, pos, led, master, masterSeat, tp, alpha, beta)
	return g
}

// cutByTable looks up, for each card the last player of a trick may play, the next trick in the
// table; when one of them alone proves the value beyond the window, or all of them prove it
// short of the window, the search stops there (enhanced transposition cut-off).
func (s *search) cutByTable(legal uint32, seat int, master uint8, masterSeat, tp, alpha, beta int) (int, bool) {
	maximise := seat&1 == 0
	rest := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
	// all: every card is known to fail (below alpha for NS, above beta for EW); bound: the
	// loosest of those bounds, which is the value's bound when all of them fail.
	all, bound := true, -1
	if !maximise {
		bound = 1 << 10
	}
	for set := legal; set != 0; set &= set - 1 {
		c := uint8(trailing(set))
		left := rest &^ (1 << c)
		if bits.OnesCount32(left) <= etcMin {
			return 0, false // the last two tricks: cheaper to search
		}
		winner := masterSeat
		if s.beats(c, master) {
			winner = seat
		}
		e, ok := s.tt.probe(left, winner)
		if !ok {
			all = false
			continue
		}
		gain := 0
		if winner&1 == 0 {
			gain = tp + s.pts[c]
		}
		lo, hi := gain+e.lo(), gain+e.hi()
		switch {
		case maximise && lo >= beta:
			return lo, true
		case !maximise && hi <= alpha:
			return hi, true
		case maximise && hi <= alpha:
			bound = max(bound, hi)
		case !maximise && lo >= beta:
			bound = min(bound, lo)
		default:
			all = false
		}
	}
	return bound, all
}

// loop tries the ordered moves of seat: NS seats maximise the NS points, EW seats minimise them.
//
// A card of the same chain as a card already tried (same suit, no card of another player live
// between them) wins and loses exactly the same tricks: swapping the two in any line of play
// changes the NS points by at most the difference of their points. So the earlier card's bound,
// widened by that difference, bounds the later card, which is skipped when that is enough.
func (s *search) loop(moves *[8]uint8, n, seat, pos, led int, master uint8, masterSeat, tp, alpha, beta int) (int, uint8) {
	maximise := seat&1 == 0
	g, best := -1, uint8(noMove)
	if !maximise {
		g = 1 << 10
	}
	foreign := (s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3] | s.onTable) &^ s.hands[seat]
	var tried [8]int
	for i := range n {
		c := moves[i]
		if bound, ok := s.chainBound(moves, &tried, i, foreign, maximise); ok {
			if maximise && bound <= alpha {
				g = max(g, bound)
				tried[i] = bound
				continue
			}
			if !maximise && bound >= beta {
				g = min(g, bound)
				tried[i] = bound
				continue
			}
		}
		v := s.play(seat, pos, c, led, master, masterSeat, tp, alpha, beta)
		if s.aborted {
			return 0, noMove
		}
		tried[i] = v
		if maximise {
			if v > g {
				g, best = v, c
			}
			alpha = max(alpha, g)
		} else {
			if v < g {
				g, best = v, c
			}
			beta = min(beta, g)
		}
		if alpha >= beta {
			if pos == 0 {
				s.killed(seat, c)
			} else {
				*s.answerSlot(seat, master, masterSeat) = c
			}
			break
		}
	}
	return g, best
}

// killed remembers lead c of leader, which has just cut off, as a killer of the positions with as
// many cards left and the same leader: leads that refute one line often refute its neighbours, whose hands differ by a
// card or two (orderLead tries them early).
func (s *search) killed(leader int, c uint8) {
	k := &s.killers[bits.OnesCount32(s.hands[0]|s.hands[1]|s.hands[2]|s.hands[3])][leader]
	if k[0] != c {
		k[1], k[0] = k[0], c
	}
}

// answerSlot is where the killer of a follower's choice is kept: by cards left in hand, the
// follower, the suit of the card that holds the trick and whether the partner holds it. Keyed by the depth alone,
// killers for followers cut the hardest deals by half but slowed the others (docs/engine.md).
func (s *search) answerSlot(seat int, master uint8, masterSeat int) *uint8 {
	kind := int(master>>3) * 2
	if masterSeat == seat^2 {
		kind++
	}
	return &s.answers[bits.OnesCount32(s.hands[0]|s.hands[1]|s.hands[2]|s.hands[3])][seat][kind]
}

// chainBound returns the tightest bound on moves[i] given by an earlier move of its chain: an
// upper bound for a maximising seat (every earlier result is one, short of a cut-off), a lower
// bound for a minimising seat.
func (s *search) chainBound(moves *[8]uint8, tried *[8]int, i int, foreign uint32, maximise bool) (int, bool) {
	c := moves[i]
	bound, ok := 0, false
	for j := range i {
		d := moves[j]
		if d>>3 != c>>3 {
			continue
		}
		lo, hi := min(c, d), max(c, d)
		if foreign&aboveMask[lo]&belowMask[hi] != 0 {
			continue
		}
		diff := s.pts[hi] - s.pts[lo]
		if maximise {
			if b := tried[j] + diff; !ok || b < bound {
				bound, ok = b, true
			}
		} else if b := tried[j] - diff; !ok || b > bound {
			bound, ok = b, true
		}
	}
	return bound, ok
}

// play puts card c of seat on the table as card number pos of the trick and searches on. When c
// is the fourth card, the trick goes to its master (W1), with the dix de der if it is the last (K1),
// and the master leads the next trick (T7).
func (s *search) play(seat, pos int, c uint8, led int, master uint8, masterSeat, tp, alpha, beta int) int {
	bit := uint32(1) << c
	s.hands[seat] &^= bit
	if pos == 0 {
		led, master, masterSeat = int(c>>3), c, seat
	} else if s.beats(c, master) {
		master, masterSeat = c, seat
	}
	tp += s.pts[c]
	var v int
	if pos < 3 {
		s.onTable |= bit
		v = s.follow(s.next[seat], pos+1, led, master, masterSeat, tp, alpha, beta)
		s.onTable &^= bit
	} else {
		saved := s.onTable
		s.onTable = 0
		rest := s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
		if rest == 0 {
			tp += engine.DixDeDer
		}
		gain := 0
		if masterSeat&1 == 0 {
			gain = tp
		}
		v = gain
		if rest != 0 {
			v += s.lead(masterSeat, alpha-gain, beta-gain)
		}
		s.onTable = saved
	}
	s.hands[seat] |= bit
	return v
}

// ending searches the last two tricks with plain alpha-beta: with at most two cards in each hand,
// the table, the ordering and the merging of cards cost more than the few lines they save.
func (s *search) ending(seat, pos, led int, master uint8, masterSeat, tp, alpha, beta int) int {
	s.nodes++
	legal := s.hands[seat]
	if pos > 0 {
		legal = s.legal(legal, led, master, masterSeat, seat)
		if pos == 3 && legal&(legal-1) != 0 {
			legal = s.dominated(legal, seat, pos, led, master, masterSeat)
		}
	}
	maximise := seat&1 == 0
	g := -1
	if !maximise {
		g = 1 << 10
	}
	for set := legal; set != 0; set &= set - 1 {
		c := uint8(trailing(set))
		m, ms, l := master, masterSeat, led
		if pos == 0 {
			l, m, ms = int(c>>3), c, seat
		} else if s.beats(c, m) {
			m, ms = c, seat
		}
		bit := uint32(1) << c
		s.hands[seat] &^= bit
		var v int
		if pos < 3 {
			v = s.ending(s.next[seat], pos+1, l, m, ms, tp+s.pts[c], alpha, beta)
		} else {
			v = s.lastTrick(ms)
			if ms&1 == 0 {
				v += tp + s.pts[c]
			}
		}
		s.hands[seat] |= bit
		if maximise {
			g = max(g, v)
			alpha = max(alpha, g)
		} else {
			g = min(g, v)
			beta = min(beta, g)
		}
		if alpha >= beta {
			break
		}
	}
	return g
}

// lastTrick plays out the last trick, where every card is forced: NS points of that trick,
// dix de der included (K1).
func (s *search) lastTrick(leader int) int {
	master := uint8(bits.TrailingZeros32(s.hands[leader]))
	masterSeat, tp, seat := leader, s.pts[master]+engine.DixDeDer, leader
	for range 3 {
		seat = s.next[seat]
		c := uint8(bits.TrailingZeros32(s.hands[seat]))
		if s.beats(c, master) {
			master, masterSeat = c, seat
		}
		tp += s.pts[c]
	}
	if masterSeat&1 == 0 {
		return tp
	}
	return 0
}

func trailing(x uint32) int { return bits.TrailingZeros32(x) }

func leading(x uint32) int { return bits.LeadingZeros32(x) }

// teamTricks returns a lower bound on the points that the leader's team wins from the trick the
// leader is about to lead: the tricks it can take one after the other whatever the opponents do.
// The player on lead leads a suit in which the team's highest card is above every card of the
// suit that the opponents held at the start (so above what they still hold), and which no
// opponent can ruff (each opponent who may still hold a trump holds the suit: P1 makes them
// follow it, so each round of a suit takes one card of it from each of them). Trumps go first
// while an opponent may hold one: leading them makes every opponent who has one play one (P2,
// P3). The holder of the team's top card of the suit plays it and leads the next trick; the other
// partner plays their cheapest card of the suit (or their cheapest card). The opponents put at
// least their cheapest cards on those tricks. TestTeamTricksBound checks it against minimax.
func (s *search) teamTricks(leader int) int {
	h := s.hands
	opp := [2]uint32{h[leader^1], h[leader^3]}
	var played [4]int // rounds led in each suit
	k := bits.OnesCount32(h[leader])
	x, pts, rounds := leader, 0, 0
	for rounds < k {
		su := s.safeSuit(&h, x, &opp, &played)
		if su < 0 {
			break
		}
		mask := uint32(0xFF) << (8 * uint(su))
		top := uint8(31 - leading((h[x]|h[x^2])&mask))
		holder := x
		if h[x]&(1<<top) == 0 {
			holder = x ^ 2
		}
		pts += s.pts[top] + s.playCheapest(&h, holder^2, mask)
		h[holder] &^= 1 << top
		played[su]++
		x = holder
		rounds++
	}
	if rounds == 0 {
		return 0
	}
	pts += s.cheapest(opp[0], rounds) + s.cheapest(opp[1], rounds)
	if rounds == k {
		pts += engine.DixDeDer
	}
	return pts
}

// safeSuit returns a suit that the team of x is sure to win when x leads it after played rounds
// of each suit (see teamTricks): trumps first while an opponent may hold one, last otherwise; -1
// if there is none.
func (s *search) safeSuit(h *[4]uint32, x int, opp *[2]uint32, played *[4]int) int {
	team := h[x] | h[x^2]
	var trumps [2]int // trumps each opponent may still hold
	for j := range 2 {
		trumps[j] = bits.OnesCount32(opp[j]&s.trumpMask) - played[s.trump]
	}
	first := s.trump
	if trumps[0] <= 0 && trumps[1] <= 0 {
		first = s.trump + 1
	}
	for i := range 4 {
		su := (first + i) & 3
		mask := uint32(0xFF) << (8 * uint(su))
		if h[x]&mask == 0 {
			continue
		}
		if o := (opp[0] | opp[1]) & mask; o != 0 && team&mask&aboveMask[31-leading(o)] == 0 {
			continue
		}
		if su != s.trump && !s.mustFollow(opp, trumps, mask, played[su]) {
			continue
		}
		return su
	}
	return -1
}

// mustFollow reports whether each opponent who may still hold a trump still holds a card of the
// plain suit mask after rounds rounds of it (in which such an opponent followed each time).
func (s *search) mustFollow(opp *[2]uint32, trumps [2]int, mask uint32, rounds int) bool {
	for j := range 2 {
		if trumps[j] > 0 && bits.OnesCount32(opp[j]&mask) <= rounds {
			return false
		}
	}
	return true
}

// playCheapest takes from seat's hand its cheapest card of mask, or its cheapest card when it has
// none of mask, and returns its points.
func (s *search) playCheapest(h *[4]uint32, seat int, mask uint32) int {
	set := h[seat] & mask
	if set == 0 {
		set = h[seat]
	}
	best, bp := -1, 1<<10
	for r := set; r != 0; r &= r - 1 {
		if c := trailing(r); s.pts[c] < bp {
			best, bp = c, s.pts[c]
		}
	}
	h[seat] &^= 1 << best
	return bp
}

// cheapest returns the points of the n cheapest cards of set.
func (s *search) cheapest(set uint32, n int) int {
	n -= bits.OnesCount32(set & s.zero)
	set &^= s.zero
	sum := 0
	for ; n > 0 && set != 0; n-- {
		best, bp := 0, 1<<10
		for r := set; r != 0; r &= r - 1 {
			if c := trailing(r); s.pts[c] < bp {
				best, bp = c, s.pts[c]
			}
		}
		sum += bp
		set &^= 1 << best
	}
	return sum
}
