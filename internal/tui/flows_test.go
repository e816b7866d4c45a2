package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// The flows of issue 11 driven by keys and clicks, as a learner would: a drill session to its
// summary and "redo my mistakes", a lesson to its summary and "next lesson", the statistics'
// "practise this rule" and "review due puzzles", the retourne drawn during the bidding, and the
// bid buttons clicked.

func (hs *harness) drill() *drillScreen {
	var s *drillScreen
	hs.waitState(func() bool { s, _ = hs.ui.stack.Top().(*drillScreen); return s != nil })
	return s
}

// answerDrill answers the position on screen by its number key: wrong when the hand holds an
// illegal card and wrong is asked, else right. It returns whether the answer was wrong.
func (hs *harness) answerDrill(s *drillScreen, wrong bool) bool {
	var hand []engine.Card
	var pos app.Position
	var answered int
	hs.onLoop(func() { hand, pos, answered = s.table.Hand, s.d.Pos, s.d.Session.Score.Total })
	set := pos.Legal
	if bad := pos.Hands[engine.South] &^ pos.Legal; wrong && bad != 0 {
		set = bad
	}
	hs.runes(string(rune('1' + indexIn(hand, set))))
	hs.waitState(func() bool { return s.d.Session.Score.Total == answered+1 })
	return set != pos.Legal
}

// nextDrill presses n and waits for the next position or the summary (keys and the model's reads
// go through different queues).
func (hs *harness) nextDrill(s *drillScreen) {
	var before int
	hs.onLoop(func() { before = s.shown })
	hs.runes("n")
	hs.waitState(func() bool { return s.shown != before || s.summing })
}

func TestDrillSessionToSummaryAndRedo(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("2")
	s := hs.drill()
	hs.do(func() { s.d.Length = 4; s.redraw() }) // a short session; its flow is the same as at 20
	hs.waitFor("question 1/4")
	var missed []app.Position
	for range 4 {
		var pos app.Position
		hs.onLoop(func() { pos = s.d.Pos })
		if hs.answerDrill(s, len(missed) < 2) {
			missed = append(missed, pos)
		}
		hs.nextDrill(s)
	}
	require.NotEmpty(t, missed, "this seed must give an illegal card to try")
	scr := hs.waitFor("Session over: right ", "By rule, the weakest first:", "e: redo my mistakes")
	assert.Contains(t, scr, "wrong "+itoa(len(missed)))
	var before int
	hs.onLoop(func() { before = s.shown })
	hs.runes("e")
	hs.waitState(func() bool { return s.shown != before })
	hs.waitFor("mistakes to redo")
	for _, want := range missed {
		var pos app.Position
		hs.onLoop(func() { pos = s.d.Pos })
		assert.Equal(t, want.Hands, pos.Hands, "the mistakes come back, in order")
		assert.Equal(t, want.Trick, pos.Trick)
		hs.answerDrill(s, false)
		hs.nextDrill(s)
	}
	hs.waitFor("Session over: right "+itoa(len(missed)), "No mistake! Enter: new session")
	hs.key(tcell.KeyEnter)
	hs.waitFor("question 1/4")
}

func TestLessonToSummaryAndNextLesson(t *testing.T) {
	hs, opts := lessonsOpen(t)
	hs.do(func() { hs.ui.openLesson("follow-suit", 0) })
	var s *lessonPlayer
	hs.waitState(func() bool { s, _ = hs.ui.stack.Top().(*lessonPlayer); return s != nil })
	hs.waitFor("Following suit · step 1/")
	questions := 0
	for {
		var i int
		var over bool
		var p *puzzles.Puzzle
		hs.onLoop(func() {
			i, over = s.i, s.over
			if !over {
				p = s.steps[s.i].Puzzle
			}
		})
		if over {
			break
		}
		if p != nil {
			require.Equal(t, puzzles.KindLegal, p.Kind, "this lesson asks legal-card questions only")
			hs.tickLegal(s, p)
			questions++
		}
		hs.runes("n")
		hs.waitState(func() bool { return s.over || s.i == i+1 })
	}
	require.Positive(t, questions)
	hs.waitFor("Following suit · summary", "Questions right at the first try: "+itoa(questions)+" of "+itoa(questions),
		`Enter or n: next lesson, "Trumping"`)
	pr := readProgress(t, opts.Store.Path)
	assert.True(t, pr.Lessons["follow-suit"].Done)
	assert.Equal(t, 3, pr.Lessons["follow-suit"].Stars)
	hs.runes("n")
	hs.waitFor("Trumping · step 1/")
}

