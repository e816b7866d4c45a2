package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/puzzles"
)

// seatFixture is a seat puzzle built from a real deal: the learner's moment with cards in hand
// in a deal played by the engine's bots, answered by the puzzle model (every consistent layout,
// the tempting card the nearest miss, its typical failing layout), with its answer.
func seatFixture(t *testing.T, variant string, seed uint64, cards int) (*puzzles.Puzzle, SeatAnswer) {
	t.Helper()
	for k := range uint64(20) {
		if p, a, ok := seatMoment(t, learnerDeal(t, variant, seed+k).Deal, cards); ok {
			return p, a
		}
	}
	t.Fatalf("no moment with %d cards and a tempting card in 20 deals", cards)
	return nil, SeatAnswer{}
}

// seatMoment is seatFixture on one deal, false when no moment fits.
func seatMoment(t *testing.T, d *engine.Deal, cards int) (*puzzles.Puzzle, SeatAnswer, bool) {
	for _, m := range coach.Moments(d, Learner, d.Retourne) {
		if m.Pos.Hand.Len() != cards {
			continue
		}
		pos := m.Pos
		p := &puzzles.Puzzle{ID: "fixture", Kind: puzzles.KindBest, Variant: pos.Variant, Trump: pos.Trump, View: puzzles.ViewSeat,
			Seen: &pos, TakerSeat: d.Taker, Hand: pos.Hand.Cards(), Trick: pos.Trick.Cards, Leader: pos.Trick.Leader,
			Tempting: engine.NoCard, Motif: puzzles.NoMotif}
		a, err := puzzles.Answer(p)
		if err != nil {
			continue // more layouts than a seat puzzle may have
		}
		if puzzles.Tempting(p) == engine.NoCard || a.Fail == [4]engine.Set{} {
			continue // every card is as good: not a puzzle
		}
		return p, SeatAnswerOf(p, a), true
	}
	return nil, SeatAnswer{}, false
}

// The seat table holds South's hand and the sizes of the others, never their cards.
func TestSeatTableHidesTheOtherHands(t *testing.T) {
	_, a := seatFixture(t, "classique", 3, 3)
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
	_, a := seatFixture(t, "classique", 3, 3)
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
	_, a := seatFixture(t, "classique", 3, 3)
	require.NotNil(t, a.Lines)
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

// Through the puzzle model: the puzzle's feedback is the seat feedback, the verdict first, and
// the failing layout's line says the tempting card does worse there.
func TestSeatPuzzleFeedback(t *testing.T) {
	p, a := seatFixture(t, "marocaine", 5, 4)
	v, err := puzzles.Check(p, puzzles.Attempt{Cards: []engine.Card{a.Tempting}})
	require.NoError(t, err)
	require.False(t, v.Correct)
	for _, l := range []Lang{FR, EN} {
		d := Display{Lang: l, Face: engine.Spanish}
		paras, lead := PuzzleFeedback(l, d, p, v, engine.SetOf(a.Tempting))
		assert.Equal(t, 1, lead, "no teaching point: the verdict leads alone")
		assert.Equal(t, SeatVerdict(l, d, a, false, a.Tempting), paras[0])
		assert.Equal(t, SeatExplanation(l, d, a), paras[1:])
		assert.Greater(t, a.Lines.Best.Value, a.Lines.Tempting.Value)
		assert.Contains(t, strings.Join(paras, "\n"), T(l, "seat.fail.values", "best", d.Name(a.Lines.Best.Card), "bv", a.Lines.Best.Value,
			"card", d.Name(a.Tempting), "tv", a.Lines.Tempting.Value))
		assert.Equal(t, SeatInfo(l, d, p.Seen, p.TakerSeat), PuzzleInfo(l, d, p))
	}
}
