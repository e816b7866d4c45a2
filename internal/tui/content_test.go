package tui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// firstLegalPuzzle returns a built-in legal puzzle where some card of the hand is not legal.
func firstLegalPuzzle(t *testing.T, u *UI) *puzzles.Puzzle {
	lib, _ := u.library()
	for _, p := range lib.Puzzles() {
		if p.Kind == puzzles.KindLegal {
			legal, _ := p.Variant.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)
			if legal != engine.SetOf(p.Hand...) {
				return p
			}
		}
	}
	t.Fatal("no legal puzzle in the built-in packs")
	return nil
}

// tickKeys are the number keys that tick the cards of s in the displayed hand.
func tickKeys(hand []engine.Card, s engine.Set) string {
	var b strings.Builder
	for i, c := range hand {
		if s.Has(c) {
			b.WriteRune(rune('1' + i))
		}
	}
	return b.String()
}

func TestLegalPuzzleRightAndWrong(t *testing.T) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("3")
	hs.waitFor("puzzles · kind: all")
	p := firstLegalPuzzle(t, hs.ui)
	legal, rule := p.Variant.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)

	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{p}, 0)) })
	hs.waitFor("Puzzle 1/1 · " + p.ID)
	var hand []engine.Card
	hs.onLoop(func() { hand = hs.ui.stack.Top().(*puzzleScreen).pv.table.Hand })
	hs.runes(tickKeys(hand, legal))
	hs.key(tcell.KeyEnter)
	hs.waitFor("Right: you ticked exactly the legal cards", "("+rule.String()+")")
	hs.key(tcell.KeyEscape)
	hs.waitFor("puzzles · kind: all")

	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, []*puzzles.Puzzle{p}, 0)) })
	hs.waitFor("Puzzle 1/1 · " + p.ID)
	bad := tickKeys(hand, engine.SetOf(p.Hand...)&^legal)[:1] // one illegal card only
	hs.runes(bad)
	hs.key(tcell.KeyEnter)
	hs.waitFor("Not quite. Try once more") // a first wrong answer: one more try, no answer shown
	hs.runes(bad)
	hs.key(tcell.KeyEnter)
	scr := hs.waitFor("Wrong: you left out ", "is extra", "Not allowed — ")
	assert.Contains(t, scr, " ✗")

	pr := readProgress(t, opts.Store.Path)
	assert.Equal(t, 10*time.Minute, pr.Review[p.ID].Due.Sub(pr.Review[p.ID].Last), "a failed puzzle comes back within the sitting")
	assert.Equal(t, 2, pr.Kinds["puzzle"].Total)

	// The failed puzzle is due again later: the list puts it first once its time comes.
	hs.key(tcell.KeyEscape)
	hs.waitFor("puzzles · kind: all")
	hs.do(func() {
		hs.ui.store.SetClock(func() time.Time { return time.Now().Add(time.Hour) })
		hs.ui.stack.Top().(*puzzleList).Refresh()
	})
	hs.waitFor("Due for review now: 1 puzzle")
}

// lessonsOpen starts the trainer in English at 80×24 and opens the lesson list from the home menu.
func lessonsOpen(t *testing.T) (*harness, Options) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("1")
	hs.waitFor("Lessons", "1. ")
	return hs, opts
}

// tickLegal answers the legal-card puzzle p shown in the lesson player s by ticking exactly its
// legal cards (keys) and Enter, and waits for the verdict.
func (hs *harness) tickLegal(s *lessonPlayer, p *puzzles.Puzzle) {
	legal, _ := p.Variant.Legal(p.Trump, engine.SetOf(p.Hand...), p.Trick)
	var hand []engine.Card
	hs.onLoop(func() { hand = s.pv.table.Hand })
	hs.runes(tickKeys(hand, legal))
	hs.key(tcell.KeyEnter)
	hs.waitFor("Right: you ticked exactly the legal cards")
}

// An interactive lesson step answered; the lesson then runs to its end and earns its stars.
func TestLessonInteractiveStep(t *testing.T) {
	hs, opts := lessonsOpen(t)
	lib, _ := hs.ui.library()
	var ls *lessons.Lesson
	step := -1
	for _, l := range lib.Lessons {
		for i, st := range l.StepsFor("classique") {
			if st.Puzzle != nil && st.Puzzle.Kind == puzzles.KindLegal && ls == nil {
				ls, step = l, i
			}
		}
	}
	require.NotNil(t, ls)
	hs.do(func() { hs.ui.openLesson(ls.ID, step) })
	hs.waitFor(ls.Title[explain.English], "step "+itoa(step+1)+"/")
	var s *lessonPlayer
	hs.onLoop(func() { s = hs.ui.stack.Top().(*lessonPlayer) })
	hs.tickLegal(s, ls.StepsFor("classique")[step].Puzzle)

	pr := readProgress(t, opts.Store.Path)
	assert.Contains(t, pr.Lessons[ls.ID].Steps, step)
	assert.Equal(t, 1, pr.Kinds["lesson"].Right)

	// Opened at this step, the lesson's other questions are unanswered: its end says so, and it
	// is not marked done.
	n := len(ls.StepsFor("classique"))
	for range n - step {
		hs.key(tcell.KeyPgDn)
	}
	hs.waitFor("gone through but not finished", "Go back (PgUp)")
	pr = readProgress(t, opts.Store.Path)
	assert.False(t, pr.Lessons[ls.ID].Done)
}

