package tui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
)

// screenText draws the whole app once on s and returns its text.
func screenText(u *UI, s tcell.SimulationScreen) string {
	u.drawOnce(s)
	cells, w, h := s.GetContents()
	var b strings.Builder
	for y := range h {
		for x := range w {
			if r := cells[y*w+x].Runes; len(r) > 0 {
				b.WriteRune(r[0])
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Every screen, every lesson step and every built-in puzzle draws at the minimum size and at 80x24
// in both languages, with no message key left untranslated.
func TestEveryScreenDraws(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every lesson step and puzzle")
	}
	for _, l := range []app.Lang{app.FR, app.EN} {
		for _, size := range [][2]int{{MinWidth, MinHeight}, {80, 24}} {
			opts := testOptions(t, l)
			sim := tcell.NewSimulationScreen("UTF-8")
			require.NoError(t, sim.Init())
			sim.SetSize(size[0], size[1])
			u := New(opts)
			check := func(what string) {
				text := screenText(u, sim)
				require.NotContains(t, text, "{", "%s %v %s: an unknown message key", l, size, what)
				require.Contains(t, text, "Belote", "%s %v %s", l, size, what)
			}
			open := func(what string, s Screen) {
				u.push(s)
				check(what)
				u.pop()
			}
			check("home")
			open("lessons", newLessonList(u))
			open("drill", newDrillScreen(u))
			open("puzzles", newPuzzleList(u))
			open("quiz menu", newQuizMenu(u))
			for _, k := range append(app.QuizKinds, app.Mixed) {
				open("quiz "+k.Key(), newQuizScreen(u, k))
			}
			open("calculator", newCalcScreen(u))
			open("rules", newRulesScreen(u, 0))
			open("stats", newStatsScreen(u))
			open("settings", newSettingsScreen(u))
			lib, _ := u.library()
			for _, ls := range lib.Lessons {
				p := newLessonPlayer(u, ls, 0)
				u.push(p)
				for i := range p.steps {
					p.i = i
					p.show()
					check(ls.ID + " step " + itoa(i+1))
				}
				u.pop()
			}
			all := lib.Puzzles()
			ps := newPuzzleScreen(u, all, 0)
			u.push(ps)
			for i := range all {
				ps.i = i
				ps.show()
				check(all[i].ID)
			}
			u.pop()
		}
	}
}
