package tui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// drillScreen is the endless legal-card drill: a random position from the engine, the question,
// the card table, immediate feedback with the rule, a streak and an accuracy.
type drillScreen struct {
	ui       *UI
	d        *app.Drill
	flex     *tview.Flex
	prompt   *tview.TextView
	table    *CardTable
	feedback *feedbackView
	stats    *tview.TextView
	keys     KeyMap
	shown    int  // positions shown so far (tests wait on it)
	summing  bool // the session is over: its summary is shown
	skip     bool // n was pressed once on an unanswered position
}

func newDrillScreen(u *UI) *drillScreen { return newDrillScreenOn(u, engine.NoRule) }

// newDrillScreenOn opens a drill session filtered on one row of §3 (the statistics' "practise
// this rule"), or mixed with NoRule. The best streak shown starts from the variant's best.
func newDrillScreenOn(u *UI, filter engine.Rule) *drillScreen {
	s := &drillScreen{ui: u, prompt: tview.NewTextView(), feedback: newFeedbackView(), stats: tview.NewTextView().SetWordWrap(true)}
	s.table = NewCardTable(u)
	s.table.OnPick = func(i int) { s.pick(i) }
	s.d = app.NewDrill(u.variant(), filter, app.PlayLegal, u.nextSeed())
	u.store.View(func(p *progress.Progress) { s.d.Best = p.BestStreak(s.d.Variant.Name) })
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(s.prompt, 1, 0, false).
		AddItem(s.table, CardTableHeight, 0, true).
		AddItem(s.feedback, 0, 1, false).
		AddItem(s.stats, 1, 0, false)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = s.keyMap()
	u.place(progress.Place{Screen: "drill"})
	s.show()
	return s
}

func (s *drillScreen) Title() app.Key        { return "drill.title" }
func (s *drillScreen) Root() tview.Primitive { return s.flex }
func (s *drillScreen) Keys() KeyMap          { return s.keys }
func (s *drillScreen) Refresh()              { s.redraw() }

// handKeys are the keys that move along a hand and pick cards; drills, puzzles and lessons share
// them. cards is how many cards the hand shows now, which the number keys' label follows.
func handKeys(cards func() int, move func(int), pick func(int), enter func(), why func()) KeyMap {
	return KeyMap{
		{Key: tcell.KeyLeft, Runes: "h", Label: "←/h", Help: "key.left", Action: func(rune) { move(-1) }},
		{Key: tcell.KeyRight, Runes: "l", Label: "→/l", Help: "key.right", Action: func(rune) { move(1) }},
		{Runes: "12345678", Label: "1-8", Help: "key.number", Short: "key.number.short", Footer: true, Count: cards, Action: func(r rune) { pick(int(r - '1')) }},
		{Key: tcell.KeyEnter, Label: "Enter", Help: "key.enter", Short: "key.enter.short", Footer: true, Action: func(rune) { enter() }},
		{Key: tcell.KeyF2, Runes: "w", Label: "w/F2", Help: "key.why", Short: "key.why.short", Footer: true, Typing: true, Action: func(rune) { why() }},
	}
}

func (s *drillScreen) keyMap() KeyMap {
	km := append(scrollKeys(func() *feedbackView { return s.feedback }), handKeys(func() int { return s.table.cards() }, s.move, s.pick, s.enter, s.why)...)
	return append(km,
		Binding{Runes: " ", Label: "Space", Help: "key.tick", Action: func(rune) { s.tick() }},
		Binding{Runes: "n", Label: "n", Help: "key.next", Short: "key.next.short", Footer: true, Action: func(rune) { s.next() }},
		Binding{Runes: "m", Label: "m", Help: "key.mode", Short: "key.mode.short", Footer: true, Action: func(rune) { s.switchMode() }},
		Binding{Runes: "f", Label: "f", Help: "key.filter", Short: "key.filter.short", Footer: true, Action: func(rune) { s.cycleFilter() }},
		Binding{Runes: "r", Label: "r", Help: "key.rule", Action: func(rune) { s.ui.push(newRulesScreen(s.ui, s.d.Pos.Rule)) }},
		Binding{Runes: "e", Label: "e", Help: "key.redo", Action: func(rune) { s.newSession(true) }},
	)
}

// show puts the drill's current position on the table.
func (s *drillScreen) show() {
	s.shown++
	s.skip = false
	s.table.Show(s.d.Pos.Table, s.d.Hand())
	s.table.Cursor = 0
	s.flex.ResizeItem(s.table, s.table.Height(), 0)
	s.feedback.SetText("")
	s.redraw()
}

