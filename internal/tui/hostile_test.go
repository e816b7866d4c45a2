package tui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/app"
)

// TestContentTagsShownAsWritten: tview tags in a user's chapter, lesson title or pack title
// ([red], [::b], ["region"]) are shown as written in the lists, never interpreted.
func TestContentTagsShownAsWritten(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("testdata/lesson/05-house-notes.toml")
	require.NoError(t, err)
	lesson := strings.NewReplacer(`en = "The table"`, `en = "[red]Club[-]"`, `en = "Our table's habits"`, `en = "[::b]Ours[\"r\"]"`).Replace(string(src))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "05-house-notes.toml"), []byte(lesson), 0o644))
	pack := `[pack]
id = "tags"
title = { fr = "[yellow]Jaune", en = "[yellow]Yellow" }

[[puzzle]]
id = "tags-001"
kind = "legal"
variant = "classique"
difficulty = 5
themes = ["P5"]
prompt = { fr = "Que joues-tu ?", en = "What may you play?" }
point = { fr = "Surcoupe.", en = "Overtrump." }
trump = "H"
hand = ["8H", "QH", "7D", "9C"]
trick = ["AS", "7H"]
leader = "N"
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "tags.toml"), []byte(pack), 0o644))
	opts := testOptions(t, app.EN)
	opts.ContentDirs = []string{dir}
	hs := start(t, opts, 100, 40)
	hs.do(func() { require.NoError(t, hs.ui.Open("lessons")) })
	hs.waitFor("── [red]Club[-] ──", `[::b]Ours["r"]`)
	hs.do(func() { require.NoError(t, hs.ui.Open("puzzles")) })
	hs.key(tcell.KeyEnd) // the hardest puzzles come last, a user's pack after the built-in ones
	hs.waitFor("[yellow]Yellow · 1")
}

// TestBotPanicRestoresAndSaves: a panic in a bot's goroutine stops the app as a signal does: the
// game in progress is saved, the screen finished (terminal restored), and Run returns the panic
// with its stack for the command to print afterwards.
func TestBotPanicRestoresAndSaves(t *testing.T) {
	opts := testOptions(t, app.EN)
	opts.Think = func(*app.BotTurn) app.BotDecision { panic("the bot fell over") }
	hs := start(t, opts, 80, 24)
	p, err := app.NewPractice(app.PracticeOptions{Variant: "classique", Level: bot.Fort, AutoBelote: true, Seed: 5})
	require.NoError(t, err)
	hs.do(func() { hs.ui.push(newPracticeScreen(hs.ui, p)) }) // seed 5: a bot bids first
	var runErr error
	select {
	case runErr = <-hs.done:
	case <-time.After(deadline):
		t.Fatal("the app did not stop on the panic")
	}
	hs.once.Do(func() {})
	var crash *Crashed
	require.True(t, errors.As(runErr, &crash), "Run returned %v", runErr)
	assert.Equal(t, "the bot fell over", crash.Value)
	assert.Contains(t, crash.Stack, "TestBotPanicRestoresAndSaves")
	assert.Contains(t, crash.Error(), "please report it")
	saved, err := app.NewPracticeFiles(filepath.Dir(opts.Store.Path)).LoadCurrent()
	require.NoError(t, err)
	assert.NotNil(t, saved, "the game in progress was saved on the way out")
}

// TestTooSmallIgnoresKeys: under "window too small" the screen below is hidden, and a key must not
// act on it unseen (a digit answered the hidden drill).
func TestTooSmallIgnoresKeys(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.waitFor("Lessons")
	var seen atomic.Bool
	hs.onLoop(func() {
		capture := hs.ui.App.GetInputCapture()
		hs.ui.App.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
			seen.Store(seen.Load() || ev.Key() == tcell.KeyF12)
			return capture(ev)
		})
	})
	hs.do(func() { hs.sim.SetSize(60, 15) })
	hs.waitFor("Window too small")
	hs.runes(practiceKey())
	hs.sim.InjectMouse(5, 8, tcell.Button1, tcell.ModNone)
	hs.key(tcell.KeyF12) // a key of its own, to know when the ones before it were handled
	hs.waitState(func() bool { return seen.Load() })
	hs.do(func() { hs.sim.SetSize(80, 24) })
	hs.waitFor("Lessons")
	hs.onLoop(func() {
		_, onHome := hs.ui.stack.Top().(*home)
		assert.True(t, onHome, "the key pressed while the screen was hidden did nothing")
	})
}
