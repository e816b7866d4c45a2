package tui

import (
	"fmt"
	"maps"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// lessonList lists the curriculum by chapter, with each lesson's completion and stars, and its
// prerequisites as advice (a lesson is never locked).
type lessonList struct {
	ui      *UI
	flex    *tview.Flex
	note    *tview.TextView
	list    *tview.List
	keys    KeyMap
	heading map[int]bool // the items that are chapter headings
}

func newLessonList(u *UI) *lessonList {
	s := &lessonList{ui: u, list: newMenu(), note: tview.NewTextView().SetWrap(true).SetWordWrap(true)}
	s.list.SetChangedFunc(func(i int, _, _ string, _ rune) { s.advise(i) })
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow).AddItem(s.list, 0, 1, true).AddItem(s.note, 3, 0, false)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.flex.SetDrawFunc(s.fit)
	s.keys = listKeys(s.list)
	for i, d := range []int{1, -1} { // ↓ and ↑ step over the chapter headings
		s.keys[i].Action = func(rune) { s.step(d) }
	}
	s.Refresh()
	return s
}

// step moves the cursor to the next lesson in direction d, over the chapter headings.
func (s *lessonList) step(d int) {
	n := s.list.GetItemCount()
	i := s.list.GetCurrentItem()
	for range n {
		i = (i + d + n) % n
		if !s.heading[i] {
			break
		}
	}
	s.list.SetCurrentItem(i)
}

func (s *lessonList) Title() app.Key        { return "ls.title" }
func (s *lessonList) Root() tview.Primitive { return s.flex }
func (s *lessonList) Keys() KeyMap          { return s.keys }

// Refresh rebuilds the list with chapter headings and each lesson's state.
func (s *lessonList) Refresh() {
	u, l := s.ui, s.ui.lang
	lib, _ := u.library()
	var done map[string]progress.Lesson
	u.store.View(func(p *progress.Progress) { done = maps.Clone(p.Lessons) })
	cur := s.list.GetCurrentItem()
	s.list.Clear()
	s.heading = map[int]bool{}
	chapter := ""
	for i, ls := range lib.Lessons {
		if ch := s.ui.contentText(ls.Chapter); ch != chapter {
			chapter = ch
			s.heading[s.list.GetItemCount()] = true
			s.list.AddItem(tview.Escape("── "+ch+" ──"), "", 0, nil) // a user chapter may hold [red]
		}
		st := done[ls.ID]
		mark := "  "
		if st.Done {
			mark = "✓ "
		} else if len(st.Steps) > 0 {
			mark = "… "
		}
		stars := strings.Repeat("★", st.Stars) + strings.Repeat("☆", 3-st.Stars)
		// The number is the lesson's place in this list, not the NN of its file: a user's lesson
		// may share an NN with a built-in one, and the plain dialogue numbers the list the same way.
		line := fmt.Sprintf("  %s%s %2d. %s", mark, stars, i+1, s.ui.contentText(ls.Title))
		if !ls.AppliesTo(u.settings.Variant) {
			line += "  " + app.T(l, "ls.othervariant")
		}
		s.list.AddItem(tview.Escape(line), "", 0, func() { u.openLesson(ls.ID, 0) })
	}
	if cur == 0 && s.list.GetItemCount() > 1 {
		cur = 1
	}
	s.list.SetCurrentItem(cur)
	s.advise(s.list.GetCurrentItem())
}

// fit gives the description box the rows its text takes at the drawn width (a summary and a long
// advice took four rows at 80×24 and the last was cut), at most half the screen's; the list keeps
// the rest. It is the flex's draw function: it keeps the padding of one column on each side (a
// draw function replaces the box's own inner rectangle).
func (s *lessonList) fit(_ tcell.Screen, x, y, w, h int) (int, int, int, int) {
	w -= 2
	rows := wrappedRows(s.note.GetText(false), textWidth(w), 0)
	s.flex.ResizeItem(s.note, min(max(rows, 3), max(h/2, 3)), 0)
	return x + 1, y, w, h
}

