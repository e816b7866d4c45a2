package puzzles

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/testkit/race"
)

// bidPack is a bid puzzle as `belote gen --kind bid` writes it (figures of a real run).
const bidPack = `[pack]
id = "t"
title = { fr = "t", en = "t" }

[[puzzle]]
id = "t-1"
kind = "bid"
variant = "classique"
difficulty = 1
themes = ["T4", "K3"]
prompt = { fr = "a", en = "b" }
point = { fr = "a", en = "b" }
dealer = "N"
round = 1
hand = ["8S", "10S", "7D", "KD", "AD"]
retourne = "JS"
seed = 6788270219997830687

[puzzle.expect]
take = true
trump = "S"
make_rate = 0.9075
ev_take = 85.97
ev_pass = 5.655
samples = 400
margin = 10.62755271899828
`

func TestBidLoads(t *testing.T) {
	p := loadOne(t, bidPack)
	assert.Equal(t, KindBid, p.Kind)
	assert.Equal(t, engine.NoSuit, p.Trump, "the bidding decides the trump")
	a, err := Answer(p)
	require.NoError(t, err)
	assert.True(t, a.Bid.Take)
	assert.Equal(t, engine.Spades, a.Bid.Trump)
	assert.Equal(t, 400, a.Bid.Samples)
	pos := p.BidPosition()
	assert.Equal(t, engine.South, pos.Seat)
	assert.Len(t, pos.Bids(), 1, "East passed before South (dealer North, clockwise)")

	for _, tc := range []struct {
		name string
		at   Attempt
		ok   bool
	}{
		{"take", Attempt{Take: true, Suit: engine.Spades}, true},
		{"pass", Attempt{}, false},
	} {
		v, err := Check(p, tc.at)
		require.NoError(t, err)
		assert.Equal(t, tc.ok, v.Correct, tc.name)
	}
}

// TestBidConsistency: each inconsistent figure is a problem at its key.
func TestBidConsistency(t *testing.T) {
	for _, tc := range []struct{ name, from, to, key string }{
		{"few samples", "samples = 400", "samples = 300", "expect.samples"},
		{"make rate not a share", "make_rate = 0.9075", "make_rate = 0.90751", "expect.make_rate"},
		{"make rate above 1", "make_rate = 0.9075", "make_rate = 1.5", "expect.make_rate"},
		{"take against the figures", "take = true", "take = false", "expect.take"},
		{"round 1 trump not the retourne's", `trump = "S"`, `trump = "H"`, "expect.trump"},
		{"not a clear case", "margin = 10.62755271899828", "margin = 90.0", "expect.margin"},
		{"ev out of range", "ev_take = 85.97", "ev_take = 1085.97", "expect.ev_take"},
		{"retourne in hand", `retourne = "JS"`, `retourne = "KD"`, "retourne"},
		{"six cards", `hand = ["8S", "10S", "7D", "KD", "AD"]`, `hand = ["8S", "10S", "7D", "KD", "AD", "7C"]`, "hand"},
		{"round 3", "round = 1", "round = 3", "round"},
		{"no seed", "seed = 6788270219997830687\n", "", "seed"},
		{"spanish card in a french variant", `retourne = "JS"`, `retourne = "10e"`, "retourne"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(bidPack, tc.from, tc.to, 1)
			require.NotEqual(t, bidPack, src)
			_, probs := LoadPack("t.toml", []byte(src))
			require.NotEmpty(t, probs)
			found := false
			for _, pr := range probs {
				found = found || strings.HasSuffix(pr.Key, tc.key)
			}
			assert.True(t, found, "want a problem at %s, got %v", tc.key, probs)
		})
	}
	_, probs := LoadPack("t.toml", []byte(strings.Replace(bidPack, "[puzzle.expect]", "[puzzle.expect]\nbest = [\"8S\"]", 1)))
	assert.NotEmpty(t, probs, "an answer key of another kind")
	_, probs = LoadPack("t.toml", []byte(strings.Replace(bidPack, "seed = 6788270219997830687", "seed = 1\ntrump = \"S\"", 1)))
	assert.NotEmpty(t, probs, "a bid puzzle has no trump key: the bidding decides")
}

// TestBidAnswers runs the simulation again for built-in bid puzzles and requires the figures the
// file states, exactly: `belote check` only checks their consistency (bid.go), this is where they
// are recomputed. Under -short, one puzzle of each round; in full, every one.
func TestBidAnswers(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	bids := builtinOf(t, KindBid)
	require.NotEmpty(t, bids, "the built-in bid packs (puzzles/bid-*.toml)")
	// Each puzzle is seconds to a minute of simulation: -short re-runs the first of each round, a
	// full run the first of each pack, and BELOTE_ALL_BIDS=1 every one.
	switch {
	case testing.Short():
		bids = firstOfEachRound(bids)
	case os.Getenv("BELOTE_ALL_BIDS") == "":
		bids = firstOfEachPack(bids)
	}
	for _, p := range bids {
		t.Run(p.ID, func(t *testing.T) {
			want := p.Expect.Bid
			r, err := bidsim.Simulate(context.Background(), p.BidPosition(), want.Samples, p.SimSeed, 0)
			require.NoError(t, err)
			assert.Equal(t, *want, BidAnswerOf(r))
		})
	}
}

func firstOfEachPack(ps []*Puzzle) []*Puzzle {
	var out []*Puzzle
	seen := map[string]bool{}
	for _, p := range ps {
		if !seen[p.Source] {
			seen[p.Source] = true
			out = append(out, p)
		}
	}
	return out
}

func firstOfEachRound(ps []*Puzzle) []*Puzzle {
	var out []*Puzzle
	seen := map[int]bool{}
	for _, p := range ps {
		if !seen[p.Round] {
			seen[p.Round] = true
			out = append(out, p)
		}
	}
	return out
}
