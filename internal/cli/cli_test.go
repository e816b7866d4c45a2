package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// run runs the belote command with the given arguments and standard input.
func run(t testing.TB, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" }}
	status = Main(args, env)
	return out.String(), errb.String(), status
}

// jsonLines runs a --json command and decodes each output line.
func jsonLines(t testing.TB, cmd, stdin string) ([]map[string]any, int) {
	t.Helper()
	out, stderr, status := run(t, stdin, cmd, "--json")
	assert.Empty(t, stderr, "nothing goes to stderr for answered lines")
	var objs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		objs = append(objs, m)
	}
	return objs, status
}

// assertJSON compares one output line with the expected JSON, ignoring extra fields of the output
// (CLI.md may be extended with optional fields).
func assertJSON(t testing.TB, want string, got map[string]any) {
	t.Helper()
	var w map[string]any
	require.NoError(t, json.Unmarshal([]byte(want), &w))
	for k, v := range w {
		assert.Equal(t, v, got[k], "field %s", k)
	}
}

func TestCLIExamples(t *testing.T) {
	cases := []struct{ cmd, in, out string }{
		{"legal", `{"variant":"classique","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"]}`,
			`{"legal":["8H","QH"],"rule":"P5","code":"overtrump"}`},
		{"score", `{"variant":"francaise","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"belote":"NS","capot":null,"announces":{"NS":[],"EW":[["7H","8H","9H"]]}}`,
			`{"NS":20,"EW":182,"result":"failed","reserve":0,"announces_winner":"EW","announce_points":{"NS":0,"EW":20},"trick_points":{"NS":70,"EW":92}}`},
		{"announces", `{"variant":"annonces","trump":"H","hand":["JS","JH","JD","JC","9S","10S","QS","KS"]}`,
			`{"best":[{"kind":"carre","cards":["JS","JH","JD","JC"],"points":200}],"total":200,"belote":false}`},
	}
	for _, c := range cases {
		t.Run(c.cmd, func(t *testing.T) {
			objs, status := jsonLines(t, c.cmd, c.in+"\n")
			require.Len(t, objs, 1)
			assert.Equal(t, 0, status)
			assertJSON(t, c.out, objs[0])
		})
	}
}

func TestLegalFaces(t *testing.T) {
	objs, _ := jsonLines(t, "legal", `{"variant":"marocaine","trump":"c","hand":["5c","QH","4o","6b"],"trick":["1e","4c"]}`)
	assertJSON(t, `{"legal":["5c","11c"],"rule":"P5"}`, objs[0])
	objs, _ = jsonLines(t, "legal", `{"variant":"classique","trump":"♥","hand":["TH","vH"],"trick":[]}`)
	assertJSON(t, `{"legal":["10H","JH"],"rule":"P0","code":"lead"}`, objs[0])
}

func TestJSONErrorsKeepGoing(t *testing.T) {
	in := strings.Join([]string{
		`{"variant":"classique","trump":"H","hand":["8H"]}`,
		``,
		`not json`,
		`{"variant":"nope","trump":"H","hand":["8H"]}`,
		`{"variant":"classique","trump":"X","hand":["8H"]}`,
		`{"variant":"classique","trump":"H","hand":["1S"]}`,
		`{"variant":"classique","trump":"H","hand":["8H"],"trick":["8H"]}`,
		`{"variant":"classique","trump":"H","hand":["8H"],"trick":["7S","8S","9S","10S"]}`,
		`{"variant":"classique","trump":"H","hand":[]}`,
		`{"variant":"classique","trump":"H","hand":"8H"}`,
		`{"variant":"classique","trump":"H","hand":["7D"]}`,
	}, "\n")
	objs, status := jsonLines(t, "legal", in)
	require.Len(t, objs, 10, "the blank line gets no output")
	assert.Equal(t, 1, status)
	assert.Equal(t, []any{"8H"}, objs[0]["legal"])
	wants := []string{"bad JSON", "unknown variant \"nope\"", "bad suit \"X\"", "bad card \"1S\"", "8H appears twice", "at most 3 cards", "1 to 8 cards", "field \"hand\"", ""}
	for i, w := range wants {
		if w == "" {
			assert.Nil(t, objs[i+1]["error"])
			continue
		}
		assert.Contains(t, objs[i+1]["error"], w)
	}
}

