package puzzles_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/strict"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/gen"
)

// seatGame plays a random deal of v with random legal cards until South is to move with left
// tricks to play (the last known card of another hand given as known, every other time) and at
// least two legal cards.
func seatGame(rng *rand.Rand, v *engine.Variant, left int) evalcheck.Game {
	for {
		g := evalcheck.RandomPosition(rng, v, 4*(8-left)+rng.IntN(4), rng.IntN(2) == 0)
		legal, _ := v.Legal(g.Pos.Trump, g.Pos.Hand, g.Pos.Trick.Cards)
		if g.Pos.Seat == engine.South && legal.Len() >= 2 {
			return g
		}
	}
}

// seatPuzzle is a hidden-hand puzzle of the game's position, written by the generator's writer
// and loaded back as a file.
func seatPuzzle(t *testing.T, g evalcheck.Game) (*puzzles.Puzzle, []strict.Problem) {
	t.Helper()
	pos := g.Pos
	p := &puzzles.Puzzle{ID: "seat-t-001", Kind: puzzles.KindBest, View: puzzles.ViewSeat, Variant: pos.Variant,
		Trump: pos.Trump, Difficulty: 2, Themes: []engine.Rule{engine.W1}, Hand: pos.Hand.Cards(), Seen: &pos,
		TakerSeat: engine.North, Tempting: engine.NoCard,
		Prompt: explain.Text{explain.French: "Quelle carte ?", explain.English: "Which card?"},
		Point:  explain.Text{explain.French: "Parce que.", explain.English: "Because."}}
	var b bytes.Buffer
	require.NoError(t, gen.WritePack(&b, "seat-t", explain.Text{explain.French: "t", explain.English: "t"}, []*puzzles.Puzzle{p}))
	pack, probs := puzzles.LoadPack("seat-t.toml", b.Bytes())
	if len(probs) > 0 {
		return nil, probs
	}
	require.Len(t, pack.Puzzles, 1, b.String())
	return pack.Puzzles[0], nil
}

// TestSeatPuzzleAnswer: a hidden-hand puzzle written and read back keeps its position, and its
// answer agrees with the brute-force enumeration of internal/testkit/evalcheck (layout count, every sum
// and best count); the typical failing layout is a consistent layout where the tempting card
// does worse than the best one.
func TestSeatPuzzleAnswer(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2))
	for _, v := range evalcheck.Variants()[:4] {
		t.Run(v.Name, func(t *testing.T) {
			g := seatGame(rng, v, 2+rng.IntN(2))
			p, probs := seatPuzzle(t, g)
			require.Empty(t, probs)
			assert.Equal(t, puzzles.ViewSeat, p.View)
			assert.Equal(t, engine.North, p.TakerSeat)
			assert.Empty(t, p.Hands[engine.North])
			require.NotNil(t, p.Seen)
			assert.Equal(t, g.Pos.History, p.Seen.History)
			assert.Equal(t, g.Pos.Known, p.Seen.Known)
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			require.NotNil(t, a.Eval)
			assert.Nil(t, a.Values)
			brute := evalcheck.BruteLayouts(&g.Pos)
			sums, best, err := evalcheck.Values(&g.Pos, brute)
			require.NoError(t, err)
			require.Equal(t, len(brute), a.Eval.Layouts)
			assert.True(t, a.Eval.Exact)
			for _, cr := range a.Eval.Cards {
				assert.Equal(t, sums[cr.Card], cr.Sum, cr.Card)
				assert.Equal(t, best[cr.Card], cr.Best, cr.Card)
			}
			assert.Equal(t, a.Eval.BestCards(), a.Best)
			checkFail(t, p, a, brute)
		})
	}
}

