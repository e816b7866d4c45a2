package tui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// calcScreen is the score calculator: a form on the left, the cards of the announcements picked on
// a card grid on the right, and the engine's score with its breakdown below, recomputed at every
// change. The learner never types a card code: announcements are picked card by card (mouse or
// keys), as South picks cards in lessons and puzzles.
type calcScreen struct {
	ui     *UI
	c      *app.Calculator
	flex   *tview.Flex
	form   *tview.Form
	grid   *cardGrid
	result *feedbackView // the score and its breakdown, scrolled with PgUp/PgDn when it does not fit
	drops  []*tview.DropDown
	notice string // why the last pick was refused, shown above the score (it may need two lines)
}

var (
	calcTeams    = []engine.Team{engine.NS, engine.EW}
	calcOptTeams = []engine.Team{engine.NoTeam, engine.NS, engine.EW}
	calcTrumps   = []string{"S", "H", "D", "C"}
)

// calcFormWidth is the width of the form; the grid takes the rest (8 cards of 5 cells).
const calcFormWidth = 32

func newCalcScreen(u *UI) *calcScreen {
	s := &calcScreen{ui: u, c: app.NewCalculator(u.settings.Variant), result: newFeedbackView()}
	s.grid = newCardGrid(s)
	s.flex = tview.NewFlex()
	s.build()
	return s
}

func (s *calcScreen) Title() app.Key        { return "calc.title" }
func (s *calcScreen) ShownVariant() string  { return s.c.Variant }
func (s *calcScreen) Root() tview.Primitive { return s.flex }

// Keys: Tab and Shift-Tab go from field to field and on to the card grid (in a text field too);
// the grid's keys apply while it has focus.
func (s *calcScreen) Keys() KeyMap {
	var km KeyMap
	if s.grid.HasFocus() {
		move := func(dx, dy int) func(rune) { return func(rune) { s.grid.move(dx, dy) } }
		km = KeyMap{
			{Runes: " ", Label: "Space", Help: "calc.key.pick", Short: "calc.key.pick.short", Footer: true, Action: func(rune) { s.pick(s.grid.card()) }},
			{Key: tcell.KeyEnter, Label: "Enter", Help: "calc.key.announce", Short: "calc.key.announce.short", Footer: true, Action: func(rune) { s.announce() }},
			{Runes: "t", Label: "t", Help: "calc.key.team", Short: "calc.key.team.short", Footer: true, Action: func(rune) { s.switchTeam() }},
			{Key: tcell.KeyLeft, Runes: "h", Label: "←/h", Help: "calc.key.move", Action: move(-1, 0)},
			{Key: tcell.KeyRight, Runes: "l", Label: "→/l", Help: "calc.key.move", Action: move(1, 0)},
			{Key: tcell.KeyUp, Runes: "k", Label: "↑/k", Help: "calc.key.move", Action: move(0, -1)},
			{Key: tcell.KeyDown, Runes: "j", Label: "↓/j", Help: "calc.key.move", Action: move(0, 1)},
			{Key: tcell.KeyDelete, Runes: "x", Label: "x/Del", Help: "calc.key.clear", Action: func(rune) { s.clear() }},
		}
	}
	more := func() bool { return s.result.More() }
	scroll := func(d int) func(rune) { return func(rune) { s.result.Scroll(d) } }
	return append(km,
		Binding{Key: tcell.KeyTab, Label: "Tab", Help: "calc.key.next", Short: "calc.key.next.short", Footer: true, Typing: true, Action: func(rune) { s.tab(1) }},
		Binding{Key: tcell.KeyBacktab, Label: "Shift-Tab", Help: "calc.key.prev", Typing: true, Action: func(rune) { s.tab(-1) }},
		Binding{Key: tcell.KeyPgDn, Label: "PgUp/PgDn", Help: "calc.key.scroll", Short: "key.scroll.short", Footer: true, When: more, Typing: true, Action: scroll(5)},
		Binding{Key: tcell.KeyPgUp, Label: "PgUp/PgDn", Help: "calc.key.scroll", Typing: true, Action: scroll(-5)},
	)
}

// Modal: an open drop-down list takes every key (Esc closes it rather than leaving the screen).
func (s *calcScreen) Modal() bool {
	for _, d := range s.drops {
		if d.IsOpen() {
			return true
		}
	}
	return false
}

func (s *calcScreen) Refresh() { s.build() }

