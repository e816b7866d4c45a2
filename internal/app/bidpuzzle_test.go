package app

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

const bidPackSrc = `[pack]
id = "t"
title = { fr = "t", en = "t" }

[[puzzle]]
id = "t-1"
kind = "bid"
variant = "classique"
difficulty = 3
themes = ["T5", "K3"]
prompt = { fr = "a", en = "b" }
point = { fr = "a", en = "b" }
dealer = "S"
round = 2
hand = ["8S", "JH", "QH", "8D", "9C"]
retourne = "10S"
seed = 3550179179793877750

[puzzle.expect]
take = false
trump = "H"
make_rate = 0.535
ev_take = -37.655
ev_pass = 0.0
samples = 400
margin = 12.004966556344382
`

// A round-2 bid puzzle offers the three other suits and pass, reads a number or words, and
// words the simulation's figures.
func TestBidSession(t *testing.T) {
	pack, probs := puzzles.LoadPack("t.toml", []byte(bidPackSrc))
	require.Empty(t, probs)
	p := pack.Puzzles[0]
	s := NewPuzzleSession(p)
	assert.Len(t, s.Hand, 5)
	assert.False(t, s.Picks())
	choices := BidChoices(p)
	require.Len(t, choices, 4)
	assert.Equal(t, BidChoice{Take: true, Suit: engine.Hearts}, choices[0], "spades is the retourne's suit (T5)")
	assert.False(t, choices[3].Take)
	d := Display{Lang: FR, Face: engine.French}
	info := strings.Join(PuzzleInfo(FR, d, p), "\n")
	assert.Contains(t, info, "4. Passer")
	assert.Contains(t, info, "Prendre à carreau")
	for _, line := range PuzzleInfo(FR, d, p) { // the choices fit one row of an 80-column screen
		assert.LessOrEqual(t, len([]rune(line)), 78, line)
	}
	for _, tc := range []struct {
		text string
		take bool
		suit engine.Suit
	}{{"1", true, engine.Hearts}, {"4", false, engine.NoSuit}, {"passer", false, engine.NoSuit}, {"prendre carreau", true, engine.Diamonds}, {"Prendre à carreau", true, engine.Diamonds}, {"prendre à cœur (♥ C)", true, engine.Hearts}} {
		at, err := s.ParseAttempt(FR, tc.text)
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.take, at.Take, tc.text)
		if tc.take {
			assert.Equal(t, tc.suit, at.Suit, tc.text)
		}
	}
	for _, bad := range []string{"5", "prendre pique", "prendre", "oui", ""} {
		_, err := s.ParseAttempt(FR, bad)
		assert.Error(t, err, bad)
	}
	v, err := s.Submit(puzzles.Attempt{Suit: engine.NoSuit})
	require.NoError(t, err)
	assert.True(t, v.Correct, "passing is the answer")
	assert.Equal(t, "Passer", PuzzleAnswerText(FR, d, p, v))
	expl := strings.Join(PuzzleExplanation(FR, d, p, v), "\n")
	assert.Contains(t, expl, "54 donnes sur 100")
	assert.Contains(t, expl, "-37,7")
	assert.Contains(t, strings.Join(PuzzleExplanation(EN, Display{Lang: EN, Face: engine.French}, p, v), "\n"), "400 simulated deals")
}
