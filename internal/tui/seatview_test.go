package tui

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/puzzles"
)

// seatPuzzles are the hidden-hand puzzles of the library: the built-in packs' and the test
// fixture's (testdata/seat), which the options of seatUI add.
func seatPuzzles(t *testing.T, u *UI) []*puzzles.Puzzle {
	t.Helper()
	lib, probs := u.library()
	require.Empty(t, probs)
	var out []*puzzles.Puzzle
	for _, p := range lib.Puzzles() {
		if p.Kind == puzzles.KindBest && p.View == puzzles.ViewSeat {
			out = append(out, p)
		}
	}
	require.NotNil(t, lib.Puzzle("test-seat-001"), "the fixture is loaded")
	return out
}

// seatUI is a trainer drawn on a simulation screen of that size, with the seat fixture.
func seatUI(t *testing.T, l app.Lang, w, h int) (*UI, tcell.SimulationScreen) {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	require.NoError(t, sim.Init())
	sim.SetSize(w, h)
	opts := testOptions(t, l)
	opts.ContentDirs = []string{"testdata/seat"}
	return New(opts), sim
}

// hiddenCards are the cards South cannot know the place of: neither in its hand, nor played, nor
// known to be in a seat's hand.
func hiddenCards(p *puzzles.Puzzle) engine.Set {
	s := p.Seen.Unseen()
	for _, k := range p.Seen.Known {
		s &^= k
	}
	return s
}

// Before the answer, no screen of a seat puzzle names a hidden card: not the table, the trick
// record, the words under the table, the help, nor "why?" on each card; at 80×24 and 120×40, in
// both languages, and in the lesson player as in the puzzle screen. After it, the feedback may.
func TestSeatPuzzleHidesTheOtherHands(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			u, sim := seatUI(t, l, size[0], size[1])
			for _, p := range seatPuzzles(t, u) {
				d := u.display(p.Face())
				hidden := hiddenCards(p)
				check := func(what, scr string) {
					t.Helper()
					for _, c := range hidden.Cards() {
						// A whole card name, not a part of another ("1e" in "11e"), as the table and
						// the record write it ("Ro") and as the rows name it ("rey d'oros").
						for _, written := range []string{d.Card(c), d.Tag(c), d.Short(c)} {
							name := regexp.MustCompile(`(^|[^0-9A-Za-z])` + regexp.QuoteMeta(written) + `($|[^0-9A-Za-z])`)
							require.False(t, name.MatchString(scr), "%s %s %dx%d %s: hidden card %s on screen:\n%s", p.ID, l, size[0], size[1], what, written, scr)
						}
					}
				}
				ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
				u.push(ps)
				scr := screenText(u, sim)
				check("question", scr)
				for _, row := range ps.pv.tricks.Rows()[2:] {
					require.Contains(t, scr, row, "%s: the trick record is on screen", p.ID)
				}
				require.Contains(t, scr, app.T(l, "table.legend.taker"), "%s: the table says what [P] means", p.ID)
				for _, line := range app.SeatKnown(l, d, p.Seen) {
					require.Contains(t, flow(scr), flow(line), "%s: who took and the known cards are said", p.ID)
				}
				u.showHelp()
				check("help", screenText(u, sim))
				require.Contains(t, flow(screenText(u, sim)), flow(app.T(l, "help.seat"))[:30])
				u.hideHelp()
				for i := range ps.pv.table.Hand {
					ps.pv.table.Cursor = i
					ps.pv.why()
					check("why", screenText(u, sim))
				}
				u.pop()
			}
		}
	}
}

