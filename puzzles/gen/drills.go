package gen

import (
	"fmt"
	"github.com/belote-trainer/belote/explain"
	"math/rand/v2"
	"sort"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// The drill packs (legal-*, winner-tricks, count-points) are dealt from fixed seeds by scenario:
// each scenario keeps the random positions that show the case it drills (drill_legal.go,
// drill_winner_count.go) and words the prompt and the point from the position (drill_words.go).

// Pack is a generated pack: its id (the file name without .toml), title and puzzles.
type Pack struct {
	ID      string
	Title   explain.Text
	Puzzles []*puzzles.Puzzle
}

// DrillPacks writes the built-in legal, winner and count packs; the output is the same on every
// run.
func DrillPacks() []Pack {
	// Each kind draws from its own source, so that a change to one kind's scenarios leaves the
	// other packs' positions (and the ids learners' progress is keyed on) as they are.
	packs := genLegal(rand.New(rand.NewPCG(2026, 11)))
	return append(packs, genWinner(rand.New(rand.NewPCG(2026, 12))), genCount(rand.New(rand.NewPCG(2026, 13))))
}

// drill starts a drill puzzle with its texts and an empty expected answer.
func drill(v *engine.Variant, k puzzles.Kind, trump engine.Suit, diff int, themes []engine.Rule, promptFr, promptEn, pointFr, pointEn string) *puzzles.Puzzle {
	return &puzzles.Puzzle{Kind: k, Variant: v, Trump: trump, Difficulty: diff, Themes: themes, Leader: engine.NoSeat, Tempting: engine.NoCard,
		Prompt: generated(promptFr, promptEn), Point: generated(pointFr, pointEn),
		Expect: &puzzles.Expect{Winner: -1, Seat: engine.NoSeat, Team: engine.NoTeam, Reserve: -1}}
}

// drillPack names a pack's puzzles after it, "<id>-001" onwards.
func drillPack(id, titleFr, titleEn string, ps []*puzzles.Puzzle) Pack {
	for i, p := range ps {
		p.ID, p.Source = fmt.Sprintf("%s-%03d", id, i+1), id
	}
	return Pack{ID: id, Title: explain.Text{explain.French: titleFr, explain.English: titleEn}, Puzzles: ps}
}

// sortHand orders cards by suit, then by sequence order, for display.
func sortHand(cs []engine.Card) {
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
}

// deal shuffles a deck with the drills' random source.
func deal(r *rand.Rand) []engine.Card {
	d := make([]engine.Card, 32)
	for i := range d {
		d[i] = engine.Card(i)
	}
	r.Shuffle(32, func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d
}

// rotation deals the four built-in variants out in turn, so that every pack mixes them.
type rotation int

func (r *rotation) next() *engine.Variant {
	v := engine.MustBuiltin(engine.BuiltinNames[int(*r)%len(engine.BuiltinNames)])
	*r++
	return v
}
