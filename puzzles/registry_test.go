package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every motif type of the registry has a detector of its view, a name shared by its id across
// views, and a seed of its own; the open types have a stake (OpenEvidence requires it). The
// generator's side (a teller, a title, a definition in docs/content.md, a pack) is checked by
// gen.TestMotifRegistry.
func TestRegistryIsWhole(t *testing.T) {
	names := map[Motif]string{}
	seeds := map[uint64]string{}
	kinds := map[[2]int]bool{}
	for _, mt := range registry {
		id := mt.name + "/" + mt.view.String()
		assert.NotEqual(t, NoMotif, mt.id, id)
		assert.NotEmpty(t, mt.name, id)
		if n, ok := names[mt.id]; ok {
			assert.Equal(t, n, mt.name, "motif %d has two names", mt.id)
		}
		names[mt.id] = mt.name
		k := [2]int{int(mt.id), int(mt.view)}
		assert.False(t, kinds[k], "%s registered twice", id)
		kinds[k] = true
		assert.Empty(t, seeds[mt.seed], "%s and %s share a seed", id, seeds[mt.seed])
		seeds[mt.seed] = id
		switch mt.view {
		case ViewOpen:
			assert.NotNil(t, mt.open, "%s: no open-card detector", id)
			assert.True(t, mt.pair == nil && mt.confirm == nil && mt.whole == nil && !mt.goal, "%s: a hidden-hand detector on an open type", id)
		case ViewSeat:
			assert.Nil(t, mt.open, "%s: an open-card detector on a hidden-hand type", id)
			assert.NotNil(t, mt.pair, "%s: no pair detector", id)
			assert.Equal(t, mt.goal, mt.whole != nil, "%s: a goal motif, and only one, has a whole detector", id)
		}
		m, err := ParseMotif(mt.name)
		assert.NoError(t, err, id)
		assert.Equal(t, mt.id, m, id)
		assert.Equal(t, mt.name, mt.id.String(), id)
	}
	assert.Len(t, names, 13, "the motifs of docs/content.md")
}

// The registry keeps the packs' seeds and the detectors' order as they were before it existed
// (the built-in packs are drawn from these seeds: changing one redraws a pack).
func TestRegistryOrderAndSeeds(t *testing.T) {
	assert.Equal(t, []Motif{Unblock, DrawTrumps, KeepTen, Partner, LastTrump, Charge, DixDeDer, Cash, Belote}, Motifs())
	assert.Equal(t, []Motif{ReadVoid, CountTrumps, KeepMaster, Partner, DixDeDer, Charge}, SeatMotifs())
	for i, m := range Motifs() {
		mt, ok := TypeOf(m, ViewOpen)
		assert.True(t, ok)
		assert.Equal(t, uint64(2026+10*i), mt.Seed, m.String())
	}
	for i, m := range SeatMotifs() {
		mt, ok := TypeOf(m, ViewSeat)
		assert.True(t, ok)
		assert.Equal(t, uint64(3026+10*i), mt.Seed, m.String())
	}
	mt, ok := TypeOf(Contract, ViewSeat)
	assert.True(t, ok && mt.Goal)
	assert.Equal(t, uint64(3326), mt.Seed)
}
