package plain

import (
	"slices"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// place remembers where the learner is, for "continue where I left off": the same record as the
// screen's (progress.Progress.Last), so that either picks up where the other stopped.
func (dl *Dialogue) place(p progress.Place) {
	dl.save(func(pr *progress.Progress) { pr.Last = p })
}

// lastPlace is where the learner last was; an empty Screen when nowhere yet.
func (dl *Dialogue) lastPlace() progress.Place {
	var last progress.Place
	dl.opts.Store.View(func(p *progress.Progress) { last = p.Last })
	return last
}

// resume goes back to a place, as the screen's "continue where I left off" does: the drill, the
// quizzes, the game in progress, a lesson at its step, the puzzles from the one left; the lessons
// when the place is gone (a lesson or puzzle no longer in the library).
func (dl *Dialogue) resume(p progress.Place) error {
	lib := dl.library()
	switch p.Screen {
	case "drill":
		return dl.drill(engine.NoRule)
	case "quiz":
		return dl.quizzes()
	case "practice":
		if saved, err := dl.practiceFiles().LoadCurrent(); err == nil && saved != nil {
			return dl.play(saved)
		}
		return dl.practice()
	case "lesson":
		if ls := lib.Lesson(p.ID); ls != nil {
			return dl.lesson(ls, p.Step)
		}
	case "puzzle":
		all := lib.Puzzles()
		if i := slices.IndexFunc(all, func(pz *puzzles.Puzzle) bool { return pz.ID == p.ID }); i >= 0 {
			return dl.puzzleRun(all[i:])
		}
	}
	return dl.lessons()
}

// open runs what `belote open ID` names (app.FindTarget): a menu item, a lesson from its first
// step, or one puzzle; the menu follows.
func (dl *Dialogue) open(id string) error {
	t, err := app.FindTarget(dl.library(), id)
	switch {
	case err != nil:
		return err
	case t.Item != "":
		return dl.items()[t.Item]()
	case t.Lesson != nil:
		return dl.lesson(t.Lesson, 0)
	}
	return dl.puzzleRun([]*puzzles.Puzzle{t.Puzzle})
}
