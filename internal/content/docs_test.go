package content

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	require.Len(t, puzzles, 7, "one example per kind, two for announce")
	require.Len(t, lesson, 1)
	dir := t.TempDir()
	pack := "[pack]\nid = \"my-drill\"\ntitle = { fr = \"Exemples\", en = \"Examples\" }\n\n" + strings.Join(puzzles, "\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my-drill.toml"), []byte(pack), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "01-follow-suit.toml"), []byte(lesson[0]), 0o644))
	lib := &Library{ids: map[string]Problem{}, packIDs: map[string]Problem{}}
	assert.Empty(t, lib.AddPaths(dir))
	assert.Len(t, lib.Puzzles(), 7)
	assert.Len(t, lib.Lessons, 1)
}
