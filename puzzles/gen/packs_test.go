package gen

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/testkit/race"
	"github.com/belote-trainer/belote/puzzles"
)

// checkSet builds the named set of generated packs in memory (BuiltinSets) and compares each pack
// with its committed file in puzzles/; `go generate ./puzzles/gen` rewrites them. A slow set is
// skipped under -short and under -race (.ci/run runs it without).
func checkSet(t *testing.T, name string) []Pack {
	t.Helper()
	i := slices.IndexFunc(BuiltinSets(), func(s BuiltinSet) bool { return s.Name == name })
	require.GreaterOrEqual(t, i, 0, name)
	set := BuiltinSets()[i]
	if set.Slow && race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	if set.Slow && testing.Short() {
		t.Skip("solves or evaluates some thousands of positions")
	}
	packs, err := set.Packs(context.Background(), os.DirFS(".."))
	require.NoError(t, err)
	for _, pk := range packs {
		b, err := PackFile(pk)
		require.NoError(t, err)
		want, err := os.ReadFile(filepath.Join("..", pk.ID+".toml"))
		require.NoError(t, err)
		assert.Equal(t, string(want), string(b), "puzzles/%s.toml: run go generate ./puzzles/gen", pk.ID)
	}
	return packs
}

// TestDrillPacksUpToDate: the built-in legal, winner and count packs are exactly what DrillPacks
// writes (no solver: this runs under -short too).
func TestDrillPacksUpToDate(t *testing.T) {
	assert.Len(t, checkSet(t, "drills"), 10)
}

// TestMotifPacksUpToDate: the built-in best-<motif> packs are exactly what MotifPacks writes, so
// a change of wording is made in the templates and the packs rewritten by go generate.
func TestMotifPacksUpToDate(t *testing.T) {
	total := 0
	for _, pk := range checkSet(t, "motifs") {
		total += len(pk.Puzzles)
	}
	assert.GreaterOrEqual(t, total, 150)
}

// TestSeatPacksUpToDate: the built-in best-seat-<motif> packs are exactly what SeatPacks writes.
func TestSeatPacksUpToDate(t *testing.T) {
	checkSet(t, "seats")
}

// Every puzzle of a built-in best-seat-<motif> pack shows only South's seat, carries its pack's
// motif, and mixes the four variants; its answer meets the margins (puzzles.SeatIssues).
func TestSeatPacksShowTheirMotif(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	byID := map[string]*puzzles.Pack{}
	for _, pk := range packs {
		byID[pk.ID] = pk
	}
	total := 0
	for _, m := range puzzles.SeatMotifs() {
		pk := byID["best-seat-"+m.String()]
		require.NotNil(t, pk, m.String())
		require.Len(t, pk.Puzzles, PerSeatPack)
		variants := map[string]bool{}
		for _, p := range pk.Puzzles {
			assert.Equal(t, puzzles.ViewSeat, p.View, p.ID)
			assert.Equal(t, m, p.Motif, p.ID)
			assert.Empty(t, puzzles.SeatIssues(p), p.ID)
			variants[p.Variant.Name] = true
			total++
		}
		assert.Len(t, variants, 4, "each pack mixes the four variants")
	}
	assert.GreaterOrEqual(t, total, 60)
}

// Every puzzle of a built-in best-<motif> pack carries its pack's motif (which `belote check`
// proves on the solver's lines) and a single best card ahead of the next by MinGap.
func TestMotifPacksShowTheirMotif(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	byID := map[string]*puzzles.Pack{}
	for _, pk := range packs {
		byID[pk.ID] = pk
	}
	for _, m := range puzzles.Motifs() {
		t.Run(m.String(), func(t *testing.T) {
			pk := byID["best-"+m.String()]
			require.NotNil(t, pk)
			require.Len(t, pk.Puzzles, PerMotifPack)
			variants := map[string]bool{}
			for _, p := range pk.Puzzles {
				assert.Equal(t, m, p.Motif, p.ID)
				cmp, err := puzzles.Compare(context.Background(), p)
				require.NoError(t, err)
				assert.True(t, puzzles.MotifHolds(m, p, cmp), p.ID)
				variants[p.Variant.Name] = true
			}
			assert.Len(t, variants, 4, "each pack mixes the four variants")
		})
	}
}

// Every built-in best puzzle, of any pack, has a single best card ahead of the next by MinGap
// points or more, by the solver: a learner's near miss is never marked wrong for a point or two.
func TestBuiltinBestPuzzlesUnique(t *testing.T) {
	packs, _ := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	n := 0
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			if p.Kind != puzzles.KindBest || p.View == puzzles.ViewSeat {
				continue // a hidden-hand puzzle's margins are its own (TestSeatPacksShowTheirMotif)
			}
			n++
			vals, err := solve.Values(context.Background(), p.SolvePosition())
			require.NoError(t, err)
			sort.SliceStable(vals, func(i, j int) bool { return vals[i].Value > vals[j].Value })
			require.GreaterOrEqual(t, len(vals), 2, p.ID)
			assert.GreaterOrEqual(t, vals[0].Value-vals[1].Value, MinGap, "%s: %v", p.ID, vals)
		}
	}
	assert.GreaterOrEqual(t, n, 40)
}

// A hand-written point replaces the generator's; one written for another position, or for an id
// that no longer exists, is an error.
func TestOverrides(t *testing.T) {
	packs := DrillPacks()
	p := packs[0].Puzzles[0]
	saved := pointsFile
	defer func() { pointsFile = saved }()
	pointsFile = []byte(fmt.Sprintf("[%q]\nfor = %q\nfr = \"à la main\"\nen = \"by hand\"\n", p.ID, Fingerprint(p)))
	require.NoError(t, ApplyOverrides(packs, true))
	assert.Equal(t, "by hand", p.Point[explain.English])
	pointsFile = []byte(fmt.Sprintf("[%q]\nfor = \"0\"\nfr = \"a\"\nen = \"b\"\n", p.ID))
	assert.ErrorContains(t, ApplyOverrides(packs, true), "written for position 0")
	pointsFile = []byte("[\"gone-001\"]\nfor = \"0\"\nfr = \"a\"\nen = \"b\"\n")
	assert.ErrorContains(t, ApplyOverrides(packs, true), "no generated puzzle gone-001")
	assert.NoError(t, ApplyOverrides(packs, false), "a part of the packs says nothing of the others")
}
