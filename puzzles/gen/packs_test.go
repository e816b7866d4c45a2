package gen

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"github.com/belote-trainer/belote/explain"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/internal/testkit/race"
	"github.com/belote-trainer/belote/puzzles"
)

var update = flag.Bool("update", false, "rewrite the generated built-in packs in puzzles/")

// checkPacks compares packs with the committed files in puzzles/, or rewrites them with -update.
func checkPacks(t *testing.T, packs []Pack) {
	t.Helper()
	for _, pk := range packs {
		var b bytes.Buffer
		require.NoError(t, WritePack(&b, pk.ID, pk.Title, pk.Puzzles))
		file := filepath.Join("..", pk.ID+".toml")
		if *update {
			require.NoError(t, os.WriteFile(file, b.Bytes(), 0o644))
		}
		want, err := os.ReadFile(file)
		require.NoError(t, err)
		assert.Equal(t, string(want), b.String(), "%s: run go test ./puzzles/gen -run UpToDate -update", file)
	}
}

// TestDrillPacksUpToDate: the built-in legal, winner and count packs are exactly what DrillPacks
// writes (no solver: this runs under -short too).
func TestDrillPacksUpToDate(t *testing.T) {
	packs := DrillPacks()
	require.Len(t, packs, 10)
	require.NoError(t, ApplyOverrides(packs, false))
	checkPacks(t, packs)
}

// perMotifPack is the size of each built-in motif pack.
const perMotifPack = 19

// TestMotifPacksUpToDate: the built-in best-<motif> packs are exactly what MotifPacks writes, so
// a change of wording is made in the templates and the packs rewritten with -update.
func TestMotifPacksUpToDate(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	if testing.Short() && !*update {
		t.Skip("solves about 640 positions")
	}
	packs, err := MotifPacks(context.Background(), perMotifPack)
	require.NoError(t, err)
	require.NoError(t, ApplyOverrides(append(packs, DrillPacks()...), true))
	checkPacks(t, packs)
	total := 0
	for _, pk := range packs {
		total += len(pk.Puzzles)
	}
	assert.GreaterOrEqual(t, total, 150)
}

// perSeatPack is the size of each built-in hidden-hand pack (best-seat-<motif>): four per variant.
const perSeatPack = 16

// TestSeatPacksUpToDate: the built-in best-seat-<motif> packs are exactly what SeatPacks writes
// (rewrite them with -update after a change of the generator or of its templates).
func TestSeatPacksUpToDate(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	if testing.Short() && !*update {
		t.Skip("plays and evaluates some thousands of positions (about a minute)")
	}
	packs, err := SeatPacks(context.Background(), perSeatPack)
	require.NoError(t, err)
	require.NoError(t, ApplyOverrides(packs, false))
	checkPacks(t, packs)
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
		require.Len(t, pk.Puzzles, perSeatPack)
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
			require.Len(t, pk.Puzzles, perMotifPack)
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
