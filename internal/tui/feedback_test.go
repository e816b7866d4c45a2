package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/engine/evaluate"
	"github.com/belote-trainer/belote/internal/ai/bot"
	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/internal/testkit/race"
	"github.com/belote-trainer/belote/lessons"
	"github.com/belote-trainer/belote/puzzles"
)

// fits checks one feedback state at the screen's size: the lead (verdict, teaching sentence) is on
// screen without scrolling, and every line of the text can be brought on screen with the scroll
// keys. It fails when a sentence is made longer than the screen can show.
func fits(t *testing.T, u *UI, sim tcell.SimulationScreen, fv *feedbackView, what string) {
	t.Helper()
	first := screenText(u, sim)
	_, _, w, _ := fv.GetInnerRect()
	lines, lead := fv.Lines(w)
	if len(lines) == 0 {
		return
	}
	require.Positive(t, fv.shown, "%s: the feedback has no room at all:\n%s", what, first)
	require.LessOrEqual(t, lead, fv.shown, "%s: the verdict and teaching sentence (%d lines) do not fit in %d rows without scrolling:\n%s", what, lead, fv.shown, first)
	seen := map[int]bool{}
	for top := 0; ; top++ {
		fv.top = top
		scr := first
		if top > 0 {
			scr = screenText(u, sim)
		}
		for i := fv.top; i < fv.top+fv.shown; i++ {
			if strings.Contains(scr, lines[i]) {
				seen[i] = true
			}
		}
		if fv.AtEnd() {
			break
		}
	}
	fv.top = 0
	for i, line := range lines {
		require.True(t, seen[i], "%s: line %d of the feedback never shows on screen: %q\n%s", what, i+1, line, first)
	}
}

// Every feedback state of every built-in puzzle (hidden-hand ones included, and the seat fixture of
// testdata/seat) and lesson step, of drills, quizzes and the
// practice table's end of deal with the coach, in both languages (French only under -short), at
// 80×24: the verdict and the teaching sentence come without scrolling, and every line can be
// reached (issue 11).
func TestEveryFeedbackFitsAt80x24(t *testing.T) {
	if race.Enabled {
		// Drawing every feedback state is a layout check on one goroutine: under -race it takes
		// over ten minutes and finds no race. .ci/run runs it in full without -race.
		t.Skip("layout check: run without -race (.ci/run does)")
	}
	langs := []app.Lang{app.FR, app.EN}
	if testing.Short() {
		langs = langs[:1] // about a minute per language on a busy machine: -short checks French
	}
	for _, l := range langs {
		t.Run(l.String(), func(t *testing.T) {
			sim := tcell.NewSimulationScreen("UTF-8")
			require.NoError(t, sim.Init())
			sim.SetSize(80, 24)
			opts := testOptions(t, l)
			opts.Store, _, _ = progress.Open("")         // in memory: thousands of answers, no disk
			opts.ContentDirs = []string{"testdata/seat"} // a seat puzzle beside the built-in ones
			u := New(opts)
			lib, _ := u.library()
			for _, p := range lib.Puzzles() {
				ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
				u.push(ps)
				eachPuzzleState(ps.pv, p, func(state string) { fits(t, u, sim, ps.pv.feedback, p.ID+" "+state) })
				u.pop()
			}
			for _, ls := range lib.Lessons {
				lp := lessonStepsFit(t, u, sim, ls, "")
				lp.finish()
				fits(t, u, sim, lp.text, ls.ID+" summary")
				u.pop()
			}
			drillStates(t, u, sim)
			quizStates(t, u, sim)
			practiceStates(t, u, sim)
		})
	}
}