// checkFail: the failing layout is one of the consistent ones, and there the tempting card is
// worth less than the best one (or there is none when the tempting card never does worse).
func checkFail(t *testing.T, p *puzzles.Puzzle, a puzzles.Solution, brute [][4]engine.Set) {
	t.Helper()
	tempting := puzzles.Tempting(p)
	if tempting == engine.NoCard || a.Fail == [4]engine.Set{} {
		return
	}
	found := false
	for _, h := range brute {
		found = found || h == a.Fail
	}
	assert.True(t, found, "the failing layout is consistent")
	cmp, err := puzzles.Compare(context.Background(), p)
	require.NoError(t, err)
	assert.Equal(t, tempting, cmp.Tempting.Card)
	assert.Less(t, cmp.Tempting.Value, cmp.Best.Value, "in the failing layout the tempting card does worse")
}

// TestSeatLoadProblems: the file's mistakes are reported at their key.
func TestSeatLoadProblems(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 3))
	v := engine.MustBuiltin("classique")
	g := seatGame(rng, v, 3)
	var b bytes.Buffer
	p := &puzzles.Puzzle{ID: "seat-t-001", Kind: puzzles.KindBest, View: puzzles.ViewSeat, Variant: v, Trump: g.Pos.Trump,
		Difficulty: 2, Themes: []engine.Rule{engine.W1}, Hand: g.Pos.Hand.Cards(), Seen: &g.Pos, TakerSeat: engine.NoSeat,
		Tempting: engine.NoCard, Prompt: explain.Text{"q", "q"}, Point: explain.Text{"p", "p"}}
	require.NoError(t, gen.WritePack(&b, "seat-t", explain.Text{"t", "t"}, []*puzzles.Puzzle{p}))
	good := b.String()
	for _, c := range []struct{ name, from, to, want string }{
		{"view", `view = "seat"`, `view = "sideways"`, `puzzle.0.view: `},
		{"hands", `view = "seat"`, "view = \"seat\"\nhands = { N = [] }", `puzzle.0.hands: a puzzle with view = "seat" shows only South's cards`},
		{"open history", `view = "seat"`, `view = "open"`, `puzzle.0.hand: only a puzzle with view = "seat" has hand`},
		{"leader", `{ leader = "` + g.Pos.History[1].Leader.String(), `{ leader = "` + v.Direction.Next(g.Pos.History[1].Leader).String(), `puzzle.0.history: impossible position`},
		{"known", `trick = {`, "known = { S = [\"" + g.Pos.Hand.First().Format(v.Face) + "\"] }\ntrick = {", `puzzle.0.known: impossible position`},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(good, c.from, c.to, 1)
			require.NotEqual(t, good, src)
			_, probs := puzzles.LoadPack("seat-t.toml", []byte(src))
			require.NotEmpty(t, probs, src)
			var msgs []string
			for _, pr := range probs {
				msgs = append(msgs, pr.Message)
			}
			assert.Contains(t, strings.Join(msgs, "\n"), c.want)
		})
	}
	// An early position has far more layouts than the exact limit.
	early := seatGame(rng, v, 7)
	_, probs := seatPuzzle(t, early)
	require.NotEmpty(t, probs)
	assert.Contains(t, probs[0].Message, "more than the exact limit of 5000")
}

// TestSeatMargins: a position where the best card is not clearly ahead is a problem that
// SeatIssues reports, and a motif whose detector does not hold too.
func TestSeatMargins(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 4))
	v := engine.MustBuiltin("annonces")
	found := 0
	for range 40 {
		p, probs := seatPuzzle(t, seatGame(rng, v, 2))
		require.Empty(t, probs)
		a, err := puzzles.Answer(p)
		require.NoError(t, err)
		msgs := issueText(puzzles.SeatIssues(p))
		best, _ := a.Eval.Of(a.Best.First())
		clear := a.Best.Len() == 1 && 5*best.Best >= 3*a.Eval.Layouts
		for _, cr := range a.Eval.Cards {
			clear = clear && (cr.Card == best.Card || best.Sum-cr.Sum >= puzzles.SeatMinMean*a.Eval.Layouts)
		}
		assert.Equal(t, clear, msgs == "", msgs)
		if !clear {
			found++
		}
	}
	assert.Positive(t, found, "random positions include unclear ones")
}

func issueText(is []puzzles.Issue) string {
	var parts []string
	for _, i := range is {
		parts = append(parts, i.Key+": "+i.Msg)
	}
	return strings.Join(parts, "; ")
}
