package tui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// statsScreen is the dashboard: what progress.json holds (app.DashboardText, app.StatsText) under
// the next steps it suggests:
// practise each of the weakest rules (a drill filtered on it, or its puzzles when the drill does
// not cover it) and the puzzles due for review.
type statsScreen struct {
	ui   *UI
	flex *tview.Flex
	list *tview.List
	text *feedbackView
	keys KeyMap
}

func newStatsScreen(u *UI) *statsScreen {
	s := &statsScreen{ui: u, list: newMenu(), text: newFeedbackView()}
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.list, 1, 0, true).AddItem(s.text, 0, 1, false)
	s.flex.SetBorderPadding(1, 0, 2, 2)
	page := func(d int) func(rune) { return func(rune) { s.text.Scroll(d * max(s.text.shown-1, 1)) } }
	s.keys = append(listKeys(s.list),
		Binding{Key: tcell.KeyPgDn, Label: "PgDn/PgUp", Help: "key.scroll", Short: "key.scroll.short", Footer: true, When: s.text.More, Action: page(1)},
		Binding{Key: tcell.KeyPgUp, Label: "PgUp", Help: "key.scroll", Action: page(-1)},
	)
	s.Refresh()
	return s
}

func (s *statsScreen) Title() app.Key        { return "stats.title" }
func (s *statsScreen) Root() tview.Primitive { return s.flex }
func (s *statsScreen) Keys() KeyMap          { return s.keys }

// Refresh rebuilds the text and the next steps from progress.
func (s *statsScreen) Refresh() {
	u, l := s.ui, s.ui.lang
	var text string
	var weak []app.WeakRule
	var due []string
	u.store.View(func(p *progress.Progress) {
		due = p.Due(u.store.Now())
		text = app.DashboardText(l, p, u.store.Now(), func(id string) *puzzles.Puzzle { lib, _ := u.library(); return lib.Puzzle(id) }, false) + app.StatsText(l, p, len(due))
		weak = app.WeakestRules(p, app.WeakRulesShown)
	})
	cur := s.list.GetCurrentItem()
	s.list.Clear()
	add := func(text string, do func()) {
		n := s.list.GetItemCount()
		s.list.AddItem(text, "", rune('1'+n), do)
	}
	for _, w := range weak {
		if do := s.practise(w.Rule); do != nil {
			add(app.PractiseText(l, w), do)
		}
	}
	if run := u.duePuzzles(due); len(run) > 0 {
		add(app.T(l, "stats.due.go", "n", len(run)), func() { u.push(newPuzzleScreen(u, run, 0)) })
	}
	if s.list.GetItemCount() == 0 {
		s.list.AddItem(app.T(l, "stats.nothing"), "", 0, nil)
	}
	s.list.SetCurrentItem(cur)
	s.flex.ResizeItem(s.list, s.list.GetItemCount()+1, 0)
	s.text.SetText(strings.TrimRight(text, "\n"))
}

// practise returns what "practise this rule" opens for r: a drill session filtered on it, else
// the puzzle list filtered on it when some puzzle practises it, else nil.
func (s *statsScreen) practise(r engine.Rule) func() {
	u := s.ui
	if app.Drillable(r) {
		return func() { u.push(newDrillScreenOn(u, r)) }
	}
	lib, _ := u.library()
	if !slices.ContainsFunc(lib.Puzzles(), func(p *puzzles.Puzzle) bool { return slices.Contains(p.Themes, r) }) {
		return nil
	}
	return func() {
		list := newPuzzleList(u)
		list.filter.theme = r
		list.Refresh()
		u.push(list)
	}
}

// duePuzzles are the puzzles of the ids due for review that the library holds, in order.
func (u *UI) duePuzzles(ids []string) []*puzzles.Puzzle {
	lib, _ := u.library()
	var run []*puzzles.Puzzle
	for _, id := range ids {
		if p := lib.Puzzle(id); p != nil {
			run = append(run, p)
		}
	}
	return run
}
