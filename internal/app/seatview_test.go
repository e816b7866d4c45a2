package app

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/coach"
)

// seatFixture is a seat puzzle's answer built from a real deal: the learner's moment with cards
// in hand in a deal played by the engine, evaluated exactly over every consistent layout, the
// tempting card the legal card of highest mean below the best, and the first layout where it does
// worse than the best card.
func seatFixture(t *testing.T, variant string, seed uint64, cards int) SeatAnswer {
	t.Helper()
	for k := range uint64(20) {
		if a, ok := seatMoment(t, learnerDeal(t, variant, seed+k).Deal, cards); ok {
			return a
		}
	}
	t.Fatalf("no moment with %d cards and a tempting card in 20 deals", cards)
	return SeatAnswer{}
}

// seatMoment is seatFixture on one deal, false when no moment fits.
func seatMoment(t *testing.T, d *engine.Deal, cards int) (SeatAnswer, bool) {
	for _, m := range coach.Moments(d, Learner, d.Retourne) {
		if m.Pos.Hand.Len() != cards {
			continue
		}
		pos := m.Pos
		r, err := evaluate.New(1).Evaluate(context.Background(), pos, evaluate.Options{})
		require.NoError(t, err)
		a := SeatAnswer{Pos: &pos, Eval: r, Best: r.BestCards(), Tempting: engine.NoCard}
		top := -1
		for _, cr := range r.Cards {
			if !a.Best.Has(cr.Card) && cr.Sum > top {
				a.Tempting, top = cr.Card, cr.Sum
			}
		}
		if a.Tempting == engine.NoCard {
			continue // every card is as good: not a puzzle
		}
		l, err := evaluate.NewLayouts(pos)
		require.NoError(t, err)
		l.Each(func(h [4]engine.Set) bool {
			sp := solve.Position{Variant: pos.Variant, Trump: pos.Trump, Hands: h, Leader: pos.Trick.Leader, Trick: pos.Trick.Cards}
			vals, err := solve.Values(context.Background(), sp)
			require.NoError(t, err)
			v := map[engine.Card]int{}
			for _, cv := range vals {
				v[cv.Card] = cv.Value
			}
			if v[a.Tempting] < v[a.Best.First()] {
				a.Fail = h
				return false
			}
			return true
		})
		require.NotZero(t, a.Fail[engine.North], "the tempting card is worse on average, so somewhere")
		return a, true
	}
	return SeatAnswer{}, false
}

// The seat table holds South's hand and the sizes of the others, never their cards.
func TestSeatTableHidesTheOtherHands(t *testing.T) {
	a := seatFixture(t, "classique", 3, 3)
	tb := SeatTable(a.Pos, engine.East, engine.French)
	assert.Equal(t, a.Pos.Hand, tb.Hands[engine.South])
	for _, s := range []engine.Seat{engine.North, engine.East, engine.West} {
		assert.Zero(t, tb.Hands[s], "%s's cards are not on the table", s)
		assert.False(t, tb.Open[s])
		assert.Equal(t, a.Pos.Counts()[s], tb.Backs[s])
	}
	assert.Equal(t, a.Pos.Trick.Cards, tb.Trick)
	assert.Equal(t, len(a.Pos.History)+1, tb.TrickNo)
	assert.Equal(t, engine.East, tb.Taker)
}

