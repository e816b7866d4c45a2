package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// genJSON runs belote gen --json and decodes its lines.
func genJSON(t *testing.T, args ...string) []map[string]any {
	t.Helper()
	out, stderr, status := run(t, "", append([]string{"gen", "--json"}, args...)...)
	require.Equal(t, 0, status, stderr)
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &m), l)
		lines = append(lines, m)
	}
	return lines
}

// --motif keeps best puzzles that teach that motif, each with its tempting card and the two lines
// of CLI.md: the best card's and the tempting card's, whole tricks to the end.
func TestGenMotif(t *testing.T) {
	for _, l := range genJSON(t, "--kind", "best", "--motif", "charge", "--count", "2", "--seed", "3") {
		assert.Equal(t, "charge", l["motif"])
		best := l["answer"].(map[string]any)["best"].([]any)[0].(string)
		lines := l["lines"].(map[string]any)
		require.Contains(t, lines, best)
		require.Contains(t, lines, l["tempting"].(string))
		for _, tr := range lines[best].([]any) {
			assert.Len(t, tr.(map[string]any)["cards"], 4)
		}
	}
}

// Each kind prints the gen line of CLI.md: the position's fields and the engine's answer.
func TestGenJSONLines(t *testing.T) {
	cases := []struct {
		kind, variant string
		fields        []string
		answer        []string
	}{
		{"legal", "classique", []string{"id", "variant", "trump", "hand", "trick", "theme"}, []string{"legal", "rule"}},
		{"winner", "annonces", []string{"trick"}, []string{"winner_index"}},
		{"count", "marocaine", []string{"cards", "last_trick"}, []string{"points"}},
		{"score", "francaise", []string{"taker", "points", "belote", "capot", "announces"}, []string{"NS", "EW", "result", "reserve"}},
		{"best", "marocaine", []string{"hands", "trick"}, []string{"best", "values"}},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			lines := genJSON(t, "--kind", c.kind, "--variant", c.variant, "--count", "3", "--seed", "9")
			require.Len(t, lines, 3)
			for _, l := range lines {
				assert.Equal(t, c.kind, l["kind"])
				assert.Equal(t, c.variant, l["variant"])
				assert.Contains(t, l, "difficulty")
				for _, f := range c.fields {
					assert.Contains(t, l, f)
				}
				ans, ok := l["answer"].(map[string]any)
				require.True(t, ok)
				for _, f := range c.answer {
					assert.Contains(t, ans, f)
				}
			}
		})
	}
}

// The announce line of the hand form answers with the `announces` output.
func TestGenJSONAnnounce(t *testing.T) {
	for _, l := range genJSON(t, "--kind", "announce", "--variant", "annonces", "--theme", "A3", "--count", "2") {
		assert.Contains(t, l, "hand")
		ans := l["answer"].(map[string]any)
		assert.Contains(t, ans, "best")
		assert.Contains(t, ans, "total")
		assert.Contains(t, l["theme"], "A3")
	}
}

// Same seed, same output; the theme filter holds.
func TestGenSeedAndTheme(t *testing.T) {
	a, _, _ := run(t, "", "gen", "--json", "--kind", "legal", "--theme", "P5", "--count", "5", "--seed", "3")
	b, _, _ := run(t, "", "gen", "--json", "--kind", "legal", "--theme", "P5", "--count", "5", "--seed", "3")
	assert.Equal(t, a, b)
	for _, l := range genJSON(t, "--kind", "legal", "--theme", "P5", "--count", "5", "--seed", "3") {
		assert.Equal(t, "P5", l["answer"].(map[string]any)["rule"])
		assert.Equal(t, []any{"P5"}, l["theme"])
	}
}

// A pack written with --out passes belote check, for every kind.
func TestGenPackPassesCheck(t *testing.T) {
	dir := t.TempDir()
	for _, k := range []string{"legal", "winner", "count", "announce", "score", "best"} {
		out, stderr, status := run(t, "", "gen", "--kind", k, "--variant", "francaise", "--count", "4", "--seed", "5", "--out", dir)
		require.Equal(t, 0, status, stderr)
		assert.Contains(t, out, "4 puzzles")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
	require.Len(t, files, 6)
	out, _, status := run(t, "", "check", dir)
	assert.Equal(t, 0, status, out)
	assert.Contains(t, out, "0 problems")

	// Without --out the pack goes to standard output, named after the flags.
	text, _, status := run(t, "", "gen", "--kind", "count", "--count", "1", "--seed", "2")
	require.Equal(t, 0, status)
	assert.Contains(t, text, `id = "gen-count-classique-2"`)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "gen-count-classique-2.toml"), []byte(text), 0o644))
	out, _, status = run(t, "", "check", dir)
	assert.Equal(t, 0, status, out)
}

