package solve

import "math/bits"

// Move ordering: alpha-beta cuts off sooner when the best card is tried first. The scores are
// guesses of a card player's habits; they change the speed of the search, never its result.

// orderLead fills moves with the leads of the set, best guess first, and returns how many there
// are. The table's best lead comes first, then the killers of the depth and leader (search.killed), latest
// first; then the cheapest cards of suits where the partner holds
// the master card (lead towards the partner); then winners (cards no opponent can beat in their
// suit), richest first, roughly level with the other plain cards, cheapest and from the longest
// suits first; trumps come last, master trumps at the very end: drawing trumps at once is rarely
// best with every card in view. The weights were tuned on a set of random deals other than the
// benchmark's (fewest positions searched).
func (s *search) orderLead(moves *[8]uint8, leader int, set, all uint32, best uint8) int {
	opponents := s.hands[leader^1] | s.hands[leader^3]
	killers := &s.killers[bits.OnesCount32(all)][leader]
	var scores [8]int
	n := 0
	for set != 0 {
		c := uint8(bits.TrailingZeros32(set))
		set &= set - 1
		var sc int
		switch {
		case c == best:
			sc = 1000
		case c == killers[0]:
			sc = 900
		case c == killers[1]:
			sc = 800
		case opponents&aboveMask[c] == 0:
			sc = 60 + s.pts[c]
			if int(c>>3) == s.trump {
				sc -= 80 // drawing trumps at once is rarely best with every card in view
			}
		case partnerTop(s.hands[leader^2], opponents, c):
			sc = 100 - s.pts[c]
		default:
			sc = 50 - s.pts[c] + 3*bits.OnesCount32(s.hands[leader]&(uint32(0xFF)<<(c&^7)))
			if int(c>>3) == s.trump {
				sc -= 15
			}
		}
		n = insert(moves, &scores, n, c, sc)
	}
	return n
}

// partnerTop reports whether the partner holds a card of c's suit above every opponent's card of
// that suit.
func partnerTop(partner, opponents uint32, c uint8) bool {
	suit := uint32(0xFF) << (c &^ 7)
	p := partner & suit
	if p == 0 {
		return false
	}
	top := uint32(1) << (31 - bits.LeadingZeros32(p))
	return opponents&suit&^(top-1)&^top == 0
}

// orderFollow fills moves with the plays of the set for the player at seat, playing card number
// pos of the trick: the card that last cut off in such a trick at this depth first (answerSlot),
// then: when the partner is master, the richest card first (feed the partner's trick);
// otherwise cards that take the trick, the strongest first (the last player takes with
// the richest); then the cards that lose, the poorest first.
func (s *search) orderFollow(moves *[8]uint8, set uint32, seat, pos int, master uint8, masterSeat int) int {
	partnerMaster := masterSeat == seat^2
	killer := *s.answerSlot(seat, master, masterSeat)
	var scores [8]int
	n := 0
	for set != 0 {
		c := uint8(bits.TrailingZeros32(set))
		set &= set - 1
		var sc int
		switch {
		case c == killer:
			sc = 1000
		case s.beats(c, master) && pos == 3:
			sc = 200 + s.pts[c]
		case s.beats(c, master) && !partnerMaster:
			sc = 150 + int(c&7)
		case partnerMaster:
			sc = 100 + s.pts[c]
		default:
			sc = 50 - s.pts[c]
		}
		n = insert(moves, &scores, n, c, sc)
	}
	return n
}

// insert puts c with score sc into the sorted moves (highest score first; equal scores keep the
// order of arrival, which makes the search deterministic) and returns the new count.
func insert(moves *[8]uint8, scores *[8]int, n int, c uint8, sc int) int {
	i := n
	for i > 0 && scores[i-1] < sc {
		moves[i], scores[i] = moves[i-1], scores[i-1]
		i--
	}
	moves[i], scores[i] = c, sc
	return n + 1
}

// forget empties the killers (search.killed, search.answerSlot) for a new position.
func (s *search) forget() {
	for i := range s.killers {
		for seat := range 4 {
			s.killers[i][seat] = [2]uint8{noMove, noMove}
			s.answers[i][seat] = [8]uint8{noMove, noMove, noMove, noMove, noMove, noMove, noMove, noMove}
		}
	}
}
