package puzzles_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// declaredPack is best-seat-keep-master-008 (francaise, spades trump) with the announcements
// South heard instead of the known cards they reveal: East's tierce 9♦ 10♦ V♦ (9♦ played on trick
// 3) and West's tierce V♣ D♣ R♣ (V♣ played on trick 4); EW's score, so their cards are shown.
const declaredPack = `[pack]
id = "decl"
title = { fr = "t", en = "t" }

[[puzzle]]
id = "decl-001"
kind = "best"
variant = "francaise"
difficulty = 3
themes = ["P0"]
prompt = { fr = "q", en = "q" }
point = { fr = "p", en = "p" }
trump = "S"
view = "seat"
taker = "S"
hand = ["9S", "10S", "7D", "7C"]
history = [
  { leader = "W", cards = ["7H", "KH", "9H", "AH"] },
  { leader = "N", cards = ["8H", "10H", "8S", "8D"] },
  { leader = "S", cards = ["KS", "9D", "JS", "QS"] },
  { leader = "N", cards = ["8C", "JC", "AC", "9C"] },
]
trick = { leader = "S", cards = [] }
declared = { E = [["9D", "10D", "JD"]], W = [["JC", "QC", "KC"]] }
tempting = "9S"

[puzzle.expect]
best = ["7C"]
`

// A seat puzzle's declared announcements become known cards from the second trick on: those of
// the team that scores (A6), less the cards already played; the answer is the one of the known
// cards they stand for.
func TestSeatDeclaredAreKnown(t *testing.T) {
	pk, probs := puzzles.LoadPack("decl.toml", []byte(declaredPack))
	require.Empty(t, probs)
	p := pk.Puzzles[0]
	c := func(s string) engine.Card {
		x, _, err := engine.ParseCard(s)
		require.NoError(t, err)
		return x
	}
	assert.Equal(t, engine.SetOf(c("10D"), c("JD")), p.Seen.Known[engine.East])
	assert.Equal(t, engine.SetOf(c("QC"), c("KC")), p.Seen.Known[engine.West])
	require.Len(t, p.SeatDeclared[engine.East], 1)
	assert.Empty(t, puzzles.SeatIssues(p), "the answer is best-seat-keep-master-008's")

	// South's own tierce (8♠ played by South) is heard too; EW's tierce to the R♣ is higher and
	// scores (A5), so their cards stay known.
	src := strings.Replace(declaredPack, `declared = {`, `declared = { S = [["8S", "9S", "10S"]], `, 1)
	pk, probs = puzzles.LoadPack("decl.toml", []byte(src))
	require.Empty(t, probs)
	assert.Equal(t, engine.SetOf(c("QC"), c("KC")), pk.Puzzles[0].Seen.Known[engine.West])
	// A South announcement of cards it never held is a problem.
	src = strings.Replace(declaredPack, `declared = {`, `declared = { S = [["JS", "QS", "KS"]], `, 1)
	_, probs = puzzles.LoadPack("decl.toml", []byte(src))
	require.NotEmpty(t, probs)
	assert.Contains(t, probs[0].Message, "JS, in an announcement of S, was played by N on trick 3")
}

// A bad declared field is reported at its key, with the file and line, naming what is wrong.
func TestSeatDeclaredProblems(t *testing.T) {
	for _, c := range []struct{ name, from, to, want string }{
		{"token", `"10D", "JD"`, `"10D", "JX"`, `"JX"`},
		{"not an announcement", `["9D", "10D", "JD"]`, `["9D", "JD", "KD"]`, `puzzle.0.declared.E`},
		{"seat", `W = [[`, `X = [[`, `unknown seat`},
		{"played by another", `W = [["JC", "QC", "KC"]]`, `W = [["8C", "9C", "10C"]]`, `8C, in an announcement of W, was played by N on trick 4`},
		{"in South's hand", `E = [["9D", "10D", "JD"]]`, `E = [["7D", "8D", "9D"]]`, `7D, in an announcement of E, is in South's hand`},
		{"twice", `W = [["JC", "QC", "KC"]]`, `W = [["8D", "9D", "10D"]]`, `puzzle.0.declared`},
		{"open view", `view = "seat"`, `view = "open"`, `only a puzzle with view = "seat" has declared`},
		{"no announcements", `variant = "francaise"`, `variant = "classique"`, `has no announcements`},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(declaredPack, c.from, c.to, 1)
			require.NotEqual(t, declaredPack, src)
			_, probs := puzzles.LoadPack("decl.toml", []byte(src))
			require.NotEmpty(t, probs)
			var msgs []string
			for _, pr := range probs {
				if strings.Contains(pr.Message, "declared") || c.name == "token" {
					assert.Equal(t, "decl.toml", pr.File)
					assert.Positive(t, pr.Line)
				}
				msgs = append(msgs, pr.Message)
			}
			assert.Contains(t, strings.Join(msgs, "\n"), c.want)
		})
	}
}
