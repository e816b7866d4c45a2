package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// within runs f and fails the test when it does not return within a minute (a FIFO opened without
// O_NONBLOCK blocks forever, /dev/zero read whole never ends). The limit only tells a hang from an
// answer: a check takes well under a second on an idle machine, but 5 s were exceeded on two
// cores shared by a dozen test runs.
func within(t *testing.T, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("no answer within a minute: blocked?")
	}
}

// TestHostileFilesCheck: `belote check` on files that are not content answers each with a located
// error, at once.
func TestHostileFilesCheck(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	nested := filepath.Join(dir, "nested.toml")
	require.NoError(t, os.WriteFile(nested, []byte("a = "+strings.Repeat("{b = ", 10000)), 0o644))
	broken := filepath.Join(dir, "broken")
	require.NoError(t, os.Mkdir(broken, 0o755))
	for i, src := range []string{"[pack\n", "x = ", "[[puzzle]]\nid = 3\n", strings.Repeat("a.", 100) + "b = 1"} {
		require.NoError(t, os.WriteFile(filepath.Join(broken, string(rune('a'+i))+".toml"), []byte(src), 0o644))
	}
	tests := []struct {
		path  string
		wants []string
	}{
		{fifo, []string{fifo + ":1:1: is a FIFO (named pipe), not a regular file"}},
		{"/dev/zero", []string{"/dev/zero:1:1: is a character device, not a regular file"}},
		{nested, []string{nested + ":1:45: TOML too complex: values nested more than 8 deep (arrays and inline tables)"}},
		{broken, []string{filepath.Join(broken, "a.toml") + ":2:6: TOML syntax", filepath.Join(broken, "b.toml") + ":1:",
			filepath.Join(broken, "c.toml") + ":", filepath.Join(broken, "d.toml") + ":1:16: TOML too complex"}},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			within(t, func() {
				code, out, _ := runContentCmd("check", tt.path)
				assert.Equal(t, 1, code)
				for _, w := range tt.wants {
					assert.Contains(t, out, w)
				}
			})
		})
	}
}

// TestHostileVariantFiles: --variant on a FIFO, a device or a folder is refused at once.
func TestHostileVariantFiles(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "house.toml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	for path, want := range map[string]string{
		fifo:        `variant file "` + fifo + `": is a FIFO (named pipe), not a regular file`,
		"/dev/zero": `variant file "/dev/zero": is a character device, not a regular file`,
		"./":        `variant file "./": is a directory, not a regular file`,
	} {
		within(t, func() {
			_, errOut, code := run(t, "", "legal", "--variant", path, "--trump", "H", "--hand", "8H")
			assert.NotEqual(t, 0, code)
			assert.Contains(t, errOut, want)
		})
	}
}
