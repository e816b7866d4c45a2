package puzzles

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/puzzles/internal/seen"
)

// builtinSeat loads the built-in hidden-hand puzzles.
func builtinSeat(t *testing.T) []*Puzzle { return builtinView(t, ViewSeat) }

// ShownVoids reads a void from a card of another suit on a lead, each seat and suit once.
func TestShownVoids(t *testing.T) {
	c := func(s string) engine.Card {
		x, _, err := engine.ParseCard(s)
		require.NoError(t, err)
		return x
	}
	pos := &evaluate.Position{Variant: engine.MustBuiltin("classique"), Trump: engine.Hearts, History: []evaluate.Trick{
		{Leader: engine.West, Cards: []engine.Card{c("7S"), c("8H"), c("AS"), c("9S")}},   // North ruffs
		{Leader: engine.North, Cards: []engine.Card{c("KS"), c("7C"), c("QS"), c("10S")}}, // East discards
		{Leader: engine.West, Cards: []engine.Card{c("JS"), c("8C"), c("8S"), c("9C")}},   // North again: not twice; South
	}}
	assert.Equal(t, []seen.Void{
		{Seat: engine.North, Suit: engine.Spades, Trick: 0, Card: c("8H")},
		{Seat: engine.East, Suit: engine.Spades, Trick: 1, Card: c("7C")},
		{Seat: engine.South, Suit: engine.Spades, Trick: 2, Card: c("9C")},
	}, seen.ShownVoids(pos))
}

// A void in a suit whose every other card South sees tells nothing: the old best-seat-read-void-006
// (annonces, hearts trump, East took with A♥ known). West ruffed K♠ on trick 3, but South holds
// Q♠ and J♠, the last two spades, so every seat is void in spades: leading J♠ loses to East's
// known A♥, not to West's void. The detector must not call it a read void.
func TestReadVoidNeedsAVoidThatConstrains(t *testing.T) {
	cs := func(s string) []engine.Card {
		var out []engine.Card
		for _, f := range strings.Fields(s) {
			x, _, err := engine.ParseCard(f)
			require.NoError(t, err)
			out = append(out, x)
		}
		return out
	}
	pos := &evaluate.Position{Variant: engine.MustBuiltin("annonces"), Trump: engine.Hearts, Seat: engine.South,
		Hand: engine.SetOf(cs("JH QS JS")...),
		History: []evaluate.Trick{
			{Leader: engine.West, Cards: cs("AD JD 9D 7H")},
			{Leader: engine.South, Cards: cs("AS 10S 7S 8S")},
			{Leader: engine.South, Cards: cs("KS 8H QH 9S")},
			{Leader: engine.North, Cards: cs("10D QD 9C 7D")},
			{Leader: engine.North, Cards: cs("7C AC 9H QC")},
		},
		Trick: evaluate.Trick{Leader: engine.South}}
	pos.Known[engine.East] = engine.SetOf(cs("AH")...)
	pair := SeatPair{Best: cs("JH")[0], Tempting: cs("JS")[0]}
	_, ok := voidRead(pos, pair)
	assert.False(t, ok, "West's void in spades tells nothing: nobody else holds a spade")
	assert.False(t, PairHolds(ReadVoid, pos, pair))
	for _, v := range seen.ShownVoids(pos) {
		assert.False(t, voidConstrains(pos, v), "%v void in %v", v.Seat, v.Suit)
	}
}

// Each built-in hidden-hand puzzle's motif holds on its two cards, and the detectors that are not
// symmetric fail when the two cards are swapped; a detector that needs South on lead fails with a
// card on the table.
func TestSeatMotifDetectors(t *testing.T) {
	ps := builtinSeat(t)
	require.NotEmpty(t, ps)
	for _, p := range ps {
		a, err := Answer(p)
		require.NoError(t, err)
		pair, ok := seatPair(p, a)
		require.True(t, ok, p.ID)
		assert.True(t, PairHolds(p.Motif, p.Seen, pair), p.ID)
		assert.True(t, SeatMotifHolds(p.Motif, p, a), p.ID)
		if p.Motif == ReadVoid { // the void decides: without it, the best card is no longer clearly ahead
			v, _ := voidRead(p.Seen, pair)
			assert.True(t, voidConstrains(p.Seen, v), p.ID)
			decides, err := voidDecides(p.Seen, v, pair)
			require.NoError(t, err)
			assert.True(t, decides, p.ID)
		}
		swapped := SeatPair{Best: pair.Tempting, Tempting: pair.Best}
		switch p.Motif {
		case KeepMaster, Partner, ReadVoid, Charge, DixDeDer:
			assert.False(t, PairHolds(p.Motif, p.Seen, swapped), "%s: %s with the cards swapped", p.ID, p.Motif)
		case CountTrumps:
			out, few := seen.TrumpsOut(p.Seen)
			assert.True(t, few, p.ID)
			assert.LessOrEqual(t, out.Len(), 1)
			assert.False(t, PairHolds(CountTrumps, p.Seen, SeatPair{Best: pair.Best, Tempting: pair.Best}), "one card is a trump, the other not")
		}
		switch p.Motif {
		case DixDeDer:
			assert.Equal(t, 2, p.Seen.Hand.Len(), p.ID)
			assert.Equal(t, p.Trump, pair.Tempting.Suit(), p.ID)
			assert.True(t, seen.IsMaster(p.Seen, pair.Tempting), p.ID)
		case Charge:
			assert.Len(t, p.Seen.Trick.Cards, 3, p.ID)
			assert.GreaterOrEqual(t, engine.Points(pair.Best, p.Trump), engine.Points(pair.Tempting, p.Trump)+MinCharge, p.ID)
		}
		if p.Motif == KeepMaster {
			assert.True(t, seen.IsMaster(p.Seen, pair.Tempting), p.ID)
			assert.False(t, seen.IsMaster(p.Seen, pair.Best), p.ID)
			if p.Seen.Hand.Len() == 2 {
				assert.NotEqual(t, p.Trump, pair.Tempting.Suit(), "%s: a plain master two tricks from the end", p.ID)
			} else {
				plan, err := planOfMaster(p.Seen, pair)
				require.NoError(t, err)
				assert.True(t, plan.Holds(), "%s: the plan shows in the lines", p.ID)
			}
		}
		if p.Motif == KeepMaster || p.Motif == CountTrumps {
			assert.False(t, PairHolds(DixDeDer, p.Seen, pair), "%s: a dix de der taught as %s", p.ID, p.Motif)
		}
	}
}

// A seat motif is refused on an open puzzle, and an open motif on a hidden-hand one, at load.
func TestSeatMotifsAreTheirView(t *testing.T) {
	p := builtinSeat(t)[0]
	q := *p
	q.Motif = Unblock
	assert.NotEmpty(t, checkSeatLoad(&q))
	q.Motif = p.Motif
	assert.Empty(t, checkSeatLoad(&q))
	assert.False(t, MotifHolds(CountTrumps, &q, Comparison{}), "open detectors do not judge seat motifs")
}