// eachPuzzleState puts a puzzle view in each of its feedback states in turn and calls check: "why?",
// a first wrong answer (one more try), the verdict on a wrong answer, and on a right one.
func eachPuzzleState(pv *puzzleView, p *puzzles.Puzzle, check func(state string)) {
	load := func() { pv.Load(p, pv.leadText) }
	load()
	pv.why()
	check("why")
	a, err := puzzles.Answer(p)
	if err != nil {
		panic(err)
	}
	switch p.Kind {
	case puzzles.KindBest:
		for i, c := range pv.table.Hand {
			load()
			pv.pick(i)
			if !a.Best.Has(c) {
				check("retry " + c.String())
				pv.pick(i)
			}
			check("verdict " + c.String())
		}
	case puzzles.KindLegal:
		hand := engine.SetOf(p.Hand...)
		for name, ticked := range map[string]engine.Set{"right": a.Legal, "all": hand, "one": engine.SetOf(a.Legal.First()), "none": 0} {
			load()
			for range 2 { // a wrong answer is tried twice
				for _, c := range ticked.Cards() {
					pv.s.Toggle(c)
				}
				pv.answerCards(engine.NoCard)
			}
			check(name)
		}
	default:
		right := app.PuzzleAnswerText(pv.ui.lang, pv.ui.display(p.Face()), p, puzzles.Verdict{Answer: a})
		for _, text := range []string{right, wrongText(p, right)} {
			load()
			for pv.s.Verdict == nil && pv.s.Tries < 2 {
				pv.input.SetText(text)
				pv.enter()
			}
			check("typed " + text)
		}
		load()
		pv.input.SetText("x")
		pv.enter()
		check("refused")
	}
}

// wrongText changes the first number of a right answer into another one that can be right.
func wrongText(p *puzzles.Puzzle, right string) string {
	f := strings.Fields(right)
	for i, w := range f {
		n := 0
		for _, r := range w {
			if r < '0' || r > '9' {
				n = -1
				break
			}
			n = n*10 + int(r-'0')
		}
		if n < 0 {
			continue
		}
		switch {
		case p.Kind == puzzles.KindWinner:
			n = n%len(p.Trick) + 1
		case n >= 10:
			n -= 10
		default:
			n += 10
		}
		f[i] = itoa(n)
		break
	}
	return strings.Join(f, " ")
}

func drillStates(t *testing.T, u *UI, sim tcell.SimulationScreen) {
	s := newDrillScreen(u)
	u.push(s)
	for k := range 40 {
		s.d.Mode = app.DrillMode(k % 2)
		s.d.Next()
		s.show()
		hand := s.d.Hand()
		switch {
		case s.d.Mode == app.SelectLegal && k%4 == 1:
			s.answer(s.d.Submit) // nothing ticked: every legal card is missing
		case s.d.Mode == app.SelectLegal:
			for _, c := range hand {
				s.d.Toggle(c) // every card: the illegal ones are extra
			}
			s.answer(s.d.Submit)
		default:
			bad := s.d.Pos.Hands[engine.South] &^ s.d.Pos.Legal
			c := s.d.Pos.Legal.First()
			if bad != 0 && k%3 == 0 {
				c = bad.First()
			}
			s.answer(func() app.Feedback { return s.d.Play(c) })
		}
		fits(t, u, sim, s.feedback, "drill "+itoa(k))
	}
	s.summary()
	fits(t, u, sim, s.feedback, "drill summary")
	u.pop()
}

func quizStates(t *testing.T, u *UI, sim tcell.SimulationScreen) {
	for _, k := range app.QuizKinds {
		if k == app.QuizReserve { // a reserve is asked in the variants with the litige only (K7)
			was := u.settings.Variant
			u.settings.Variant = "marocaine"
			defer func() { u.settings.Variant = was }()
		}
		s := newQuizScreen(u, k)
		u.push(s)
		for i := range 6 {
			right := s.q.Q.AnswerText(u.lang)
			text := right
			if i%2 == 1 {
				text = wrongText(&puzzles.Puzzle{Kind: puzzles.KindScore}, right)
			}
			s.input.SetText(text)
			s.submit()
			fits(t, u, sim, s.feedback, "quiz "+k.Key()+" "+text)
			s.next()
		}
		u.pop()
	}
}

