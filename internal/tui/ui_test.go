package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

func TestHomeGolden(t *testing.T) {
	for _, l := range []app.Lang{app.FR, app.EN} {
		t.Run(l.String(), func(t *testing.T) {
			hs := start(t, testOptions(t, l), 80, 24)
			hs.golden("home-"+l.String(), hs.waitFor(app.T(l, "home.drills")))
		})
	}
}

// A drill answered right, then wrong: the verdict in words and the rule that decided.
func TestDrillRightAndWrong(t *testing.T) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("2")
	hs.waitFor("Your turn: play a legal card.")
	var pos app.Position
	var hand []engine.Card
	hs.onLoop(func() {
		s := hs.ui.stack.Top().(*drillScreen)
		pos, hand = s.d.Pos, s.table.Hand
	})
	right := indexIn(hand, pos.Legal)
	hs.runes(string(rune('1' + right)))
	scr := hs.waitFor("Right:", "Legal cards:", "("+pos.Rule.String()+")")
	assert.Contains(t, scr, " ✓")

	// Next positions until one has an illegal card, then play it. An unanswered position is
	// skipped at the second n only.
	for next := "n"; ; next = "nn" {
		var before, now int
		hs.onLoop(func() { before = hs.ui.stack.Top().(*drillScreen).shown })
		hs.runes(next)
		for now == 0 || now == before { // wait until the key has drawn a new position
			hs.onLoop(func() {
				s := hs.ui.stack.Top().(*drillScreen)
				pos, hand, now = s.d.Pos, s.table.Hand, s.shown
			})
		}
		if pos.Legal != pos.Hands[engine.South] {
			break
		}
	}
	wrong := indexIn(hand, pos.Hands[engine.South]&^pos.Legal)
	hs.runes(string(rune('1' + wrong)))
	scr = hs.waitFor("Wrong:", "Legal cards:", "Streak 0 (best 1) · right 1/2")
	assert.Contains(t, scr, " ✗")

	p := readProgress(t, opts.Store.Path)
	assert.Equal(t, progress.Tally{Right: 1, Total: 2}, p.Kinds["drill"], "every answer is saved at once")
	assert.Equal(t, 1, p.BestStreak("classique"), "the best streak is kept for the variant played")
}

func indexIn(hand []engine.Card, s engine.Set) int {
	for i, c := range hand {
		if s.Has(c) {
			return i
		}
	}
	return -1
}

// "why?" explains the card under the cursor and marks the question as helped.
func TestDrillWhy(t *testing.T) {
	opts := testOptions(t, app.FR)
	hs := start(t, opts, 80, 24)
	hs.runes("2")
	hs.waitFor("joue une carte permise")
	hs.runes("w")
	scr := hs.waitFor("ermis — ")
	assert.Regexp(t, "(Permis|Interdit) — ", scr)
	var helped bool
	hs.onLoop(func() { helped = hs.ui.stack.Top().(*drillScreen).d.Helped })
	assert.True(t, helped)
}

func TestScoreQuiz(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("5")
	hs.waitFor("What does each team score?")
	hs.runes("6")
	hs.waitFor("What does each team score for this deal?", "Trick points: NS")
	var answer string
	hs.onLoop(func() { answer = hs.ui.stack.Top().(*quizScreen).q.Q.AnswerText(app.EN) })
	hs.runes("1")
	hs.key(tcell.KeyEnter)
	hs.waitFor(`Answer in the form "NS EW made/failed/litige", for instance "82 80 made".`)
	hs.key(tcell.KeyBackspace2)
	hs.runes(answer)
	hs.key(tcell.KeyEnter)
	hs.waitFor("Right! The answer is "+answer, "Score of the deal: NS")
	// The field has given up the keyboard: n goes on, and is not typed into it.
	hs.runes("n")
	hs.waitState(func() bool { return !hs.ui.stack.Top().(*quizScreen).q.Done })
	scr := hs.waitFor("Right: 1/1.", "Answer:")
	assert.NotContains(t, scr, "Answer: n")
}

func TestCalculator(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("6")
	hs.waitFor("NS scores 90, EW scores 72.", "(K5)")
	for range 3 { // variant, trump, takers, then the trick points
		hs.key(tcell.KeyTab)
	}
	hs.key(tcell.KeyCtrlU)
	hs.runes("70")
	scr := hs.waitFor("NS scores 0, EW scores 162.", "(K6)")
	assert.Contains(t, scr, "(K3)")
	hs.key(tcell.KeyCtrlU)
	hs.runes("200")
	hs.waitFor("Cannot score this: Trick points", `"200"`)
}