// The trick record has a row per finished trick, each with the four cards, one of them marked led
// and one won, within the width the screen gives it; the sentences name every card too.
func TestSeatTrickRecord(t *testing.T) {
	a := seatFixture(t, "classique", 3, 3)
	for _, l := range []Lang{FR, EN} {
		d := Display{Lang: l}
		rows := SeatTrickRows(l, d, a.Pos)
		require.Len(t, rows, 2+len(a.Pos.History))
		lines := SeatTrickLines(l, d, a.Pos)
		require.Len(t, lines, len(a.Pos.History))
		for i, tr := range a.Pos.History {
			row := rows[2+i]
			assert.LessOrEqual(t, len([]rune(row)), SeatTrickWidth, row)
			assert.Equal(t, 1, strings.Count(row, "›"), row)
			assert.Equal(t, 1, strings.Count(row, "*"), row)
			assert.True(t, strings.HasPrefix(row, itoa(i+1)+" "), row)
			for _, c := range tr.Cards {
				assert.Contains(t, row, d.Card(c))
				assert.Contains(t, lines[i], d.Card(c))
			}
			for k, c := range SeatTrickCards(a.Pos)[i] {
				assert.True(t, strings.HasPrefix(string([]rune(row)[SeatTrickColumn(k):]), d.Card(c)), "%q: column %d holds %s", row, k, d.Card(c))
			}
			won := d.Card(tr.Cards[engine.Winner(a.Pos.Trump, tr.Cards)])
			assert.Contains(t, row, won+"*")
			assert.Contains(t, row, "›"+d.Card(tr.Cards[0]))
		}
	}
}

// The feedback of a seat puzzle: the verdict with the best card's mean (a decimal comma in
// French), every legal card's share and mean, whether the figures are exact, and the layout
// where the tempting card fails with the play after each card.
func TestSeatFeedback(t *testing.T) {
	a := seatFixture(t, "classique", 3, 3)
	for _, l := range []Lang{FR, EN} {
		d := Display{Lang: l}
		right := SeatVerdict(l, d, a, true, a.Best.First())
		assert.Contains(t, right, d.Card(a.Best.First()))
		wrong := SeatVerdict(l, d, a, false, a.Tempting)
		assert.Contains(t, wrong, d.Card(a.Tempting))
		lines := SeatExplanation(l, d, a)
		text := strings.Join(lines, "\n")
		assert.Contains(t, lines[0], itoa(a.Eval.Layouts))
		for i, cr := range byMean(a.Eval) {
			line := lines[1+i]
			assert.Contains(t, line, d.Card(cr.Card))
			assert.Contains(t, line, explain.Typeset(l, percent(l, a.Eval.Share(cr))))
			assert.Contains(t, line, decimal(l, a.Eval.Mean(cr)))
		}
		assert.Contains(t, text, T(l, "seat.fail", "card", d.Card(a.Tempting)))
		for _, s := range engine.Seats {
			assert.Contains(t, text, d.Cards(SortHand(a.Fail[s], a.Pos.Trump)))
		}
		assert.Contains(t, text, T(l, "seat.after", "card", d.Card(a.Tempting)))
		assert.Contains(t, text, T(l, "seat.after", "card", d.Card(a.Best.First())))
		t.Log("\n" + right + "\n" + wrong + "\n" + text + "\n" + strings.Join(SeatInfo(l, d, a.Pos, engine.East), "\n") + "\n" + strings.Join(SeatTrickRows(l, d, a.Pos), "\n") + "\n" + strings.Join(SeatTrickLines(l, d, a.Pos), "\n"))
		if l == FR {
			assert.NotContains(t, text, ".5 ", "French decimals take a comma")
		}
	}
}

// The line after each card in the failing layout agrees with the solver: the tempting card's
// values are below the best's, and each line plays out the deal.
func TestSeatFailLine(t *testing.T) {
	a := seatFixture(t, "marocaine", 5, 3)
	fl, err := failLinesOf(a.Pos, a.Fail, a.Best.First(), a.Tempting)
	require.NoError(t, err)
	assert.Greater(t, fl.values[0], fl.values[1])
	for i, c := range []engine.Card{a.Best.First(), a.Tempting} {
		require.NotEmpty(t, fl.lines[i])
		first := fl.lines[i][0]
		assert.Equal(t, c, first.Cards[len(a.Pos.Trick.Cards)], "the line starts with the card")
		total := 0
		for _, tr := range fl.lines[i] {
			require.Len(t, tr.Cards, 4)
			if tr.Winner.Team() == engine.NS {
				total += tr.Points
			}
		}
		assert.Equal(t, fl.values[i], total, "the line's NS points are the card's value")
	}
}
