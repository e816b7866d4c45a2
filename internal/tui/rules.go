package tui

import (
	"strings"

	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
)

// rulesScreen is the rules reference: every rule id with its title and summary, and an example
// position worked out by the engine. Explanations elsewhere open it at their rule.
type rulesScreen struct {
	ui    *UI
	flex  *tview.Flex
	list  *tview.List
	text  *tview.TextView
	table *CardTable
	lines *tview.TextView
	right *tview.Flex
	keys  KeyMap
}

func newRulesScreen(u *UI, start engine.Rule) *rulesScreen {
	s := &rulesScreen{ui: u, list: newMenu(), text: tview.NewTextView().SetWrap(true).SetWordWrap(true),
		lines: tview.NewTextView().SetWrap(true).SetWordWrap(true)}
	s.table = NewCardTable(u)
	s.list.SetChangedFunc(func(i int, _, _ string, _ rune) { s.showEntry(i) })
	s.right = tview.NewFlex().SetDirection(tview.FlexRow)
	s.flex = tview.NewFlex().AddItem(s.list, 33, 0, true).AddItem(s.right, 0, 1, false)
	s.keys = listKeys(s.list)[:2]
	s.Refresh()
	for i, e := range app.ReferenceAll() {
		if e.Rule == start {
			s.list.SetCurrentItem(i)
		}
	}
	s.showEntry(s.list.GetCurrentItem())
	return s
}

func (s *rulesScreen) Title() app.Key        { return "rules.title" }
func (s *rulesScreen) Root() tview.Primitive { return s.flex }
func (s *rulesScreen) Keys() KeyMap          { return s.keys }

func (s *rulesScreen) Refresh() {
	l := s.ui.lang
	cur := s.list.GetCurrentItem()
	s.list.Clear()
	for _, e := range app.ReferenceAll() {
		s.list.AddItem(e.Rule.String()+" "+app.T(l, e.Title), "", 0, nil)
	}
	s.list.SetCurrentItem(cur)
}

// showEntry shows rule i with its example, whose answer the engine works out.
func (s *rulesScreen) showEntry(i int) {
	all := app.ReferenceAll()
	if i < 0 || i >= len(all) {
		return
	}
	l, e := s.ui.lang, all[i]
	s.text.SetText(e.Rule.String() + " · " + app.T(l, e.Title) + "\n\n" + app.T(l, e.Summary))
	s.right.Clear().AddItem(s.text, 6, 0, false)
	if e.Example == nil {
		return
	}
	d := s.ui.display(engine.French)
	t, lines := e.Example.Show(l, d)
	s.lines.SetText(app.T(l, "rules.example") + "\n" + strings.Join(lines, "\n"))
	if e.Example.Facts == nil {
		s.table.Show(t, app.SortHand(t.Hands[engine.South], t.Trump))
		s.right.AddItem(s.table, s.table.Height(), 0, false)
	}
	s.right.AddItem(s.lines, 0, 1, false)
}
