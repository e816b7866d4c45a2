package tui

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata/")

// deadline is generous: the machine is small and shared, and a poll ends as soon as the screen
// shows what is awaited.
const deadline = 20 * time.Second

// harness runs the app's event loop on a simulation screen (gdu's recipe): keys are injected with
// InjectKey and the screen is read inside QueueUpdate, after Show.
type harness struct {
	t    *testing.T
	ui   *UI
	sim  tcell.SimulationScreen
	done chan error
	once sync.Once
}

// testOptions are options over a temporary state and config directory.
func testOptions(t *testing.T, lang app.Lang) Options {
	t.Helper()
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "state"), "XDG_CONFIG_HOME": filepath.Join(dir, "config"), "HOME": dir}
	opts := LoadState(func(k string) string { return env[k] }, lang.String())
	opts.Seed = 1
	opts.BidCoach = coach.BidOptions{First: 8, Max: 16, Seed: 1} // the bid coach on few deals: the screen is tested, not the figures
	return opts
}

func start(t *testing.T, opts Options, w, h int) *harness {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = sim
	ui := New(opts)
	sim.SetSize(w, h)
	hs := &harness{t: t, ui: ui, sim: sim, done: make(chan error, 1)}
	go func() { hs.done <- ui.Run() }()
	t.Cleanup(hs.stop)
	return hs
}

// stop ends the event loop and waits for it.
func (hs *harness) stop() {
	hs.once.Do(func() {
		hs.ui.App.Stop()
		select {
		case <-hs.done:
		case <-time.After(deadline):
			hs.t.Error("the app did not stop")
		}
	})
}

// screen returns the screen's text, one line per row, read on the event loop.
func (hs *harness) screen() string {
	ch := make(chan string, 1)
	hs.ui.App.QueueUpdate(func() {
		hs.sim.Show()
		cells, w, h := hs.sim.GetContents()
		var b strings.Builder
		for y := range h {
			line := make([]rune, 0, w)
			for x := range w {
				r := cells[y*w+x].Runes
				if len(r) == 0 {
					line = append(line, ' ')
				} else {
					line = append(line, r[0])
				}
			}
			b.WriteString(strings.TrimRight(string(line), " "))
			b.WriteByte('\n')
		}
		ch <- b.String()
	})
	select {
	case s := <-ch:
		return s
	case <-time.After(deadline):
		hs.t.Fatal("the event loop did not answer")
		return ""
	}
}

// waitFor polls the screen until it shows every one of the texts, and returns it.
func (hs *harness) waitFor(texts ...string) string {
	hs.t.Helper()
	end := time.Now().Add(deadline)
	var s string
	for time.Now().Before(end) {
		s = hs.screen()
		flowed := flow(s)
		ok := true
		for _, x := range texts {
			ok = ok && (strings.Contains(s, x) || strings.Contains(flowed, flow(x)))
		}
		if ok {
			return s
		}
		time.Sleep(20 * time.Millisecond)
	}
	hs.t.Fatalf("the screen never showed %q; it shows:\n%s", texts, s)
	return ""
}

// flow folds every run of white space (line ends included) into one space, so that a text the
// screen wrapped over two lines, at a place that depends on the length of a temporary path, is
// still found.
func flow(s string) string { return strings.Join(strings.Fields(s), " ") }

// waitGone polls the screen until it no longer shows text.
func (hs *harness) waitGone(text string) {
	hs.t.Helper()
	end := time.Now().Add(deadline)
	for time.Now().Before(end) {
		if !strings.Contains(hs.screen(), text) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	hs.t.Fatalf("the screen still shows %q", text)
}

// onLoop runs f on the event loop and waits for it (to read a model without a data race).
func (hs *harness) onLoop(f func()) {
	done := make(chan struct{})
	hs.ui.App.QueueUpdate(func() { f(); close(done) })
	select {
	case <-done:
	case <-time.After(deadline):
		hs.t.Fatal("the event loop did not answer")
	}
}

// do runs f on the event loop, redraws, and waits (to act on the app as a screen would).
func (hs *harness) do(f func()) {
	done := make(chan struct{})
	hs.ui.App.QueueUpdateDraw(func() { f(); close(done) })
	select {
	case <-done:
	case <-time.After(deadline):
		hs.t.Fatal("the event loop did not answer")
	}
}

func (hs *harness) key(k tcell.Key) { hs.sim.InjectKey(k, 0, tcell.ModNone) }

func (hs *harness) runes(s string) {
	for _, r := range s {
		hs.sim.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// golden compares the screen with testdata/<name>.txt, or rewrites it with -update.
func (hs *harness) golden(name, screen string) {
	hs.t.Helper()
	path := filepath.Join("testdata", name+".txt")
	if *update {
		require.NoError(hs.t, os.MkdirAll("testdata", 0o755))
		require.NoError(hs.t, os.WriteFile(path, []byte(screen), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(hs.t, err, "run go test ./internal/tui -run %s -update to create it", hs.t.Name())
	require.Equal(hs.t, string(want), screen)
}

func readProgress(t *testing.T, path string) *progress.Progress {
	t.Helper()
	s, dmg, err := progress.Open(path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	var out *progress.Progress
	s.View(func(p *progress.Progress) { out = p })
	return out
}