// advise shows the summary of the lesson under the cursor and its prerequisites not yet done.
func (s *lessonList) advise(i int) {
	u, l := s.ui, s.ui.lang
	lib, _ := u.library()
	ls := s.lessonAt(lib.Lessons, i)
	if ls == nil {
		s.note.SetText("")
		return
	}
	text := s.ui.contentText(ls.Summary)
	var missing []string
	u.store.View(func(p *progress.Progress) {
		for _, r := range ls.Requires {
			if !p.Lessons[r].Done {
				// A lesson of another variant is no prerequisite here: lesson 33 asked a classique
				// learner to read the K4 contract lesson first.
				if req := lib.Lesson(r); req != nil && req.AppliesTo(u.settings.Variant) {
					missing = append(missing, s.ui.contentText(req.Title))
				}
			}
		}
	})
	if len(missing) > 0 {
		text += "\n" + app.T(l, "ls.advice", "lessons", strings.Join(missing, ", "))
	}
	s.note.SetText(text)
}

// lessonAt returns the lesson of list item i (nil on a chapter heading).
func (s *lessonList) lessonAt(all []*lessons.Lesson, i int) *lessons.Lesson {
	k := i
	for j := range i {
		if s.heading[j] {
			k--
		}
	}
	if s.heading[i] || k < 0 || k >= len(all) {
		return nil
	}
	return all[k]
}

// openLesson opens the lesson player at a step.
func (u *UI) openLesson(id string, step int) {
	lib, _ := u.library()
	if ls := lib.Lesson(id); ls != nil {
		u.push(newLessonPlayer(u, ls, step))
	}
}

// lessonPlayer steps through a lesson: texts, card diagrams and interactive steps, back and forth.
type lessonPlayer struct {
	ui       *UI
	ls       *lessons.Lesson
	steps    []lessons.Step
	i        int
	flex     *tview.Flex
	head     *tview.TextView
	text     *feedbackView
	table    *CardTable
	pv       *puzzleView
	keys     KeyMap
	firsts   map[int]bool    // interactive steps answered right at the first try (for the stars)
	tried    map[int]bool    // interactive steps answered (a final verdict, after a retry)
	note     *tview.TextView // a diagram's deal note, when it is dealt in another variant
	noteText string          // the note shown, "" when none
	skip     bool            // PgDn was pressed once on an unanswered question: the next one skips it
	over     bool            // past the last step: the summary is shown
	result   lessonResult
}

func newLessonPlayer(u *UI, ls *lessons.Lesson, step int) *lessonPlayer {
	s := &lessonPlayer{ui: u, ls: ls, steps: ls.StepsFor(u.settings.Variant), head: tview.NewTextView(),
		text: newFeedbackView(), pv: newPuzzleView(u), note: tview.NewTextView().SetWrap(true).SetWordWrap(true).SetDynamicColors(true),
		firsts: map[int]bool{}, tried: map[int]bool{}}
	if len(s.steps) == 0 {
		s.steps = ls.Steps // a lesson meant for other variants still shows all its steps
	}
	s.i = min(max(step, 0), len(s.steps)-1)
	s.table = NewCardTable(u)
	s.pv.onDone = s.answered
	s.pv.onNext = func() { s.move(1) }
	s.flex = tview.NewFlex().SetDirection(tview.FlexRow)
	s.flex.SetBorderPadding(0, 0, 1, 1)
	s.flex.SetDrawFunc(s.fitNote)
	s.keys = append(KeyMap{
		{Key: tcell.KeyPgDn, Runes: "n", Label: "PgDn/n", Help: "key.fwd", Short: "key.fwd.short", Footer: true, Typing: true, Action: func(rune) { s.move(1) }},
		{Key: tcell.KeyPgUp, Runes: "p", Label: "PgUp/p", Help: "key.prev", Short: "key.prev.short", Footer: true, Typing: true, Action: func(rune) { s.move(-1) }},
	}, s.pv.keys()...)
	for i, b := range s.keys { // Enter answers a question, and goes on from a text or a summary
		if b.Key == tcell.KeyEnter {
			s.keys[i].Action = func(rune) {
				if s.over || s.steps[s.i].Puzzle == nil {
					s.move(1)
				} else {
					s.pv.enter()
				}
			}
		}
	}
	s.show()
	return s
}

func (s *lessonPlayer) Title() app.Key        { return "ls.title" }
func (s *lessonPlayer) Root() tview.Primitive { return s.flex }
func (s *lessonPlayer) Keys() KeyMap          { return s.keys }
func (s *lessonPlayer) Close()                { s.pv.Close() }

// ShownVariant is the variant of the step's puzzle or diagram; a text step or the summary is in
// the settings' variant.
func (s *lessonPlayer) ShownVariant() string {
	switch st := s.steps[s.i]; {
	case s.over:
	case st.Puzzle != nil:
		return st.Puzzle.Variant.Name
	case st.Diagram != nil && st.Diagram.Variant != nil:
		return st.Diagram.Variant.Name
	}
	return ""
}

