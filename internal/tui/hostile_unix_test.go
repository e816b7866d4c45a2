//go:build unix

package tui

import (
	"errors"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
)

// TestQuitSignalKeepsTheStacks: SIGQUIT and SIGABRT stop the app cleanly (Go's own handling would
// leave the terminal raw) and keep every goroutine's stack, printed once the terminal is back.
func TestQuitSignalKeepsTheStacks(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGQUIT, syscall.SIGABRT} {
		hs := start(t, testOptions(t, app.EN), 80, 24)
		hs.waitFor("Lessons")
		require.NoError(t, syscall.Kill(os.Getpid(), sig))
		var runErr error
		select {
		case runErr = <-hs.done:
		case <-time.After(deadline):
			t.Fatal("the app did not stop on the signal")
		}
		hs.once.Do(func() {})
		var got *Signalled
		require.True(t, errors.As(runErr, &got), "Run returned %v", runErr)
		assert.Equal(t, sig, got.Signal)
		assert.Contains(t, got.Report, "goroutine ")
	}
}

// TestSuspendResumeRedraws: SIGCONT (the process continued after a stop it could not catch) puts
// the screen back in raw mode and redraws it; the app goes on answering keys.
func TestSuspendResumeRedraws(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.waitFor("Lessons")
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGCONT))
	hs.waitFor("Lessons")
	hs.runes(practiceKey())
	hs.waitFor("Start the game")
}
