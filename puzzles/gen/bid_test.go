package gen

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/ai/bidsim"
	"github.com/belote-trainer/belote/internal/testkit/race"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// builtinBids returns the puzzles of a built-in bid pack; a missing pack fails the test.
func builtinBids(t *testing.T, id string) []*puzzles.Puzzle {
	t.Helper()
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	for _, pk := range packs {
		if pk.ID == id {
			require.NotEmpty(t, pk.Puzzles, id)
			return pk.Puzzles
		}
	}
	require.Failf(t, "no built-in pack", "puzzles/%s.toml", id)
	return nil
}

// A bid puzzle written as a pack loads back with the same position and figures.
func TestBidPackRoundTrip(t *testing.T) {
	ps := builtinBids(t, "bid-round2-marocaine")
	var b bytes.Buffer
	require.NoError(t, WritePack(&b, "rt", explain.Text{explain.French: "f", explain.English: "f"}, ps))
	pack, probs := puzzles.LoadPack("rt.toml", b.Bytes())
	require.Empty(t, probs, b.String())
	for i, p := range pack.Puzzles {
		q := ps[i]
		assert.Equal(t, q.Hand, p.Hand)
		assert.Equal(t, q.Retourne, p.Retourne)
		assert.Equal(t, *q.Expect.Bid, *p.Expect.Bid)
		assert.Equal(t, q.SimSeed, p.SimSeed)
	}
}

// `belote gen --kind bid` is deterministic per seed: the first puzzle of a built-in pack comes
// back, text for text and figure for figure, from the options that made the pack (docs/content.md
// gives them). Seconds of simulation per candidate: not under -short.
func TestBidGenerateReproducesPack(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-goroutine check: .ci/run runs it without -race")
	}
	if testing.Short() {
		t.Skip("regenerates a bid puzzle: a minute of simulation")
	}
	ps := builtinBids(t, "bid-round1-classique")
	o := Options{Kind: puzzles.KindBid, Variant: engine.MustBuiltin("classique"), Theme: engine.T4, Count: 1,
		Seed: 101, Pack: "bid-round1-classique"}
	got := generate(t, o)
	var want, have bytes.Buffer
	require.NoError(t, WritePack(&want, o.Pack, explain.Text{explain.French: "f", explain.English: "f"}, ps[:1]))
	require.NoError(t, WritePack(&have, o.Pack, explain.Text{explain.French: "f", explain.English: "f"}, got))
	assert.Equal(t, want.String(), have.String())
}

// The built-in bid packs' texts are what the current templates write from their positions and
// stored figures (RewordBidPacks): a change of wording is made in bidtext.go and the packs
// re-worded by go generate, never by hand.
func TestBidPacksWorded(t *testing.T) {
	assert.Len(t, checkSet(t, "bids"), 8)
}

// The bid exercises of the lessons (24, 34) have the points RewordBid writes from their positions
// and stored figures, as the packs they come from (LessonBidPoints; go generate rewrites them).
func TestLessonBidPacksWorded(t *testing.T) {
	files, err := LessonBidPoints(os.DirFS(filepath.Join("..", "..", "lessons")))
	require.NoError(t, err)
	for name := range files {
		assert.Fail(t, "a lesson's bid point is not what the generator words", "lessons/%s: run go generate ./puzzles/gen", name)
	}
	ls, _ := lessons.LoadFS(lessons.BuiltinFS(), "lessons")
	n := 0
	for _, l := range ls {
		for _, st := range l.Steps {
			if st.Puzzle != nil && st.Puzzle.Kind == puzzles.KindBid {
				n++
			}
		}
	}
	assert.Positive(t, n, "the lessons hold bid exercises")
}

// After South passes in round 2, only the seats up to the dealer speak (T5): partner is named
// only when he still speaks, and a lone opponent is named as such.
func TestLaterTakerNamesOnlySeatsStillToSpeak(t *testing.T) {
	maro, classic := engine.MustBuiltin("marocaine"), engine.MustBuiltin("classique")
	cases := []struct {
		v      *engine.Variant
		round  int
		dealer engine.Seat
		want   string
	}{
		{maro, 2, engine.East, "seul Est, un adversaire"},
		{classic, 2, engine.West, "seul Ouest, un adversaire"},
		{classic, 2, engine.North, "ton partenaire peut-être"},
		{maro, 1, engine.East, "ton partenaire peut-être"},
		{classic, 2, engine.South, "on redonne"},
	}
	for _, c := range cases {
		pos := bidsim.Position{Variant: c.v, Dealer: c.dealer, Seat: engine.South, Round: c.round}
		got := laterTaker(fr, pos)
		assert.Contains(t, got, c.want, "%s round %d dealer %s", c.v.Name, c.round, c.dealer)
	}
}
