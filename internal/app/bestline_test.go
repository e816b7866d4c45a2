package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// The worked example of docs/content.md: South takes the trick with the ace (27 points), then West
// wins the last trick with the 9 of clubs and its dix de der.
const bestPack = `[pack]
id = "b"
title = { fr = "b", en = "b" }

[[puzzle]]
id = "b-1"
kind = "best"
variant = "classique"
difficulty = 1
themes = ["P1"]
prompt = { fr = "a", en = "b" }
point = { fr = "a", en = "b" }
trump = "H"
hands = { N = ["7S"], E = ["8S"], S = ["AS", "7C"], W = ["KS", "9C"] }
trick = { leader = "N", cards = ["10S", "JS"] }
`

func TestBestLineLines(t *testing.T) {
	pack, probs := puzzles.LoadPack("b.toml", []byte(bestPack))
	require.Empty(t, probs)
	p := pack.Puzzles[0]
	d := Display{Lang: EN, Face: engine.French}
	assert.Equal(t, []string{
		"How the deal goes on after A♠, everyone playing perfectly:",
		"  Trick 7: North 10♠, East J♠, South (you) A♠, West K♠ → South (you) (27 points)",
		"  Trick 8: South (you) 7♣, West 9♣, North 7♠, East 8♠ → West (10 points)",
	}, BestLineLines(EN, d, p))
	fr := BestLineLines(FR, d, p)
	require.Len(t, fr, 3)
	assert.Contains(t, fr[2], "Pli 8", "numbered by the deal's tricks, as the points are")

	v, err := puzzles.Check(p, puzzles.Attempt{Cards: []engine.Card{engine.MustCard("AS")}})
	require.NoError(t, err)
	lines := PuzzleExplanation(EN, d, p, v)
	assert.Contains(t, lines, "  Trick 8: South (you) 7♣, West 9♣, North 7♠, East 8♠ → West (10 points)", "the feedback shows the line")
}