// HelpNote is the note of the step's puzzle (a seat puzzle's), none on a text step.
func (s *lessonPlayer) HelpNote() string {
	if s.over || s.steps[s.i].Puzzle == nil {
		return ""
	}
	return s.pv.HelpNote()
}

// Refresh redraws the step in the current language, keeping an interactive step's answer.
func (s *lessonPlayer) Refresh() {
	if s.over {
		s.summary()
		return
	}
	if s.steps[s.i].Puzzle != nil && s.pv.s != nil {
		s.pv.redraw()
		return
	}
	s.show()
}

// show lays out the current step: its text, its diagram, or its puzzle.
func (s *lessonPlayer) show() {
	u, l := s.ui, s.ui.lang
	st := s.steps[s.i]
	u.status.SetText("")
	s.skip, s.over = false, false
	s.head.SetText(app.T(l, "ls.step", "title", u.contentText(s.ls.Title), "i", s.i+1, "n", len(s.steps)))
	s.flex.Clear().AddItem(s.head, 1, 0, false)
	s.noteText = ""
	if st.Puzzle != nil {
		s.pv.Load(st.Puzzle, st.Text)
		s.flex.AddItem(s.pv.flex, 0, 1, true)
		u.App.SetFocus(s.flex)
	} else {
		s.pv.Close() // a seat puzzle's answer still computing is not needed any more
		paras := []string{u.display(app.StepFace(st, u.variant())).Text(st.Text)}
		if s.i == len(s.steps)-1 {
			paras = append(paras, "", app.T(l, "ls.last"))
		}
		s.text.Set(paras, 1)
		if st.Diagram != nil {
			s.addDiagramNote(st.Diagram)
			t, hand := diagramTable(u, st.Diagram)
			s.table.Show(t, hand)
			s.flex.AddItem(s.table, s.table.Height(), 0, false)
		}
		s.flex.AddItem(s.text, 0, 1, false)
		u.saveProgress(func(p *progress.Progress) { p.StepDone(s.ls.ID, s.i) })
	}
	u.place(progress.Place{Screen: "lesson", ID: s.ls.ID, Step: s.i})
}

// addDiagramNote says above a diagram dealt in another variant than the learner's how that deal
// differs (app.DealNote), as an exercise, a puzzle or a review item says it above its question; in
// yellow when colours are on. fitNote gives it the rows it needs at the drawn width.
func (s *lessonPlayer) addDiagramNote(d *lessons.Diagram) {
	if d.Variant == nil {
		return
	}
	if s.noteText = s.ui.dealNote(d.Variant); s.noteText == "" {
		return
	}
	text := tview.Escape(s.noteText)
	if s.ui.colour() {
		text = "[yellow]" + text + "[-]"
	}
	s.note.SetText(text)
	s.flex.AddItem(s.note, wrappedRows(s.noteText, 0, 0), 0, false)
}

// fitNote sizes a diagram's deal note at the width the flex is drawn at. It is the flex's draw
// function: it keeps the padding of one column on each side.
func (s *lessonPlayer) fitNote(_ tcell.Screen, x, y, w, h int) (int, int, int, int) {
	if s.noteText != "" {
		s.flex.ResizeItem(s.note, wrappedRows(s.noteText, textWidth(w-2), 0), 0)
	}
	return x + 1, y, w - 2, h
}

// contentText renders a content text (a lesson's title, summary…) in the learner's language and
// the face of the learner's variant.
func (u *UI) contentText(t app.Text) string { return u.display(u.variant().Face).Text(t) }

// diagramTable turns a lesson diagram into a table (South's hand shown as the hand).
func diagramTable(u *UI, d *lessons.Diagram) (app.Table, []engine.Card) {
	v := d.Variant
	if v == nil {
		v = u.variant()
	}
	t := app.Table{Face: app.FaceFor(u.settings.Face, v.Face), Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker, Trick: d.Trick,
		Highlight: engine.SetOf(d.Highlight...)}
	if len(d.Trick) > 0 {
		t.Seats = app.TrickSeats(v.Direction, d.Leader, len(d.Trick))
	}
	for seat, cards := range d.Hands {
		t.Hands[seat], t.Open[seat] = engine.SetOf(cards...), true
	}
	return t, app.SortHand(t.Hands[engine.South], d.Trump)
}

