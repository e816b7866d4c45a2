package cli

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCmd runs the belote command with args, stdin and an environment of key=value pairs.
func runCmd(t *testing.T, stdin string, vars map[string]string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut,
		Getenv: func(k string) string { return vars[k] }}
	code := Main(args, env)
	return out.String(), errOut.String(), code
}

var citation = regexp.MustCompile(`\((?:[^()]*[ ,])?[CTPWBAK][0-9]\)`)

func TestExplainJSON(t *testing.T) {
	in := `{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"],"lang":"en"}
{"variant":"classique","trump":"H","hand":["9C","7D","QH","8H"],"trick":["AS","7H"]}

{"variant":"marocaine","trump":"o","hand":["4o","11o","7c","1b"],"trick":["1e","5o"],"lang":"fr"}`
	out, errOut, code := runCmd(t, in, map[string]string{"LANG": "fr_FR.UTF-8"}, "explain", "--json")
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	var answers [3]explainAnswer
	for i, line := range lines {
		require.NoError(t, json.Unmarshal([]byte(line), &answers[i]), line)
		assert.Equal(t, "P5", answers[i].Rule)
		assert.Equal(t, "overtrump", answers[i].Code)
		assert.Contains(t, answers[i].Summary, "(P5)")
		for _, c := range answers[i].Cards {
			assert.Equal(t, "P5", c.Rule)
			assert.Contains(t, c.Text, "(P5)")
		}
	}
	cardsOf := func(a explainAnswer) (cards []string, legal []bool) {
		for _, c := range a.Cards {
			cards = append(cards, c.Card)
			legal = append(legal, c.Legal)
		}
		return
	}
	cards, legal := cardsOf(answers[0])
	assert.Equal(t, []string{"8H", "QH", "7D", "9C"}, cards, "hand order")
	assert.Equal(t, []bool{true, true, false, false}, legal)
	assert.Contains(t, answers[0].Summary, "overtrump", "English asked for")
	cards, legal = cardsOf(answers[1])
	assert.Equal(t, []string{"9C", "7D", "QH", "8H"}, cards, "hand order")
	assert.Equal(t, []bool{false, false, true, true}, legal)
	assert.Contains(t, answers[1].Summary, "surcouper", "French from LANG")
	cards, _ = cardsOf(answers[2])
	assert.Equal(t, []string{"4o", "11o", "7c", "1b"}, cards, "Spanish face")
	assert.Contains(t, answers[2].Summary, "le caballo d'oros")
}

func TestExplainJSONErrors(t *testing.T) {
	in := `{"variant":"classique","trump":"H","hand":["8H"],"lang":"de"}
not json
{"variant":"classique","trump":"H","hand":["8X"]}
{"variant":"classique","trump":"H","hand":["8H"]}`
	out, errOut, code := runCmd(t, in, nil, "explain", "--json")
	assert.Equal(t, 1, code)
	assert.Empty(t, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	assert.Contains(t, lines[0], `"error"`)
	assert.Contains(t, lines[0], "lang")
	assert.Contains(t, lines[1], `"error"`)
	assert.Contains(t, lines[2], "8X")
	assert.Contains(t, lines[3], `"rule":"P0"`)
}

func TestExplainHuman(t *testing.T) {
	out, errOut, code := runCmd(t, "", nil, "explain", "--trump", "H", "--hand", "8H QH 7D 9C", "--trick", "AS 7H", "--lang", "fr")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 5, out)
	for i, sym := range []string{"8♥", "D♥", "7♦", "9♣"} { // V D R in French
		assert.True(t, strings.HasPrefix(strings.TrimSpace(lines[i]), sym), lines[i])
		assert.Regexp(t, citation, lines[i])
	}
	assert.Contains(t, lines[2], "Interdit")
	assert.True(t, strings.HasPrefix(lines[4], "En bref"), lines[4])

	_, errOut, code = runCmd(t, "", nil, "explain", "--trump", "H", "--hand", "8H", "--lang", "xx")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "xx")
}

func TestLegalHumanPrintsSummary(t *testing.T) {
	out, errOut, code := runCmd(t, "", map[string]string{"LC_ALL": "en_US.UTF-8"}, "legal", "--trump", "H", "--hand", "7H 9D", "--trick", "AS KS")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, "7♥ 9♦  (P4 partner-master)", lines[0])
	assert.Contains(t, lines[1], "partner is master")
	assert.Contains(t, lines[1], "(P4)")
}

