package cli

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/belote-trainer/belote/puzzles"
	"github.com/belote-trainer/belote/puzzles/gen"
)

// seatLine is the export of a hidden-hand best puzzle (CLI.md, `gen` and `puzzles`).
type seatLine struct {
	ID       string              `json:"id"`
	Variant  string              `json:"variant"`
	Trump    string              `json:"trump"`
	View     string              `json:"view"`
	Seat     string              `json:"seat"`
	Hand     []string            `json:"hand"`
	History  []trickField        `json:"history"`
	Trick    trickField          `json:"trick"`
	Known    map[string][]string `json:"known"`
	Motif    string              `json:"motif"`
	Tempting string              `json:"tempting"`
	Hands    any                 `json:"hands"`
	Lines    any                 `json:"lines"`
	Answer   evaluateOutput      `json:"answer"`
}

// position rebuilds the evaluate position from the exported fields.
func (l seatLine) position(t *testing.T) evaluate.Position {
	t.Helper()
	v := engine.MustBuiltin(l.Variant)
	trump, _, err := engine.ParseSuit(l.Trump)
	require.NoError(t, err)
	seat, err := engine.ParseSeat(l.Seat)
	require.NoError(t, err)
	trick := func(tf trickField) evaluate.Trick {
		leader, err := engine.ParseSeat(tf.Leader)
		require.NoError(t, err)
		return evaluate.Trick{Leader: leader, Cards: parseCards(t, tf.Cards)}
	}
	pos := evaluate.Position{Variant: v, Trump: trump, Seat: seat, Hand: engine.SetOf(parseCards(t, l.Hand)...), Trick: trick(l.Trick)}
	for _, h := range l.History {
		pos.History = append(pos.History, trick(h))
	}
	for s, cs := range l.Known {
		k, err := engine.ParseSeat(s)
		require.NoError(t, err)
		pos.Known[k] = engine.SetOf(parseCards(t, cs)...)
	}
	return pos
}

func parseCards(t *testing.T, cs []string) []engine.Card {
	t.Helper()
	out := make([]engine.Card, len(cs))
	for i, s := range cs {
		c, _, err := engine.ParseCard(s)
		require.NoError(t, err)
		out[i] = c
	}
	return out
}

// seatFixture writes a pack of hidden-hand puzzles from random positions (2 or 3 tricks left,
// some with a known card) into a folder, so that the export is tested whatever the built-in packs.
func seatFixture(t *testing.T) string {
	rng := rand.New(rand.NewPCG(13, 9))
	var ps []*puzzles.Puzzle
	for i, v := range evalcheck.Variants()[:4] {
		for {
			g := evalcheck.RandomPosition(rng, v, 4*(6-i%2)+rng.IntN(4), i%2 == 0)
			if legal, _ := v.Legal(g.Pos.Trump, g.Pos.Hand, g.Pos.Trick.Cards); g.Pos.Seat != engine.South || legal.Len() < 2 {
				continue
			}
			pos := g.Pos
			ps = append(ps, &puzzles.Puzzle{ID: "seat-fixture-00" + string(rune('1'+i)), Kind: puzzles.KindBest, View: puzzles.ViewSeat,
				Variant: v, Trump: pos.Trump, Difficulty: 2, Themes: []engine.Rule{engine.W1}, Hand: pos.Hand.Cards(), Seen: &pos,
				TakerSeat: engine.East, Tempting: engine.NoCard, Prompt: explain.Text{"q", "q"}, Point: explain.Text{"p", "p"}})
			break
		}
	}
	var b bytes.Buffer
	require.NoError(t, gen.WritePack(&b, "seat-fixture", explain.Text{"t", "t"}, ps))
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "seat-fixture.toml"), b.Bytes(), 0o644))
	return dir
}

// TestSeatPuzzleExportAgreesWithBruteForce: every hidden-hand puzzle that `belote puzzles --json`
// exports, built-in and a fixture's, carries the evaluate fields and answer of CLI.md, and its
// answer agrees with internal/testkit/evalcheck's independent enumeration: the layout count, and every
// mean and best share within 1e-6. Under -short, one built-in puzzle in four.
func TestSeatPuzzleExportAgreesWithBruteForce(t *testing.T) {
	out, errOut, code := run(t, "", "puzzles", "--json", "--kind", "best", "--content", seatFixture(t))
	require.Equal(t, 0, code, errOut)
	n := 0
	for i, raw := range strings.Split(strings.TrimSpace(out), "\n") {
		var l seatLine
		require.NoError(t, json.Unmarshal([]byte(raw), &l))
		if l.View != "seat" || testing.Short() && i%4 != 0 && !strings.HasPrefix(l.ID, "seat-fixture") {
			continue
		}
		n++
		t.Run(l.ID, func(t *testing.T) {
			assert.Nil(t, l.Hands, "no hands")
			assert.Nil(t, l.Lines, "no lines")
			assert.NotEmpty(t, l.Tempting)
			pos := l.position(t)
			brute := evalcheck.BruteLayouts(&pos)
			sums, best, err := evalcheck.Values(&pos, brute)
			require.NoError(t, err)
			require.Equal(t, len(brute), l.Answer.Layouts)
			assert.True(t, l.Answer.Exact)
			require.Len(t, l.Answer.Values, len(sums))
			top := -1
			for c, s := range sums {
				name := c.Format(pos.Variant.Face)
				assert.InDelta(t, float64(s)/float64(len(brute)), l.Answer.Values[name], 1e-6, name)
				assert.InDelta(t, float64(best[c])/float64(len(brute)), l.Answer.BestShare[name], 1e-6, name)
				top = max(top, s)
			}
			var want []string
			for _, c := range parseCards(t, l.Hand) {
				if s, ok := sums[c]; ok && s == top {
					want = append(want, c.Format(pos.Variant.Face))
				}
			}
			assert.Equal(t, want, l.Answer.Best)
		})
	}
	assert.GreaterOrEqual(t, n, 4)
}

// TestCheckEvaluatesSeatPuzzles: `belote check` evaluates hidden-hand puzzles, which loading
// leaves to their first use: random positions rarely meet the margins, and each problem names
// its file, puzzle and key.
func TestCheckEvaluatesSeatPuzzles(t *testing.T) {
	dir := seatFixture(t)
	out, _, code := run(t, "", "check", dir)
	assert.Equal(t, 1, code, out)
	assert.Contains(t, out, "seat-fixture.toml:")
	assert.Regexp(t, `\[seat-fixture-00\d\] puzzle\.\d\.expect\.best: `, out)
}
