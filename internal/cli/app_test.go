package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// appEnv is an environment over temporary state and config folders, with the given input.
func appEnv(t *testing.T, input string, extra map[string]string) (Env, *bytes.Buffer, *bytes.Buffer) {
	dir := t.TempDir()
	vars := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "state"), "XDG_CONFIG_HOME": filepath.Join(dir, "config"),
		"XDG_DATA_HOME": filepath.Join(dir, "data"), "HOME": dir}
	for k, v := range extra {
		vars[k] = v
	}
	var out, errOut bytes.Buffer
	return Env{Stdin: strings.NewReader(input), Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return vars[k] }}, &out, &errOut
}

// Piped input runs the plain dialogue, which ends cleanly at the end of input.
func TestAppPlainFromPipe(t *testing.T) {
	for _, args := range [][]string{{}, {"--plain"}, {"--plain", "--lang", "en"}} {
		env, out, errOut := appEnv(t, "1\n1\n", map[string]string{"LANG": "fr_FR.UTF-8"})
		assert.Equal(t, 0, Main(args, env), "args %v: %s", args, errOut)
		assert.Contains(t, out.String(), "Menu")
	}
	env, out, _ := appEnv(t, "0\n", map[string]string{"LANG": "fr_FR.UTF-8"})
	assert.Equal(t, 0, Main([]string{"--plain"}, env))
	assert.Contains(t, out.String(), "Au revoir", "French from the locale")
}

func TestAppBadLang(t *testing.T) {
	env, _, errOut := appEnv(t, "", nil)
	assert.Equal(t, 2, Main([]string{"--lang", "de"}, env))
	assert.Contains(t, errOut.String(), `--lang "de": use fr or en`)
}

func TestAppHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"--help"}, {"help"}} {
		env, out, errOut := appEnv(t, "", nil)
		assert.Equal(t, 0, Main(args, env))
		assert.Contains(t, out.String(), "--plain", "usage goes to standard output")
		assert.Empty(t, errOut.String())
	}
}
