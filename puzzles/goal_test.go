package puzzles_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// goalPack is a pack with the first puzzle of best-seat-contract: South took with spades, two
// tricks are left and South leads 9♠ or 10♠; NS have 48 trick points, EW 45.
func goalPack(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile("best-seat-contract.toml")
	require.NoError(t, err)
	s := string(src)
	second := strings.Index(s, "[[puzzle]]\nid = \"best-seat-contract-002\"")
	require.Positive(t, second)
	return strings.Replace(s[:second], `id = "best-seat-contract"`, `id = "goal-t"`, 1)
}

func TestGoalPuzzle(t *testing.T) {
	pack, probs := puzzles.LoadPack("goal-t.toml", []byte(goalPack(t)))
	require.Empty(t, probs)
	p := pack.Puzzles[0]
	require.NotNil(t, p.Goal)
	assert.Equal(t, [2]int{48, 45}, p.Goal.Taken, "the finished tricks: 25 + 0 + 23 for NS, 20 + 25 for EW")
	assert.Equal(t, 34, p.Goal.Need, "K3: 82 - 48")
	assert.True(t, p.Goal.Makes())
	a, err := puzzles.Answer(p)
	require.NoError(t, err)
	assert.Equal(t, engine.SetOf(engine.MustCard("10S")), a.Best, "the safest card, not the best mean")
	assert.Equal(t, engine.SetOf(engine.MustCard("9S")), a.Eval.BestCards())
	ten, _ := a.Eval.Of(engine.MustCard("10S"))
	nine, _ := a.Eval.Of(engine.MustCard("9S"))
	assert.Equal(t, a.Eval.Layouts, ten.Makes)
	assert.Less(t, nine.Makes, ten.Makes)
	assert.True(t, puzzles.SeatMotifHolds(puzzles.Contract, p, a))
	assert.Empty(t, puzzles.SeatIssues(p))
	vals, err := puzzles.GoalValues(p, a.Fail)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, vals[engine.MustCard("10S")], p.Goal.Need, "in the failing layout the best card makes it")
	assert.Less(t, vals[engine.MustCard("9S")], p.Goal.Need, "and the tempting card does not")
	sc, err := p.Goal.Score(p, vals[engine.MustCard("9S")])
	require.NoError(t, err)
	assert.Equal(t, engine.Failed, sc.Result)

	wrong := strings.Replace(goalPack(t), `best = ["10S"]`, `best = ["9S"]`, 1)
	pack, probs = puzzles.LoadPack("goal-t.toml", []byte(wrong))
	require.Empty(t, probs)
	assert.Contains(t, issueText(puzzles.SeatIssues(pack.Puzzles[0])), "expect.best")
}

func TestGoalLoadProblems(t *testing.T) {
	good := goalPack(t)
	for _, c := range []struct{ name, from, to, want string }{
		{"kind", `goal = "contract"`, `goal = "points"`, `puzzle.0.goal: unknown goal "points" (contract)`},
		{"type", `goal = "contract"`, `goal = 3`, `puzzle.0.goal: `},
		{"taker", "taker = \"S\"\n", "", `puzzle.0.taker: missing key: a puzzle with goal = "contract" names the seat that took`},
		{"belote", `goal = "contract"`, "goal = \"contract\"\nbelote = \"EW\"", `puzzle.0.belote: EW did not say belote`},
		{"belote team", `goal = "contract"`, "goal = \"contract\"\nbelote = \"E\"", `puzzle.0.belote: `},
		{"belote alone", "goal = \"contract\"\n", "belote = \"NS\"\n", `puzzle.0.belote: only a puzzle with goal = "contract" has belote`},
		{"motif alone", "goal = \"contract\"\n", "", `motif contract is a goal puzzle's: give goal = "contract"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(good, c.from, c.to, 1)
			_, probs := puzzles.LoadPack("goal-t.toml", []byte(src))
			require.NotEqual(t, good, src)
			require.NotEmpty(t, probs, src)
			var msgs []string
			for _, pr := range probs {
				msgs = append(msgs, pr.Key+": "+pr.Message)
			}
			assert.Contains(t, strings.Join(msgs, "\n"), c.want)
		})
	}
}
