package tui

import (
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// Screens names the screens `belote open` can open directly, as the home menu's items.
func Screens() []string { return app.ScreenNames() }

// Open opens the trainer directly on a lesson, a puzzle (by id) or a screen (lessons, drills,
// puzzles, practice…), above the home screen, so that a teacher can share "belote open
// best-partner-004". An unknown id is an error that says what exists (app.FindTarget).
func (u *UI) Open(id string) error {
	lib, _ := u.library()
	t, err := app.FindTarget(lib, id)
	switch {
	case err != nil:
		return err
	case t.Item != "":
		if sc := homeScreens[t.Item](u); sc != nil {
			u.push(sc)
		}
	case t.Lesson != nil:
		u.push(newLessonList(u))
		u.openLesson(id, 0)
	default:
		u.push(newPuzzleList(u))
		u.push(newPuzzleScreen(u, []*puzzles.Puzzle{t.Puzzle}, 0))
	}
	return nil
}