func (s *drillScreen) redraw() {
	l := s.ui.lang
	q := app.Key("drill.q.play")
	if s.d.Mode == app.SelectLegal {
		q = "drill.q.select"
	}
	s.prompt.SetText(app.T(l, q))
	filter := s.d.FilterName(l)
	n := s.d.Session.Score.Total // the question on screen: the last answered, or the next
	if s.d.Done == nil {
		n++
	}
	count := app.T(l, "drill.progress", "i", min(n, s.d.Length), "n", s.d.Length)
	if s.d.Session.Redo {
		count = app.T(l, "drill.redoing", "n", n)
	}
	stats := app.T(l, "drill.stats", "streak", s.d.Streak, "best", s.d.Best, "right", s.d.Score.Right, "total", s.d.Score.Total, "pct", s.d.Score.Percent(), "rule", filter) + " · " + count
	s.stats.SetText(stats)
	// A rule's title can make the line longer than the screen: it then takes two rows, so that the
	// count is never cut off.
	_, _, w, _ := s.flex.GetInnerRect()
	if w < 20 {
		w = MinWidth - 2
	}
	s.flex.ResizeItem(s.stats, min(len(wrap(stats, w)), 2), 0)
	s.table.Ticked = s.d.Chosen
}

func (s *drillScreen) move(d int) {
	if n := len(s.table.Hand); n > 0 {
		s.table.Cursor = (s.table.Cursor + d + n) % n
	}
}

// pick is a number key or a click: plays the card, or ticks it in "which cards?" mode.
func (s *drillScreen) pick(i int) {
	if i < 0 || i >= len(s.table.Hand) || s.summing {
		return
	}
	s.table.Cursor = i
	if s.d.Mode == app.SelectLegal {
		s.tick()
		return
	}
	s.answer(func() app.Feedback { return s.d.Play(s.table.Hand[i]) })
}

func (s *drillScreen) enter() {
	switch {
	case s.summing || s.d.Done != nil:
		s.next()
	case s.d.Mode == app.SelectLegal:
		s.answer(s.d.Submit)
	case s.table.Cursor >= 0:
		s.pick(s.table.Cursor)
	}
}

func (s *drillScreen) tick() {
	if s.d.Mode != app.SelectLegal || s.table.Cursor < 0 || s.d.Done != nil {
		return
	}
	s.d.Toggle(s.table.Hand[s.table.Cursor])
	s.redraw()
}

// answer marks the answer, shows the verdict in words with the rule, and saves progress.
func (s *drillScreen) answer(mark func() app.Feedback) {
	if s.d.Done != nil {
		return
	}
	f := mark()
	s.table.Verdict, s.table.Judged = f.Legal, true
	d := s.ui.display(s.d.Pos.Face)
	pos := s.d.Pos
	paras, lead := app.DrillFeedback(s.ui.lang, d, pos.Deal.Variant, pos.Trump, app.SortHand(pos.Hands[engine.South], pos.Trump), pos.Trick, s.d.Mode, f)
	s.feedback.Set(append(paras, app.T(s.ui.lang, "drill.again")), lead)
	streak := s.d.Best
	s.ui.record(progress.Attempt{Kind: "drill", Themes: []string{f.Rule.String()}, Right: f.Right, Helped: s.d.Helped})
	if variant := s.d.Variant.Name; streak > 0 {
		s.ui.saveProgress(func(p *progress.Progress) { p.NoteStreak(variant, streak) })
	}
	s.redraw()
}

// why explains the card under the cursor: may it be played, and which rule says so. Asking marks
// the question as helped.
func (s *drillScreen) why() {
	if s.table.Cursor < 0 || s.table.Cursor >= len(s.table.Hand) {
		return
	}
	if s.d.Done == nil {
		s.d.Helped = true
	}
	c := s.table.Hand[s.table.Cursor]
	lines := s.ui.whyCard(s.d.Pos, c)
	s.feedback.SetText(strings.Join(lines, "\n"))
}

// next goes to the next position, or at the end of a session to its summary.
func (s *drillScreen) next() {
	s.ui.status.SetText("")
	switch {
	case s.summing:
		s.newSession(false)
		return
	case s.d.Done != nil && s.d.Over():
		s.summary()
		return
	case s.d.Done == nil && !s.skip:
		s.skip = true
		s.ui.flash(app.T(s.ui.lang, "skip.unanswered"))
		return
	}
	s.d.Next()
	s.show()
}

// summary ends a session: right, wrong, per rule, the time, and redo my mistakes.
func (s *drillScreen) summary() {
	s.summing = true
	s.table.Show(app.Table{Trump: engine.NoSuit, Dealer: engine.NoSeat, Taker: engine.NoSeat}, nil)
	s.flex.ResizeItem(s.table, 0, 0)
	lines := app.DrillSummary(s.ui.lang, s.d.Session)
	s.feedback.Set(lines, len(lines))
	s.redraw()
}

// newSession starts a session, fresh or over the mistakes of the one just ended.
func (s *drillScreen) newSession(redo bool) {
	if !s.summing {
		return
	}
	s.summing = false
	s.d.NewSession(redo)
	s.show()
}

// switchMode and cycleFilter draw a new position without an answer (a changed question or
// filter): nothing is skipped; not during a session's summary.
func (s *drillScreen) switchMode() {
	if !s.summing {
		s.d.SwitchMode()
		s.show()
	}
}

// cycleFilter steps through mixed, P1 … P8.
func (s *drillScreen) cycleFilter() {
	if !s.summing {
		s.d.CycleFilter()
		s.show()
		s.ui.flash(app.T(s.ui.lang, "drill.filter.set"))
	}
}
