package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// TestTableCoachAgreesWithCommand: the practice table's coach (app.HiddenCoach) and `belote
// coach --json` without samples judge the learner's cards of the same deal alike (the same
// budget, coach.BudgetFor, and seed): the same layouts, exactness, values, best cards, standard
// errors, verdicts and better cards.
func TestTableCoachAgreesWithCommand(t *testing.T) {
	names := engine.BuiltinNames
	if testing.Short() {
		names = []string{"classique"}
	}
	coachH := coachLine(variantCache{}, commandLimits)
	for i, name := range names {
		t.Run(name, func(t *testing.T) {
			v := engine.MustBuiltin(name)
			d := botDeal(t, v, uint64(70+i), func(*engine.Deal) bool { return true })
			table, err := app.HiddenCoach(t.Context(), d, app.Learner)
			require.NoError(t, err)
			obj, err := coachH([]byte(coachInput(d, app.Learner, "")))
			require.NoError(t, err)
			cmd := obj.(*coachAnswer).Coach
			require.Len(t, table, 8)
			require.Len(t, cmd, 8)
			for k, tv := range table {
				c := cmd[k]
				assert.Equal(t, tv.Trick, c.Trick)
				assert.Equal(t, tv.Card.Format(v.Face), c.Card)
				assert.Equal(t, tv.Result.Layouts, c.Layouts, "trick %d", tv.Trick)
				assert.Equal(t, tv.Result.Exact, c.Exact, "trick %d", tv.Trick)
				assert.InDelta(t, tv.Value, c.Value, 1e-9, "trick %d", tv.Trick)
				assert.InDelta(t, tv.BestValue, c.BestValue, 1e-9, "trick %d", tv.Trick)
				assert.ElementsMatch(t, cardStrings(tv.Best.Cards(), v.Face), c.Best, "trick %d", tv.Trick)
				if tv.Choice {
					require.NotNil(t, c.Significant, "trick %d", tv.Trick)
					assert.Equal(t, tv.Significant, *c.Significant, "trick %d: one verdict", tv.Trick)
					assert.InDelta(t, tv.LossSE, *c.LossSE, 1e-9, "trick %d", tv.Trick)
					assert.ElementsMatch(t, cardStrings(tv.Better.Cards(), v.Face), c.Better, "trick %d", tv.Trick)
				}
			}
		})
	}
}
