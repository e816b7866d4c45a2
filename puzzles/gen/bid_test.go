package gen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
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

// builtinBids returns the puzzles of a built-in bid pack.
func builtinBids(t *testing.T, id string) []*puzzles.Puzzle {
	t.Helper()
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	for _, pk := range packs {
		if pk.ID == id {
			return pk.Puzzles
		}
	}
	return nil
}

// A bid puzzle written as a pack loads back with the same position and figures.
func TestBidPackRoundTrip(t *testing.T) {
	ps := builtinBids(t, "bid-round2-marocaine")
	if len(ps) == 0 {
		t.Skip("no built-in bid pack yet")
	}
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
	if len(ps) == 0 {
		t.Skip("no built-in bid pack yet")
	}
	o := Options{Kind: puzzles.KindBid, Variant: engine.MustBuiltin("classique"), Theme: engine.T4, Count: 1,
		Seed: 101, Pack: "bid-round1-classique"}
	got := generate(t, o)
	var want, have bytes.Buffer
	require.NoError(t, WritePack(&want, o.Pack, explain.Text{explain.French: "f", explain.English: "f"}, ps[:1]))
	require.NoError(t, WritePack(&have, o.Pack, explain.Text{explain.French: "f", explain.English: "f"}, got))
	assert.Equal(t, want.String(), have.String())
}

// The built-in bid packs' texts are what the current templates write from their positions and
// stored figures (RewordBid): a change of wording is made in bidtext.go and the packs re-worded
// with -update, never by hand.
func TestBidPacksWorded(t *testing.T) {
	packs, probs := puzzles.LoadFS(puzzles.BuiltinFS(), "puzzles")
	require.Empty(t, probs)
	var bids []Pack
	for _, pk := range packs {
		if len(pk.Puzzles) == 0 || pk.Puzzles[0].Kind != puzzles.KindBid {
			continue
		}
		for _, p := range pk.Puzzles {
			RewordBid(p)
		}
		bids = append(bids, Pack{ID: pk.ID, Title: pk.Title, Puzzles: pk.Puzzles})
	}
	require.Len(t, bids, 8)
	checkPacks(t, bids)
}

// The bid exercises of the lessons (24, 34) have the points RewordBid writes from their positions
// and stored figures, as the packs they come from; -update rewrites them in the lesson files
// (their prompts may be shortened by hand to fit the screen, and are not compared).
func TestLessonBidPacksWorded(t *testing.T) {
	ls, probs := lessons.LoadFS(lessons.BuiltinFS(), "lessons")
	require.Empty(t, probs)
	n := 0
	for _, l := range ls {
		for i, st := range l.Steps {
			p := st.Puzzle
			if p == nil || p.Kind != puzzles.KindBid {
				continue
			}
			n++
			q := *p
			RewordBid(&q)
			for _, lang := range []explain.Lang{explain.French, explain.English} {
				if p.Point[lang] == q.Point[lang] {
					continue
				}
				if *update {
					rewriteLessonText(t, l.ID, p.Point[lang], q.Point[lang])
					continue
				}
				assert.Equal(t, q.Point[lang], p.Point[lang], "%s step %d (%s): run go test ./puzzles/gen -run BidPacksWorded -update", l.ID, i, lang)
			}
		}
	}
	assert.Positive(t, n)
}

// rewriteLessonText replaces the TOML string old by new in the built-in lesson file of id.
func rewriteLessonText(t *testing.T, id, old, new string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "lessons", "*-"+id+".toml"))
	require.NoError(t, err)
	require.Len(t, files, 1, id)
	b, err := os.ReadFile(files[0])
	require.NoError(t, err)
	s := string(b)
	require.Equal(t, 1, strings.Count(s, quote(old)), "%s: the text to rewrite is not written once: %s", files[0], old)
	require.NoError(t, os.WriteFile(files[0], []byte(strings.Replace(s, quote(old), quote(new), 1)), 0o644))
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