func TestScoreErrors(t *testing.T) {
	in := strings.Join([]string{
		`{"variant":"classique","taker":"NS","points":{"NS":70,"EW":90}}`,
		`{"variant":"classique","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"announces":{"NS":[["7H","8H","9H"]]}}`,
		`{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"announces":{"NS":[["7H","8H","10H"]]}}`,
		`{"variant":"annonces","trump":"H","taker":"NS","points":{"NS":70,"EW":92},"announces":{"NS":[["7H","8H","9H"]],"EW":[["9H","9S","9D","9C"]]}}`,
		`{"variant":"classique","taker":"NS","points":{"NS":162,"EW":0},"capot":"EW"}`,
		`{"variant":"classique","taker":"XX","points":{"NS":70,"EW":92}}`,
		`{"variant":"classique","taker":"NS","points":{"NS":70}}`,
		`{"variant":"classique","taker":"NS","points":{"NS":162,"EW":0},"capot":"NS"}`,
	}, "\n")
	objs, status := jsonLines(t, "score", in)
	assert.Equal(t, 1, status)
	for i, w := range []string{"162", "no announcements", "follow each other", "two announcements", "capot", "bad team", "points.EW"} {
		assert.Contains(t, objs[i]["error"], w, "line %d", i+1)
	}
	assertJSON(t, `{"NS":252,"EW":0,"result":"made","trick_points":{"NS":252,"EW":0}}`, objs[7])
}

// sampleDeal is a whole deal as a replay input line: each seat holds one suit, North leads a spade,
// East ruffs and then leads every trump.
const sampleDeal = `{"variant":"classique","dealer":"W","trump":"H","taker":"N",
"hands":{"N":["7S","8S","9S","10S","JS","QS","KS","AS"],"E":["7H","8H","9H","10H","JH","QH","KH","AH"],
"S":["7D","8D","9D","10D","JD","QD","KD","AD"],"W":["7C","8C","9C","10C","JC","QC","KC","AC"]},
"play":["7S","7H","7D","7C","8H","8D","8C","8S","9H","9D","9C","9S","10H","10D","10C","10S","JH","JD","JC","JS","QH","QD","QC","QS","KH","KD","KC","KS","AH","AD","AC","AS"]}`

func TestReplay(t *testing.T) {
	line := strings.ReplaceAll(sampleDeal, "\n", "")
	objs, status := jsonLines(t, "replay", line)
	require.Equal(t, 0, status, objs)
	o := objs[0]
	tricks := o["tricks"].([]any)
	require.Len(t, tricks, 8)
	first := tricks[0].(map[string]any)
	assert.Equal(t, "N", first["leader"])
	assert.Equal(t, "E", first["winner"], "the 7H ruffs")
	assert.Equal(t, "EW", o["capot"], "East ruffs every trick")
	assert.Equal(t, "EW", o["belote"])
	assertJSON(t, `{"NS":0,"EW":272,"result":"failed","trick_points":{"NS":0,"EW":252}}`, o)

	// Swap North's AS and East's AH: East must now follow spades with the ace.
	bad := strings.Replace(strings.Replace(line, `"KS","AS"]`, `"KS","AH"]`, 1), `"KH","AH"]`, `"KH","AS"]`, 1)
	objs, status = jsonLines(t, "replay", bad)
	assert.Equal(t, 1, status)
	assert.Equal(t, "trick 1: E may not play 7H: must follow suit ♠ (P1)", objs[0]["error"])
	assertJSON(t, `{"trick":1,"seat":"E","card":"7H","rule":"P1"}`, objs[0])
	notHeld := strings.Replace(line, `"play":["7S"`, `"play":["7H"`, 1)
	objs, _ = jsonLines(t, "replay", notHeld)
	assert.Nil(t, objs[0]["rule"])
	assert.Equal(t, "N", objs[0]["seat"])
	assert.Equal(t, "trick 1: N may not play 7H: N does not hold 7H", objs[0]["error"])
}

func TestHumanModes(t *testing.T) {
	out, _, status := run(t, "", "legal", "--variant", "classique", "--trump", "H", "--hand", "8H QH 7D 9C", "--trick", "AS 7H")
	assert.Equal(t, 0, status)
	assert.Contains(t, out, "8♥ Q♥")
	assert.Contains(t, out, "P5")
	out, _, status = run(t, "", "score", "--variant", "marocaine", "--ns", "81")
	assert.Equal(t, 0, status)
	assert.Contains(t, out, "litige")
	out, _, status = run(t, "", "announces", "--trump", "H", "--hand", "JS JH JD JC 7S 8S 9S 10S")
	assert.Equal(t, 0, status)
	assert.Contains(t, out, "250 points in all (A3)")
	_, errOut, status := run(t, "", "legal", "--trump", "H", "--hand", "8H ZZ")
	assert.Equal(t, 1, status)
	assert.Contains(t, errOut, `"ZZ"`)
	out, _, status = run(t, "", "variants")
	assert.Equal(t, 0, status)
	assert.Contains(t, out, "beat-defence")
	_, _, status = run(t, "", "nonsense")
	assert.Equal(t, 2, status)
}
