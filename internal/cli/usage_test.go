package cli

import (
	"flag"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every command of the table prints its usage on standard output and exits 0, with --help, -h
// and `belote help NAME`; the usage names the command's synopsis, its flags and examples.
func TestEveryCommandHelp(t *testing.T) {
	for _, c := range sortedCommands() {
		t.Run(c.name, func(t *testing.T) {
			var outs []string
			for _, args := range [][]string{{c.name, "--help"}, {c.name, "-h"}, {"help", c.name}} {
				out, errOut, status := run(t, "", args...)
				require.Equal(t, 0, status, "%v: %s", args, errOut)
				assert.Empty(t, errOut)
				outs = append(outs, out)
			}
			assert.Equal(t, outs[0], outs[1])
			assert.Equal(t, outs[0], outs[2])
			out := outs[0]
			assert.Contains(t, out, c.synopsis)
			assert.Contains(t, out, "usage: belote "+c.name)
			assert.Contains(t, out, "examples:")
			require.NotEmpty(t, c.allExamples())
			for _, e := range c.allExamples() {
				assert.True(t, strings.HasPrefix(e, "belote "+c.name) || strings.Contains(e, "| belote "+c.name), "example %q runs the command", e)
			}
			c.declaredFlags().VisitAll(func(f *flag.Flag) {
				assert.Contains(t, out, "--"+f.Name)
				assert.NotEmpty(t, f.Usage, "--%s has a help text", f.Name)
			})
			assert.NotContains(t, c.synopsis, "\n", "a synopsis is one line")
		})
	}
}

func TestMainHelpListsEveryCommand(t *testing.T) {
	out, _, status := run(t, "", "help")
	require.Equal(t, 0, status)
	for _, c := range sortedCommands() {
		assert.Contains(t, out, "  "+c.name+" ")
	}
	for _, f := range []string{"--lang", "--plain", "--version"} {
		assert.Contains(t, out, f)
	}
	_, errOut, status := run(t, "", "help", "nope")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, `unknown command "nope"`)
}

func TestUnknownCommandSuggests(t *testing.T) {
	_, errOut, status := run(t, "", "lgeal")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, `unknown command "lgeal" (did you mean legal?)`)
	assert.Contains(t, errOut, "belote help")
	_, errOut, _ = run(t, "", "sol")
	assert.Contains(t, errOut, "did you mean solve?")
}

// Global flags stand before the command: `belote --lang fr legal …` speaks French.
func TestGlobalFlagsBeforeCommand(t *testing.T) {
	args := []string{"legal", "--trump", "H", "--hand", "8H QH 7D 9C", "--trick", "AS 7H"}
	fr, errOut, status := run(t, "", append([]string{"--lang", "fr"}, args...)...)
	require.Equal(t, 0, status, errOut)
	en, _, _ := run(t, "", append([]string{"--lang", "en"}, args...)...)
	assert.Contains(t, en, "You have no spades")
	assert.NotEqual(t, en, fr)
	assert.Contains(t, fr, "(P5)")
	local, _, _ := run(t, "", append(append([]string{"--lang", "fr"}, args...), "--lang", "en")...)
	assert.Equal(t, en, local, "the command's own --lang wins over the global one")
	_, _, status = run(t, "", append([]string{"--plain"}, args...)...)
	assert.Equal(t, 0, status, "--plain is accepted before any command")
	_, errOut, status = run(t, "", append([]string{"--lang", "de"}, args...)...)
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, `--lang "de": use fr or en`)
	_, errOut, status = run(t, "", "--nope", "legal")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, "-nope")
}

// Flags may follow operands (`check my.toml --json`); a stray word where a command takes none is
// a usage error, never silently ignored.
func TestInterspersedFlagsAndStrayWords(t *testing.T) {
	out, _, status := run(t, "", "check", "no-such.toml", "--json")
	assert.Equal(t, 1, status)
	assert.True(t, strings.HasPrefix(out, "{"), "--json after the path is the flag, not a file: %s", out)
	assert.Contains(t, out, `"file":"no-such.toml"`)
	assert.NotContains(t, out, `"file":"--json"`)

	out, _, _ = run(t, "", "check", "--", "--json")
	assert.Contains(t, out, "--json:1:1: no such file", "after --, a word is an operand")

	_, errOut, status := run(t, "", "legal", "--trump", "H", "--hand", "8H", "extra")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, `unexpected argument "extra"`)
	assert.Contains(t, errOut, "belote help legal")

	_, errOut, status = run(t, "", "legal", "--nope")
	assert.Equal(t, 2, status)
	assert.Contains(t, errOut, "flag provided but not defined: -nope")

	out, _, status = run(t, "", "legal", "--hand", "8H QH 7D 9C", "--trick", "AS 7H", "--trump", "H")
	assert.Equal(t, 0, status)
	assert.Contains(t, out, "8♥ Q♥")
}

func TestVersion(t *testing.T) {
	out, errOut, status := run(t, "", "--version")
	require.Equal(t, 0, status, errOut)
	assert.True(t, strings.HasPrefix(out, "belote "), out)
	assert.Contains(t, out, "go1.")

	assert.Equal(t, "v1.2.3", versionOf("v1.2.3", nil), "a release build's injected version comes first")
	assert.Equal(t, "v0.4.0", versionOf("", &debug.BuildInfo{Main: debug.Module{Version: "v0.4.0"}}))
	devel := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}}
	assert.Equal(t, "(devel) revision 0123456789ab, modified", versionOf("", devel))
	assert.Equal(t, "(devel)", versionOf("", &debug.BuildInfo{}))
	assert.Equal(t, "(devel)", versionOf("", nil))
}

func TestParseInterspersed(t *testing.T) {
	cases := []struct {
		args     []string
		operands []string
		hand     string
		json     bool
	}{
		{[]string{"a", "--json", "b"}, []string{"a", "b"}, "", true},
		{[]string{"--hand", "8H", "a"}, []string{"a"}, "8H", false},
		{[]string{"a", "--", "--json", "b"}, []string{"a", "--json", "b"}, "", false},
		{[]string{"--hand", "--", "a", "--json"}, []string{"a"}, "--", true},
		{[]string{"--json", "--", "--hand", "x"}, []string{"--hand", "x"}, "", true},
		{[]string{"--hand=--", "--", "--json"}, []string{"--json"}, "--", false},
		{nil, nil, "", false},
	}
	for _, c := range cases {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		hand := fs.String("hand", "", "")
		asJSON := fs.Bool("json", false, "")
		ops, err := parseInterspersed(fs, c.args)
		require.NoError(t, err, "%q", c.args)
		assert.Equal(t, c.operands, ops, "%q", c.args)
		assert.Equal(t, c.hand, *hand, "%q", c.args)
		assert.Equal(t, c.json, *asJSON, "%q", c.args)
	}
}
