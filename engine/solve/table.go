package solve

// The transposition table holds bounds on the value of positions at trick boundaries. With the
// owner of every card fixed for the whole search, the cards still in hand and the leader of the
// next trick determine such a position, so (cards, leader) is the key. The value stored is the
// points that NS win from that trick to the end, which does not depend on how the position was
// reached.

// entry is one slot packed in 64 bits, so that more of the table stays in the processor's cache:
//
//	bits  0–31 cards still in hand (internal numbering)
//	bits 32–33 leader
//	bits 34–41 lower bound on NS points from this trick on
//	bits 42–49 upper bound
//	bits 50–55 best lead found (internal card), noMove if none
//	bits 56–63 the search generation that wrote it; other generations are empty slots
type entry uint64

const noMove = 0x3F

func (e entry) key() uint64                   { return uint64(e) & (1<<34 - 1) }
func (e entry) lo() int                       { return int(e >> 34 & 0xFF) }
func (e entry) hi() int                       { return int(e >> 42 & 0xFF) }
func (e entry) best() uint8                   { return uint8(e >> 50 & 0x3F) }
func (e entry) gen() uint8                    { return uint8(e >> 56) }
func makeKey(cards uint32, leader int) uint64 { return uint64(cards) | uint64(leader)<<32 }

func makeEntry(key uint64, lo, hi int, best uint8, gen uint8) entry {
	return entry(key | uint64(lo)<<34 | uint64(hi)<<42 | uint64(best)<<50 | uint64(gen)<<56)
}

// table is a direct-mapped transposition table. A new generation empties it in O(1).
type table struct {
	slots []entry
	shift uint
	gen   uint8
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

func (t *table) slot(key uint64) *entry {
	return &t.slots[(key*0x9E3779B97F4A7C15)>>t.shift]
}

// probe returns the bounds and best lead stored for the position, and whether there are any.
func (t *table) probe(cards uint32, leader int) (entry, bool) {
	key := makeKey(cards, leader)
	e := *t.slot(key)
	return e, e.gen() == t.gen && e.key() == key
}

// store records that the value lies in [lo, hi], merged with what the slot knew of the same
// position; another position in the slot is replaced.
func (t *table) store(cards uint32, leader int, lo, hi int, best uint8, total int) {
	key := makeKey(cards, leader)
	p := t.slot(key)
	e := *p
	lo, hi = max(lo, 0), min(hi, total)
	if e.gen() == t.gen && e.key() == key {
		lo, hi = max(lo, e.lo()), min(hi, e.hi())
		if best == noMove {
			best = e.best()
		}
	}
	*p = makeEntry(key, lo, hi, best, t.gen)
}
