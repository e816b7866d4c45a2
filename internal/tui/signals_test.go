package tui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
)

// TestSignalSavesAndStops: SIGTERM, SIGHUP or SIGINT sent to the process saves the practice game
// in progress, stops the app (tview's Stop runs the screen's Fini, which restores the terminal)
// and makes Run return the signal, for an exit status of 128 + its number.
func TestSignalSavesAndStops(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			opts := testOptions(t, app.EN)
			hs := start(t, opts, 110, 44)
			hs.runes(practiceKey())
			hs.waitFor("Start the game")
			for range 4 {
				hs.key(tcell.KeyDown)
			}
			hs.key(tcell.KeyEnter)
			hs.waitState(func() bool { _, ok := hs.ui.stack.Top().(*practiceScreen); return ok })
			current := filepath.Join(filepath.Dir(opts.Store.Path), "practice.json")
			hs.onLoop(func() { require.NoError(t, os.Remove(current)) }) // saved at the start: forget it

			require.NoError(t, syscall.Kill(os.Getpid(), sig))
			var err error
			select {
			case err = <-hs.done:
			case <-time.After(deadline):
				t.Fatal("the app did not stop on the signal")
			}
			hs.once.Do(func() {}) // already stopped
			var got *Signalled
			require.True(t, errors.As(err, &got), "Run returned %v", err)
			assert.Equal(t, sig, got.Signal)
			assert.Equal(t, 128+int(sig), got.ExitCode())
			saved, err := app.NewPracticeFiles(filepath.Dir(opts.Store.Path)).LoadCurrent()
			require.NoError(t, err)
			assert.NotNil(t, saved, "the game in progress was saved on the way out")
		})
	}
}

// practiceKey is the home menu's shortcut of the practice table.
func practiceKey() string {
	return string(rune('1' + slices.Index(app.HomeItems, app.HomePractice)))
}