// The feedback of a seat puzzle lists every legal card with its share of layouts and its mean,
// says on how many layouts it rests, and shows the failing layout with the play after the
// tempting and the best card; the verdict names the best card.
func TestSeatFeedbackListsEveryCard(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		u, sim := seatUI(t, l, 80, 24)
		for _, p := range seatPuzzles(t, u) {
			a, err := puzzles.Answer(p)
			require.NoError(t, err)
			ps := newPuzzleScreen(u, []*puzzles.Puzzle{p}, 0)
			u.push(ps)
			d := u.display(p.Face())
			for i, c := range ps.pv.table.Hand {
				ps.pv.Load(p, app.Text{})
				ps.pv.pick(i)
				if legal, _ := p.Variant.Legal(p.Trump, engine.SetOf(ps.pv.table.Hand...), p.Trick); !legal.Has(c) { // refused, not a try
					require.Nil(t, ps.pv.s.Verdict, "%s: %s may not be played", p.ID, d.Card(c))
					require.Contains(t, ps.pv.feedback.Text(), d.Short(c))
					continue
				}
				if !a.Best.Has(c) {
					ps.pv.pick(i) // the second try shows the answer
				}
				screenText(u, sim)
				text := ps.pv.feedback.Text()
				require.Contains(t, text, d.Short(a.Best.First()))
				for _, cr := range a.Eval.Cards {
					line := app.SeatCardLine(l, d, a.Eval, cr)
					if p.Goal != nil { // a goal puzzle's share is of the layouts that make the contract
						line = app.GoalCardLine(l, d, a.Eval, cr, p.Goal)
					}
					require.Contains(t, text, line, "%s: the share and mean of %s", p.ID, d.Card(cr.Card))
				}
				require.Contains(t, text, itoa(a.Eval.Layouts))
				tempting := puzzles.Tempting(p)
				require.Contains(t, text, app.T(l, "seat.fail", "card", d.Name(tempting)))
				require.Contains(t, text, app.T(l, "seat.after", "card", d.Name(tempting)))
			}
			u.pop()
		}
	}
}

// A seat puzzle opened for the first time is evaluated off the UI goroutine: the screen says it is
// computing and takes no card meanwhile, leaving it cancels the computation (the answer is then
// still to make), and once the answer comes a card is judged.
func TestSeatPuzzleComputesOffTheScreen(t *testing.T) {
	started := make(chan struct{}, 2)
	release, cancelled := make(chan struct{}), make(chan struct{}, 1)
	opts := testOptions(t, app.FR)
	opts.ContentDirs = []string{"testdata/seat"}
	opts.Compute = func(s *app.PuzzleSession, ctx context.Context) error {
		started <- struct{}{}
		select {
		case <-release:
			return s.ComputeAnswer(ctx)
		case <-ctx.Done():
			cancelled <- struct{}{}
			return ctx.Err()
		}
	}
	hs := start(t, opts, 80, 24)
	lib, _ := hs.ui.library()
	p := lib.Puzzle("test-seat-001")
	require.False(t, puzzles.AnswerKnown(p), "a fresh library has not evaluated it")
	var ps *puzzleScreen
	open := func() {
		hs.do(func() { ps = newPuzzleScreen(hs.ui, []*puzzles.Puzzle{p}, 0); hs.ui.push(ps) })
		<-started
		hs.waitFor(app.T(app.FR, "seat.computing"))
	}
	open()
	hs.runes("1")
	hs.key(tcell.KeyEnter)
	hs.waitFor(app.T(app.FR, "seat.computing"))
	hs.onLoop(func() { require.Nil(t, ps.pv.s.Verdict, "no card is judged before the answer is known") })
	hs.key(tcell.KeyEscape)
	select {
	case <-cancelled:
	case <-time.After(deadline):
		t.Fatal("leaving the puzzle did not cancel its evaluation")
	}
	require.False(t, puzzles.AnswerKnown(p), "a cancelled evaluation keeps nothing")

	open()
	close(release)
	hs.waitState(func() bool { return !ps.pv.pending() })
	require.True(t, puzzles.AnswerKnown(p))
	require.NotContains(t, flow(hs.screen()), flow(app.T(app.FR, "seat.computing")))
	hs.runes("1")
	hs.waitState(func() bool { return ps.pv.s.Verdict != nil || ps.pv.s.Retry })
}
