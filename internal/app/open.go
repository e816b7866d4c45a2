package app

import (
	"fmt"
	"slices"
	"strings"

	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// Target is what `belote open ID` opens, on the screen and in the plain dialogue alike: a home
// menu item, a lesson or a puzzle (exactly one is set).
type Target struct {
	Item   Key // a key of HomeItems
	Lesson *lessons.Lesson
	Puzzle *puzzles.Puzzle
}

// ScreenNames names the home menu items as `belote open` takes them: "lessons", "drills"…, in
// the menu's order.
func ScreenNames() []string {
	out := make([]string, len(HomeItems))
	for i, it := range HomeItems {
		out[i] = strings.TrimPrefix(string(it), "home.")
	}
	return out
}

// FindTarget finds what id names: a screen, else a lesson, else a puzzle of lib. An unknown id
// is an error that says what exists.
func FindTarget(lib *content.Library, id string) (Target, error) {
	if i := slices.Index(ScreenNames(), id); i >= 0 {
		return Target{Item: HomeItems[i]}, nil
	}
	if ls := lib.Lesson(id); ls != nil {
		return Target{Lesson: ls}, nil
	}
	if p := lib.Puzzle(id); p != nil {
		return Target{Puzzle: p}, nil
	}
	return Target{}, fmt.Errorf("no lesson, puzzle or screen %q: a screen is one of %s; `belote puzzles` lists the puzzles", id, strings.Join(ScreenNames(), ", "))
}
