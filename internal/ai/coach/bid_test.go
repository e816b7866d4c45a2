package coach

import (
	"context"
	"testing"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// strongHearts is South's round-1 position with J 9 A of hearts, the 10♥ turned and two side
// aces, dealer West: South speaks second. Taking is worth far more than passing.
func strongHearts(t *testing.T) bidsim.Position {
	return bidsim.Position{Variant: engine.MustBuiltin("classique"), Dealer: engine.West, Seat: engine.South, Round: 1,
		Hand: engine.SetOf(mustCards(t, "JH 9H AH AS AD")...), Retourne: engine.MustCard("10H")}
}

func TestBidMoments(t *testing.T) {
	v := engine.MustBuiltin("classique")
	hand := engine.SetOf(mustCards(t, "JH 9H AH AS AD")...)
	pass := func(s engine.Seat, r int) engine.Bid { return engine.Bid{Seat: s, Round: r, Suit: engine.NoSuit} }
	// Dealer West: N, E, S, W speak. Everybody passes in round 1; in round 2 North passes, East
	// passes, South takes spades.
	bids := []engine.Bid{pass(engine.North, 1), pass(engine.East, 1), pass(engine.South, 1), pass(engine.West, 1),
		pass(engine.North, 2), pass(engine.East, 2), {Seat: engine.South, Round: 2, Suit: engine.Spades}}
	ms, err := BidMoments(v, engine.West, engine.South, hand, engine.MustCard("10H"), bids)
	require.NoError(t, err)
	require.Len(t, ms, 2)
	assert.Equal(t, 1, ms[0].Pos.Round)
	assert.Equal(t, engine.NoSuit, ms[0].Bid)
	assert.Equal(t, 2, ms[1].Pos.Round)
	assert.Equal(t, engine.Spades, ms[1].Bid)
	assert.Len(t, ms[1].Pos.Bids(), 6)

	// Bids that no deal can say are refused.
	_, err = BidMoments(v, engine.West, engine.South, hand, engine.MustCard("10H"), bids[2:])
	assert.ErrorContains(t, err, "T4")
	_, err = BidMoments(v, engine.West, engine.South, hand, engine.MustCard("10H"),
		[]engine.Bid{pass(engine.North, 1), pass(engine.East, 1), {Seat: engine.South, Round: 1, Suit: engine.Spades}})
	assert.ErrorContains(t, err, "may not take")
}

// TestJudgeBidPassedStrongHand: passing J 9 A of trump with two side aces is reported, quickly
// (the sequential stop: at the first look), with the figures of bidsim.Simulate on the same deals; taking is not.
func TestJudgeBidPassedStrongHand(t *testing.T) {
	pos := strongHearts(t)
	ctx := context.Background()
	o := BidOptions{First: 20, Max: 80, Seed: 3}
	v, err := JudgeBid(ctx, BidMoment{Pos: pos, Bid: engine.NoSuit}, o)
	require.NoError(t, err)
	assert.True(t, v.Wrong(), "%+v", v)
	assert.Equal(t, bidsim.Choice(0), v.Other)
	assert.Equal(t, 20, v.Result.Samples, "a clear case stops at the first look")
	direct, err := bidsim.Simulate(ctx, pos, v.Result.Samples, 3, 1)
	require.NoError(t, err)
	assert.Equal(t, direct, v.Result)
	assert.InDelta(t, direct.Diff, v.Diff, 1e-9)
	assert.InDelta(t, direct.Half, v.Half, 1e-9)

	took, err := JudgeBid(ctx, BidMoment{Pos: pos, Bid: engine.Hearts}, o)
	require.NoError(t, err)
	assert.False(t, took.Wrong())
	assert.True(t, took.Clear(), "taking is clearly right: %+v", took)
	assert.Equal(t, bidsim.Pass, took.Other)
	assert.InDelta(t, -v.Diff, took.Diff, 1e-9)
}

// TestJudgeBidStopsWhenItCannotBeClear: a doubtful hand stops before the cap when the difference
// is too small to become clear, and never goes past the cap.
func TestJudgeBidStopsWhenItCannotBeClear(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates up to 100 deals")
	}
	pos := bidsim.Position{Variant: engine.MustBuiltin("classique"), Dealer: engine.West, Seat: engine.South, Round: 1,
		Hand: engine.SetOf(mustCards(t, "QH 8H KS 10D 7C")...), Retourne: engine.MustCard("7H")}
	v, err := JudgeBid(context.Background(), BidMoment{Pos: pos, Bid: engine.NoSuit}, BidOptions{First: 20, Max: 80, Seed: 1})
	require.NoError(t, err)
	assert.LessOrEqual(t, v.Result.Samples, 80)
	if !v.Clear() {
		assert.True(t, v.Result.Samples == 80 || v.Diff*v.Diff < v.Half*v.Half*float64(v.Result.Samples)/80, "%+v", v)
	}
}

// TestJudgeBidCancels: a cancelled judgement returns at once with the context's error.
func TestJudgeBidCancels(t *testing.T) {
	pos := strongHearts(t)
	pos.Round = 2
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(30 * time.Millisecond); cancel() }()
	start := time.Now()
	_, err := JudgeBid(ctx, BidMoment{Pos: pos, Bid: engine.NoSuit}, BidOptions{First: 400, Max: 400, Seed: 1})
	assert.ErrorIs(t, err, context.Canceled)
	t.Logf("returned %v after the start", time.Since(start))
}

// BenchmarkJudgeBidClear is the judgement of a clearly wrong pass (it stops at the first look, 50
// deals): what the practice table waits for after most deals.
func BenchmarkJudgeBidClear(b *testing.B) {
	pos := bidsim.Position{Variant: engine.MustBuiltin("classique"), Dealer: engine.West, Seat: engine.South, Round: 1,
		Hand:     engine.SetOf(engine.MustCard("JH"), engine.MustCard("9H"), engine.MustCard("AH"), engine.MustCard("AS"), engine.MustCard("AD")),
		Retourne: engine.MustCard("10H")}
	for b.Loop() {
		if _, err := JudgeBid(context.Background(), BidMoment{Pos: pos, Bid: engine.NoSuit}, BidOptions{Seed: 3}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBidsOf: a round-1 contract is the passes before the taker, then its take; a round-2 one
// four passes first (T4, T5).
func TestBidsOf(t *testing.T) {
	v := engine.MustBuiltin("classique")
	r1 := BidsOf(v, engine.West, engine.East, engine.Hearts, engine.MustCard("10H"))
	require.Len(t, r1, 2)
	assert.Equal(t, engine.Bid{Seat: engine.North, Round: 1, Suit: engine.NoSuit}, r1[0])
	assert.Equal(t, engine.Bid{Seat: engine.East, Round: 1, Suit: engine.Hearts}, r1[1])
	r2 := BidsOf(v, engine.West, engine.North, engine.Spades, engine.MustCard("10H"))
	require.Len(t, r2, 5)
	assert.Equal(t, engine.Bid{Seat: engine.North, Round: 2, Suit: engine.Spades}, r2[4])
	ms, err := BidMoments(v, engine.West, engine.West, engine.SetOf(mustCards(t, "7C 8C 9C 10C JC")...), engine.MustCard("10H"), r2)
	require.NoError(t, err)
	require.Len(t, ms, 1, "West passed once, in the first round")
}
