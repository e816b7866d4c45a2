package plain

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/progress"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// library loads the lessons and puzzles once.
func (dl *Dialogue) library() *content.Library {
	if dl.lib == nil {
		lib, probs := content.LoadAll(dl.opts.ContentDirs...)
		dl.lib = lib
		if len(probs) > 0 {
			dl.line(dl.l.T("pz.problems", len(probs), probs[0].String()))
		}
	}
	return dl.lib
}

// lessons lists the curriculum and steps through the lesson chosen.
func (dl *Dialogue) lessons() error {
	l := dl.l
	lib := dl.library()
	names := make([]string, len(lib.Lessons))
	for i, ls := range lib.Lessons {
		mark := ""
		dl.opts.Store.View(func(p *progress.Progress) {
			if p.Lessons[ls.ID].Done {
				mark = " ✓"
			}
		})
		names[i] = app.Txt(ls.Title).In(l) + mark
	}
	for {
		i, err := dl.choose(l.T("ls.title"), names, l.T("key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := dl.lesson(lib.Lessons[i]); err != nil {
			return err
		}
	}
}

// lesson shows each step in turn: its text, its diagram in words, and its question.
func (dl *Dialogue) lesson(ls *lessons.Lesson) error {
	l := dl.l
	steps := ls.StepsFor(dl.v.Name)
	if len(steps) == 0 {
		steps = ls.Steps
	}
	right, total := 0, 0
	for i, st := range steps {
		dl.line("\n" + l.T("ls.step", app.Txt(ls.Title).In(l), i+1, len(steps)))
		if t := app.Txt(st.Text).In(l); t != "" {
			dl.line(t)
		}
		if st.Diagram != nil {
			t, hand := diagramTable(dl.v, dl.opts.Settings.Face, st.Diagram)
			dl.table(t, hand, "plain.hand")
		}
		if st.Puzzle != nil {
			total++
			ok, done, err := dl.puzzle(st.Puzzle, "lesson")
			if err != nil || !done {
				return err
			}
			if ok {
				right++
			}
		} else {
			line, err := dl.ask(l.T("plain.lesson.next"))
			if err != nil {
				return err
			}
			if line == "0" {
				return nil
			}
		}
		dl.save(func(p *progress.Progress) { p.StepDone(ls.ID, i) })
	}
	stars := 3
	if total > 0 {
		stars = (3*right + total - 1) / total
	}
	dl.save(func(p *progress.Progress) { p.FinishLesson(ls.ID, stars) })
	dl.line(l.T("ls.finished", app.Txt(ls.Title).In(l), strings.Repeat("*", stars)))
	return nil
}

// diagramTable turns a lesson diagram into a table, drawn in the face of the settings, else the
// diagram's variant's.
func diagramTable(cur *engine.Variant, face string, d *lessons.Diagram) (app.Table, []engine.Card) {
	v := d.Variant
	if v == nil {
		v = cur
	}
	t := app.Table{Face: app.FaceFor(face, v.Face), Trump: d.Trump, Dealer: d.Dealer, Taker: d.Taker, Trick: d.Trick}
	if len(d.Trick) > 0 {
		t.Seats = app.TrickSeats(v.Direction, d.Leader, len(d.Trick))
	}
	for seat, cards := range d.Hands {
		t.Hands[seat], t.Open[seat] = engine.SetOf(cards...), true
	}
	return t, app.SortHand(t.Hands[engine.South], d.Trump)
}

// puzzles plays the puzzles due for review, then every puzzle in pack order, until 0.
func (dl *Dialogue) puzzles() error {
	lib := dl.library()
	var run []*puzzles.Puzzle
	dl.opts.Store.View(func(p *progress.Progress) {
		for _, id := range p.Due(dl.opts.Store.Now()) {
			if pz := lib.Puzzle(id); pz != nil {
				run = append(run, pz)
			}
		}
	})
	if len(run) > 0 {
		dl.line(dl.l.T("pz.review", len(run)))
	}
	for _, p := range append(run, lib.Puzzles()...) {
		if _, done, err := dl.puzzle(p, "puzzle"); err != nil || !done {
			return err
		}
	}
	return nil
}

// puzzle asks one puzzle and saves the answer; done is false when the learner typed 0.
func (dl *Dialogue) puzzle(p *puzzles.Puzzle, kind string) (right, done bool, err error) {
	l := dl.l
	p = app.PuzzleWithFace(p, app.FaceFor(dl.opts.Settings.Face, p.Face()))
	s := app.NewPuzzleSession(p)
	d := app.Display{Face: p.Face(), ASCII: dl.d.ASCII}
	dl.line("")
	dl.table(s.Table, s.Hand, handKey(p))
	for _, line := range app.PuzzleInfo(l, d, p) {
		dl.line(line)
	}
	for {
		line, err := dl.ask(app.Txt(p.Prompt).In(l) + " " + dl.howToAnswer(s))
		if err != nil {
			return false, false, err
		}
		if line == "0" {
			return false, false, nil
		}
		at, perr := dl.parsePuzzleAnswer(s, line)
		if perr != nil {
			dl.line(perr.Error())
			continue
		}
		v, cerr := s.Submit(at)
		if cerr != nil {
			dl.line(l.T("pz.error", cerr))
			return false, true, nil
		}
		if s.Verdict == nil { // a first wrong answer: one more try before the answer
			dl.line(l.T("pz.retry"))
			continue
		}
		chosen := engine.SetOf(at.Cards...)
		paras, _ := app.PuzzleFeedback(l, d, p, v, chosen)
		dl.line(strings.Join(paras, "\n"))
		themes := make([]string, len(p.Themes))
		for i, t := range p.Themes {
			themes[i] = t.String()
		}
		dl.record(progress.Attempt{Kind: kind, ID: p.ID, Themes: themes, Right: !s.Failed()})
		return !s.Failed(), true, nil
	}
}

func handKey(p *puzzles.Puzzle) string {
	if p.Kind == puzzles.KindCount {
		return "plain.cards"
	}
	return "plain.hand"
}

// howToAnswer says what to type.
func (dl *Dialogue) howToAnswer(s *app.PuzzleSession) string {
	l := dl.l
	switch s.P.Kind {
	case puzzles.KindLegal:
		return l.T("plain.pz.legal")
	case puzzles.KindBest:
		return l.T("plain.pz.best")
	}
	return app.FieldsHint(l, s.Fields())
}

// parsePuzzleAnswer reads card numbers (legal, best) or the typed answer of the other kinds.
func (dl *Dialogue) parsePuzzleAnswer(s *app.PuzzleSession, line string) (puzzles.Attempt, error) {
	if !s.Picks() {
		return s.ParseAttempt(dl.l, line)
	}
	at := puzzles.Attempt{Team: engine.NoTeam}
	for _, w := range strings.Fields(strings.ReplaceAll(line, ",", " ")) {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > len(s.Hand) {
			return at, fmt.Errorf("%s", dl.l.T("plain.badchoice", w, len(s.Hand)))
		}
		at.Cards = append(at.Cards, s.Hand[n-1])
	}
	if s.P.Kind == puzzles.KindBest && len(at.Cards) != 1 {
		return at, fmt.Errorf("%s", dl.l.T("quiz.err.count", 1, len(at.Cards)))
	}
	return at, nil
}

func (dl *Dialogue) save(change func(p *progress.Progress)) {
	if err := dl.opts.Store.Update(change); err != nil && dl.opts.Store.Path != "" {
		dl.line(dl.l.T("progress.unsaved", err))
	}
}
