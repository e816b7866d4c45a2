package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/testkit/evalcheck"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evaluateInput writes a position as an `evaluate` input line, the hand in a shuffled order.
func evaluateInput(rng *rand.Rand, p *evalcheck.Position) (string, []engine.Card) {
	face := p.Variant.Face
	hand := p.Hand.Cards()
	rng.Shuffle(len(hand), func(i, j int) { hand[i], hand[j] = hand[j], hand[i] })
	trick := func(t evalcheck.Trick) trickField {
		return trickField{Leader: t.Leader.String(), Cards: cardStrings(t.Cards, face)}
	}
	req := map[string]any{"variant": p.Variant.Name, "trump": p.Trump.Format(face), "seat": p.Seat.String(),
		"hand": cardStrings(hand, face), "history": []trickField{}, "trick": trick(p.Trick)}
	for _, t := range p.History {
		req["history"] = append(req["history"].([]trickField), trick(t))
	}
	known := map[string][]string{}
	for _, s := range engine.Seats {
		if p.Known[s] != 0 {
			known[s.String()] = cardStrings(p.Known[s].Cards(), face)
		}
	}
	req["known"] = known
	line, _ := json.Marshal(req)
	return string(line), hand
}

// evaluateOutput is the answer as read back, with the order of the keys of values.
type evaluateOutput struct {
	ToMove    string             `json:"to_move"`
	Layouts   int                `json:"layouts"`
	Exact     bool               `json:"exact"`
	Values    map[string]float64 `json:"values"`
	Best      []string           `json:"best"`
	BestShare map[string]float64 `json:"best_share"`
	Error     string             `json:"error"`
}

// TestEvaluateJSONAgreesWithBruteForce: in exact mode, `evaluate --json` finds as many layouts
// as a brute-force enumeration checked by a restatement of §3 (evalcheck), and every mean value
// and best share agrees within 1e-6, on random mid-deal positions of every variant.
func TestEvaluateJSONAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 4))
	n := 6
	if testing.Short() {
		n = 2
	}
	for _, v := range evalcheck.Variants()[:4] { // the house file is not a built-in name
		for i := range n {
			g := evalcheck.RandomPosition(rng, v, 19+rng.IntN(11), i%2 == 0)
			line, hand := evaluateInput(rng, &g.Pos)
			t.Run(fmt.Sprintf("%s/%d", v.Name, i), func(t *testing.T) {
				out, errOut, code := runCommand(t, line+"\n", "evaluate", "--json")
				require.Equal(t, 0, code, out+errOut)
				var got evaluateOutput
				require.NoError(t, json.Unmarshal([]byte(out), &got))
				brute := evalcheck.BruteLayouts(&g.Pos)
				sums, best, err := evalcheck.Values(&g.Pos, brute)
				require.NoError(t, err)
				assert.True(t, got.Exact)
				assert.Equal(t, len(brute), got.Layouts)
				assert.Equal(t, g.Pos.Seat.String(), got.ToMove)
				require.Len(t, got.Values, len(sums))
				top := -1
				for c, s := range sums {
					name := c.Format(v.Face)
					assert.InDelta(t, float64(s)/float64(len(brute)), got.Values[name], 1e-6, name)
					assert.InDelta(t, float64(best[c])/float64(len(brute)), got.BestShare[name], 1e-6, name)
					top = max(top, s)
				}
				var wantBest []string
				for _, c := range hand {
					if s, ok := sums[c]; ok && s == top {
						wantBest = append(wantBest, c.Format(v.Face))
					}
				}
				assert.Equal(t, wantBest, got.Best)
				keys := valueKeys(t, out)
				assert.Equal(t, inHandOrder(hand, engine.SetOf(keysCards(t, keys)...), v.Face), keys, "values in hand order")
			})
		}
	}
}

