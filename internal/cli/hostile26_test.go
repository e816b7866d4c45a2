package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// escapes are what a hostile pack writes to act on a terminal: a screen clear, the window title,
// a clipboard write (OSC 52), a link (OSC 8), a bell and a C1 CSI.
const escapes = `\u001b[2J\u001b]0;pwned\u0007\u001b]52;c;ZWNobyBoaQ==\u001b\\\u001b]8;;http://x\u001b\\\u009b31m`

// rawControl returns the first control character of out that is not a newline or a tab: one
// would act on the terminal that shows the output.
func rawControl(out string) (rune, bool) {
	for _, r := range out {
		if unicode.IsControl(r) && r != '\n' && r != '\t' {
			return r, true
		}
	}
	return 0, false
}

func assertNoRawControl(t *testing.T, outs ...string) {
	t.Helper()
	for _, out := range outs {
		if r, bad := rawControl(out); bad {
			t.Errorf("raw control character %U in output:\n%q", r, out)
		}
	}
}

// hostilePack is a valid pack of one legal puzzle whose texts hold escape sequences and tview tags.
func hostilePack(id string) string {
	return strings.NewReplacer("TITLE", "[red]Rouge"+escapes, "PROMPT", "Que joues-tu ?"+escapes, "ID", id).Replace(`[pack]
id = "ID"
title = { fr = "TITLE", en = "TITLE" }

[[puzzle]]
id = "ID-001"
kind = "legal"
variant = "classique"
difficulty = 2
themes = ["P5"]
prompt = { fr = "PROMPT", en = "PROMPT" }
point = { fr = "Surcoupe.", en = "Overtrump." }
trump = "H"
hand = ["8H", "QH", "7D", "9C"]
trick = ["AS", "7H"]
leader = "N"
`)
}

// TestHostileContentEscapes: escape sequences in a received pack never reach the terminal raw,
// in check (human and JSON) nor in puzzles --content; check reports each one.
func TestHostileContentEscapes(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "esc.toml"), []byte(hostilePack("esc")), 0o644))
	code, out, errOut := runContentCmd("check", dir)
	assert.Equal(t, 1, code)
	assertNoRawControl(t, out, errOut)
	assert.Contains(t, out, `pack.title.fr: the control character \x1b: remove it`)
	assert.Contains(t, out, `puzzle.0.prompt.en: the control character \x1b`)

	code, out, errOut = runContentCmd("check", "--json", dir)
	assert.Equal(t, 1, code)
	assertNoRawControl(t, out, errOut)

	for _, args := range [][]string{{"puzzles", "--content", dir}, {"puzzles", "--json", "--content", dir}} {
		_, out, errOut = runContentCmd(args...)
		assertNoRawControl(t, out, errOut)
	}
}

// TestHostileFileNames: a newline in a content file's name cannot forge a `file:line:col:` line
// of check, and a name that is not UTF-8 is shown with its bytes escaped.
func TestHostileFileNames(t *testing.T) {
	dir := t.TempDir()
	forged := filepath.Join(dir, "a.toml\nfake.toml:1:1: all good\n")
	latin1 := filepath.Join(dir, "caf\xe9.toml")
	for _, f := range []string{forged + ".toml", latin1} {
		require.NoError(t, os.WriteFile(f, []byte("id = 3\n"), 0o644))
	}
	code, out, errOut := runContentCmd("check", dir)
	assert.Equal(t, 1, code)
	assertNoRawControl(t, out, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines[:len(lines)-1] {
		assert.True(t, strings.HasPrefix(l, dir+"/"), "every problem line starts with a file of the folder: %q", l)
	}
	assert.Contains(t, out, `a.toml\nfake.toml:1:1: all good\n.toml:`)
	assert.Contains(t, out, `caf\xe9.toml:`)
}

// TestHostileVariantEscapes: house rules whose name or source holds an escape sequence are
// refused, and the messages of a broken variant file show its content escaped.
func TestHostileVariantEscapes(t *testing.T) {
	dir := t.TempDir()
	named := filepath.Join(dir, "named.toml")
	require.NoError(t, os.WriteFile(named, []byte("base = \"classique\"\nname = \"house"+escapes+"\"\n"), 0o644))
	broken := filepath.Join(dir, "broken.toml")
	require.NoError(t, os.WriteFile(broken, []byte("name = \"\x1b]0;x\x07\n"), 0o644))
	for _, f := range []string{named, broken} {
		for _, args := range [][]string{{"variants", f}, {"variants", "--check", f}, {"score", "--variant", f, "--taker", "NS", "--ns", "100"},
			{"replay", "--variant", f, "--dealer", "N"}} {
			code, out, errOut := runContentCmd(args...)
			assert.NotEqual(t, 0, code, "%v", args)
			assertNoRawControl(t, out, errOut)
		}
	}
	_, _, errOut := runContentCmd("variants", named)
	assert.Contains(t, errOut, `holds the control character \x1b`)
}

// TestNoVariantFiles: under --no-variant-files every path is refused with one message that says
// nothing of the path, whether it exists or not, in JSON lines and on the command line.
func TestNoVariantFiles(t *testing.T) {
	dir := t.TempDir()
	house := filepath.Join(dir, "house.toml")
	require.NoError(t, os.WriteFile(house, []byte("base = \"classique\"\nname = \"maison\"\n"), 0o644))
	line := func(v string) string {
		return `{"variant":"` + v + `","trump":"H","hand":["8H","QH","7D","9C"],"trick":["AS","7H"]}` + "\n"
	}
	out, _, code := run(t, line(house)+line(filepath.Join(dir, "missing.toml"))+line("/etc/passwd")+line("classique"), "--no-variant-files", "legal", "--json")
	assert.Equal(t, 1, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	assert.Contains(t, lines[0], "variant files are refused (--no-variant-files)")
	assert.NotContains(t, lines[0], "house")
	// The same answer for a file that exists, one that does not and one that is not TOML.
	assert.Equal(t, strings.Replace(lines[0], "line 1", "line 2", 1), lines[1])
	assert.Equal(t, strings.Replace(lines[0], "line 1", "line 3", 1), lines[2])
	assert.Contains(t, lines[3], `"legal"`)

	// Without the flag, the file is read as before (CLI.md: a person's own house rules).
	out, _, code = run(t, line(house), "legal", "--json")
	assert.Equal(t, 0, code, out)

	for _, args := range [][]string{{"variants", house}, {"legal", "--variant", house, "--trump", "H", "--hand", "8H"},
		{"score", "--variant", house, "--taker", "NS", "--ns", "100"}} {
		_, errOut, code := run(t, "", append([]string{"--no-variant-files"}, args...)...)
		assert.Equal(t, 1, code, "%v", args)
		assert.Contains(t, errOut, "variant files are refused")
		assert.NotContains(t, errOut, house)
	}
}
