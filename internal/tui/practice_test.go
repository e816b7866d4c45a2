package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/bot"
	"github.com/belote-trainer/belote/internal/progress"
)

// simApp runs the whole app on a simulation screen.
type simApp struct {
	t   *testing.T
	ui  *UI
	sim tcell.SimulationScreen
}

func startSim(t *testing.T, store *progress.Store) *simApp {
	sim := tcell.NewSimulationScreen("UTF-8")
	require.NoError(t, sim.Init())
	sim.SetSize(110, 44)
	ui := New(Options{Lang: app.EN, Settings: progress.DefaultSettings(), Store: store, Screen: sim, Seed: 7})
	done := make(chan error, 1)
	go func() { done <- ui.Run() }()
	t.Cleanup(func() {
		ui.App.Stop()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Error("the app did not stop")
		}
	})
	a := &simApp{t: t, ui: ui, sim: sim}
	a.read(func() { sim.SetSize(110, 44) }) // Run initialises the screen at 80×25
	return a
}

// read runs f on the event loop and waits for it.
func (a *simApp) read(f func()) {
	done := make(chan struct{})
	a.ui.App.QueueUpdate(func() { f(); close(done) })
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		a.t.Fatal("the event loop is stuck")
	}
}

// text returns the screen as text, read on the event loop after a draw.
func (a *simApp) text() string {
	var b strings.Builder
	a.ui.App.QueueUpdateDraw(func() {})
	a.read(func() {
		a.ui.App.ForceDraw()
		cells, w, _ := a.sim.GetContents()
		for i, c := range cells {
			if len(c.Runes) > 0 {
				b.WriteRune(c.Runes[0])
			} else {
				b.WriteRune(' ')
			}
			if (i+1)%w == 0 {
				b.WriteRune('\n')
			}
		}
	})
	return b.String()
}

// waitText waits until the screen shows want.
func (a *simApp) waitText(want string) string {
	deadline := time.Now().Add(10 * time.Second)
	for {
		s := a.text()
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("the screen never showed %q; it shows:\n%s", want, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (a *simApp) key(k tcell.Key, r rune) { a.sim.InjectKey(k, r, tcell.ModNone) }

// waitState waits until cond holds on the event loop.
func (a *simApp) waitState(cond func() bool) {
	deadline := time.Now().Add(10 * time.Second)
	for {
		ok := false
		a.read(func() { ok = cond() })
		if ok {
			return
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("timed out; the screen shows:\n%s", a.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPracticeDealThroughTheUI plays a whole deal at the practice table with keys only: open the
// table from the home menu, start a game, bid, try an illegal card (refused with its reason and
// nothing played), play legal cards to the end, and read the breakdown.
func TestPracticeDealThroughTheUI(t *testing.T) {
	dir := t.TempDir()
	store, _, err := progress.Open(dir + "/progress.json")
	require.NoError(t, err)
	a := startSim(t, store)
	a.waitText("Practice table")
	a.key(tcell.KeyRune, '9') // the home menu's shortcut
	a.waitText("Start the game")
	for range 4 { // variant, level, belote, coach, then start
		a.key(tcell.KeyDown, 0)
	}
	a.key(tcell.KeyEnter, 0)
	var s *practiceScreen
	a.waitState(func() bool { s, _ = a.ui.stack.Top().(*practiceScreen); return s != nil })

	refused := false
	for {
		var p *app.Practice
		var over, mine, bidding bool
		var phase engine.Phase
		var hand, legal engine.Set
		a.read(func() {
			p = s.p
			over, mine, bidding, phase = p.Outcome != nil, p.LearnerTurn(), p.Bidding(), p.Deal.Phase
			hand = p.Deal.Hands[app.Learner]
			legal, _ = p.Deal.Legal()
		})
		if over {
			break
		}
		require.True(t, mine, "the bots play until it is the learner's turn")
		switch {
		case bidding && phase == engine.Bidding1:
			a.key(tcell.KeyRune, 'p')
			a.waitState(func() bool { return !s.p.Bidding() || s.p.Outcome != nil })
			continue
		case bidding:
			a.key(tcell.KeyRune, '1')
			a.waitState(func() bool { return !s.p.Bidding() || s.p.Outcome != nil })
			continue
		}
		var shown []engine.Card
		a.read(func() { shown = append(shown, s.table.Hand...) })
		if bad := hand &^ legal; bad != 0 && !refused {
			i := cardIndex(shown, bad.First())
			a.key(tcell.KeyRune, rune('1'+i))
			screen := a.waitText("Card refused")
			require.Contains(t, screen, "You may play")
			var after engine.Set
			a.read(func() { after = s.p.Deal.Hands[app.Learner] })
			require.Equal(t, hand, after, "a refused card is not played")
			refused = true
		}
		i := cardIndex(shown, legal.First())
		n := hand.Len()
		a.key(tcell.KeyRune, rune('1'+i))
		a.waitState(func() bool { return s.p.Outcome != nil || s.p.Deal.Hands[app.Learner].Len() < n })
	}
	screen := a.waitText("Deal over")

	require.Contains(t, screen, "Score: NS (you)")
	require.Contains(t, screen, "K8")
	require.True(t, refused, "this seed must give the learner an illegal card to try")
	// The game in progress was saved beside the progress file.
	saved, err := app.NewPracticeFiles(dir).LoadCurrent()
	require.NoError(t, err)
	require.NotNil(t, saved)
	a.key(tcell.KeyEnter, 0) // next deal
	a.waitState(func() bool { return s.p.Outcome == nil || len(s.p.Log) == 2 })
}

func cardIndex(cards []engine.Card, c engine.Card) int {
	for i, x := range cards {
		if x == c {
			return i
		}
	}
	return -1
}

// TestPracticeHistoryReplay opens a finished game from the history and steps through its tricks.
func TestPracticeHistoryReplay(t *testing.T) {
	dir := t.TempDir()
	p, err := app.NewPractice(app.PracticeOptions{Variant: "classique", Level: bot.Debutant, AutoBelote: true, Seed: 3})
	require.NoError(t, err)
	p.Start()
	for !p.Game.Over {
		switch {
		case p.Outcome != nil:
			require.NoError(t, p.NextDeal())
		case p.Bidding():
			require.NoError(t, p.LearnerBid(p.BidChoices()[0]))
		default:
			legal, _ := p.Deal.Legal()
			r, err := p.LearnerPlay(app.EN, legal.First())
			require.NoError(t, err)
			require.Nil(t, r)
		}
	}
	require.NoError(t, app.NewPracticeFiles(dir).Save(p, time.Now()))
	store, _, err := progress.Open(dir + "/progress.json")
	require.NoError(t, err)
	a := startSim(t, store)
	a.waitText("Practice table")
	a.key(tcell.KeyRune, '9')
	a.waitText("History of finished games (1)")
	for range 5 {
		a.key(tcell.KeyDown, 0)
	}
	a.key(tcell.KeyEnter, 0)
	a.waitText("winner " + p.Game.Winner.String())
	a.key(tcell.KeyEnter, 0)
	a.waitText("Deal 1/")
	a.key(tcell.KeyRight, 0)
	a.waitText("trick 2/8")
}
