package gen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/solve"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/puzzles"
)

// count is how many puzzles each test draws per kind and variant; more without -short.
func count() int {
	if testing.Short() {
		return 4
	}
	return 12
}

// kindsOf lists the kinds that variant v can generate (announce needs announcements, A1), bid
// excepted: a bid puzzle costs seconds of simulation, and bid_test.go tests it on its own.
func kindsOf(v *engine.Variant) []puzzles.Kind {
	return slices.DeleteFunc(puzzles.Kinds(), func(k puzzles.Kind) bool {
		return k == puzzles.KindBid || (k == puzzles.KindAnnounce && !v.Announcements)
	})
}

func generate(t *testing.T, o Options) []*puzzles.Puzzle {
	t.Helper()
	ps, err := Generate(context.Background(), o)
	require.NoError(t, err)
	require.Len(t, ps, o.Count)
	return ps
}

func packText(t *testing.T, o Options, ps []*puzzles.Puzzle) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, WritePack(&b, o.DefaultPack(), explain.Text{explain.French: "essai", explain.English: "test"}, ps))
	return b.Bytes()
}

// Same seed, same puzzles; another seed, other puzzles. Every written pack loads without a
// problem: the loader checks each expected answer against the engine again.
func TestGenerateDeterministicAndValid(t *testing.T) {
	for _, name := range engine.BuiltinNames {
		v := engine.MustBuiltin(name)
		for _, k := range kindsOf(v) {
			t.Run(name+"/"+k.String(), func(t *testing.T) {
				o := Options{Kind: k, Variant: v, Count: count(), Seed: 42}
				first := packText(t, o, generate(t, o))
				assert.Equal(t, string(first), string(packText(t, o, generate(t, o))), "same seed, same pack")
				other := o
				other.Seed = 43
				assert.NotEqual(t, string(first), string(packText(t, o, generate(t, other))), "another seed, other puzzles")

				pack, probs := puzzles.LoadPack(o.DefaultPack()+".toml", first)
				require.Empty(t, probs, "%s", first)
				require.Len(t, pack.Puzzles, o.Count)
				for _, p := range pack.Puzzles {
					assert.Equal(t, k, p.Kind)
					assert.NotEmpty(t, p.Themes)
					assert.NotNil(t, p.Expect)
					assert.NotEmpty(t, p.Prompt[explain.French])
					assert.NotEmpty(t, p.Point[explain.English])
				}
			})
		}
	}
}

// With a theme, every puzzle practises it, and a legal puzzle on P5 is decided by P5.
func TestGenerateTheme(t *testing.T) {
	cases := []struct {
		name    string
		kind    puzzles.Kind
		variant string
		theme   engine.Rule
	}{
		{"legal P5", puzzles.KindLegal, "classique", engine.P5},
		{"legal P6", puzzles.KindLegal, "marocaine", engine.P6},
		{"legal P0", puzzles.KindLegal, "annonces", engine.P0},
		{"count K1", puzzles.KindCount, "classique", engine.K1},
		{"announce A3", puzzles.KindAnnounce, "annonces", engine.A3},
		{"announce A5", puzzles.KindAnnounce, "francaise", engine.A5},
		{"score K7", puzzles.KindScore, "marocaine", engine.K7},
		{"score K2", puzzles.KindScore, "classique", engine.K2},
		{"score K6", puzzles.KindScore, "francaise", engine.K6},
		{"best K1", puzzles.KindBest, "classique", engine.K1},
		{"best P4", puzzles.KindBest, "annonces", engine.P4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := Options{Kind: c.kind, Variant: engine.MustBuiltin(c.variant), Theme: c.theme, Count: 3, Seed: 7}
			for _, p := range generate(t, o) {
				assert.Contains(t, p.Themes, c.theme)
				a, err := puzzles.Answer(p)
				require.NoError(t, err)
				switch {
				case c.kind == puzzles.KindLegal:
					assert.Equal(t, c.theme, a.Rule, "the engine's deciding row")
				case c.theme == engine.K7:
					assert.Equal(t, engine.Litige, a.Score.Result)
				case c.theme == engine.K2:
					assert.NotEqual(t, engine.NoTeam, p.Capot)
				case c.theme == engine.K1 && c.kind == puzzles.KindCount:
					assert.True(t, p.LastTrick)
				}
			}
		})
	}
}

