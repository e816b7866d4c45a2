package tui

import (
	"math/rand/v2"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// streakScreen is the streak mode: puzzles of the learner's variant of rising rating until the
// first miss (app.Streak); the best streak of the variant is saved as soon as it is beaten, and n
// starts a new streak once one is over.
type streakScreen struct {
	ui    *UI
	s     *app.Streak
	p     *puzzles.Puzzle
	pv    *puzzleView
	flex  *tview.Flex
	head  *tview.TextView
	keys  KeyMap
	over  bool
	shown time.Time
}

func newStreakScreen(u *UI) *streakScreen {
	s := &streakScreen{ui: u, pv: newPuzzleView(u), head: tview.NewTextView().SetWrap(true).SetWordWrap(true)}
	s.pv.onDone = s.answered
	s.pv.onNext = s.next
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.head, 1, 0, false).AddItem(s.pv.flex, 0, 1, true)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = append(KeyMap{
		{Key: tcell.KeyPgDn, Runes: "n", Label: "PgDn/n", Help: "key.nextpuzzle", Short: "key.next.short", Footer: true, Typing: true, Action: func(rune) { s.next() }},
	}, s.pv.keys()...)
	s.start()
	return s
}

func (s *streakScreen) Title() app.Key        { return "streak.title" }
func (s *streakScreen) Root() tview.Primitive { return s.flex }
func (s *streakScreen) Keys() KeyMap          { return s.keys }
func (s *streakScreen) Refresh()              { s.pv.redraw(); s.say() }
func (s *streakScreen) HelpNote() string      { return s.pv.HelpNote() }
func (s *streakScreen) Close()                { s.pv.Close() }

// start begins a new streak in the learner's variant.
func (s *streakScreen) start() {
	u := s.ui
	lib, _ := u.library()
	variant := u.learnerVariant().Name
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x24))
	u.store.View(func(p *progress.Progress) { s.s = app.NewStreak(p, lib.Puzzles(), variant, rng) })
	s.over = false
	s.show(s.s.Next())
}

// next goes on: a new streak once one is over, the next puzzle once this one is answered (a
// streak is not skipped through).
func (s *streakScreen) next() {
	switch {
	case s.over || s.p == nil:
		s.start()
	case s.pv.s.Verdict != nil:
		s.show(s.s.Next())
	}
}

func (s *streakScreen) show(p *puzzles.Puzzle) {
	s.p = p
	if p == nil {
		s.over = true
		s.say()
		return
	}
	s.pv.Load(p, app.Text{})
	s.shown = s.ui.store.Now()
	s.say()
}

// say writes the head: the streak, the best, the puzzle's rating; or how the streak ended.
func (s *streakScreen) say() {
	l, st := s.ui.lang, s.s
	var text string
	switch {
	case s.p == nil && st.N > 0:
		text = app.T(l, "streak.all", "variant", st.Variant) + " " + app.T(l, "streak.again")
	case s.p == nil:
		text = app.T(l, "streak.empty") + " " + app.T(l, "streak.again")
	case s.over:
		text = app.T(l, "streak.over", "n", st.N) + " " + app.T(l, "streak.again")
	default:
		text = app.T(l, "streak.head", "n", st.N, "variant", st.Variant, "best", st.Best, "rating", st.Rating(s.p), "kind", app.KindName(l, s.p))
	}
	s.head.SetText(text)
	s.flex.ResizeItem(s.head, min(len(wrap(text, MinWidth-2)), 2), 0)
}

func (s *streakScreen) answered(_ puzzles.Verdict, ps *app.PuzzleSession) {
	u := s.ui
	u.record(app.PuzzleAttempt("puzzle", ps, s.shown, u.store.Now()))
	if ps.Failed() {
		s.over = true
		s.say()
		return
	}
	record, beaten := s.s.Solved()
	if record {
		n, variant := s.s.N, s.s.Variant
		u.saveProgress(func(p *progress.Progress) { p.NotePuzzleStreak(variant, n) })
	}
	if beaten {
		u.flash(app.T(u.lang, "streak.record", "variant", s.s.Variant, "n", s.s.N))
	}
	s.say()
}

// newMistakesScreen is "my mistakes": the puzzles missed in the last seven days, the most recent
// first, played as a run; with none, the home screen says so and stays.
func newMistakesScreen(u *UI) Screen {
	lib, _ := u.library()
	var run []*puzzles.Puzzle
	u.store.View(func(p *progress.Progress) { run = app.Missed(p, u.store.Now(), lib.Puzzle) })
	if len(run) == 0 {
		u.flash(app.T(u.lang, "mistakes.none"))
		return nil
	}
	s := newPuzzleScreen(u, run, 0)
	u.flash(app.T(u.lang, "mistakes.head", "n", len(run)))
	return s
}
