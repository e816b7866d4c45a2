package puzzles

import "github.com/belote-trainer/belote/engine"

// solveOpen is a small exhaustive minimax for best puzzles (≤ 3 tricks left, all hands open): the
// value of a card is the trick points (card points, C3, and dix de der, K1) that South's team wins
// from the current trick, its cards already played included, to the end of the deal, when everyone
// then plays perfectly. Only legal cards are searched (variant.Legal, §3). It stays private: the
// engine's own solver will replace it.
func solveOpen(p *Puzzle) (map[engine.Card]int, engine.Set) {
	s := openState{v: p.Variant, trump: p.Trump, leader: p.Leader, trick: append([]engine.Card(nil), p.Trick...)}
	for _, seat := range engine.Seats {
		s.hands[seat] = engine.SetOf(p.Hands[seat]...)
	}
	legal, _ := s.v.Legal(s.trump, s.hands[engine.South], s.trick)
	values := map[engine.Card]int{}
	var best engine.Set
	top := -1
	for _, c := range legal.Cards() {
		v := s.play(engine.South, c)
		values[c] = v
		switch {
		case v > top:
			best, top = engine.SetOf(c), v
		case v == top:
			best = best.Add(c)
		}
	}
	return values, best
}

type openState struct {
	v      *engine.Variant
	trump  engine.Suit
	hands  [4]engine.Set
	leader engine.Seat
	trick  []engine.Card
}

// play plays c for seat and returns the NS points from the trick in progress to the end.
func (s openState) play(seat engine.Seat, c engine.Card) int {
	s.hands[seat] = s.hands[seat].Remove(c)
	s.trick = append(s.trick[:len(s.trick):len(s.trick)], c)
	if len(s.trick) < 4 {
		return s.value()
	}
	// W1: the trick is over; its winner takes its points and leads the next one.
	win := s.v.Direction.Nth(s.leader, engine.Winner(s.trump, s.trick))
	pts := engine.SetPoints(engine.SetOf(s.trick...), s.trump)
	last := s.hands[engine.South] == 0
	if last {
		pts += engine.DixDeDer // K1
	}
	ns := 0
	if win.Team() == engine.NS {
		ns = pts
	}
	if last {
		return ns
	}
	s.leader, s.trick = win, nil
	return ns + s.value()
}

// value is the minimax value of the position for NS: NS maximises, EW minimises.
func (s openState) value() int {
	seat := s.v.Direction.Nth(s.leader, len(s.trick))
	legal, _ := s.v.Legal(s.trump, s.hands[seat], s.trick)
	best := -1
	for _, c := range legal.Cards() {
		v := s.play(seat, c)
		if best < 0 || (seat.Team() == engine.NS && v > best) || (seat.Team() == engine.EW && v < best) {
			best = v
		}
	}
	return best
}