// move goes to the next or previous step; past the last step the lesson ends with its summary,
// and from the summary on to the next lesson. An unanswered question is skipped only at a second
// press, once the learner has been told.
func (s *lessonPlayer) move(d int) {
	if s.over {
		if d > 0 {
			s.nextLesson()
		} else {
			s.over = false
			s.show()
		}
		return
	}
	if d > 0 && s.steps[s.i].Puzzle != nil && !s.tried[s.i] && !s.skip {
		s.skip = true
		s.ui.flash(app.T(s.ui.lang, "skip.unanswered"))
		return
	}
	j := s.i + d
	switch {
	case j < 0:
		return
	case j >= len(s.steps):
		s.finish()
		return
	}
	s.i = j
	s.show()
}

// answered saves an interactive step's answer; a right answer at the first try earns its star.
func (s *lessonPlayer) answered(v puzzles.Verdict, ps *app.PuzzleSession) {
	st := s.steps[s.i]
	helped := ps.Helped
	if !s.tried[s.i] {
		s.tried[s.i] = true
		s.firsts[s.i] = !ps.Failed() && !helped
	}
	themes := make([]string, len(st.Puzzle.Themes))
	for i, t := range st.Puzzle.Themes {
		themes[i] = t.String()
	}
	s.ui.record(progress.Attempt{Kind: "lesson", ID: st.Puzzle.ID, Themes: themes, Right: !ps.Failed(), Helped: helped})
	s.ui.saveProgress(func(p *progress.Progress) { p.StepDone(s.ls.ID, s.i) })
	s.ui.flash(app.T(s.ui.lang, "ls.go.on"))
}

// finish ends the lesson with its summary. It is marked done, with its stars, only when every
// question was answered: three stars when all were right at the first try, fewer for each one
// missed.
func (s *lessonPlayer) finish() {
	total, right, answered := 0, 0, 0
	for i, st := range s.steps {
		if st.Puzzle != nil {
			total++
			if s.tried[i] {
				answered++
			}
			if s.firsts[i] {
				right++
			}
		}
	}
	s.over = true
	s.result = lessonResult{total: total, right: right, answered: answered, stars: 3}
	if total > 0 {
		s.result.stars = (3*right + total - 1) / total
	}
	if answered == total {
		stars := s.result.stars
		s.ui.saveProgress(func(p *progress.Progress) { p.FinishLesson(s.ls.ID, stars) })
	}
	s.summary()
}

// lessonResult is what the summary says.
type lessonResult struct{ total, right, answered, stars int }

// summary shows how the lesson went and offers the next lesson.
func (s *lessonPlayer) summary() {
	s.pv.Close()
	u, l := s.ui, s.ui.lang
	r := s.result
	title := u.contentText(s.ls.Title)
	var paras []string
	if r.answered == r.total {
		paras = append(paras, app.T(l, "ls.finished", "title", title, "stars", strings.Repeat("★", r.stars)+strings.Repeat("☆", 3-r.stars)))
		if r.total > 0 {
			paras = append(paras, app.T(l, "ls.sum.right", "right", r.right, "total", r.total))
		}
	} else {
		paras = append(paras, app.T(l, "ls.sum.unanswered", "title", title, "n", r.total-r.answered))
	}
	if next := s.next(); next != nil {
		paras = append(paras, "", app.T(l, "ls.sum.next", "title", u.contentText(next.Title)))
	} else {
		paras = append(paras, "", app.T(l, "ls.sum.last"))
	}
	s.head.SetText(app.T(l, "ls.sum.title", "title", title))
	s.text.Set(paras, len(paras))
	s.flex.Clear().AddItem(s.head, 1, 0, false).AddItem(s.text, 0, 1, false)
	u.App.SetFocus(s.flex)
	u.status.SetText("")
}

// next is the lesson after this one in the curriculum, for the current variant (nil after the last).
func (s *lessonPlayer) next() *lessons.Lesson {
	lib, _ := s.ui.library()
	for i, ls := range lib.Lessons {
		if ls.ID != s.ls.ID {
			continue
		}
		for _, n := range lib.Lessons[i+1:] {
			if n.AppliesTo(s.ui.settings.Variant) {
				return n
			}
		}
	}
	return nil
}

// nextLesson replaces this lesson with the next one (back to the list after the last).
func (s *lessonPlayer) nextLesson() {
	next := s.next()
	u := s.ui
	u.pop()
	if next != nil {
		u.push(newLessonPlayer(u, next, 0))
	}
}
