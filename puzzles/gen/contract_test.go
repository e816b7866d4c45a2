package gen

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/race"
	"github.com/belote-trainer/belote/puzzles"
)

// perContractPack is the size of the built-in best-seat-contract pack: four per variant.
const perContractPack = 16

// TestContractPackUpToDate: the built-in best-seat-contract pack is exactly what ContractPack
// writes (rewrite it with -update after a change of the generator or of its texts).
func TestContractPackUpToDate(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	if testing.Short() && !*update {
		t.Skip("plays and evaluates some thousands of positions")
	}
	packs, err := ContractPack(context.Background(), perContractPack)
	require.NoError(t, err)
	checkPacks(t, packs)
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
	require.Len(t, pk.Puzzles, perContractPack)
	variants, sides := map[string]bool{}, map[bool]bool{}
	for _, p := range pk.Puzzles {
		require.NotNil(t, p.Goal, p.ID)
		assert.Equal(t, puzzles.Contract, p.Motif, p.ID)
		assert.Empty(t, puzzles.SeatIssues(p), p.ID)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		assert.True(t, puzzles.ContractHolds(p, a), p.ID)
		assert.NotEqual(t, [4]engine.Set{}, a.Fail, "%s: a layout where the tempting card fails", p.ID)
		rule := "(K4)"
		if p.Variant.Contract == engine.Threshold {
			rule = "(K3)"
		}
		assert.Contains(t, p.Point[explain.French], rule, p.ID)
		assert.Contains(t, p.Point[explain.French], "Si Est a gardé", p.ID)
		variants[p.Variant.Name], sides[p.Goal.Makes()] = true, true
	}
	assert.Len(t, variants, 4)
	assert.Len(t, sides, 2, "to make and to break")
}
