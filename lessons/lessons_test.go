package lessons

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

func readFixture(t testing.TB) []byte {
	src, err := os.ReadFile("../internal/content/testdata/good/01-first.toml")
	require.NoError(t, err)
	return src
}

func TestLoadLesson(t *testing.T) {
	l, probs := Load("lessons/01-first.toml", readFixture(t))
	require.Empty(t, probs)
	assert.Equal(t, 1, l.Order)
	assert.Equal(t, []engine.Rule{engine.P1}, l.Teaches())
	require.Len(t, l.Steps, 3)
	assert.Equal(t, "first-step-3", l.Steps[2].Puzzle.ID)
	assert.Equal(t, engine.West, l.Steps[1].Diagram.Leader)
	assert.True(t, l.AppliesTo("marocaine"))
	assert.Equal(t, map[engine.Rule][]string{engine.P1: {"first"}}, Curriculum([]*Lesson{l}))
}

func TestCheckSet(t *testing.T) {
	mk := func(id string, req ...string) *Lesson { return &Lesson{ID: id, Requires: req} }
	tests := []struct {
		name string
		set  []*Lesson
		want []string
	}{
		{"chain", []*Lesson{mk("a"), mk("b", "a"), mk("c", "b", "a")}, nil},
		{"unknown", []*Lesson{mk("a", "zz")}, []string{`unknown prerequisite "zz" (no lesson has this id)`}},
		{"two-cycle", []*Lesson{mk("a", "b"), mk("b", "a")}, []string{"prerequisites form a cycle: a → b → a"}},
		{"three-cycle beside a tree", []*Lesson{mk("x"), mk("a", "c", "x"), mk("b", "a"), mk("c", "b")}, []string{"prerequisites form a cycle: a → c → b → a"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, p := range CheckSet(tc.set) {
				got = append(got, p.Message)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func FuzzLoadLesson(f *testing.F) {
	f.Add(string(readFixture(f)))
	f.Add("id = \"x\"\n[[step]]\n[step.diagram]\ntrick = [\"AS\"]\nhands = { Q = 1 }\n[[step]]\n[step.puzzle]\nkind = 3\n")
	f.Fuzz(func(t *testing.T, src string) {
		l, probs := Load("lessons/01-x.toml", []byte(src))
		if l == nil && len(probs) == 0 {
			t.Fatal("a refused lesson must say why")
		}
	})
}

// TestTricksNamedInPlayOrder keeps every trick of a winner question named card by card: {cards:}
// groups cards by suit in the Spanish face ("l'as, le 7 et le rey de copas, et le 4 d'espadas"),
// which loses the play order that the question asks about (W1).
func TestTricksNamedInPlayOrder(t *testing.T) {
	set, probs := LoadFS(BuiltinFS(), ".")
	require.Empty(t, probs)
	for _, l := range set {
		for i, st := range l.Steps {
			if st.Puzzle == nil || st.Puzzle.Kind != puzzles.KindWinner {
				continue
			}
			for _, s := range append(st.Text[:], st.Puzzle.Prompt[:]...) {
				assert.NotRegexp(t, `\{[Cc]ards:`, s, "lesson %s, step %d", l.ID, i+1)
			}
		}
	}
}