func itoa(n int) string { return strconv.Itoa(n) }

// The arrows step over the chapter headings, and Enter opens the lesson under the cursor with its
// summary and advice shown below the list.
func TestLessonListNavigation(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("1")
	hs.waitFor("Lessons", "1. ")
	lib, _ := hs.ui.library()
	for range 5 {
		hs.key(tcell.KeyDown)
	}
	sixth := lib.Lessons[5]
	hs.waitFor(sixth.Summary[explain.English][:20], " 6. "+sixth.Title[explain.English])
	hs.key(tcell.KeyEnter)
	hs.waitFor(sixth.Title[explain.English] + " · step 1/")
}

// "Continue where I left off" reopens the last puzzle.
func TestContinuePuzzle(t *testing.T) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("3")
	hs.waitFor("puzzles · kind: all", "At your level: ")
	hs.key(tcell.KeyDown) // past "At your level", the first item of a fresh home
	hs.key(tcell.KeyDown)
	hs.key(tcell.KeyEnter)
	scr := hs.waitFor("Puzzle 2/")
	hs.stop()

	hs2 := start(t, opts, 80, 24)
	hs2.waitFor("Continue where I left off")
	hs2.runes("c")
	line := strings.Split(strings.Split(scr, "Puzzle 2/")[1], "\n")[0]
	hs2.waitFor("Puzzle 2/" + line)
}

// The list numbers the lessons by their place, 1 to N, each once and in curriculum order, even
// when a user's lesson file shares its NN with a built-in one (05-house-notes beside 05-deal).
func TestLessonListNumbersEachLessonOnce(t *testing.T) {
	opts := testOptions(t, app.EN)
	opts.ContentDirs = []string{"testdata/lesson"}
	u := New(opts)
	lib, _ := u.library()
	require.NotNil(t, lib.Lesson("house-notes"), "the user's lesson is loaded")
	s := newLessonList(u)
	var titles []string
	for i := range s.list.GetItemCount() {
		if !s.heading[i] {
			text, _ := s.list.GetItemText(i)
			titles = append(titles, text)
		}
	}
	require.Len(t, titles, len(lib.Lessons))
	for i, ls := range lib.Lessons {
		assert.Contains(t, titles[i], fmt.Sprintf("%2d. %s", i+1, ls.Title[explain.English]), "lesson %s", ls.ID)
	}
	assert.Equal(t, "house-notes", lib.Lessons[5].ID, "05-house-notes follows 05-deal (NN, then id)")
}

// belote open ID: a puzzle by id, a lesson, a screen; an unknown id says what exists.
func TestOpen(t *testing.T) {
	u := New(testOptions(t, app.EN))
	require.NoError(t, u.Open("best-partner-001"))
	ps, ok := u.stack.Top().(*puzzleScreen)
	require.True(t, ok)
	require.Equal(t, "best-partner-001", ps.run[0].ID)
	require.NoError(t, u.Open("cards"))
	lp, ok := u.stack.Top().(*lessonPlayer)
	require.True(t, ok)
	require.Equal(t, "cards", lp.ls.ID)
	require.NoError(t, u.Open("practice"))
	_, ok = u.stack.Top().(*practiceMenu)
	require.True(t, ok)
	require.ErrorContains(t, u.Open("nope-001"), `no lesson, puzzle or screen "nope-001"`)
}

// The description box under the lesson list shows its whole text at 80×24 (lesson 33's advice
// lost its last row), and the advice names only the prerequisites of the learner's variant
// (lesson 33 asked a classique learner for the K4 contract lesson, and a marocaine one for K3's).
func TestLessonAdviceFitsAndKeepsToTheVariant(t *testing.T) {
	for _, f := range []struct{ variant, want, not string }{
		{"classique", "contract-threshold", "contract-beat-defence"},
		{"marocaine", "contract-beat-defence", "contract-threshold"},
	} {
		t.Run(f.variant, func(t *testing.T) {
			opts := testOptions(t, app.FR)
			opts.Settings.Variant = f.variant
			hs := start(t, opts, 80, 24)
			hs.runes("1")
			hs.waitFor("Leçons", "1. ")
			lib, _ := hs.ui.library()
			var s *lessonList
			hs.do(func() {
				s = hs.ui.stack.Top().(*lessonList)
				for i := range s.list.GetItemCount() {
					if ls := s.lessonAt(lib.Lessons, i); ls != nil && ls.ID == "playing-to-the-score" {
						s.list.SetCurrentItem(i)
					}
				}
			})
			want, not := lib.Lesson(f.want).Title[explain.French], lib.Lesson(f.not).Title[explain.French]
			advice := app.T(app.FR, "ls.advice", "lessons", want+", "+lib.Lesson("goal-of-a-deal").Title[explain.French])
			scr := hs.waitFor(advice)
			note := scr[strings.Index(scr, "Ce qui compte"):]
			assert.NotContains(t, flow(note), not, "the advice names a lesson of another variant")
		})
	}
}