// valueKeys returns the keys of "values" in the order written.
func valueKeys(t *testing.T, line string) []string {
	t.Helper()
	var raw struct {
		Values json.RawMessage `json:"values"`
	}
	require.NoError(t, json.Unmarshal([]byte(line), &raw))
	dec := json.NewDecoder(strings.NewReader(string(raw.Values)))
	var keys []string
	_, _ = dec.Token() // {
	for dec.More() {
		k, err := dec.Token()
		require.NoError(t, err)
		keys = append(keys, k.(string))
		_, err = dec.Token()
		require.NoError(t, err)
	}
	return keys
}

func keysCards(t *testing.T, keys []string) []engine.Card {
	cs, err := parseCardList("keys", keys)
	require.NoError(t, err)
	return cs
}

// A position three cards from the end of trick 6: N leads ♣ and W must follow, E may play any.
const evalHistory = `[{"leader":"W","cards":["AC","7C","8C","KC"]},{"leader":"W","cards":["7S","AS","8S","9S"]},` +
	`{"leader":"N","cards":["10C","9C","QC","JC"]},{"leader":"N","cards":["JH","7H","8H","9H"]},{"leader":"N","cards":["QS","10S","KS","JS"]}]`

func TestEvaluateJSON(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{
			name: "exact, values in hand order",
			in:   `{"variant":"classique","trump":"H","seat":"E","hand":["KH","QH","10D"],"history":` + evalHistory + `,"trick":{"leader":"E","cards":[]}}`,
			want: `{"to_move":"E","layouts":1680,"exact":true,"values":{"KH":31.095238095238095,"QH":31.595238095238095,"10D":28.38095238095238},"best":["QH"],"best_share":{"KH":0.5,"QH":1,"10D":0.6785714285714286}}`,
		},
		{
			name: "known cards narrow the layouts",
			in:   `{"variant":"classique","trump":"H","seat":"S","hand":["AH","10H","8D"],"history":` + evalHistory + `,"trick":{"leader":"E","cards":["QH"]},"known":{"N":["KH"]}}`,
			want: `{"to_move":"S","layouts":210,"exact":true,"values":{"AH":55.195238095238096,"10H":55.195238095238096},"best":["AH","10H"],"best_share":{"AH":1,"10H":1}}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCommand(t, tc.in+"\n", "evaluate", "--json")
			assert.Equal(t, 0, code, errOut)
			assert.Equal(t, tc.want+"\n", out)
		})
	}
}

func TestEvaluateJSONSamples(t *testing.T) {
	in := `{"variant":"classique","trump":"H","seat":"E","hand":["KH","QH","10D"],"history":` + evalHistory + `,"trick":{"leader":"E","cards":[]},"samples":50,"seed":7}`
	out1, _, code := runCommand(t, in+"\n", "evaluate", "--json")
	require.Equal(t, 0, code)
	out2, _, _ := runCommand(t, in+"\n", "evaluate", "--json")
	assert.Equal(t, out1, out2, "same seed, same answer")
	var got evaluateOutput
	require.NoError(t, json.Unmarshal([]byte(out1), &got))
	assert.False(t, got.Exact)
	assert.Equal(t, 50, got.Layouts)
}

func TestEvaluateJSONErrors(t *testing.T) {
	base := `"variant":"classique","trump":"H","history":` + evalHistory
	tests := []struct{ name, in, want string }{
		{"too many layouts", `{"variant":"classique","trump":"H","seat":"S","hand":["7S","8S","9S","10S","JS","QS","KS","AS"],"trick":{"leader":"S","cards":[]}}`,
			"9465511770 consistent layouts, more than the exact limit of 5000"},
		{"no trick", `{` + base + `,"seat":"E","hand":["KH","QH","10D"]}`, `field "trick": missing`},
		{"not next", `{` + base + `,"seat":"S","hand":["KH","QH","10D"],"trick":{"leader":"E","cards":[]}}`, "E is next to play to the trick, not S"},
		{"known seen", `{` + base + `,"seat":"E","hand":["KH","QH","10D"],"trick":{"leader":"E","cards":[]},"known":{"N":["AC"]}}`, "known N: AC is not unseen"},
		{"known twice", `{` + base + `,"seat":"E","hand":["KH","QH","10D"],"trick":{"leader":"E","cards":[]},"known":{"N":["AH","AH"]}}`, `"known.N": a card is listed twice`},
		{"known for seat", `{` + base + `,"seat":"E","hand":["KH","QH","10D"],"trick":{"leader":"E","cards":[]},"known":{"E":["AH"]}}`, "known: E is the player to move"},
		{"no layout", `{"variant":"classique","trump":"H","seat":"W","hand":["7S","8S","9S","10S","JS","QS","KS"],"history":[{"leader":"W","cards":["AC","7D","8C","KC"]}],` +
			`"trick":{"leader":"W","cards":[]},"known":{"N":["9C"]}}`, "no layout of the unseen cards is consistent with the play (§3): N could not play 7D holding 7D 9C (P1)"},
		{"negative samples", `{` + base + `,"seat":"E","hand":["KH","QH","10D"],"trick":{"leader":"E","cards":[]},"samples":-1}`, `field "samples": -1`},
		{"bad card", `{` + base + `,"seat":"E","hand":["KH","QH","1D"],"trick":{"leader":"E","cards":[]}}`, "hand[2]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, _, code := runCommand(t, tc.in+"\n\n"+tc.in+"\n", "evaluate", "--json")
			assert.Equal(t, 1, code)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.Len(t, lines, 2, "each line answered")
			var got evaluateOutput
			require.NoError(t, json.Unmarshal([]byte(lines[0]), &got))
			assert.Contains(t, got.Error, tc.want)
			assert.True(t, strings.HasPrefix(got.Error, "line 1: "), got.Error)
		})
	}
}

func TestEvaluateHuman(t *testing.T) {
	args := []string{"evaluate", "--trump", "H", "--seat", "E", "--leader", "W", "--hand", "QH KH 10D",
		"--history", "AC 7C 8C KC / 7S AS 8S 9S / 10C 9C QC JC / JH 7H 8H 9H / QS 10S KS JS"}
	out, errOut, code := runCommand(t, "", append(args, "--lang", "fr")...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "les 1680 répartitions des cartes cachées compatibles avec le jeu, toutes examinées")
	assert.Contains(t, out, "D♥              31,60 points en moyenne, meilleure dans 100\u202f% des cas  ← la meilleure") // decimal comma
	out, _, code = runCommand(t, "", append(args, "--lang", "en")...)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "Q♥              31.60 points on average, best in 100% of layouts  ← best")
	out, _, code = runCommand(t, "", append(args, "--lang", "en", "--samples", "1")...)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "one layout of the hidden cards drawn at random")

	_, errOut, code = runCommand(t, "", "evaluate", "--trump", "H", "--seat", "E", "--hand", "QH")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "--leader: missing")
	_, errOut, code = runCommand(t, "", append(args[:len(args)-1], "AC 7C 8C / 7S", "--known", "N AH")...)
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "--history trick 1: 3 cards")
}

// FuzzEvaluateLine feeds the evaluate line handler arbitrary input: it must answer or refuse,
// never panic. The limits are small so that no input makes the fuzzer wait.
func FuzzEvaluateLine(f *testing.F) {
	fuzzHandler(f, evaluateLine(variantCache{}, evaluateLimits{exact: 300, samples: 3, timeout: 2 * time.Second}),
		`{"variant":"classique","trump":"H","seat":"E","hand":["KH","QH","10D"],"history":`+evalHistory+`,"trick":{"leader":"E","cards":[]}}`,
		`{"variant":"classique","trump":"H","seat":"S","hand":["AH","10H","8D"],"history":`+evalHistory+`,"trick":{"leader":"E","cards":["QH"]},"known":{"N":["KH"]},"samples":3,"seed":2}`,
		`{"variant":"marocaine","trump":"o","seat":"N","hand":["1o"],"history":[],"trick":{"leader":"N","cards":[]},"known":{"E":["4o"]}}`,
		`{"trick":{"leader":"X","cards":["ZZ"]},"samples":-4,"known":{"Q":[]}}`)
}
