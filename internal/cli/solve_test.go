package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCommand runs belote with args and stdin, and returns stdout, stderr and the exit status.
func runCommand(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	code := Main(args, env)
	return out.String(), errOut.String(), code
}

func TestSolveJSON(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string // the exact output line
	}{
		{
			// N leads 10H, E 7H: S must overtrump with AH (P2), W takes with JH; S ruffs AS last.
			name: "trick in progress",
			in:   `{"variant":"classique","trump":"H","hands":{"N":["7S"],"E":["KS"],"S":["AH","8H"],"W":["JH","AS"]},"trick":{"leader":"N","cards":["10H","7H"]}}`,
			want: `{"to_move":"S","values":{"AH":25},"best":["AH"]}`,
		},
		{
			name: "best in hand order, with the line",
			in:   `{"variant":"classique","trump":"D","hands":{"N":["7C"],"E":["8C"],"S":["7S","KS"],"W":["QS"]},"trick":{"leader":"W","cards":["9S","AS","10S"]},"line":true}`,
			want: `{"to_move":"S","values":{"7S":21,"KS":25},"best":["KS"],"line":["KS","7C","8C","7S","QS"]}`,
		},
		{
			name: "spanish face out, french in",
			in:   `{"variant":"marocaine","trump":"o","hands":{"N":["10D"],"E":["KS","9H"],"S":["7C"],"W":["QS"]},"trick":{"leader":"N","cards":["AS","7S","8S"]}}`,
			want: `{"to_move":"E","values":{"12e":0},"best":["12e"]}`,
		},
		{
			name: "a whole deal from the opening lead",
			in: `{"variant":"classique","trump":"H","hands":{"N":["7S","8S","JH","AS","10D","7C","8C","9C"],"E":["9S","10S","KS","QS","7H","8H","7D","8D"],` +
				`"S":["AH","10H","KH","QH","9H","9D","JD","QD"],"W":["JS","KD","AD","JC","QC","KC","10C","AC"]},"trick":{"leader":"W","cards":[]}}`,
			want: `{"to_move":"W","values":{"10C":21,"AC":21,"AD":21,"JC":21,"JS":21,"KC":21,"KD":0,"QC":21},"best":["JS","AD","JC","QC","KC","10C","AC"]}`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runCommand(t, tc.in+"\n", "solve", "--json")
			assert.Equal(t, 0, code, errOut)
			assert.Equal(t, tc.want+"\n", out)
			assert.Empty(t, errOut)
		})
	}
}

func TestSolveJSONErrors(t *testing.T) {
	ok := `"hands":{"N":["7S"],"E":["8S"],"S":["9S"],"W":["10S"]}`
	tests := []struct {
		name, in, want string
	}{
		{"bad json", `{"variant":`, "bad JSON"},
		{"no variant", `{"trump":"H",` + ok + `,"trick":{"leader":"N"}}`, `"variant": missing`},
		{"no trump", `{"variant":"classique",` + ok + `,"trick":{"leader":"N"}}`, `"trump": missing`},
		{"no leader", `{"variant":"classique","trump":"H",` + ok + `}`, `"trick.leader": missing`},
		{"bad seat", `{"variant":"classique","trump":"H","hands":{"X":["7S"]},"trick":{"leader":"N"}}`, `bad seat "X"`},
		{"bad card", `{"variant":"classique","trump":"H","hands":{"N":["7S","1S"]},"trick":{"leader":"N"}}`, `hands.N[1]: bad card "1S"`},
		{"twice in a hand", `{"variant":"classique","trump":"H","hands":{"N":["7S","7S"]},"trick":{"leader":"N"}}`, `"hands.N": a card appears twice`},
		{"twice across", `{"variant":"classique","trump":"H",` + ok + `,"trick":{"leader":"N","cards":["7S"]}}`, "7S appears twice"},
		{"sizes", `{"variant":"classique","trump":"H","hands":{"N":["7S"],"E":["8S"],"S":["9S"],"W":["10S","JS"]},"trick":{"leader":"N"}}`, "W holds 2 cards but should hold 1"},
		{"sizes with a trick", `{"variant":"classique","trump":"H",` + ok + `,"trick":{"leader":"N","cards":["AS"]}}`, "N holds 1 cards but should hold 0"},
		{"illegal trick", `{"variant":"classique","trump":"H","hands":{"N":["8S"],"E":["7H"],"S":["9S","7D"],"W":["10S","8D"]},"trick":{"leader":"N","cards":["AS","7C"]}}`, "E may not play 7C"},
		{"too many on the table", `{"variant":"classique","trump":"H",` + ok + `,"trick":{"leader":"N","cards":["AS","KS","QS","JS"]}}`, "0 to 3"},
		{"nine cards", `{"variant":"classique","trump":"H","hands":{"N":["7S","8S","9S","10S","JS","QS","KS","AS","7H"]},"trick":{"leader":"N"}}`, "at most 8"},
		{"unknown variant", `{"variant":"belotte","trump":"H",` + ok + `,"trick":{"leader":"N"}}`, `unknown variant "belotte"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, _, code := runCommand(t, tc.in+"\n", "solve", "--json")
			assert.Equal(t, 1, code)
			var obj map[string]any
			require.NoError(t, json.Unmarshal([]byte(out), &obj), out)
			assert.Contains(t, obj["error"], tc.want)
		})
	}
}

func TestSolveHuman(t *testing.T) {
	out, errOut, code := runCommand(t, "", "solve", "--trump", "H", "--north", "7S", "--east", "KS",
		"--south", "AH 8H", "--west", "JH AS", "--leader", "N", "--trick", "10H 7H")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "À jouer / to play: S")
	assert.Contains(t, out, "A♥    25  ← meilleure / best")
	assert.Contains(t, out, "pli / trick 7: N:10♥ E:7♥ S:A♥ W:J♥ → W (EW) 41")
	assert.Contains(t, out, "pli / trick 8: W:A♠ N:7♠ E:K♠ S:8♥ → S (NS) 25")

	_, errOut, code = runCommand(t, "", "solve", "--trump", "H", "--north", "7S", "--leader", "N")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "belote solve:")
}

// FuzzSolveLine feeds the solve line handler arbitrary input: it must answer or refuse, never
// panic. Hands are limited to 3 cards so that no input makes the fuzzer wait.
func FuzzSolveLine(f *testing.F) {
	f.Add(`{"variant":"classique","trump":"H","hands":{"N":["7S"],"E":["KS"],"S":["AH","8H"],"W":["JH","AS"]},"trick":{"leader":"N","cards":["10H","7H"]},"line":true}`)
	f.Add(`{"variant":"marocaine","trump":"o","hands":{"N":["7o","1e"],"E":["12e","6c"],"S":["4b","5e"],"W":["11e","4e"]},"trick":{"leader":"N","cards":[]}}`)
	f.Add(`{"variant":"francaise","trump":"C","hands":{"N":["8D"],"E":["7C","9D"],"S":["AD"],"W":["KD"]},"trick":{"leader":"N","cards":["AS","10S","QS"]}}`)
	f.Add(`{"variant":"classique","trump":"H","hands":{"N":[]},"trick":{"leader":"Q"}}`)
	handle := solveLine(variantCache{}, solveLimits{maxHand: 3, timeout: 2 * time.Second})
	f.Fuzz(func(t *testing.T, line string) {
		obj, err := handle([]byte(line))
		if err == nil && obj == nil {
			t.Fatal("no answer and no error")
		}
	})
}
