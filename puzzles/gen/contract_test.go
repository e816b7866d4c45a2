package gen

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// TestContractPackUpToDate: the built-in best-seat-contract pack is exactly what ContractPack
// writes.
func TestContractPackUpToDate(t *testing.T) {
	checkSet(t, "contract")
}

// Every puzzle of best-seat-contract is a goal puzzle of motif contract with sound margins, over
// the four variants, both to make and to break contracts; its point gives the count, the layouts
// and the score of both lines.
func TestContractPackShowsItsMotif(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	var pk *puzzles.Pack
	for _, p := range packs {
		if p.ID == "best-seat-contract" {
			pk = p
		}
	}
	require.NotNil(t, pk)
	require.Len(t, pk.Puzzles, PerContractPack)
	variants, sides := map[string]bool{}, map[bool]bool{}
	for _, p := range pk.Puzzles {
		require.NotNil(t, p.Goal, p.ID)
		assert.Equal(t, puzzles.Contract, p.Motif, p.ID)
		assert.Empty(t, puzzles.SeatIssues(p), p.ID)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		assert.True(t, puzzles.SeatMotifHolds(puzzles.Contract, p, a), p.ID)
		assert.NotEqual(t, [4]engine.Set{}, a.Fail, "%s: a layout where the tempting card fails", p.ID)
		rule := "(K4)"
		if p.Variant.Contract == engine.Threshold {
			rule = "(K3)"
		}
		assert.Contains(t, p.Point[explain.French], rule, p.ID)
		assert.NotContains(t, p.Point[explain.French], "a gardé", p.ID)
		variants[p.Variant.Name], sides[p.Goal.Makes()] = true, true
	}
	assert.Len(t, variants, 4)
	assert.Len(t, sides, 2, "to make and to break")
}

// The condition a contract point puts on the hidden cards names no card South knows (a fact
// true in every consistent layout) and singles out layouts where both cards bring what the point
// says: in every layout where all its facts hold, the two values are those of the failing layout.
func TestContractConditionSeparates(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	for _, pk := range packs {
		if pk.ID != "best-seat-contract" {
			continue
		}
		for _, p := range pk.Puzzles {
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			layouts, err := puzzles.GoalLayouts(p)
			require.NoError(t, err)
			best := a.Best.First()
			vals, err := puzzles.GoalValues(p, a.Fail)
			require.NoError(t, err)
			facts := separating(p.Seen, a.Fail, layouts, best, p.Tempting)
			require.NotEmpty(t, facts, p.ID)
			for _, x := range facts {
				assert.True(t, x.in(a.Fail), "%s: %+v is true of the failing layout", p.ID, x)
				everywhere := true
				for _, lv := range layouts {
					everywhere = everywhere && x.in(lv.Hands)
				}
				assert.False(t, everywhere, "%s: %+v holds in every layout: South knows it", p.ID, x)
			}
			for _, lv := range layouts {
				all := true
				for _, x := range facts {
					all = all && x.in(lv.Hands)
				}
				if all {
					assert.Equal(t, vals[best], lv.Values[best], p.ID)
					assert.Equal(t, vals[p.Tempting], lv.Values[p.Tempting], p.ID)
				}
			}
		}
	}
}
