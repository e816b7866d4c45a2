package tui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// On screen, a card the rules forbid is refused with its rule at 80×24, in both languages, and
// the best card picked next is "right" at the first try, not the answer shown after a retry.
func TestIllegalPickOnScreenIsNotATry(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		u, sim := seatUI(t, l, 80, 24)
		lib, _ := u.library()
		var p *puzzles.Puzzle // an open best puzzle where a card of South's hand may not be played
		for _, q := range lib.Puzzles() {
			hand := engine.SetOf(q.Hands[engine.South]...)
			if legal, _ := q.Variant.Legal(q.Trump, hand, q.Trick); p == nil && q.Kind == puzzles.KindBest && q.View != puzzles.ViewSeat && legal != hand {
				p = q
			}
		}
		require.NotNil(t, p)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
		u.push(ps)
		hand := ps.pv.table.Hand
		legal, rule := p.Variant.Legal(p.Trump, engine.SetOf(hand...), p.Trick)
		bad, best := -1, -1
		for i, c := range hand {
			if !legal.Has(c) && bad < 0 {
				bad = i
			}
			if a.Best.Has(c) && best < 0 {
				best = i
			}
		}
		require.True(t, bad >= 0 && best >= 0)
		ps.pv.pick(bad)
		scr := screenText(u, sim)
		assert.Contains(t, flow(scr), "("+rule.String()+")", "the refusal names the rule:\n%s", scr)
		assert.Contains(t, flow(scr), flow(app.T(l, "pz.forbidden", "rule", rule)))
		assert.Contains(t, ps.pv.feedback.Text(), u.display(p.Face()).Short(hand[bad]), "the reason names the card")
		assert.NotContains(t, flow(scr), flow(app.T(l, "pz.retry")))
		assert.Nil(t, ps.pv.s.Verdict)
		ps.pv.pick(best)
		require.NotNil(t, ps.pv.s.Verdict)
		assert.True(t, ps.pv.s.Verdict.Correct)
		assert.False(t, ps.pv.s.Failed(), "right at the first try after a refusal")
	}
}
