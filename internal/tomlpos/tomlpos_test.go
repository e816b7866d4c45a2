package tomlpos

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestScanArrayOfTables(t *testing.T) {
	src := "[pack]\nid = \"x\"\n\n[[puzzle]]\nid = \"a\"\n[puzzle.expect]\nlegal = []\n\n[[puzzle]] # second\n  hand = [\n \"7S\",\n]\n[puzzle.expect]\nrule = \"P1\"\n"
	idx := Scan(src)
	tests := []struct {
		name, path string
		want       Pos
	}{
		{"plain table key", "pack.id", Pos{2, 1}},
		{"first element", "puzzle.0.id", Pos{5, 1}},
		{"sub-table of first element", "puzzle.0.expect.legal", Pos{7, 1}},
		{"second element with comment", "puzzle.1", Pos{9, 1}},
		{"indented key", "puzzle.1.hand", Pos{10, 3}},
		{"after a multi-line array", "puzzle.1.expect.rule", Pos{14, 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := idx.Find(tc.path)
			assert.True(t, ok)
			assert.Equal(t, tc.want, got)
		})
	}
	assert.Len(t, idx.Occurrences("puzzle.expect"), 2)
	assert.Equal(t, Pos{1, 1}, idx.FindNearest("nothing.here"))
}

// FuzzScan: Scan never fails and every position it gives is inside the document.
func FuzzScan(f *testing.F) {
	f.Add("[pack]\nid = \"x\"\n[[puzzle]]\nhand = [\n\"7S\"]\ntext = \"\"\"\na\n\"\"\"\n")
	f.Add("[[a.b]]\n[a.b.c]\n'q.k' = { x = 1 }\n")
	f.Fuzz(func(t *testing.T, src string) {
		lines := len(strings.Split(src, "\n"))
		for _, e := range Scan(src).Entries {
			if e.Pos.Line < 1 || e.Pos.Line > lines || e.Pos.Col < 1 {
				t.Fatalf("entry %q at %v outside a %d-line document", e.Indexed, e.Pos, lines)
			}
		}
	})
}
