package app

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/ai/coach"
)

// TestHiddenCoach: after a deal where the learner played random cards, every card is judged from
// what the learner saw (one verdict per card, in play order), and the text names each mistake
// (and only those), its better cards « X ou Y », what it cost on the score and on how many
// layouts, with real plurals; the second view shows a layout and two lines for each mistake.
func TestHiddenCoach(t *testing.T) {
	p := learnerDeal(t, "marocaine", 8)
	moments := coach.Moments(p.Deal, Learner, p.Deal.Retourne)
	verdicts, err := coach.Judge(context.Background(), evaluate.New(0), moments, coach.Options{Samples: 40, Seed: 1, Limit: 2000})
	require.NoError(t, err)
	require.Len(t, verdicts, 8)
	mistakes := 0
	for i, v := range verdicts {
		assert.Equal(t, moments[i].Card, v.Card)
		assert.GreaterOrEqual(t, v.Loss, 0.0)
		assert.Equal(t, v.Loss == 0, v.Best.Has(v.Card))
		if v.Significant {
			mistakes++
			assert.Greater(t, v.Loss-coach.Bound*v.LossSE, float64(coach.Threshold))
			require.NotNil(t, v.Example)
			assert.False(t, v.Better.Has(v.Card))
		}
	}
	require.Positive(t, mistakes, "random cards make a clear mistake somewhere")
	for _, l := range []Lang{FR, EN} {
		disp := Display{Lang: l, Face: engine.Spanish}
		lines := HiddenCoachText(l, disp, verdicts)
		assert.Equal(t, T(l, "hcoach.title"), lines[0])
		assert.Equal(t, T(l, "hcoach.open"), lines[len(lines)-1], "the second view is offered")
		n := 0
		for _, v := range verdicts {
			if !v.Significant {
				continue
			}
			line := lines[2+n]
			n++
			prefix := map[Lang]string{FR: "Pli ", EN: "Trick "}[l] + strconv.Itoa(v.Trick)
			assert.True(t, strings.HasPrefix(line, prefix), line)
			assert.Contains(t, line, disp.Name(v.Card), "cards are named in words, not as table codes")
			assert.Contains(t, line, disp.Or(InHand(SortHand(v.Pos.Hand, v.Pos.Trump), v.Better)))
			assert.NotContains(t, line, disp.Card(v.Card))
		}
		assert.Equal(t, mistakes, n)
		second := CoachLinesText(l, disp, verdicts)
		assert.Len(t, second, 2+4*mistakes, "a title, four lines per mistake, the key back")
		for _, line := range second {
			assert.NotContains(t, line, "{")
		}
	}
}

func TestDecimalPlurals(t *testing.T) {
	cases := []struct {
		x      float64
		fr, en string
	}{
		{0.46, "0,5 point", "0.5 points"},
		{1, "1 point", "1 point"},
		{1.5, "1,5 point", "1.5 points"},
		{2, "2 points", "2 points"},
		{12.26, "12,3 points", "12.3 points"},
	}
	for _, c := range cases {
		assert.Equal(t, c.fr, decimal(FR, c.x)+" "+pluralWord(FR, c.x), c.x)
		assert.Equal(t, c.en, decimal(EN, c.x)+" "+pluralWord(EN, c.x), c.x)
	}
}

func pluralWord(l Lang, x float64) string {
	if n := pluralCount(l, x); n == 0 && l == FR || n == 1 {
		return "point"
	}
	return "points"
}