// FuzzExplainLine feeds arbitrary lines to `explain --json`'s handler directly (not through
// serveLines, which would turn a panic into an error line): no input may panic, and every answer
// cites its rule in each text.
func FuzzExplainLine(f *testing.F) {
	f.Add(`{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"]}`)
	f.Add(`{"variant":"marocaine","trump":"o","hand":["4o","11o"],"trick":["1e","5o","6o"],"lang":"en"}`)
	f.Add(`{"variant":"annonces","trump":"♥","hand":["TH","vS"],"trick":[],"lang":"fr_FR"}`)
	f.Add(`{"variant":"","hand":null}`)
	f.Add(`[1,2]`)
	handle := explainLine(variantCache{}, 0)
	f.Fuzz(func(t *testing.T, line string) {
		obj, err := handle([]byte(line))
		if err != nil {
			return
		}
		ans, ok := obj.(explainAnswer)
		if !ok {
			t.Fatalf("answer of type %T", obj)
		}
		for _, c := range ans.Cards {
			if !strings.Contains(c.Text, "("+ans.Rule+")") {
				t.Fatalf("text %q lacks (%s)", c.Text, ans.Rule)
			}
		}
	})
}

func TestScoreAndReplayExplain(t *testing.T) {
	out, errOut, code := runCmd(t, "", nil, "score", "--variant", "classique", "--trump", "H", "--ns", "85", "--belote", "EW", "--explain", "--lang", "fr")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "le seuil passe de 82 à 92\u202f; les preneurs n'ont pas de belote à ajouter, il leur faut donc 92 points de plis")
	assert.Contains(t, out, "85 < 92")
	assert.Contains(t, out, "162 + 20 (belote) + 0 (ses annonces) = 182")
	assert.Contains(t, out, "Score de la donne\u00a0: NS 0, EO 182 (K6).")

	out, _, code = runCmd(t, "", map[string]string{"LANG": "en_US.UTF-8"}, "score", "--variant", "marocaine", "--ns", "81")
	require.Equal(t, 0, code)
	assert.NotContains(t, out, "litige (K4, K7)", "no breakdown without --explain")

	out, errOut, code = runCmd(t, strings.ReplaceAll(sampleDeal, "\n", ""), map[string]string{"LANG": "en_US.UTF-8"}, "replay", "--explain")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "EW won all eight tricks: capot, 252 trick points for EW and 0 for NS (K2).")
	assert.Contains(t, out, "Score of the deal: NS 0, EW 272 (K6).")

	_, errOut, code = runCmd(t, "", nil, "score", "--ns", "81", "--lang", "klingon")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "klingon")
}

// englishFace finds an English rank letter beside a French suit symbol ("J♣"): a French text
// names the valet, the dame and the roi V, D, R (RULES.md §3).
var englishFace = regexp.MustCompile(`[JQK][♠♥♦♣]`)

// TestExplainFrenchWords: with --lang fr, the human and the JSON answers to a P6 position name the
// jack, queen and king V, D, R, never J, Q, K, and say sous-couper, never pisser (issue 10).
func TestExplainFrenchWords(t *testing.T) {
	args := []string{"explain", "--trump", "H", "--hand", "7H JC QD KC", "--trick", "AS 8H", "--lang", "fr"}
	human, errOut, code := runCmd(t, "", nil, args...)
	require.Equal(t, 0, code, errOut)
	line := `{"variant":"classique","trump":"H","hand":["7H","JC","QD","KC"],"trick":["AS","8H"],"lang":"fr"}`
	out, errOut, code := runCmd(t, line, nil, "explain", "--json")
	require.Equal(t, 0, code, errOut)
	var ans explainAnswer
	require.NoError(t, json.Unmarshal([]byte(out), &ans), out)
	require.Equal(t, "P6", ans.Rule)
	texts := []string{ans.Summary}
	for _, c := range ans.Cards {
		texts = append(texts, c.Text)
	}
	for name, text := range map[string]string{"human": human, "json": strings.Join(texts, "\n")} {
		for _, face := range []string{"V♣", "D♦", "R♣"} {
			assert.Contains(t, text, face, name)
		}
		assert.NotRegexp(t, englishFace, text, name)
		assert.Contains(t, text, "sous-couper", name)
		assert.NotContains(t, strings.ToLower(text), "piss", name)
		assert.Contains(t, text, "te défausser du V♣", name)
	}

	english, errOut, code := runCmd(t, "", nil, append(args[:len(args)-1], "en")...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, english, "J♣", "English keeps J Q K")
	assert.Contains(t, english, "undertrump")
}
