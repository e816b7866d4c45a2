package solve

import "math/bits"

// Move ordering: alpha-beta cuts off sooner when the best card is tried first. The scores are
// guesses of a card player's habits; they change the speed of the search, never its result.

// orderLead fills moves with the leads of the set, best guess first, and returns how many there
// are. The table's best lead comes first; then winners (cards no opponent can beat in their suit),
// richest first; then the other cards, cheapest first.
func (s *search) orderLead(moves *[8]uint8, leader int, set, all uint32, best uint8) int {
	opponents := s.hands[leader^1] | s.hands[leader^3]
	var scores [8]int
	n := 0
	for set != 0 {
		c := uint8(bits.TrailingZeros32(set))
		set &= set - 1
		var sc int
		switch {
		case c == best:
			sc = 1000
		case opponents&aboveMask[c] == 0:
			sc = 100 + s.pts[c]
			if int(c>>3) == s.trump {
				sc += 50 // drawing trumps with the master trump
			}
		default:
			sc = 50 - s.pts[c]
		}
		n = insert(moves, &scores, n, c, sc)
	}
	return n
}

// orderFollow fills moves with the plays of the set for the player at seat, playing card number
// pos of the trick: when the partner is master, the richest card first (feed the partner's trick);
// otherwise cards that take the trick, the cheapest in strength first (the last player takes with
// the richest); then the cards that lose, the poorest first.
func (s *search) orderFollow(moves *[8]uint8, set uint32, seat, pos int, master uint8, masterSeat int) int {
	partnerMaster := masterSeat == seat^2
	var scores [8]int
	n := 0
	for set != 0 {
		c := uint8(bits.TrailingZeros32(set))
		set &= set - 1
		var sc int
		switch {
		case s.beats(c, master) && pos == 3:
			sc = 200 + s.pts[c]
		case s.beats(c, master) && !partnerMaster:
			sc = 150 - int(c&7)
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