func TestGenErrors(t *testing.T) {
	cases := []struct {
		name string
		args []string
		msg  string
	}{
		{"no kind", nil, "--kind is required"},
		{"bad kind", []string{"--kind", "bidding"}, "unknown kind"},
		{"K7 in classique", []string{"--kind", "score", "--theme", "K7"}, "no litige"},
		{"announce in classique", []string{"--kind", "announce"}, "no announcements"},
		{"bad theme", []string{"--kind", "legal", "--theme", "Z9"}, "--theme"},
		{"bad variant", []string{"--kind", "legal", "--variant", "belotte"}, "--variant"},
		{"bad pack id", []string{"--kind", "legal", "--pack", "My Pack"}, "--pack"},
		{"motif of a legal puzzle", []string{"--kind", "legal", "--motif", "charge"}, "only best puzzles"},
		{"bad motif", []string{"--kind", "best", "--motif", "no-such-motif"}, "unknown motif"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, status := run(t, "", append([]string{"gen"}, c.args...)...)
			assert.Equal(t, 2, status)
			assert.Empty(t, out)
			assert.Contains(t, stderr, c.msg)
		})
	}
}

// lineWriter records each Write; it fails from the write numbered failAt on (0: never).
type lineWriter struct {
	writes []string
	failAt int
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.writes = append(w.writes, string(p))
	if w.failAt > 0 && len(w.writes) >= w.failAt {
		return 0, errors.New("broken pipe")
	}
	return len(p), nil
}

// gen --count is capped like selfplay --games (docs/cli.md: at most 10,000; more is exit 2).
func TestGenCountCap(t *testing.T) {
	for _, n := range []string{"10001", "1000000000", "-1"} {
		_, errOut, status := run(t, "", "gen", "--json", "--kind", "legal", "--count", n)
		assert.Equal(t, 2, status, n)
		assert.Contains(t, errOut, "give 0 to 10000")
	}
}

// gen streams: each puzzle is one write as soon as it is made, and a failed write stops the run
// at once rather than generating the rest.
func TestGenStreamsAndStopsOnWriteError(t *testing.T) {
	w := &lineWriter{}
	env := Env{Stdin: strings.NewReader(""), Stdout: w, Stderr: io.Discard, Getenv: func(string) string { return "" }}
	require.Equal(t, 0, Main([]string{"gen", "--json", "--kind", "winner", "--count", "5"}, env))
	require.Len(t, w.writes, 5)
	for _, l := range w.writes {
		assert.Equal(t, 1, strings.Count(l, "\n"), "one line per write")
		assert.True(t, strings.HasSuffix(l, "}\n"))
	}

	for _, args := range [][]string{{"gen", "--json", "--kind", "legal", "--count", "10000"}, {"gen", "--kind", "legal", "--count", "10000"}} {
		w = &lineWriter{failAt: 1}
		var errOut bytes.Buffer
		env = Env{Stdin: strings.NewReader(""), Stdout: w, Stderr: &errOut, Getenv: func(string) string { return "" }}
		assert.Equal(t, 1, Main(args, env), "%v", args)
		assert.Len(t, w.writes, 1, "%v: nothing more after the failed write", args)
		assert.Contains(t, errOut.String(), "broken pipe")
	}
}

// A pack written with --out appears whole under its name, with no temporary file left beside it.
func TestGenOutLeavesOnlyThePack(t *testing.T) {
	dir := t.TempDir()
	out, errOut, status := run(t, "", "gen", "--kind", "count", "--count", "3", "--out", dir)
	require.Equal(t, 0, status, errOut)
	assert.Contains(t, out, "gen-count-classique-1.toml: 3 puzzles")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "gen-count-classique-1.toml", entries[0].Name())
}
