package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hugeToken is a bad token of 1 MB less a little (under the line limit), for the error-size tests.
var hugeToken = strings.Repeat("Z", 900_000)

// An error line quotes at most the first 64 characters of a bad token (docs/cli.md), wherever the
// token stands: a card, a suit, a seat or team (as a value or as a key), a variant, a language, a
// number, the JSON itself.
func TestErrorsQuoteABoundedPrefix(t *testing.T) {
	z := hugeToken
	cases := []struct{ cmd, line string }{
		{"legal", `{"variant":"classique","trump":"H","hand":["` + z + `H"]}`},
		{"legal", `{"variant":"classique","trump":"H","hand":["8` + z + `"]}`},
		{"legal", `{"variant":"classique","trump":"` + z + `","hand":["8H"]}`},
		{"legal", `{"variant":"` + z + `","trump":"H","hand":["8H"]}`},
		{"legal", `{"variant":"./` + z + `.toml","trump":"H","hand":["8H"]}`},
		{"legal", `{"variant":"classique","trump":"H","hand":1` + strings.Repeat("0", 900_000) + `}`},
		{"legal", `{"variant":"classique","trump":"H","hand":["8H"],"` + z + `":` + z + `}`},
		{"explain", `{"variant":"classique","trump":"H","hand":["8H"],"lang":"` + z + `"}`},
		{"score", `{"variant":"classique","taker":"` + z + `","points":{"NS":70,"EW":92}}`},
		{"score", `{"variant":"classique","taker":"NS","points":{"` + z + `":70,"EW":92}}`},
		{"replay", `{"variant":"classique","dealer":"` + z + `"}`},
		{"replay", `{"variant":"classique","dealer":"N","taker":"N","trump":"H","hands":{"` + z + `":[]}}`},
		{"solve", `{"variant":"classique","trump":"H","hands":{"` + z + `":["7H"]},"trick":{"leader":"N"}}`},
		{"solve", `{"variant":"classique","trump":"H","hands":{"N":[7]},"trick":{"leader":"` + z + `"}}`},
		{"announces", `{"variant":"annonces","trump":"H","hand":["` + z + `"]}`},
	}
	for i, c := range cases {
		objs, status := jsonLines(t, c.cmd, c.line+"\n")
		require.Len(t, objs, 1, "case %d", i)
		assert.Equal(t, 1, status)
		msg, _ := objs[0]["error"].(string)
		assert.NotEmpty(t, msg, "case %d", i)
		assert.Less(t, len(msg), 400, "case %d: %.300s", i, msg)
		assert.NotContains(t, msg, strings.Repeat("Z", 65), "case %d", i)
	}
}

// The human modes bound the tokens they quote too.
func TestHumanErrorsQuoteABoundedPrefix(t *testing.T) {
	for _, args := range [][]string{
		{"legal", "--trump", "H", "--hand", hugeToken},
		{"legal", "--trump", hugeToken, "--hand", "8H"},
		{"score", "--ns", "80", "--taker", hugeToken},
		{hugeToken},
		{"--lang", hugeToken},
		{"legal", "--trump", "H", "--hand", "8H", hugeToken},
		{"help", hugeToken},
		{"gen", "--kind", hugeToken},
		{"variants", "--show", hugeToken},
	} {
		_, errOut, status := run(t, "", args...)
		assert.NotZero(t, status)
		assert.Less(t, len(errOut), 400, "%.40v: %.300s", args, errOut)
	}
}

// JSON type errors say what was expected in words, never a Go type name.
func TestJSONTypeErrorsInWords(t *testing.T) {
	cases := []struct{ line, want string }{
		{`[]`, "the line: expected an object, got a list"},
		{`{"variant":"classique","trump":"H","hand":"8H"}`, `field "hand": expected a list of strings, got a string`},
		{`{"variant":"classique","trump":7,"hand":["8H"]}`, `field "trump": expected a string, got a number`},
		{`{"variant":"classique","trump":"H","hand":[true]}`, `expected a string, got true or false`},
	}
	for _, c := range cases {
		objs, _ := jsonLines(t, "legal", c.line)
		assert.Contains(t, objs[0]["error"], c.want)
		assert.NotContains(t, objs[0]["error"], "cli.")
		assert.NotContains(t, objs[0]["error"], "[]string")
	}
	objs, _ := jsonLines(t, "score", `{"variant":"classique","taker":"NS","points":{"NS":1.5,"EW":92}}`)
	assert.Contains(t, objs[0]["error"], `field "points": expected a whole number, got the number "1.5"`)
	objs, _ = jsonLines(t, "replay", `{"variant":"classique","declared":{"N":["7H"]}}`)
	assert.Contains(t, objs[0]["error"], "expected a list of strings, got a string")
	assert.NotContains(t, objs[0]["error"], "[]")
}

// A line longer than the limit gets an error line and is skipped; the next lines are answered.
func TestOverlongLineIsSkipped(t *testing.T) {
	good := `{"variant":"classique","trump":"H","hand":["8H"],"trick":[]}`
	long := `{"variant":"classique","trump":"H","hand":["` + strings.Repeat("8H", MaxLineBytes) + `"]}`
	for _, in := range []string{good + "\n" + long + "\n" + good + "\n", good + "\n" + long} {
		var out bytes.Buffer
		status := serveLines(strings.NewReader(in), &out, legalLine(variantCache{}))
		assert.Equal(t, 1, status)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		want := strings.Count(in, "\n") + strings.Count(in[len(in)-1:], "}")
		require.Len(t, lines, want, out.String()[:min(out.Len(), 500)])
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(lines[1]), &m))
		assert.Equal(t, "line 2: longer than 1048576 bytes, the limit of one input line (docs/cli.md); line skipped", m["error"])
		if len(lines) == 3 {
			assert.Contains(t, lines[2], `"legal":["8H"]`)
		}
	}
}

// /dev/null is a character device but not a terminal: `belote >/dev/null` runs the dialogue.
func TestNullDeviceIsNotATerminal(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	require.NoError(t, err)
	defer null.Close()
	assert.False(t, isTerminalFile(null))
	assert.False(t, isTerminal(Env{Stdin: null, Stdout: null}))
	env, _, errOut := appEnv(t, "0\n", nil)
	env.Stdout = null
	assert.Equal(t, 0, Main(nil, env), errOut.String())
}
