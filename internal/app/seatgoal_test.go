package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// goalPuzzles returns the built-in goal puzzle of the given id.
func goalPuzzle(t *testing.T, id string) *puzzles.Puzzle {
	t.Helper()
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	for _, pk := range packs {
		for _, p := range pk.Puzzles {
			if p.ID == id {
				return p
			}
		}
	}
	t.Fatalf("no puzzle %s", id)
	return nil
}

// A goal puzzle's feedback gives each card's share of layouts that make (or break) the contract,
// the safest first, not the means alone; the verdict says the answer's share and the chosen card's.
func TestGoalFeedback(t *testing.T) {
	for _, id := range []string{"best-seat-contract-001", "best-seat-contract-002"} {
		p := goalPuzzle(t, id)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		sa := SeatAnswerOf(p, a)
		require.NotNil(t, sa.Goal)
		best := a.Best.First()
		for _, l := range []Lang{FR, EN} {
			d := Display{Lang: l, Face: p.Face()}
			cr, _ := a.Eval.Of(best)
			tcr, _ := a.Eval.Of(sa.Tempting)
			right := SeatVerdict(l, d, sa, true, best)
			assert.Contains(t, right, explain.Typeset(l, percent(l, a.Eval.MakeShare(cr))))
			wrong := SeatVerdict(l, d, sa, false, sa.Tempting)
			assert.Contains(t, wrong, explain.Typeset(l, percent(l, a.Eval.MakeShare(tcr))))
			assert.Contains(t, wrong, d.Name(sa.Tempting))
			word := map[bool]string{true: "contrat fait", false: "contrat chuté"}[p.Goal.Makes()]
			if l == EN {
				word = map[bool]string{true: "contract made", false: "contract broken"}[p.Goal.Makes()]
			}
			lines := SeatExplanation(l, d, sa)
			assert.Contains(t, lines[1], d.Short(best), "the safest card first")
			assert.Contains(t, lines[1], word)
			assert.Contains(t, strings.Join(lines, "\n"), T(l, "seat.fail", "card", d.Name(sa.Tempting)))
			t.Log("\n" + right + "\n" + wrong + "\n" + strings.Join(lines, "\n"))
		}
	}
	assert.NotEqual(t, engine.NoCard, goalPuzzle(t, "best-seat-contract-001").Tempting)
}
