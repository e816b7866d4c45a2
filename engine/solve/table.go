package solve

// The transposition table holds bounds on the value of positions at trick boundaries. With the
// owner of every card fixed for the whole search, the cards still in hand and the leader of the
// next trick determine such a position, so (cards, leader) is the key. The value stored is the
// points that NS win from that trick to the end, which does not depend on how the position was
// reached.

// entry is one slot: 12 bytes.
type entry struct {
	cards  uint32 // cards still in hand (internal numbering)
	gen    uint16 // the search generation that wrote it; other generations are empty slots
	leader uint8
	best   uint8 // best lead found (internal card), noMove if none
	lo, hi uint8 // bounds on NS points from this trick on
}

const noMove = 0xFF

// table is a direct-mapped transposition table. A new generation empties it in O(1).
type table struct {
	slots []entry
	shift uint
	gen   uint16
}

func newTable(bits uint) *table {
	return &table{slots: make([]entry, 1<<bits), shift: 64 - bits, gen: 1}
}

// next starts a new generation: the entries of other positions' owners become invisible.
func (t *table) next() {
	t.gen++
	if t.gen == 0 { // wrapped: old entries could look current, so really clear them
		clear(t.slots)
		t.gen = 1
	}
}

func (t *table) slot(cards uint32, leader int) *entry {
	h := (uint64(cards)<<2 | uint64(leader)) * 0x9E3779B97F4A7C15
	return &t.slots[h>>t.shift]
}

// probe returns the entry for the position, or nil.
func (t *table) probe(cards uint32, leader int) *entry {
	e := t.slot(cards, leader)
	if e.gen != t.gen || e.cards != cards || int(e.leader) != leader {
		return nil
	}
	return e
}

// store records that the value lies in [lo, hi], merged with what the slot knew of the same
// position; another position in the slot is replaced.
func (t *table) store(cards uint32, leader int, lo, hi int, best uint8, total int) {
	e := t.slot(cards, leader)
	if e.gen != t.gen || e.cards != cards || int(e.leader) != leader {
		*e = entry{cards: cards, gen: t.gen, leader: uint8(leader), best: noMove, lo: 0, hi: uint8(total)}
	}
	if lo > int(e.lo) {
		e.lo = uint8(lo)
	}
	if hi < int(e.hi) {
		e.hi = uint8(hi)
	}
	if best != noMove {
		e.best = best
	}
}
