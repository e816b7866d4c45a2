package content_test

import (
	"fmt"

	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/puzzles"
)

// The app loads the built-in content and the user's own in one call; problems of user files are
// shown to the user, never fatal. Every answer a learner is marked against comes from the engine.
func ExampleLoadAll() {
	getenv := func(string) string { return "" } // the app passes os.Getenv
	lib, problems := content.LoadAll(content.UserDir(getenv), "no/such/folder")
	fmt.Println(len(problems), lib.Lesson("follow-suit") != nil)

	p := lib.Puzzle("legal-overtrump-003") // an overtrump; the pack mixes in contrasts (P1, P4, P6)
	v, _ := puzzles.Check(p, puzzles.Attempt{Cards: p.Expect.Legal})
	fmt.Println(v.Correct, v.Answer.Rule)
	// Output:
	// 0 true
	// true P5
}