// A theme that cannot apply is a clear error, never an endless search.
func TestGenerateImpossibleTheme(t *testing.T) {
	cases := []struct {
		name    string
		kind    puzzles.Kind
		variant string
		theme   engine.Rule
		msg     string
	}{
		{"K7 in classique", puzzles.KindScore, "classique", engine.K7, "no litige"},
		{"K4 in classique", puzzles.KindScore, "classique", engine.K4, "threshold"},
		{"P5 in a winner puzzle", puzzles.KindWinner, "classique", engine.P5, "themes here: W1"},
		{"announce in classique", puzzles.KindAnnounce, "classique", engine.NoRule, "no announcements"},
		{"A6 in a classique score", puzzles.KindScore, "classique", engine.A6, "no announcements"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Generate(context.Background(), Options{Kind: c.kind, Variant: engine.MustBuiltin(c.variant), Theme: c.theme, Count: 1})
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.msg)
		})
	}
}

// A best puzzle has a single best card, ahead of the next by MinGap points or more, as the solver
// says; South is to move, with 3 to 6 tricks left; its motif holds on the lines of the best card
// and of its tempting card, which is legal and worse.
func TestGenerateBestUniqueWithGap(t *testing.T) {
	for _, name := range engine.BuiltinNames {
		t.Run(name, func(t *testing.T) {
			o := Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin(name), Count: count(), Seed: 11}
			for _, p := range generate(t, o) {
				pos := p.SolvePosition()
				require.Equal(t, engine.South, pos.ToMove())
				n := len(p.Hands[engine.South])
				assert.True(t, n >= 3 && n <= 6, "tricks left: %d", n)
				cmp, err := puzzles.Compare(context.Background(), p)
				require.NoError(t, err)
				assert.True(t, puzzles.MotifHolds(p.Motif, p, cmp), "%s: motif %s", p.ID, p.Motif)
				assert.Less(t, cmp.Tempting.Value, cmp.Best.Value)
				vals, err := solve.Values(context.Background(), pos)
				require.NoError(t, err)
				sort.SliceStable(vals, func(i, j int) bool { return vals[i].Value > vals[j].Value })
				require.GreaterOrEqual(t, len(vals), 2)
				assert.GreaterOrEqual(t, vals[0].Value-vals[1].Value, MinGap)
				assert.Equal(t, []engine.Card{vals[0].Card}, p.Expect.Best)
			}
		})
	}
}

// Review gives every legal card with its value, best first, and a line of whole tricks to the end
// whose North–South points add up to the value.
func TestReviewLines(t *testing.T) {
	o := Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin("francaise"), Count: 3, Seed: 5}
	for _, p := range generate(t, o) {
		rev, err := puzzles.Review(context.Background(), p)
		require.NoError(t, err)
		require.Equal(t, p.Expect.Best[0], rev[0].Card)
		for _, r := range rev {
			ns := 0
			for _, tr := range r.Line {
				require.Len(t, tr.Cards, 4)
				if tr.Winner.Team() == engine.NS {
					ns += tr.Points
				}
			}
			assert.Equal(t, r.Value, ns, "card %s", r.Card)
			assert.Len(t, r.Line, len(p.Hands[engine.South]))
		}
	}
}

// BestLine follows the first best card with the solver's line, worth the card's value.
func TestBestLineMatchesReview(t *testing.T) {
	o := Options{Kind: puzzles.KindBest, Variant: engine.MustBuiltin("marocaine"), Count: 3, Seed: 8}
	for _, p := range generate(t, o) {
		rev, err := puzzles.Review(context.Background(), p)
		require.NoError(t, err)
		line, err := puzzles.BestLine(context.Background(), p)
		require.NoError(t, err)
		assert.Equal(t, rev[0].Card, line.Card)
		assert.Equal(t, rev[0].Value, line.Value)
		assert.Len(t, line.Line, len(p.Hands[engine.South]))
	}
}

// Each hands over puzzles one by one and stops at the first error of its callback.
func TestEachStopsAtEmitError(t *testing.T) {
	stop := errors.New("enough")
	n := 0
	err := Each(context.Background(), Options{Kind: puzzles.KindLegal, Variant: engine.MustBuiltin("classique"), Count: MaxCount, Seed: 3},
		func(p *puzzles.Puzzle) error {
			n++
			if p.ID != fmt.Sprintf("gen-legal-classique-3-%03d", n) {
				t.Errorf("puzzle %d has id %s", n, p.ID)
			}
			if n == 3 {
				return stop
			}
			return nil
		})
	if !errors.Is(err, stop) || n != 3 {
		t.Fatalf("Each went on after the error: %d puzzles, %v", n, err)
	}
	if _, err := Generate(context.Background(), Options{Kind: puzzles.KindLegal, Variant: engine.MustBuiltin("classique"), Count: MaxCount + 1}); err == nil {
		t.Fatal("more than MaxCount accepted")
	}
}