// build lays out the form in the current language.
func (s *calcScreen) build() {
	focused := -1 // the field that had the focus keeps it in the new form
	if s.form != nil {
		focused, _ = s.form.GetFocusedItemIndex()
	}
	l := s.ui.lang
	d := s.display() // the trump chooser offers the variant's own suits (C1)
	teamNames := func(ts []engine.Team) []string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = app.TeamName(l, t)
		}
		return out
	}
	trumpNames := make([]string, len(calcTrumps))
	for i, t := range calcTrumps {
		su, _, _ := engine.ParseSuit(t)
		trumpNames[i] = d.SuitSign(su) + " " + d.SuitName(su)
	}
	s.form = tview.NewForm()
	s.drops = nil
	drop := func(label app.Key, opts []string, cur int, set func(i int)) {
		dd := tview.NewDropDown().SetLabel(app.T(l, label)).SetOptions(opts, func(_ string, i int) {
			if i >= 0 {
				set(i)
				s.compute()
			}
		})
		dd.SetCurrentOption(cur)
		s.drops = append(s.drops, dd)
		s.form.AddFormItem(dd)
	}
	drop("calc.variant", engine.BuiltinNames, indexOf(engine.BuiltinNames, s.c.Variant), func(i int) {
		face := s.face()
		s.c.Variant = engine.BuiltinNames[i]
		if s.face() != face { // the suits change names: rebuild the form once the list has closed
			s.ui.post(s.build)
		}
	})
	drop("calc.trump", trumpNames, indexOf(calcTrumps, s.c.Trump), func(i int) { s.c.Trump = calcTrumps[i] })
	drop("calc.taker", teamNames(calcTeams), teamIndex(calcTeams, s.c.Taker), func(i int) { s.c.Taker = calcTeams[i] })
	s.form.AddInputField(app.T(l, "calc.points"), s.c.PointsNS, 5, nil, func(text string) { s.c.PointsNS = text; s.compute() })
	drop("calc.belote", teamNames(calcOptTeams), teamIndex(calcOptTeams, s.c.Belote), func(i int) { s.c.Belote = calcOptTeams[i] })
	drop("calc.capot", teamNames(calcOptTeams), teamIndex(calcOptTeams, s.c.Capot), func(i int) { s.c.Capot = calcOptTeams[i] })
	s.form.SetItemPadding(0).SetBorderPadding(0, 0, 1, 1)
	help := tview.NewTextView().SetWrap(true).SetWordWrap(true).SetText(" " + app.T(l, "calc.help"))
	top := tview.NewFlex().AddItem(s.form, calcFormWidth, 0, true).AddItem(s.grid, 0, 1, false)
	s.flex.Clear().SetDirection(tview.FlexRow).AddItem(top, cardGridHeight, 0, true).
		AddItem(help, 1, 0, false).AddItem(s.result, 0, 1, false)
	if focused >= 0 {
		s.focus(focused)
	}
	s.compute()
}

// face is the face of the variant chosen in the form.
func (s *calcScreen) face() engine.Face {
	if v, ok := engine.Builtin(s.c.Variant); ok {
		return v.Face
	}
	return engine.French
}

// display names cards in the chosen variant's face (or the settings' face).
func (s *calcScreen) display() app.Display { return s.ui.display(s.face()) }

// tab moves the focus by step along the form's fields and the card grid, in a ring.
func (s *calcScreen) tab(step int) {
	n := s.form.GetFormItemCount() + 1 // the grid is the last stop
	at := n - 1
	if !s.grid.HasFocus() {
		at, _ = s.form.GetFocusedItemIndex()
	}
	s.focus(((at+step)%n + n) % n)
}

// focus gives the focus to field i of the form, or to the grid after the last field.
func (s *calcScreen) focus(i int) {
	if i >= s.form.GetFormItemCount() {
		s.ui.App.SetFocus(s.grid)
	} else {
		s.form.SetFocus(i)
		s.ui.App.SetFocus(s.form)
	}
	s.ui.chrome() // the footer shows the grid's keys only while it has focus
}

// pick picks a card of the grid for the announcement being made, or puts it back.
func (s *calcScreen) pick(c engine.Card) {
	if !s.announcements() {
		return
	}
	s.say(s.c.Pick(c))
}

// say shows why a pick was refused, or clears the last reason (err nil), and recomputes.
func (s *calcScreen) say(err error) {
	s.notice = ""
	if err != nil {
		s.notice = "! " + app.CalcMessage(s.ui.lang, s.display(), err)
	}
	s.compute()
}

// announce adds the picked cards as one announcement of the team being picked.
func (s *calcScreen) announce() {
	if !s.announcements() {
		return
	}
	s.say(s.c.Announce())
}

func (s *calcScreen) switchTeam() {
	s.c.SwitchTeam()
	s.say(nil)
}

func (s *calcScreen) clear() {
	s.c.ClearDeclarations(s.c.Team)
	s.c.Picked = 0
	s.say(nil)
}

// announcements reports whether the chosen variant has announcements, and says so when not (A1).
func (s *calcScreen) announcements() bool {
	if v, ok := engine.Builtin(s.c.Variant); ok && !v.Announcements {
		s.say(&app.PickError{Key: "calc.noann"})
		return false
	}
	return true
}

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return 0
}

func teamIndex(ts []engine.Team, t engine.Team) int {
	for i, v := range ts {
		if v == t {
			return i
		}
	}
	return 0
}

// compute asks the engine for the score of the form and shows it with its breakdown.
func (s *calcScreen) compute() {
	l := s.ui.lang
	var lines []string
	if s.notice != "" {
		lines = append(lines, s.notice)
	}
	score, facts, err := s.c.Compute()
	if err != nil {
		msg := app.CalcMessage(l, s.display(), err)
		if ce, ok := err.(*app.CalcError); ok {
			msg = app.T(l, ce.Field) + " " + app.CalcMessage(l, s.display(), ce.Err)
		}
		s.result.Set(append(lines, app.T(l, "calc.error", "err", msg)), 0)
		return
	}
	v, _ := engine.Builtin(s.c.Variant)
	lines = append(lines, "── "+app.T(l, "calc.score", "ns", score.Points[engine.NS], "ew", score.Points[engine.EW])+" ──")
	lines = append(lines, s.ui.breakdown(v, facts, score)...)
	s.result.Set(lines, 0)
}
