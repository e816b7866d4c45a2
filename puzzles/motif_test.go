package puzzles

import (
	"context"
	"github.com/belote-trainer/belote/explain"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

// builtinBest loads every built-in best puzzle with open hands.
func builtinBest(t *testing.T) []*Puzzle { return builtinView(t, ViewOpen) }

// builtinView loads every built-in best puzzle of a view.
func builtinView(t *testing.T, v View) []*Puzzle {
	var out []*Puzzle
	for _, p := range builtinOf(t, KindBest) {
		if p.View == v {
			out = append(out, p)
		}
	}
	return out
}

// builtinOf loads every built-in puzzle of kind k.
func builtinOf(t *testing.T, k Kind) []*Puzzle {
	t.Helper()
	packs, probs := LoadFS(BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	var out []*Puzzle
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			if p.Kind == k {
				out = append(out, p)
			}
		}
	}
	return out
}

// A motif that its detector does not confirm on the solver's lines is a problem, and so is a
// tempting card that is illegal or best: `belote check` fails on a mislabelled puzzle.
func TestMislabelledMotifIsRefused(t *testing.T) {
	refused := 0
	for _, p := range builtinBest(t)[:40] {
		cmp, err := Compare(context.Background(), p)
		require.NoError(t, err)
		for _, m := range Motifs() {
			if MotifHolds(m, p, cmp) {
				continue
			}
			q := *p
			q.Motif, q.solution = m, nil
			is := Validate(&q)
			require.NotEmpty(t, is, "%s relabelled %s", p.ID, m)
			assert.Equal(t, "motif", is[0].Key)
			refused++
		}
	}
	assert.Greater(t, refused, 100)
	p := builtinBest(t)[0]
	q := *p
	q.solution, q.Tempting = nil, p.Expect.Best[0]
	assert.Equal(t, "tempting", Validate(&q)[0].Key, "the best card is not a tempting one")
	q.solution, q.Tempting = nil, engine.SetOf(p.Hands[engine.East]...).First()
	assert.Equal(t, "tempting", Validate(&q)[0].Key, "a card South does not hold")
}

// Every built-in best puzzle names a motif and a tempting card.
func TestBuiltinBestPuzzlesNameMotif(t *testing.T) {
	for _, p := range builtinBest(t) {
		assert.NotEqual(t, NoMotif, p.Motif, p.ID)
		assert.NotEqual(t, engine.NoCard, p.Tempting, p.ID)
	}
}

var (
	placeholder = regexp.MustCompile(`\{cards?:[^}]*\}`)
	digits      = regexp.MustCompile(`[0-9]+`)
)

// Teaching points say why in words: with card names and numbers blanked, at least 80 % of the
// built-in best puzzles' points are distinct, and none is left with no words but numbers.
func TestBestPointsAreDistinct(t *testing.T) {
	ps := builtinBest(t)
	seen := map[string]bool{}
	for _, p := range ps {
		for _, text := range []string{p.Point[explain.French], p.Point[explain.English]} {
			blank := digits.ReplaceAllString(placeholder.ReplaceAllString(text, "_"), "_")
			words := strings.FieldsFunc(blank, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
			assert.Greater(t, len(words), 12, "%s: %q says too little in words", p.ID, text)
		}
		seen[digits.ReplaceAllString(placeholder.ReplaceAllString(p.Point[explain.French], "_"), "_")] = true
	}
	assert.GreaterOrEqual(t, float64(len(seen)), 0.8*float64(len(ps)), "%d distinct points of %d", len(seen), len(ps))
}
