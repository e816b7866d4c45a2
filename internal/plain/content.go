package plain

import (
	"context"
	"fmt"
	"strings"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// library loads the lessons and puzzles once.
func (dl *Dialogue) library() *content.Library {
	if dl.lib == nil {
		lib, probs := content.LoadAll(dl.opts.ContentDirs...)
		dl.lib = lib
		if len(probs) > 0 {
			dl.line(app.T(dl.l, "pz.problems", "n", len(probs), "ids", probs[0].String()))
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
		names[i] = dl.d.Text(ls.Title) + mark
	}
	for {
		i, err := dl.choose(app.T(l, "ls.title"), names, app.T(l, "key.back"))
		if err != nil || i < 0 {
			return err
		}
		if err := dl.lesson(lib.Lessons[i], 0); err != nil {
			return err
		}
	}
}

// lesson shows each step in turn from step from (0: the first): its text, its diagram in words,
// and its question.
func (dl *Dialogue) lesson(ls *lessons.Lesson, from int) error {
	l := dl.l
	steps := ls.StepsFor(dl.v.Name)
	if len(steps) == 0 {
		steps = ls.Steps
	}
	right, total := 0, 0
	for i, st := range steps {
		if i < from {
			continue
		}
		dl.place(progress.Place{Screen: "lesson", ID: ls.ID, Step: i})
		dl.line("\n" + app.T(l, "ls.step", "title", dl.d.Text(ls.Title), "i", i+1, "n", len(steps)))
		if t := (app.Display{Lang: l, Face: app.FaceFor(dl.opts.Settings.Face, app.StepFace(st, dl.v)), ASCII: dl.d.ASCII}).Text(st.Text); t != "" {
			dl.line(t)
		}
		if st.Diagram != nil {
			if st.Diagram.Variant != nil { // a diagram dealt in another variant says so, as an exercise does
				if note := app.DealNote(l, dl.v, st.Diagram.Variant, dl.opts.Settings.Face); note != "" {
					dl.line(note)
				}
			}
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
			line, err := dl.ask(app.T(l, "plain.lesson.next"))
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
	dl.line(app.T(l, "ls.finished", "title", dl.d.Text(ls.Title), "stars", strings.Repeat("*", stars)))
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

// puzzles plays the puzzles due for review, then those never tried nearest the learner's rating
// in their skill (app.AtLevel), then the others in pack order, until 0.
func (dl *Dialogue) puzzles() error {
	lib := dl.library()
	var run, rest []*puzzles.Puzzle
	dl.opts.Store.View(func(p *progress.Progress) {
		for _, id := range p.Due(dl.opts.Store.Now()) {
			if pz := lib.Puzzle(id); pz != nil {
				run = append(run, pz)
			}
		}
		rest = app.AtLevel(p, lib.Puzzles())
	})
	if len(run) > 0 {
		dl.line(app.T(dl.l, "pz.review", "n", len(run)))
	}
	return dl.puzzleRun(append(run, rest...))
}

// puzzleRun asks the puzzles in turn until they are done or the learner types 0.
func (dl *Dialogue) puzzleRun(run []*puzzles.Puzzle) error {
	for _, p := range run {
		if _, done, err := dl.puzzle(p, "puzzle"); err != nil || !done {
			return err
		}
	}
	return nil
}

// puzzle asks one puzzle and saves the answer; done is false when the learner typed 0.
func (dl *Dialogue) puzzle(p *puzzles.Puzzle, kind string) (right, done bool, err error) {
	l := dl.l
	s := app.NewPuzzleSessionIn(p, app.FaceFor(dl.opts.Settings.Face, p.Face()))
	_ = s.Prepare(context.Background()) // a seat puzzle's evaluation; an error shows when the answer is checked
	p = s.P
	if kind == "puzzle" {
		dl.place(progress.Place{Screen: "puzzle", ID: p.ID})
	}
	d := app.Display{Lang: dl.l, Face: p.Face(), ASCII: dl.d.ASCII}
	dl.line("")
	if s.Seen != nil { // a seat puzzle: the tricks played, in sentences (the other hands are hidden)
		for _, line := range app.SeatTrickLines(l, d, s.Seen) {
			dl.line(line)
		}
	}
	t := s.Table
	if p.Kind == puzzles.KindBid {
		t.Dealer = engine.NoSeat // the bid lines under the hand name the dealer (app.PuzzleInfo)
	}
	dl.table(t, s.Hand, handKey(p))
	for _, line := range app.PuzzleInfo(l, d, p) {
		dl.line(line)
	}
	if note := app.DealNote(l, dl.v, p.Variant, dl.opts.Settings.Face); note != "" {
		dl.line(note) // right above the question: the deal is not in the learner's variant
	}
	shown := dl.opts.Store.Now()
	for {
		line, err := dl.ask(app.PromptText(d, p) + " " + dl.howToAnswer(s))
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
		if len(at.Cards) == 1 {
			if why := s.Refusal(l, d, at.Cards[0]); why != nil { // not a try: pick again
				dl.line(strings.Join(why, "\n"))
				continue
			}
		}
		v, cerr := s.Submit(at)
		if cerr != nil {
			dl.line(app.T(l, "pz.error", "err", cerr))
			return false, true, nil
		}
		if s.Verdict == nil { // a first wrong answer: one more try before the answer
			dl.line(app.T(l, "pz.retry"))
			continue
		}
		chosen := engine.SetOf(at.Cards...)
		paras, _ := app.PuzzleFeedback(l, d, p, v, chosen)
		dl.line(strings.Join(paras, "\n"))
		dl.record(app.PuzzleAttempt(kind, s, shown, dl.opts.Store.Now()))
		return !s.Failed(), true, nil
	}
}

func handKey(p *puzzles.Puzzle) app.Key {
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
		return app.T(l, "plain.pz.legal")
	case puzzles.KindBest:
		return app.T(l, "plain.pz.best")
	}
	return app.FieldsHint(l, s.Fields())
}

// parsePuzzleAnswer reads card numbers (legal, best) or the typed answer of the other kinds.
func (dl *Dialogue) parsePuzzleAnswer(s *app.PuzzleSession, line string) (puzzles.Attempt, error) {
	if !s.Picks() {
		return s.ParseAttempt(dl.l, line)
	}
	cards, err := dl.pickCards(line, s.Hand)
	at := puzzles.Attempt{Team: engine.NoTeam, Cards: cards}
	if err != nil {
		return at, err
	}
	if s.P.Kind == puzzles.KindBest && len(at.Cards) != 1 {
		return at, fmt.Errorf("%s", app.T(dl.l, "quiz.err.count", "want", 1, "got", len(at.Cards)))
	}
	return at, nil
}

func (dl *Dialogue) save(change func(p *progress.Progress)) {
	if err := dl.opts.Store.Update(change); err != nil && dl.opts.Store.Path != "" {
		dl.line(app.T(dl.l, "progress.unsaved", "err", err))
	}
}