// practiceStates ends deals at the practice table, with announcements, and shows the coach.
func practiceStates(t *testing.T, u *UI, sim tcell.SimulationScreen) {
	bids := wrongBidText(t, u)
	for _, variant := range []string{"annonces", "classique"} {
		p, err := app.NewPractice(app.PracticeOptions{Variant: variant, Level: bot.Debutant, Coach: true, Seed: 4})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(4, 4))
		for deals := 0; deals < 3; {
			p.Start()
			for p.Outcome == nil {
				switch {
				case p.Bidding():
					require.NoError(t, p.LearnerBid(p.BidChoices()[0]))
				default:
					legal, _ := p.Deal.Legal()
					cs := legal.Cards()
					_, err := p.LearnerPlay(u.lang, cs[rng.IntN(len(cs))])
					require.NoError(t, err)
				}
			}
			if !p.Outcome.Passed {
				s := newPracticeScreen(u, p)
				u.push(s)
				// Few layouts: the words, not the figures, are what must fit.
				verdicts, err := coach.Judge(t.Context(), evaluate.New(0), coach.Moments(p.Deal, app.Learner, p.Deal.Retourne), coach.Options{Samples: 6, Seed: 1, Limit: 200})
				require.NoError(t, err)
				s.coach = app.HiddenCoachText(u.lang, u.display(p.Variant.Face), verdicts)
				s.bidLines = bids // the longest the bid coach says of one bid: a clear take passed
				s.hold = false
				s.redraw()
				fits(t, u, sim, s.msg, variant+" deal "+itoa(len(p.Log)))
				u.pop()
				p.Manual = false
				deals++
			}
			if p.Game.Over {
				break
			}
			require.NoError(t, p.NextDeal())
		}
	}
}

// wrongBidText is the bid coach's text on a pass of J 9 A of trump with two side aces: a bid the
// simulation clearly faults, worded in full.
func wrongBidText(t *testing.T, u *UI) []string {
	v := engine.MustBuiltin("classique")
	hand, _, err := engine.ParseCards("JH 9H AH AS AD")
	require.NoError(t, err)
	bid := engine.Bid{Seat: engine.South, Round: 1, Suit: engine.NoSuit}
	ms, err := coach.BidMoments(v, engine.East, engine.South, engine.SetOf(hand...), engine.MustCard("10H"), []engine.Bid{bid})
	require.NoError(t, err)
	verdicts, err := coach.JudgeBids(t.Context(), ms, coach.BidOptions{First: 20, Max: 20, Seed: 1})
	require.NoError(t, err)
	require.True(t, verdicts[0].Wrong())
	return app.BidCoachText(u.lang, u.display(v.Face), verdicts)
}

// TestLessonStepsFitAt80x24InEveryVariant draws every lesson step a learner of each other variant
// sees (the twins with variants = ["marocaine"], the deal notes, the Spanish names), as
// TestEveryFeedbackFitsAt80x24 does for classique: three marocaine lead-ins once left the
// feedback no row. -short checks the marocaine French only.
func TestLessonStepsFitAt80x24InEveryVariant(t *testing.T) {
	if race.Enabled {
		t.Skip("layout check: run without -race (.ci/run does)")
	}
	langs, variants := []app.Lang{app.FR, app.EN}, []string{"marocaine", "francaise", "annonces"}
	if testing.Short() {
		langs, variants = langs[:1], variants[:1]
	}
	for _, l := range langs {
		for _, v := range variants {
			t.Run(l.String()+"/"+v, func(t *testing.T) {
				sim := tcell.NewSimulationScreen("UTF-8")
				require.NoError(t, sim.Init())
				sim.SetSize(80, 24)
				opts := testOptions(t, l)
				opts.Store, _, _ = progress.Open("")
				opts.Settings.Variant = v
				u := New(opts)
				lib, _ := u.library()
				own := 0 // steps dealt in the learner's variant: the settings reached the player
				for _, ls := range lib.Lessons {
					lp := lessonStepsFit(t, u, sim, ls, v+" ")
					for _, st := range lp.steps {
						if st.Puzzle != nil && st.Puzzle.Variant.Name == v {
							own++
						}
					}
					u.pop()
				}
				if v != "annonces" { // annonces learners are shown the classique positions
					require.Positive(t, own, "no lesson step dealt in %s", v)
				}
			})
		}
	}
}

// lessonStepsFit pushes a player of lesson ls and checks that each of its steps, in each
// feedback state, fits the screen; it returns the player, still pushed.
func lessonStepsFit(t *testing.T, u *UI, sim tcell.SimulationScreen, ls *lessons.Lesson, prefix string) *lessonPlayer {
	lp := newLessonPlayer(u, ls, 0)
	u.push(lp)
	for i, st := range lp.steps {
		lp.i = i
		lp.show()
		what := prefix + ls.ID + " step " + itoa(i+1)
		if st.Puzzle == nil {
			fits(t, u, sim, lp.text, what)
			continue
		}
		eachPuzzleState(lp.pv, st.Puzzle, func(state string) { fits(t, u, sim, lp.pv.feedback, what+" "+state) })
	}
	return lp
}
