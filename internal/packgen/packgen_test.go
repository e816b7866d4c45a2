package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPacksUpToDate: the committed packs are exactly what the generator writes, so a change to a
// scenario or a wording is made here and regenerated, never by hand in the TOML.
func TestPacksUpToDate(t *testing.T) {
	dir := t.TempDir()
	outDir, log = dir, io.Discard
	generate()
	files, err := filepath.Glob(filepath.Join(dir, "*.toml"))
	require.NoError(t, err)
	require.Len(t, files, 10)
	for _, f := range files {
		got, err := os.ReadFile(f)
		require.NoError(t, err)
		want, err := os.ReadFile(filepath.Join("..", "..", "puzzles", filepath.Base(f)))
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "%s: run go run ./internal/packgen", filepath.Base(f))
	}
}
