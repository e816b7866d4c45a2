package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runContentCmd(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	return Main(args, env), out.String(), errOut.String()
}

func TestCheckJSONClean(t *testing.T) {
	code, out, _ := runContentCmd("check", "--json")
	require.Equal(t, 0, code, out)
	var rep map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	for _, k := range []string{"lessons", "puzzles", "by_kind", "problems"} {
		assert.Contains(t, rep, k)
	}
	assert.Equal(t, []any{}, rep["problems"])
	assert.GreaterOrEqual(t, rep["by_kind"].(map[string]any)["legal"], 100.0)
}

// TestCheckSourceTree: checking the built-in folders of the source tree finds the built-in files
// themselves, which are not duplicates of the embedded ones.
func TestCheckSourceTree(t *testing.T) {
	code, out, _ := runContentCmd("check", "../../puzzles", "../../lessons")
	assert.Equal(t, 0, code, out)
}

func TestCheckJSONProblems(t *testing.T) {
	code, out, _ := runContentCmd("check", "--json", "../content/testdata/bad/bad-card.toml")
	assert.Equal(t, 1, code)
	var rep struct {
		Problems []map[string]any `json:"problems"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &rep))
	require.Len(t, rep.Problems, 1)
	p := rep.Problems[0]
	assert.Equal(t, "../content/testdata/bad/bad-card.toml", p["file"])
	assert.Equal(t, 14.0, p["line"])
	assert.Equal(t, 1.0, p["col"])
	assert.Equal(t, "bad-card-legal", p["id"])
	assert.Contains(t, p["message"], `bad card "1D"`)
}

func TestCheckHuman(t *testing.T) {
	code, out, _ := runContentCmd("check", "../content/testdata/bad/disagree.toml", "no/such/dir")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "../content/testdata/bad/disagree.toml:19:1: [disagree-legal] puzzle.0.expect.legal: the engine says [8H QH], the file says [8H QH 7D]\n")
	assert.Contains(t, out, "no/such/dir:1:1: no such file or folder\n")
	assert.Contains(t, out, "2 problems")
}

// TestPuzzlesJSON: one line per puzzle in the gen line format, with the engine's answer in the
// variant's face.
func TestPuzzlesJSON(t *testing.T) {
	code, out, errOut := runContentCmd("puzzles", "--json", "--kind", "winner", "--content", "../content/testdata/good")
	require.Equal(t, 0, code, errOut)
	var found map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var obj map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &obj))
		assert.Equal(t, "winner", obj["kind"])
		assert.Contains(t, obj["answer"], "winner_index")
		if obj["id"] == "fixture-winner" {
			found = obj
		}
	}
	require.NotNil(t, found)
	assert.Equal(t, "c", found["trump"])
	assert.Equal(t, []any{"1e", "4c", "12e", "7e"}, found["trick"])
	assert.Equal(t, map[string]any{"winner_index": 1.0, "winner_seat": "W"}, found["answer"])
}

func TestPuzzlesHuman(t *testing.T) {
	code, out, _ := runContentCmd("puzzles", "--lang", "en", "--kind", "best", "--content", "../content/testdata/good")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "best (")
	assert.Contains(t, out, "fixture-best")
	assert.Contains(t, out, "Which card?")
	code, out, _ = runContentCmd("puzzles", "--theme", "P6", "--lang", "fr")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "legal (")
	assert.NotContains(t, out, "winner (")
	code, _, errOut := runContentCmd("puzzles", "--kind", "riddle")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown kind "riddle"`)
}

// `lessons --json --rendered` writes every lesson with its steps' texts as the learner reads them:
// no placeholder left, each step rendered in the face of the variant asked for.
func TestLessonsRendered(t *testing.T) {
	code, out, errOut := runContentCmd("lessons", "--json", "--rendered", "--variant", "marocaine")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.NotEmpty(t, lines)
	sawCard := false
	for _, line := range lines {
		var l struct {
			ID    string
			Steps []struct {
				RenderedIn string `json:"rendered_in"`
				Text       map[string]string
				Puzzle     *struct{ Prompt, Point map[string]string }
			}
		}
		require.NoError(t, json.Unmarshal([]byte(line), &l), line)
		for _, s := range l.Steps {
			assert.Equal(t, "marocaine", s.RenderedIn)
			texts := []map[string]string{s.Text}
			if s.Puzzle != nil {
				texts = append(texts, s.Puzzle.Prompt, s.Puzzle.Point)
			}
			for _, tx := range texts {
				for lang, v := range tx {
					assert.NotContains(t, v, "{card", "%s %s", l.ID, lang)
					sawCard = sawCard || strings.Contains(v, " de copas")
				}
			}
		}
	}
	assert.True(t, sawCard, "the Spanish face names the cards")
	code, out, _ = runContentCmd("lessons", "--json")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "{card", "without --rendered the texts are as written")
	code, _, _ = runContentCmd("lessons", "--rendered")
	assert.Equal(t, 2, code, "--rendered goes with --json")
	code, _, _ = runContentCmd("lessons", "--variant", "belotte")
	assert.Equal(t, 2, code)
	code, out, _ = runContentCmd("--lang", "fr", "lessons")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "09 follow-suit")
}

// `puzzles --json --rendered` renders prompt and point and changes nothing else of the line.
func TestPuzzlesRendered(t *testing.T) {
	_, raw, _ := runContentCmd("puzzles", "--json", "--kind", "winner")
	code, rendered, errOut := runContentCmd("--lang", "fr", "puzzles", "--json", "--rendered", "--kind", "winner")
	require.Equal(t, 0, code, errOut)
	rawLines, renderedLines := strings.Split(raw, "\n"), strings.Split(rendered, "\n")
	require.Equal(t, len(rawLines), len(renderedLines))
	require.Greater(t, len(rawLines), 10)
	for i := range rawLines[:len(rawLines)-1] {
		var a, b map[string]any
		require.NoError(t, json.Unmarshal([]byte(rawLines[i]), &a))
		require.NoError(t, json.Unmarshal([]byte(renderedLines[i]), &b))
		for _, k := range []string{"prompt", "point"} {
			assert.NotContains(t, fmt.Sprint(b[k]), "{", "%v %s", a["id"], k)
			delete(a, k)
			delete(b, k)
		}
		assert.Equal(t, a, b)
	}
}
