package tui

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"github.com/belote-trainer/belote/internal/app"
)

// benchOptions are options over a temporary state, for benchmarks.
func benchOptions(b *testing.B) Options {
	dir := b.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "s"), "XDG_CONFIG_HOME": filepath.Join(dir, "c")}
	opts := LoadState(func(k string) string { return env[k] }, "en")
	opts.Seed = 3
	return opts
}

// BenchmarkColdStart measures from reading the settings and progress to the home screen drawn on
// a simulation screen (the budget is 150 ms).
func BenchmarkColdStart(b *testing.B) {
	var total time.Duration
	for b.Loop() {
		start := time.Now()
		opts := benchOptions(b)
		sim := tcell.NewSimulationScreen("UTF-8")
		opts.Screen = sim
		u := New(opts)
		sim.SetSize(80, 24)
		drawn := make(chan struct{})
		after := u.App.GetAfterDrawFunc()
		u.App.SetAfterDrawFunc(func(s tcell.Screen) {
			after(s)
			select {
			case <-drawn:
			default:
				close(drawn)
			}
		})
		done := make(chan error, 1)
		go func() { done <- u.Run() }()
		<-drawn
		total += time.Since(start)
		b.StopTimer()
		u.App.Stop()
		<-done
		u.library() // let the background load finish before the next start
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/first-screen")
}

// keyBench measures one key on a screen: the handler and the whole redraw (budget 16 ms).
func keyBench(b *testing.B, open func(u *UI), ev *tcell.EventKey) {
	opts := benchOptions(b)
	sim := tcell.NewSimulationScreen("UTF-8")
	opts.Screen = sim
	u := New(opts)
	sim.SetSize(80, 24)
	open(u)
	root := u.App.GetFocus()
	_ = root
	for b.Loop() {
		u.capture(ev)
		u.drawOnce(sim)
	}
}

// drawOnce draws the whole app on the screen, as the event loop does after each key.
func (u *UI) drawOnce(s tcell.Screen) {
	w, h := s.Size()
	root := &minSize{Primitive: u.rootFlex, ui: u}
	root.SetRect(0, 0, w, h)
	root.Draw(s)
	s.Show()
}

func BenchmarkKeyDrillCursor(b *testing.B) {
	keyBench(b, func(u *UI) { u.push(newDrillScreen(u)) }, tcell.NewEventKey(tcell.KeyRight, 0, tcell.ModNone))
}

func BenchmarkKeyDrillNext(b *testing.B) {
	keyBench(b, func(u *UI) { u.push(newDrillScreen(u)) }, tcell.NewEventKey(tcell.KeyRune, 'n', tcell.ModNone))
}

func BenchmarkKeyDrillNextUndertrump(b *testing.B) {
	keyBench(b, func(u *UI) {
		s := newDrillScreen(u)
		s.d.Filter = app.DrillRules[5] // P6, one of the rarer rows
		u.push(s)
	}, tcell.NewEventKey(tcell.KeyRune, 'n', tcell.ModNone))
}

func BenchmarkKeyQuizScoreNext(b *testing.B) {
	keyBench(b, func(u *UI) {
		s := newQuizScreen(u, app.QuizScore)
		u.push(s)
		s.q.Done = true // each Enter draws the next question
	}, tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone))
}

func BenchmarkKeyPuzzleList(b *testing.B) {
	keyBench(b, func(u *UI) { u.push(newPuzzleList(u)) }, tcell.NewEventKey(tcell.KeyRune, 'K', tcell.ModNone))
}
