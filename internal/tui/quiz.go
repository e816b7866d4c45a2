package tui

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// quizMenu chooses the kind of quiz.
type quizMenu struct {
	ui   *UI
	list *tview.List
	keys KeyMap
}

func newQuizMenu(u *UI) *quizMenu {
	m := &quizMenu{ui: u, list: newMenu()}
	m.list.SetBorderPadding(1, 0, 2, 2)
	m.keys = listKeys(m.list)
	m.Refresh()
	u.place(progress.Place{Screen: "quiz"})
	return m
}

func (m *quizMenu) Title() app.Key        { return "quiz.title" }
func (m *quizMenu) Root() tview.Primitive { return m.list }
func (m *quizMenu) Keys() KeyMap          { return m.keys }

func (m *quizMenu) Refresh() {
	l := m.ui.lang
	cur := m.list.GetCurrentItem()
	m.list.Clear()
	for i, k := range append([]app.QuizKind{app.Mixed}, app.QuizKindsFor(m.ui.variant())...) {
		m.list.AddItem(app.T(l, k.Name()), "", rune('1'+i), func() { m.ui.push(newQuizScreen(m.ui, k)) })
	}
	// The content's puzzles of the same kinds, written by hand with a teaching point each.
	for _, pack := range app.QuizPacks {
		k := pack.Kind
		m.list.AddItem(app.T(l, pack.Title), "", 0, func() {
			lib, _ := m.ui.library()
			var run []*puzzles.Puzzle
			for _, p := range lib.Puzzles() {
				if p.Kind == k {
					run = append(run, p)
				}
			}
			if len(run) > 0 {
				m.ui.push(newPuzzleScreen(m.ui, run, 0))
			}
		})
	}
	m.list.SetCurrentItem(cur)
}

// quizScreen asks one question at a time; the learner types numbers and Enter.
type quizScreen struct {
	ui       *UI
	q        *app.Quiz
	flex     *tview.Flex
	prompt   *tview.TextView
	table    *CardTable
	info     *tview.TextView
	input    *tview.InputField
	feedback *feedbackView
	keys     KeyMap
}

func newQuizScreen(u *UI, k app.QuizKind) *quizScreen {
	s := &quizScreen{ui: u, prompt: tview.NewTextView().SetWrap(true).SetWordWrap(true),
		info: tview.NewTextView().SetWrap(true).SetWordWrap(true), input: tview.NewInputField(),
		feedback: newFeedbackView()}
	s.table = NewCardTable(u)
	s.q = app.NewQuiz(u.variant(), k, u.nextSeed())
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.keys = append(scrollKeys(func() *feedbackView { return s.feedback }), KeyMap{
		{Key: tcell.KeyPgDn, Runes: "n", Label: "PgDn/n", Help: "key.next", Short: "key.next.short", Footer: true, Typing: true, Action: func(rune) { s.next() }},
		{Key: tcell.KeyF2, Runes: "w", Label: "w/F2", Help: "key.why", Short: "key.why.short", Footer: true, Typing: true, Action: func(rune) { s.why() }},
		{Key: tcell.KeyF3, Label: "F3", Help: "key.rule", Typing: true, Action: func(rune) { u.push(newRulesScreen(u, s.q.Q.Themes[0])) }},
		{Key: tcell.KeyEnter, Label: "Enter", Help: "key.submit", Short: "key.submit.short", Footer: true, Typing: true, Action: func(rune) { s.submit() }},
	}...)
	s.show()
	return s
}

func (s *quizScreen) Title() app.Key        { return "quiz.title" }
func (s *quizScreen) Root() tview.Primitive { return s.flex }
func (s *quizScreen) Keys() KeyMap          { return s.keys }
func (s *quizScreen) Refresh() {
	typed := s.input.GetText()
	s.show()
	s.input.SetText(typed) // back from the rules reference: keep what was typed
}

