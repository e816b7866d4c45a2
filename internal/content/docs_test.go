package content

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/store/fsread"
	"github.com/belote-trainer/belote/internal/tomlpos"
)

// TestDocExamples: every example of docs/content.md loads without a problem, so the teachers' page
// cannot drift from the loader.
func TestDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../../docs/content.md")
	require.NoError(t, err)
	blocks := regexp.MustCompile("(?s)```toml\n(.*?)```").FindAllStringSubmatch(string(doc), -1)
	var puzzles, lesson []string
	for _, b := range blocks {
		switch {
		case strings.Contains(b[1], "[[puzzle]]"):
			puzzles = append(puzzles, b[1])
		case strings.Contains(b[1], "[[step]]"):
			lesson = append(lesson, b[1])
		}
	}
	require.Len(t, puzzles, 9, "one example per kind, two for announce and best (open and seat)")
	require.Len(t, lesson, 1)
	dir := t.TempDir()
	pack := "[pack]\nid = \"my-drill\"\ntitle = { fr = \"Exemples\", en = \"Examples\" }\n\n" + strings.Join(puzzles, "\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my-drill.toml"), []byte(pack), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "01-follow-suit.toml"), []byte(lesson[0]), 0o644))
	lib := &Library{ids: map[string]Problem{}, packIDs: map[string]Problem{}}
	assert.Empty(t, lib.AddPaths(dir))
	assert.Len(t, lib.Puzzles(), 9)
	assert.Empty(t, lib.CheckAnswers(), "the hidden-hand example meets the margins")
	assert.Len(t, lib.Lessons, 1)
}

// TestDocStatesLimits: docs/content.md gives the limits the loader applies.
func TestDocStatesLimits(t *testing.T) {
	doc, err := os.ReadFile("../../docs/content.md")
	require.NoError(t, err)
	for _, row := range []string{
		fmt.Sprintf("| a lesson or puzzle file | a regular file (not a folder, FIFO, device or `/proc` file) of at most %d KiB |", fsread.ContentCap>>10),
		fmt.Sprintf("| a variant file (`--variant house.toml`) | a regular file of at most %d KiB |", fsread.VariantCap>>10),
		fmt.Sprintf("| nesting of arrays and inline tables in one value | %d levels", tomlpos.MaxDepth),
		fmt.Sprintf("| parts of a dotted key or table header | %d ", tomlpos.MaxKeyParts),
		fmt.Sprintf("| length of a key | %d bytes |", tomlpos.MaxKeyLen),
		fmt.Sprintf("| `.toml` files read under one folder | %d |", MaxFiles),
		fmt.Sprintf("| bytes read under one folder, all files together | %d MiB |", MaxFolderBytes>>20),
		fmt.Sprintf("| puzzles added by your files, all folders together | %d |", MaxUserPuzzles),
		fmt.Sprintf("| lessons added by your files | %d |", MaxUserLessons),
		fmt.Sprintf("| solving your best puzzles at load, all files together | %d units: a position of 8 cards a hand costs %d, of 7 costs %d, smaller ones %d", MaxUserSolving, solveCost(8), solveCost(7), solveCost(6)),
		fmt.Sprintf("| evaluating your hidden-hand puzzles (`view = \"seat\"`) | %d units a puzzle and %d for all your files together: a consistent layout of 8 cards a hand costs %s, of 7 costs %s, of 6 costs %s, of 5 costs %s, of 4 or fewer %s",
			MaxSeatSolving, MaxUserSeatSolving, units(seatLayoutTenths(8)), units(seatLayoutTenths(7)), units(seatLayoutTenths(6)), units(seatLayoutTenths(5)), units(seatLayoutTenths(4))),
	} {
		assert.Contains(t, string(doc), row)
	}
}
