package app

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/coach"
)

// TestHiddenCoach: after a deal where the learner played random cards, every card is judged from
// what the learner saw (one verdict per card, in play order, the card played legal then), and the
// text names each costly card, its better card and why, with real plurals.
func TestHiddenCoach(t *testing.T) {
	p := learnerDeal(t, "marocaine", 8)
	verdicts, err := HiddenCoach(context.Background(), p.Deal, Learner)
	require.NoError(t, err)
	require.Len(t, verdicts, 8)
	moments := coach.Moments(p.Deal, Learner, p.Deal.Retourne)
	for i, v := range verdicts {
		assert.Equal(t, moments[i].Card, v.Card)
		_, ok := v.Result.Of(v.Card)
		assert.True(t, ok, "the card played is among the legal ones")
		assert.GreaterOrEqual(t, v.Loss, 0.0)
		assert.Equal(t, v.Loss == 0, v.Best.Has(v.Card))
	}
	for _, l := range []Lang{FR, EN} {
		disp := Display{Lang: l, Face: engine.Spanish}
		lines := HiddenCoachText(l, disp, verdicts)
		assert.Equal(t, T(l, "hcoach.title"), lines[0])
		assert.Equal(t, T(l, "hcoach.open"), lines[len(lines)-1], "the second view is offered")
		n := 0
		for _, v := range verdicts {
			if v.Loss < HiddenCoachMinLoss {
				continue
			}
			line := lines[2+n]
			n++
			prefix := map[Lang]string{FR: "Pli ", EN: "Trick "}[l] + strconv.Itoa(v.Trick)
			assert.True(t, strings.HasPrefix(line, prefix), line)
			assert.Contains(t, line, disp.Name(v.Card), "cards are named in words (RULES.md §3), not as table codes")
			assert.Contains(t, line, disp.Name(v.Best.First()))
			assert.NotContains(t, line, disp.Card(v.Card))
			assert.Contains(t, line, "%")
		}
		require.Len(t, lines, 3+n)
		if n == 0 {
			assert.Equal(t, T(l, "hcoach.perfect"), lines[1])
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