func TestSettingsPersist(t *testing.T) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("9")
	hs.waitFor("Variant: classique")
	hs.key(tcell.KeyEnter)
	hs.waitFor("Variant: annonces", "Settings saved.", "variant: annonces")
	hs.runes("j")
	hs.key(tcell.KeyEnter)
	hs.waitFor("Langue\u00a0: français", "Réglages enregistrés.")
	hs.stop()

	s, _, dmg, err := progress.LoadSettings(opts.SettingsPath)
	require.NoError(t, err)
	require.Nil(t, dmg)
	assert.Equal(t, "annonces", s.Variant)
	assert.Equal(t, "fr", s.Lang)

	again := opts
	again.Settings = s
	again.Lang = app.ChooseLang("", func(string) string { return "" }, s.Lang)
	hs2 := start(t, again, 80, 24)
	hs2.waitFor("variante\u00a0: annonces", "Exercices")
}

func TestProgressSurvivesRestart(t *testing.T) {
	opts := testOptions(t, app.EN)
	hs := start(t, opts, 80, 24)
	hs.runes("2")
	hs.waitFor("Your turn")
	hs.runes("1")
	hs.waitFor("Legal cards:")
	hs.stop()

	store, dmg, err := progress.Open(opts.Store.Path)
	require.NoError(t, err)
	require.Nil(t, dmg)
	again := opts
	again.Store = store
	hs2 := start(t, again, 80, 24)
	hs2.waitFor("Continue where I left off")
	hs2.runes("8")
	scr := hs2.waitFor("By kind of exercise:", "drills")
	assert.Regexp(t, `drills\s+[01]/1 right`, scr)
}

func TestDamagedProgressFile(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"XDG_STATE_HOME": filepath.Join(dir, "state"), "XDG_CONFIG_HOME": filepath.Join(dir, "config")}
	path := filepath.Join(dir, "state", "belote", "progress.json")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte("{broken"), 0o644))
	opts := LoadState(func(k string) string { return env[k] }, "en")
	hs := start(t, opts, 80, 24)
	scr := hs.waitFor("The progress file was damaged")
	assert.Contains(t, scr, "damaged-")
	aside, _ := filepath.Glob(path + ".damaged-*")
	require.Len(t, aside, 1)
	kept, _ := os.ReadFile(aside[0])
	assert.Equal(t, "{broken", string(kept), "the damaged file is kept, never overwritten")

	hs.runes("2")
	hs.waitFor("Your turn")
	hs.runes("1")
	hs.waitFor("Legal cards:")
	assert.Equal(t, 1, readProgress(t, path).Kinds["drill"].Total, "a fresh file was started")
}

func TestHelpFromKeyTable(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("2")
	hs.waitFor("Your turn")
	hs.runes("?")
	scr := hs.waitFor("Keys")
	var keys KeyMap
	labels := map[int]string{}
	hs.onLoop(func() {
		keys = append(hs.ui.stack.Top().Keys(), hs.ui.globals()...)
		for i, k := range keys {
			labels[i] = k.label() // the number keys' range is the hand's
		}
	})
	for i, k := range keys {
		assert.True(t, strings.Contains(scr, labels[i]+" "), "help lacks %s", labels[i])
		assert.True(t, strings.Contains(scr, app.T(app.EN, k.Help)), "help lacks %q", app.T(app.EN, k.Help))
	}
	hs.runes("x")
	hs.waitGone("Press any key to close.")
}

func TestEscGoesBackAndHomeStays(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("7")
	hs.waitFor("C1 Two faces, one deck")
	hs.runes("j")
	hs.waitFor("C2 · Notation")
	hs.key(tcell.KeyEscape)
	hs.waitFor("Score calculator")
	hs.key(tcell.KeyEscape)
	hs.waitFor("Score calculator") // Esc on home does nothing
}

func TestMinimumSize(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 60, 15)
	hs.waitFor("Window too small", "72×22", "60×15")
	hs.onLoop(func() { hs.sim.SetSize(80, 24) })
	hs.ui.App.QueueUpdateDraw(func() {})
	hs.waitFor("Score calculator")
}

func TestMouseClickPlaysCard(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("2")
	scr := hs.waitFor("Your turn")
	// The hand's first card box: find its top-left corner on screen.
	lines := strings.Split(scr, "\n")
	for y, line := range lines {
		if x := strings.Index(line, "┌───┐"); x >= 0 {
			hs.sim.InjectMouse(len([]rune(line[:x]))+2, y+1, tcell.Button1, tcell.ModNone)
			hs.sim.InjectMouse(len([]rune(line[:x]))+2, y+1, tcell.ButtonNone, tcell.ModNone)
			break
		}
	}
	hs.waitFor("Legal cards:")
}

