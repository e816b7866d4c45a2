package gen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// Every motif type of the registry (puzzles.MotifTypes, whose detectors puzzles checks) has a
// teller and a title here, a definition in docs/content.md (a row of its view's table), and a
// built-in pack; and every teller is a registered motif's. This is the list a new motif must
// complete (docs/maintaining.md, "Adding a motif").
func TestMotifRegistry(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "content.md"))
	require.NoError(t, err)
	tables := map[puzzles.View]string{
		puzzles.ViewOpen: section(t, string(doc), "#### Motifs\n"),
		puzzles.ViewSeat: section(t, string(doc), "#### Motifs of hidden-hand puzzles\n"),
	}
	open, seat := map[puzzles.Motif]bool{}, map[puzzles.Motif]bool{}
	for _, mt := range puzzles.MotifTypes() {
		m, id := mt.Motif, mt.Motif.String()+"/"+mt.View.String()
		var title explain.Text
		prefix := "best-"
		if mt.View == puzzles.ViewOpen {
			open[m] = true
			tl := openTellers[m]
			assert.NotNil(t, tl.tell, "%s: no teller (tellOpen in tell_%s.go)", id, fileName(m))
			title = tl.title
		} else {
			seat[m] = true
			prefix = "best-seat-"
			tl := seatTellers[m]
			if mt.Goal {
				assert.NotNil(t, tl.texts, "%s: a goal motif writes its texts", id)
			} else {
				assert.NotNil(t, tl.idea, "%s: no teller (tellSeat in tell_%s.go)", id, fileName(m))
			}
			title = tl.title
		}
		assert.NotEmpty(t, title[explain.French], "%s: no French title", id)
		assert.NotEmpty(t, title[explain.English], "%s: no English title", id)
		assert.Contains(t, tables[mt.View], "\n| `"+m.String()+"` |", "%s: no row in docs/content.md", id)
		_, err := os.Stat(filepath.Join("..", prefix+m.String()+".toml"))
		assert.NoError(t, err, "%s: no built-in pack", id)
	}
	for m := range openTellers {
		assert.True(t, open[m], "an open teller for %s, which has no open type", m)
	}
	for m := range seatTellers {
		assert.True(t, seat[m], "a seat teller for %s, which has no seat type", m)
	}
}

// section is the part of doc from heading to the next heading.
func section(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, heading)
	require.GreaterOrEqual(t, i, 0, heading)
	rest := doc[i+len(heading):]
	if j := strings.Index(rest, "\n#"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// fileName is a motif's file name part: "dix-de-der" → "dixdeder".
func fileName(m puzzles.Motif) string { return strings.ReplaceAll(m.String(), "-", "") }
