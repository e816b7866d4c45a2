package tui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// Screens names the screens `belote open` can open directly, as the home menu's items.
func Screens() []string {
	out := make([]string, len(app.HomeItems))
	for i, it := range app.HomeItems {
		out[i] = strings.TrimPrefix(it, "home.")
	}
	return out
}

// Open opens the trainer directly on a lesson, a puzzle (by id) or a screen (lessons, drills,
// puzzles, practice…), above the home screen, so that a teacher can share "belote open
// best-partner-004". An unknown id is an error that says what exists.
func (u *UI) Open(id string) error {
	if i := slices.Index(Screens(), id); i >= 0 {
		u.push(homeScreens[app.HomeItems[i]](u))
		return nil
	}
	lib, _ := u.library()
	if ls := lib.Lesson(id); ls != nil {
		u.push(newLessonList(u))
		u.openLesson(id, 0)
		return nil
	}
	if p := lib.Puzzle(id); p != nil {
		list := newPuzzleList(u)
		u.push(list)
		u.push(newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0))
		return nil
	}
	return fmt.Errorf("no lesson, puzzle or screen %q: a screen is one of %s; `belote puzzles` lists the puzzles", id, strings.Join(Screens(), ", "))
}