// Golden screens of the main activities at 80x24; the positions come from a fixed seed.
func TestScreensGolden(t *testing.T) {
	tests := []struct {
		name  string
		keys  string
		await string
	}{
		{"drill-answered-en", "21", "Legal cards:"},
		{"calculator-en", "6", "NS scores 90"},
		{"rules-p5-en", "7" + strings.Repeat("j", 15), "P5 · Overtrump a ruff"},
		{"quiz-winner-en", "52", "Which card wins this trick?"},
		{"settings-en", "9", "Red and black"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hs := start(t, testOptions(t, app.EN), 80, 24)
			hs.waitFor("Score calculator")
			for _, r := range tt.keys {
				hs.runes(string(r))
			}
			hs.golden(tt.name, hs.waitFor(tt.await))
		})
	}
}

// "Which cards may you play?": tick the legal cards with their numbers, then Enter.
func TestDrillSelectMode(t *testing.T) {
	hs := start(t, testOptions(t, app.EN), 80, 24)
	hs.runes("2")
	hs.waitFor("Your turn")
	hs.runes("m")
	hs.waitFor("Which cards may you play?")
	var legal engine.Set
	var hand []engine.Card
	hs.onLoop(func() {
		s := hs.ui.stack.Top().(*drillScreen)
		legal, hand = s.d.Pos.Legal, s.table.Hand
	})
	for i, c := range hand {
		if legal.Has(c) {
			hs.runes(string(rune('1' + i)))
		}
	}
	hs.waitFor("[x]")
	hs.key(tcell.KeyEnter)
	hs.waitFor("Right:", "right 1/1")
}

// Hearts are drawn red, unless NO_COLOR is set; the suit letter is there either way.
func TestNoColor(t *testing.T) {
	for _, noColor := range []bool{false, true} {
		opts := testOptions(t, app.EN)
		opts.NoColor = noColor
		hs := start(t, opts, 80, 24)
		hs.runes("7")
		hs.waitFor("C1 Two faces")
		hs.runes(strings.Repeat("j", 15)) // P5: the example hand holds hearts
		hs.waitFor("P5 · Overtrump a ruff", "♥H")
		var red bool
		hs.onLoop(func() {
			cells, _, _ := hs.sim.GetContents()
			for _, c := range cells {
				if len(c.Runes) > 0 && c.Runes[0] == '♥' {
					fg, _, _ := c.Style.Decompose()
					red = red || fg == tcell.ColorRed
				}
			}
		})
		assert.Equal(t, !noColor, red, "NO_COLOR=%v", noColor)
		hs.stop()
	}
}

// The current menu item is shown in reverse video, which survives NO_COLOR.
func TestMenuHighlightIsReverse(t *testing.T) {
	opts := testOptions(t, app.EN)
	opts.NoColor = true
	hs := start(t, opts, 80, 24)
	scr := hs.waitFor("Score calculator")
	row := -1
	for y, line := range strings.Split(scr, "\n") {
		if strings.Contains(line, "(1) Lessons") {
			row = y
		}
	}
	require.GreaterOrEqual(t, row, 0)
	var reversed bool
	hs.onLoop(func() {
		cells, w, _ := hs.sim.GetContents()
		_, _, attr := cells[row*w+10].Style.Decompose()
		reversed = attr&tcell.AttrReverse != 0
	})
	assert.True(t, reversed)
}

// The header names the variant of what is on screen, not the settings': a marocaine puzzle in a
// classique learner's run, then the classique one after it, and the calculator's variant.
func TestHeaderNamesTheVariantOnScreen(t *testing.T) {
	opts := testOptions(t, app.FR)
	opts.Settings.Variant = "classique"
	hs := start(t, opts, 80, 24)
	lib, _ := hs.ui.library()
	var run []*puzzles.Puzzle
	for _, want := range []string{"marocaine", "classique"} {
		for _, p := range lib.Puzzles() {
			if p.Variant.Name == want && p.Kind == puzzles.KindWinner {
				run = append(run, p)
				break
			}
		}
	}
	require.Len(t, run, 2)
	header := func(v string) string { return app.T(app.FR, "home.variant", "variant", v) }
	hs.do(func() { hs.ui.push(newPuzzleScreen(hs.ui, run, 0)) })
	require.Contains(t, strings.SplitN(hs.waitFor(header("marocaine")), "\n", 2)[0], header("marocaine"))
	hs.key(tcell.KeyPgDn) // an unanswered puzzle is skipped at the second press
	hs.key(tcell.KeyPgDn)
	require.Contains(t, strings.SplitN(hs.waitFor(header("classique")), "\n", 2)[0], header("classique"))
	var calc *calcScreen
	hs.do(func() { hs.ui.pop(); calc = newCalcScreen(hs.ui); hs.ui.push(calc); calc.c.Variant = "annonces" })
	require.Contains(t, strings.SplitN(hs.waitFor(header("annonces")), "\n", 2)[0], header("annonces"))
}
