package tui

import (
	"strings"

	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// calcScreen is the score calculator: a form on the left, the engine's score and its breakdown on
// the right, recomputed at every change.
type calcScreen struct {
	ui     *UI
	c      *app.Calculator
	flex   *tview.Flex
	form   *tview.Form
	result *tview.TextView
	drops  []*tview.DropDown
}

var (
	calcTeams    = []engine.Team{engine.NS, engine.EW}
	calcOptTeams = []engine.Team{engine.NoTeam, engine.NS, engine.EW}
	calcTrumps   = []string{"S", "H", "D", "C"}
)

func newCalcScreen(u *UI) *calcScreen {
	s := &calcScreen{ui: u, c: app.NewCalculator(u.settings.Variant), result: tview.NewTextView().SetWrap(true).SetWordWrap(true)}
	s.flex = tview.NewFlex()
	s.build()
	return s
}

func (s *calcScreen) Title() string         { return "calc.title" }
func (s *calcScreen) Root() tview.Primitive { return s.flex }
func (s *calcScreen) Keys() KeyMap          { return nil }

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
	l := s.ui.lang
	d := s.ui.display(s.face()) // the trump chooser offers the variant's own suits (C1)
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
	drop := func(label string, opts []string, cur int, set func(i int)) {
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
	input := func(label, value string, width int, set func(string)) {
		s.form.AddInputField(app.T(l, label), value, width, nil, func(text string) { set(text); s.compute() })
	}
	drop("calc.variant", engine.BuiltinNames, indexOf(engine.BuiltinNames, s.c.Variant), func(i int) {
		face := s.face()
		s.c.Variant = engine.BuiltinNames[i]
		if s.face() != face { // the suits change names: rebuild the form once the list has closed
			go s.ui.App.QueueUpdateDraw(s.build)
		}
	})
	drop("calc.trump", trumpNames, indexOf(calcTrumps, s.c.Trump), func(i int) { s.c.Trump = calcTrumps[i] })
	drop("calc.taker", teamNames(calcTeams), teamIndex(calcTeams, s.c.Taker), func(i int) { s.c.Taker = calcTeams[i] })
	input("calc.points", s.c.PointsNS, 5, func(t string) { s.c.PointsNS = t })
	drop("calc.belote", teamNames(calcOptTeams), teamIndex(calcOptTeams, s.c.Belote), func(i int) { s.c.Belote = calcOptTeams[i] })
	drop("calc.capot", teamNames(calcOptTeams), teamIndex(calcOptTeams, s.c.Capot), func(i int) { s.c.Capot = calcOptTeams[i] })
	input("calc.decl.ns", s.c.DeclNS, 24, func(t string) { s.c.DeclNS = t })
	input("calc.decl.ew", s.c.DeclEW, 24, func(t string) { s.c.DeclEW = t })
	s.form.SetItemPadding(0).SetBorderPadding(0, 0, 1, 1)
	help := tview.NewTextView().SetWrap(true).SetWordWrap(true).SetText(app.T(l, "calc.help"))
	top := tview.NewFlex().AddItem(s.form, 44, 0, true).AddItem(help, 0, 1, false)
	s.flex.Clear().SetDirection(tview.FlexRow).AddItem(top, 9, 0, true).AddItem(s.result, 0, 1, false)
	s.compute()
}

// face is the face of the variant chosen in the form.
func (s *calcScreen) face() engine.Face {
	if v, ok := engine.Builtin(s.c.Variant); ok {
		return v.Face
	}
	return engine.French
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
	score, facts, err := s.c.Compute()
	if err != nil {
		msg := err.Error()
		if ce, ok := err.(*app.CalcError); ok {
			msg = app.T(l, ce.Field) + " " + msg
		}
		s.result.SetText(app.T(l, "calc.error", "err", msg))
		return
	}
	v, _ := engine.Builtin(s.c.Variant)
	lines := []string{"── " + app.T(l, "calc.score", "ns", score.Points[engine.NS], "ew", score.Points[engine.EW]) + " ──"}
	lines = append(lines, s.ui.breakdown(v, facts, score)...)
	s.result.SetText(strings.Join(lines, "\n"))
}
