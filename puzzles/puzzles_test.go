package puzzles

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
)

const onePack = `[pack]
id = "t"
title = { fr = "t", en = "t" }

[[puzzle]]
id = "t-1"
kind = "legal"
variant = "classique"
difficulty = 1
themes = ["P5"]
prompt = { fr = "a", en = "b" }
point = { fr = "a", en = "b" }
trump = "H"
hand = ["8H", "QH", "7D", "9C"]
trick = ["AS", "7H"]
[puzzle.expect]
legal = ["QH", "8H"]
rule = "P5"
`

func loadOne(t *testing.T, src string) *Puzzle {
	t.Helper()
	pack, probs := LoadPack("t.toml", []byte(src))
	require.Empty(t, probs)
	require.Len(t, pack.Puzzles, 1)
	return pack.Puzzles[0]
}

// bestSrc is a best puzzle with the position to fill in: variant, trump, hands, trick.
const bestSrc = `[pack]
id = "t"
title = { fr = "t", en = "t" }

[[puzzle]]
id = "t-1"
kind = "best"
variant = "%s"
difficulty = 1
themes = ["W1"]
prompt = { fr = "a", en = "b" }
point = { fr = "a", en = "b" }
trump = "%s"
hands = { %s }
trick = { %s }
`

// bestCase loads a best puzzle of bestSrc with a tempting card, and compares its two lines.
func bestCase(t *testing.T, variant, trump, hands, trick, tempting string) (*Puzzle, Comparison) {
	t.Helper()
	p := loadOne(t, fmt.Sprintf(bestSrc, variant, trump, hands, trick))
	p.Tempting = engine.MustCard(tempting)
	c, err := Compare(context.Background(), p)
	require.NoError(t, err)
	return p, c
}

func TestLoadDerivesLeader(t *testing.T) {
	p := loadOne(t, onePack)
	assert.Equal(t, engine.North, p.Leader, "clockwise, two cards before South: North led (T1)")
}

func TestCheckLegal(t *testing.T) {
	p := loadOne(t, onePack)
	tests := []struct {
		name    string
		cards   []engine.Card
		correct bool
		missed  engine.Set
		wrong   engine.Set
	}{
		{"exact set", []engine.Card{engine.MustCard("8H"), engine.MustCard("QH")}, true, 0, 0},
		{"one missed", []engine.Card{engine.MustCard("QH")}, false, engine.SetOf(engine.MustCard("8H")), 0},
		{"one wrong", []engine.Card{engine.MustCard("8H"), engine.MustCard("QH"), engine.MustCard("7D")}, false, 0, engine.SetOf(engine.MustCard("7D"))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := Check(p, Attempt{Cards: tc.cards})
			require.NoError(t, err)
			assert.Equal(t, tc.correct, v.Correct)
			assert.Equal(t, tc.missed, v.Missed)
			assert.Equal(t, tc.wrong, v.Wrong)
			assert.Equal(t, engine.P5, v.Answer.Rule)
		})
	}
}

// TestBestAnswer: worked by hand. N leads 10S, E plays JS; South must follow spades (P1) with AS and
// wins 10+2+11+4 = 27 (W plays KS); the last trick goes to W's 9C with the dix de der.
func TestBestAnswer(t *testing.T) {
	p := &Puzzle{Kind: KindBest, Variant: engine.MustBuiltin("classique"), Trump: engine.Hearts, Leader: engine.North, Tempting: engine.NoCard,
		Trick: hand("10S JS")}
	p.Hands[engine.North], p.Hands[engine.East] = hand("7S"), hand("8S")
	p.Hands[engine.South], p.Hands[engine.West] = hand("AS 7C"), hand("KS 9C")
	require.Empty(t, Validate(p))
	a, err := Answer(p)
	require.NoError(t, err)
	assert.Equal(t, map[engine.Card]int{engine.MustCard("AS"): 27}, a.Values)
	assert.Equal(t, engine.SetOf(engine.MustCard("AS")), a.Best)
}

// TestBestAnswerTie: South leads with two cards left and wins both tricks whatever the order (W, N
// and E play after South, clockwise): both cards are best, worth 58.
func TestBestAnswerTie(t *testing.T) {
	p := &Puzzle{Kind: KindBest, Variant: engine.MustBuiltin("classique"), Trump: engine.Hearts, Leader: engine.South, Tempting: engine.NoCard}
	p.Hands[engine.North], p.Hands[engine.East] = hand("7D 8D"), hand("KS QS")
	p.Hands[engine.South], p.Hands[engine.West] = hand("AS JH"), hand("9S 10S")
	a, err := Answer(p)
	require.NoError(t, err)
	// AS first: AS 9S 7D QS (11+3), then JH 10S 8D KS (20+10+4) + 10 = 58; JH first: JH 9S 7D QS
	// (20+3), then AS 10S 8D KS (11+10+4) + 10 = 58. EW keep their lowest cards for NS's tricks.
	assert.Equal(t, 58, a.Values[engine.MustCard("AS")])
	assert.Equal(t, 58, a.Values[engine.MustCard("JH")])
	assert.Equal(t, engine.SetOf(engine.MustCard("AS"), engine.MustCard("JH")), a.Best)
}

func hand(s string) []engine.Card {
	cs, _, err := engine.ParseCards(s)
	if err != nil {
		panic(err)
	}
	return cs
}

func TestCheckOtherKinds(t *testing.T) {
	v := engine.MustBuiltin("classique")
	win := &Puzzle{Kind: KindWinner, Variant: v, Trump: engine.Hearts, Trick: hand("AS 7H KS 8H"), Leader: engine.West}
	verdict, err := Check(win, Attempt{Index: 3})
	require.NoError(t, err)
	assert.True(t, verdict.Correct)
	assert.Equal(t, engine.South, verdict.Answer.WinnerSeat)

	count := &Puzzle{Kind: KindCount, Variant: v, Trump: engine.Hearts, Cards: hand("JH 9H AS 10S"), LastTrick: true}
	verdict, err = Check(count, Attempt{Points: 65})
	require.NoError(t, err)
	assert.True(t, verdict.Correct, "20+14+11+10 and the dix de der (C3, K1)")

	score := &Puzzle{Kind: KindScore, Variant: v, Taker: engine.NS, Points: [2]int{85, 77}, Belote: engine.EW, Capot: engine.NoTeam}
	verdict, err = Check(score, Attempt{NS: 0, EW: 182, Result: engine.Failed})
	require.NoError(t, err)
	assert.True(t, verdict.Correct, "RULES.md §8 worked check 3")
}

func FuzzLoadPack(f *testing.F) {
	f.Add(onePack)
	f.Add("[pack]\nid = 1\n[[puzzle]]\nkind = \"best\"\nvariant = \"classique\"\ntrump = \"H\"\nhands = { S = [\"7S\"] }\ntrick = { leader = \"Q\" }\n")
	f.Add("[[puzzle]]\nkind = \"announce\"\nvariant = \"annonces\"\ntrump = \"H\"\ndeclared = { NS = [[\"7H\"]], XX = 3 }\n[puzzle.expect]\nwinner = 4\n")
	f.Fuzz(func(t *testing.T, src string) {
		pack, _ := LoadPack("fuzz.toml", []byte(src))
		if pack == nil {
			return
		}
		for _, p := range pack.Puzzles {
			if _, err := Answer(p); err != nil {
				t.Fatalf("a loaded puzzle must be answerable: %v", err)
			}
		}
	})
}