// show draws the question.
func (s *quizScreen) show() {
	l, q := s.ui.lang, &s.q.Q
	d := s.ui.display(q.Table.Face)
	hand := app.SortHand(q.Table.Hands[engine.South], q.Table.Trump)
	if q.Kind == app.QuizCount {
		hand = q.Cards
	}
	s.table.Show(q.Table, hand)
	s.layout(q.Kind)
	s.table.HideMaster = q.Kind == app.QuizWinner // the * mark would give the answer away
	s.prompt.SetText(app.T(l, q.Kind.Prompt()) + "  " + s.fieldsHint())
	s.info.SetText(strings.Join(app.QuestionInfo(l, d, q), "\n"))
	s.input.SetLabel(app.T(l, "quiz.answer") + " ")
	if !s.q.Done {
		s.input.SetText("")
		s.feedback.SetText(app.T(l, "quiz.tally", "right", s.q.Score.Right, "total", s.q.Score.Total))
	}
	s.focus()
}

// focus gives the keyboard to the answer field while the question is open and takes it back once
// answered: n, PgDn and Enter then go on, and the answer cannot be edited again.
func (s *quizScreen) focus() {
	s.input.SetDisabled(s.q.Done)
	if !s.q.Done {
		s.ui.App.SetFocus(s.input)
	} else if s.ui.App.GetFocus() == s.input {
		s.ui.App.SetFocus(s.table) // not the flex, which would hand the focus back to the field
	}
}

// layout shows the card table only for the questions about cards on the table; a score or a
// comparison of announcements is told in words and needs the room for them.
func (s *quizScreen) layout(k app.QuizKind) {
	s.flex.Clear().AddItem(s.prompt, 2, 0, false)
	switch k {
	case app.QuizWinner, app.QuizCount, app.QuizAnnounce:
		s.flex.AddItem(s.table, s.table.Height(), 0, false).AddItem(s.info, 1, 0, false)
	default:
		// The rows the lines take wrapped at 80 columns (a carré's cards or the pending reserve
		// run over one row), and one blank.
		info := strings.Join(app.QuestionInfo(s.ui.lang, s.ui.display(s.q.Q.Table.Face), &s.q.Q), "\n")
		s.flex.AddItem(s.info, wrappedRows(info, 0, 0)+1, 0, false)
	}
	s.flex.AddItem(s.input, 1, 0, true).AddItem(s.feedback, 0, 1, false)
}

func (s *quizScreen) fieldsHint() string { return app.FieldsHint(s.ui.lang, s.q.Q.Fields) }

// submit marks the typed answer; a malformed one is explained and the field stays open.
func (s *quizScreen) submit() {
	l := s.ui.lang
	if s.q.Done {
		s.next()
		return
	}
	right, err := s.q.Answer(l, s.input.GetText())
	if err != nil {
		s.feedback.SetText(err.Error())
		return
	}
	themes := make([]string, len(s.q.Q.Themes))
	for i, r := range s.q.Q.Themes {
		themes[i] = r.String()
	}
	s.ui.record(progress.Attempt{Kind: "quiz", ID: s.q.Q.Kind.Key(), Themes: themes, Right: right, Helped: s.q.Helped})
	s.feedback.Set(s.verdict(right), 1)
	s.focus()
}

// verdict says right or wrong in words, the engine's answer and how it is found.
func (s *quizScreen) verdict(right bool) []string {
	l, q := s.ui.lang, &s.q.Q
	key := app.Key("quiz.wrong")
	if right {
		key = "quiz.right"
	}
	lines := []string{app.T(l, key, "answer", q.AnswerText(l))}
	lines = append(lines, s.explanation()...)
	return append(lines, app.T(l, "quiz.tally", "right", s.q.Score.Right, "total", s.q.Score.Total)+"  "+app.T(l, "quiz.again"))
}

// explanation words how the engine's answer is found.
func (s *quizScreen) explanation() []string {
	return app.QuestionExplanation(s.ui.lang, s.ui.display(s.q.Q.Table.Face), &s.q.Q)
}

// why shows the explanation before answering, which marks the question as helped.
func (s *quizScreen) why() {
	if !s.q.Done {
		s.q.Helped = true
	}
	s.feedback.SetText(strings.Join(s.explanation(), "\n"))
}

func (s *quizScreen) next() {
	if !s.q.Done {
		return
	}
	s.q.Next()
	s.show()
}
