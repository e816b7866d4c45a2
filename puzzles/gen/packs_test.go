package gen

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the built-in best-<motif> packs in puzzles/")

// perMotifPack is the size of each built-in motif pack.
const perMotifPack = 8

// TestMotifPacksUpToDate: the built-in best-<motif> packs are exactly what MotifPacks writes, so
// a change of wording is made in the templates and the packs rewritten with -update.
func TestMotifPacksUpToDate(t *testing.T) {
	if testing.Short() && !*update {
		t.Skip("solves about 640 positions")
	}
	packs, err := MotifPacks(context.Background(), perMotifPack)
	require.NoError(t, err)
	total := 0
	for _, pk := range packs {
		var b bytes.Buffer
		require.NoError(t, WritePack(&b, pk.ID, pk.Title, pk.Puzzles))
		file := filepath.Join("..", pk.ID+".toml")
		if *update {
			require.NoError(t, os.WriteFile(file, b.Bytes(), 0o644))
		}
		want, err := os.ReadFile(file)
		require.NoError(t, err)
		assert.Equal(t, string(want), b.String(), "%s: run go test ./puzzles/gen -run TestMotifPacksUpToDate -update", file)
		total += len(pk.Puzzles)
	}
	assert.GreaterOrEqual(t, total, 40)
}
