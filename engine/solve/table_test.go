package solve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableBuckets: two positions of one bucket are both kept; a third evicts the one with fewer
// cards (a smaller subtree) from the first slot, or else the second slot's; a stored bound
// merges with the one already there; a new generation empties the table.
func TestTableBuckets(t *testing.T) {
	tt := newTable(4) // 8 buckets: collisions are easy to find
	rng := rand.New(rand.NewPCG(3, 4))
	byBucket := map[*[2]entry][]uint32{}
	for len(byBucket) < 8 || minLen(byBucket) < 3 {
		cards := rng.Uint32()
		b := tt.bucket(makeKey(cards, 0))
		byBucket[b] = append(byBucket[b], cards)
	}
	for _, cs := range byBucket {
		a, b, c := cs[0], cs[1], cs[2]
		tt.store(a, 0, 10, 20, 3, 162)
		tt.store(b, 0, 30, 40, 4, 162)
		ea, oka := tt.probe(a, 0)
		eb, okb := tt.probe(b, 0)
		require.True(t, oka && okb, "both positions of a bucket are kept")
		assert.Equal(t, []int{10, 20, 3}, []int{ea.lo(), ea.hi(), int(ea.best())})
		assert.Equal(t, []int{30, 40, 4}, []int{eb.lo(), eb.hi(), int(eb.best())})
		_, ok := tt.probe(a, 1)
		assert.False(t, ok, "the leader is part of the key")

		tt.store(a, 0, 15, 30, noMove, 162)
		ea, _ = tt.probe(a, 0)
		assert.Equal(t, []int{15, 20, 3}, []int{ea.lo(), ea.hi(), int(ea.best())}, "bounds merge, the best lead stays")

		tt.store(c, 0, 0, 162, noMove, 162)
		_, oka = tt.probe(a, 0)
		_, okb = tt.probe(b, 0)
		_, okc := tt.probe(c, 0)
		assert.True(t, okc, "the new position is stored")
		evicted := b // the second slot's, unless the first holds fewer cards than c
		if bits.OnesCount32(a) < bits.OnesCount32(c) {
			evicted = a
		}
		assert.Equal(t, evicted != a, oka)
		assert.Equal(t, evicted != b, okb)
		tt.next()
		_, okc = tt.probe(c, 0)
		assert.False(t, okc, "a new generation empties the table")
	}
}

func minLen(m map[*[2]entry][]uint32) int {
	n := 1 << 30
	for _, v := range m {
		n = min(n, len(v))
	}
	return n
}