func TestStatsPractiseThisRuleAndReview(t *testing.T) {
	opts := testOptions(t, app.EN)
	lib, _ := New(opts).library()
	due := lib.Puzzles()[0]
	now := time.Now()
	require.NoError(t, opts.Store.Update(func(p *progress.Progress) {
		for i := range 6 {
			p.Record(progress.Attempt{When: now, Kind: "drill", Themes: []string{"P6"}, Right: i == 0})
		}
		p.Record(progress.Attempt{When: now.Add(-time.Hour), Kind: "puzzle", ID: due.ID, Right: false})
	}))
	hs := start(t, opts, 80, 24)
	hs.runes("8")
	hs.waitFor("Your weakest rules (at least 5 answers): P6 (16%).", "(1) Practise P6 Undertrump (16%): drills on this rule",
		"(2) Do the puzzles due for review now (1)")
	hs.runes("1")
	s := hs.drill()
	hs.waitFor("rule: P6 Undertrump")
	hs.onLoop(func() {
		assert.Equal(t, engine.P6, s.d.Filter)
		assert.Equal(t, engine.P6, s.d.Pos.Rule, "the position is one that P6 decides")
	})
	hs.key(tcell.KeyEscape)
	hs.waitFor("Do the puzzles due for review now")
	hs.runes("2")
	hs.waitState(func() bool {
		pz, ok := hs.ui.stack.Top().(*puzzleScreen)
		return ok && pz.run[pz.i].ID == due.ID
	})
}

// practiceBidding starts a game and waits for the learner's first bid; it reports false when the
// bots took before the learner could bid (the game's seed decides).
func practiceBidding(hs *harness) (*practiceScreen, bool) {
	s := hs.startPractice(false)
	hs.waitState(func() bool { return s.thinking == nil && (s.p.LearnerTurn() || s.p.Outcome != nil) })
	bidding := false
	hs.onLoop(func() { bidding = s.p.Bidding() && s.p.LearnerTurn() })
	return s, bidding
}

// biddingTable opens the practice table on a game where the learner bids first thing, trying
// seeds in order (each seed always deals the same game).
func biddingTable(t *testing.T, l app.Lang) (*harness, *practiceScreen) {
	for seed := uint64(1); seed < 20; seed++ {
		opts := testOptions(t, l)
		opts.Seed = seed
		hs := start(t, opts, 80, 24)
		if s, ok := practiceBidding(hs); ok {
			return hs, s
		}
		hs.stop()
	}
	t.Fatal("no seed lets the learner bid")
	return nil, nil
}

// TestRetourneDrawnAndBidClicked: during the bidding the retourne is a card in the middle of the
// table, the bids are buttons, a click on a hand card bids nothing, and a click on a button bids.
func TestRetourneDrawnAndBidClicked(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		t.Run(l.String(), func(t *testing.T) {
			hs, s := biddingTable(t, l)
			var retourne engine.Card
			var face engine.Face
			var round1 bool
			hs.onLoop(func() {
				retourne, face, round1 = s.p.Deal.Retourne, s.p.Variant.Face, s.p.Deal.Phase == engine.Bidding1
			})
			name := hs.ui.display(face).Card(retourne)
			scr := hs.waitFor(app.T(l, "pr.retourne") + " │" + name)
			lines := strings.Split(scr, "\n")
			for y, line := range lines {
				if strings.Contains(line, app.T(l, "pr.retourne")+" │") {
					require.Contains(t, lines[y-1], "┌───┐", "the retourne is drawn as a card")
					require.Contains(t, lines[y+1], "└───┘")
				}
			}
			take := "[1 " + app.T(l, "pr.btn.take", "suit", hs.ui.display(face).SuitSign(retourne.Suit()))
			if !round1 {
				take = "[1 "
			}
			x, y := find(t, scr, take)
			// A click on the first card of the hand does not bid.
			var bids int
			hs.onLoop(func() { bids = len(s.p.Deal.Bids) })
			cx, cy := handCorner(scr)
			click(hs, cx+2, cy+1)
			hs.do(func() {}) // the click has been handled
			hs.onLoop(func() { assert.Equal(t, bids, len(s.p.Deal.Bids), "a click on a card is no bid") })
			click(hs, x+1, y)
			hs.waitState(func() bool { return len(s.p.Deal.Bids) > bids })
			hs.onLoop(func() {
				b := s.p.Deal.Bids[bids]
				assert.Equal(t, engine.South, b.Seat)
				assert.True(t, b.Take(), "the button took")
			})
		})
	}
}

func click(hs *harness, x, y int) {
	hs.sim.InjectMouse(x, y, tcell.Button1, tcell.ModNone)
	hs.sim.InjectMouse(x, y, tcell.ButtonNone, tcell.ModNone)
}

// find returns the screen cell where text starts (its first line).
func find(t *testing.T, scr, text string) (int, int) {
	t.Helper()
	first := strings.Split(text, "\n")[0]
	for y, line := range strings.Split(scr, "\n") {
		if i := strings.Index(line, first); i >= 0 {
			return len([]rune(line[:i])), y
		}
	}
	t.Fatalf("%q is not on the screen:\n%s", first, scr)
	return 0, 0
}

// handCorner is the top-left corner of the hand's first card: the last row of card boxes.
func handCorner(scr string) (x, y int) {
	for i, line := range strings.Split(scr, "\n") {
		if j := strings.Index(line, "┌───┐"); j >= 0 {
			x, y = len([]rune(line[:j])), i
		}
	}
	return x, y
}
