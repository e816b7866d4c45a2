package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// completionScript writes `belote completion SHELL` to a file and returns its path.
func completionScript(t *testing.T, shell string) string {
	t.Helper()
	out, errOut, status := run(t, "", "completion", shell)
	require.Equal(t, 0, status, errOut)
	path := filepath.Join(t.TempDir(), "belote."+shell)
	require.NoError(t, os.WriteFile(path, []byte(out), 0o644))
	return path
}

// Every script names every command and every flag of the table.
func TestCompletionsCoverTheTable(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		out, _, _ := run(t, "", "completion", shell)
		for _, tg := range completionTargets() {
			if tg.name != "" {
				assert.Contains(t, out, tg.name, shell)
			}
			for _, f := range tg.flags {
				assert.Contains(t, out, f.name, "%s: %s --%s", shell, tg.name, f.name)
			}
		}
	}
	_, errOut, status := run(t, "", "completion", "tcsh")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, "bash, zsh or fish")
	_, _, status = run(t, "", "completion")
	assert.Equal(t, 2, status)
}

// The bash script completes commands, flags and their values, as bash itself runs it.
func TestBashCompletionInBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script := completionScript(t, "bash")
	cases := map[string]string{
		"belote leg":              "legal",
		"belote --lang fr le":     "legal lessons",
		"belote legal --tr":       "--trick --trump",
		"belote legal --trump ":   "S H D C e c o b",
		"belote score --taker ":   "NS EW",
		"belote selfplay --ns ":   "debutant intermediaire fort",
		"belote help so":          "solve",
		"belote completion ":      "bash zsh fish",
		"belote gen --kind b":     "best bid",
		"belote --lang ":          "fr en",
		"belote check my.toml --": "--json --help",
	}
	for line, want := range cases {
		prog := `source "$1"; read -ra COMP_WORDS <<< "$2"; [[ $2 == *" " ]] && COMP_WORDS+=(""); ` +
			`COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _belote; echo "${COMPREPLY[*]}"`
		out, err := exec.Command(bash, "-c", prog, "bash", script, line).CombinedOutput()
		require.NoError(t, err, string(out))
		assert.Equal(t, want, strings.TrimSpace(string(out)), line)
	}
}

func TestZshCompletionParses(t *testing.T) {
	zsh, err := exec.LookPath("zsh")
	if err != nil {
		t.Skip("no zsh")
	}
	out, err := exec.Command(zsh, "-n", completionScript(t, "zsh")).CombinedOutput()
	require.NoError(t, err, string(out))
}

// The fish script completes as fish itself runs it (complete -C asks fish what it would offer).
func TestFishCompletionInFish(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("no fish")
	}
	script := completionScript(t, "fish")
	cases := map[string][]string{
		"belote leg":            {"legal"},
		"belote legal --tr":     {"--trick", "--trump"},
		"belote score --taker ": {"EW", "NS"},
		"belote completion ":    {"bash", "fish", "zsh"},
		"belote selfplay --ns ": {"debutant", "fort", "intermediaire"},
	}
	for line, want := range cases {
		cmd := exec.Command(fish, "--no-config", "-c", `source $argv[1]; complete -C $argv[2]`, script, line)
		cmd.Dir = t.TempDir() // no file names to offer
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, string(out))
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			got = append(got, strings.SplitN(l, "\t", 2)[0])
		}
		assert.Equal(t, want, got, line)
	}
}

// The man page documents every command and flag, and groff reads it without a warning.
func TestManPage(t *testing.T) {
	out, errOut, status := run(t, "", "man")
	require.Equal(t, 0, status, errOut)
	assert.True(t, strings.HasPrefix(out, ".TH BELOTE 1"))
	for _, c := range sortedCommands() {
		assert.Contains(t, out, ".SS "+roff(c.name)+"\n")
		for _, f := range flagInfos(c.declaredFlags()) {
			assert.Contains(t, out, `\fB\-\-`+roff(f.name)+`\fR`, "%s --%s", c.name, f.name)
		}
	}
	for _, r := range out {
		require.Less(t, r, rune(128), "non-ASCII characters are escaped for roff")
	}
	again, _, _ := run(t, "", "man")
	assert.Equal(t, out, again, "the page holds no date: the same table, the same page")
	groff, err := exec.LookPath("groff")
	if err != nil {
		t.Skip("no groff")
	}
	cmd := exec.Command(groff, "-man", "-Tutf8", "-ww", "-z")
	cmd.Stdin = strings.NewReader(out)
	warnings, err := cmd.CombinedOutput()
	require.NoError(t, err)
	assert.Empty(t, string(warnings))
}
