package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	builtOnce sync.Once
	builtPath string
	builtErr  error
)

// builtBelote builds cmd/belote once per test run and returns the binary's path: these tests run
// the real program, as a shell or a co-process would.
func builtBelote(t *testing.T) string {
	t.Helper()
	builtOnce.Do(func() {
		dir, err := os.MkdirTemp("", "belote-bin")
		if err != nil {
			builtErr = err
			return
		}
		builtPath = filepath.Join(dir, "belote")
		out, err := exec.Command("go", "build", "-o", builtPath, "github.com/belote-trainer/belote/cmd/belote").CombinedOutput()
		if err != nil {
			builtErr = errors.New(string(out))
		}
	})
	require.NoError(t, builtErr)
	return builtPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if builtPath != "" {
		os.RemoveAll(filepath.Dir(builtPath))
	}
	os.Exit(code)
}

// coprocess is a running `belote CMD --json` whose input stays open.
type coprocess struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startCoprocess(t *testing.T, args ...string) *coprocess {
	t.Helper()
	cmd := exec.Command(builtBelote(t), args...)
	cmd.Env = append(os.Environ(), "LANG=en_US.UTF-8", "LC_ALL=", "XDG_STATE_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return &coprocess{cmd: cmd, in: in, out: bufio.NewReader(out)}
}

// ask writes one line and reads one answer, with the input still open. The deadline only guards
// against a hang (an answer held in a buffer until the end of input): answers take milliseconds.
func (c *coprocess) ask(t *testing.T, line string) map[string]any {
	t.Helper()
	_, err := io.WriteString(c.in, line+"\n")
	require.NoError(t, err)
	type result struct {
		line string
		err  error
	}
	got := make(chan result, 1)
	go func() {
		l, err := c.out.ReadString('\n')
		got <- result{l, err}
	}()
	select {
	case r := <-got:
		require.NoError(t, r.err)
		var obj map[string]any
		require.NoError(t, json.Unmarshal([]byte(r.line), &obj), r.line)
		return obj
	case <-time.After(60 * time.Second):
		t.Fatalf("no answer to %.80s… while the input stays open: the answer is not flushed", line)
		return nil
	}
}

// Every JSON Lines command of the table answers each line as soon as it reads it: a program that
// writes one line and waits gets its answer (docs/cli.md).
func TestCoprocessOneLineAtATime(t *testing.T) {
	n := 0
	for _, c := range sortedCommands() {
		if c.jsonLine == "" {
			continue
		}
		n++
		t.Run(c.name, func(t *testing.T) {
			p := startCoprocess(t, c.name, "--json")
			first := p.ask(t, c.jsonLine)
			assert.NotContains(t, first, "error", "the command's own example line")
			bad := p.ask(t, `{"variant":"nope"}`)
			assert.Contains(t, bad["error"], "line 2")
			assert.Equal(t, first, p.ask(t, c.jsonLine), "same line, same answer")
			require.NoError(t, p.in.Close())
			rest, err := io.ReadAll(p.out)
			require.NoError(t, err)
			assert.Empty(t, strings.TrimSpace(string(rest)))
			var ee *exec.ExitError
			require.ErrorAs(t, p.cmd.Wait(), &ee)
			assert.Equal(t, 1, ee.ExitCode(), "a line failed")
		})
	}
	for _, name := range []string{"legal", "solve", "score", "replay", "announces", "explain"} {
		assert.NotEmpty(t, commands[name].jsonLine, "%s is a JSON Lines command", name)
	}
	assert.GreaterOrEqual(t, n, 6)
}

// The release recipe injects the version into the variable that --version reads: build with the
// recipe's ldflags (the tag replaced by a made-up one) and ask the binary.
func TestReleaseVersionInjection(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, ".goreleaser.yaml"))
	require.NoError(t, err)
	recipe := string(data)
	var ldflags string
	for _, l := range strings.Split(recipe, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "- -s -w -X ") {
			ldflags = strings.TrimPrefix(l, "- ")
		}
	}
	require.Contains(t, ldflags, "{{ .Version }}", "the recipe injects the version")
	for _, target := range []string{"linux", "darwin", "windows", "amd64", "arm64", "./cmd/belote"} {
		assert.Contains(t, recipe, target)
	}
	bin := filepath.Join(t.TempDir(), "belote")
	out, err := exec.Command("go", "build", "-ldflags", strings.ReplaceAll(ldflags, "{{ .Version }}", "v9.8.7"),
		"-o", bin, "github.com/belote-trainer/belote/cmd/belote").CombinedOutput()
	require.NoError(t, err, string(out))
	out, err = exec.Command(bin, "--version").Output()
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(out), "belote v9.8.7 (go"), string(out))
}

// The built program behaves as docs/cli.md says: help and version on stdout with exit 0, global
// flags before the command, usage errors with exit 2.
func TestBinaryCommandLine(t *testing.T) {
	bin := builtBelote(t)
	for _, args := range [][]string{{"legal", "--help"}, {"help", "legal"}, {"--version"}, {"--help"}} {
		out, err := exec.Command(bin, args...).Output()
		require.NoError(t, err, "%v", args)
		assert.NotEmpty(t, out, "%v", args)
	}
	out, err := exec.Command(bin, "--version").Output()
	require.NoError(t, err)
	assert.Regexp(t, `^belote (v\S+|\(devel\)( revision [0-9a-f]+(, modified)?)?) \(go`, string(out))

	cmd := exec.Command(bin, "--lang", "fr", "legal", "--trump", "H", "--hand", "8H QH 7D 9C", "--trick", "AS 7H")
	out, err = cmd.Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), "8♥ D♥  (P5 overtrump)", "French names the queen D")
	assert.Contains(t, string(out), "surcouper", "French from the global --lang")

	// Output to /dev/null (a character device, not a terminal) runs the plain dialogue.
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	require.NoError(t, err)
	defer null.Close()
	trainer := exec.Command(bin)
	trainer.Env = append(os.Environ(), "XDG_STATE_HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir(), "XDG_DATA_HOME="+t.TempDir())
	trainer.Stdin, trainer.Stdout = strings.NewReader("0\n"), null
	stderr, err := trainer.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, trainer.Start())
	msg, _ := io.ReadAll(stderr)
	require.NoError(t, trainer.Wait(), string(msg))

	var ee *exec.ExitError
	_, err = exec.Command(bin, "check", "x.toml", "--bogus").Output()
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, 2, ee.ExitCode())
	assert.Contains(t, string(ee.Stderr), "Run 'belote help check' for usage.")
}
