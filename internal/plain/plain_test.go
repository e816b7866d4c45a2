package plain

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
)

func run(t *testing.T, input string, lang app.Lang) (string, *progress.Store) {
	t.Helper()
	store, _, err := progress.Open(filepath.Join(t.TempDir(), "progress.json"))
	require.NoError(t, err)
	var out bytes.Buffer
	err = Run(strings.NewReader(input), &out, Options{Lang: lang, Settings: progress.DefaultSettings(), Store: store, Seed: 42})
	require.NoError(t, err)
	return out.String(), store
}

func TestDrillDialogue(t *testing.T) {
	out, store := run(t, "2\n1?\n1\n0\n0\n", app.EN)
	assert.Contains(t, out, "Your hand:")
	assert.Regexp(t, `(Allowed|Not allowed) — `, out, "1? explains the card")
	assert.Contains(t, out, "Legal cards:")
	assert.Regexp(t, `(Right|Wrong): `, out)
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out), "Goodbye!"))
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 1, p.Kinds["drill"].Total, "the answer was saved")
	})
}

func TestEndOfInputEndsCleanly(t *testing.T) {
	for _, input := range []string{"", "2\n", "5\n6\n", "7\n11\n", "2\n1", "4\n5\n", "6\n8\n1\n", "8\n", "9\n"} {
		out, _ := run(t, input, app.FR)
		assert.Contains(t, out, "Menu")
	}
}

func TestQuizDialogue(t *testing.T) {
	out, store := run(t, "5\n3\nabc\n0\n0\n0\n", app.EN)
	assert.Contains(t, out, "How many points are these cards worth?")
	assert.Contains(t, out, `"abc" is not a positive number`, "a bad answer is explained")
	store.View(func(p *progress.Progress) { assert.Zero(t, p.Kinds["quiz"].Total, "no answer was given") })

	out, store = run(t, "5\n3\n161\n0\n0\n", app.EN)
	assert.Contains(t, out, "Wrong. The answer is")
	assert.Contains(t, out, "C3 ")
	store.View(func(p *progress.Progress) { assert.Equal(t, Tally(0, 1), p.Kinds["quiz"]) })
}

func Tally(right, total int) progress.Tally { return progress.Tally{Right: right, Total: total} }

func TestRulesDialogue(t *testing.T) {
	out, _ := run(t, "7\n16\n0\n0\n", app.FR)
	assert.Contains(t, out, "P5 Surcouper")
	assert.Contains(t, out, "Cartes permises\u00a0: 9♥ D♥ (P5)")
}

func TestBadChoice(t *testing.T) {
	out, _ := run(t, "12\nx\n0\n", app.EN)
	assert.Contains(t, out, `"12": type a number from 0 to 11.`)
	assert.Contains(t, out, `"x": type a number from 0 to 11.`)
}

func TestLessonDialogue(t *testing.T) {
	out, store := run(t, "1\n1\n"+strings.Repeat("\n1\n", 20)+"0\n0\n", app.EN)
	assert.Contains(t, out, "The 32 cards and what they are worth · step 1/")
	assert.Contains(t, out, `Lesson "The 32 cards and what they are worth" finished`)
	store.View(func(p *progress.Progress) {
		lib, _ := content.LoadBuiltin()
		assert.True(t, p.Lessons[lib.Lessons[0].ID].Done, "the lesson is saved as done")
		assert.NotZero(t, p.Kinds["lesson"].Total, "its interactive steps were answered")
	})
}

func TestPuzzleDialogue(t *testing.T) {
	out, store := run(t, "3\n1\n10\n10\n0\n0\n", app.FR)
	assert.Regexp(t, `(Juste|Faux)`, out)
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 1, p.Kinds["puzzle"].Total)
		assert.Len(t, p.Review, 1, "the puzzle entered the spaced review")
	})
}

// TestMenuIsTheScreens: the plain menu offers the home screen's items with the same numbers.
func TestMenuIsTheScreens(t *testing.T) {
	out, _ := run(t, "0\n", app.FR)
	for i, it := range app.HomeItems {
		assert.Contains(t, out, fmt.Sprintf("\n  %d. %s\n", i+1, app.T(app.FR, it)))
	}
}

// TestCalculatorDialogue: fields changed by number, announcements picked card by card.
func TestCalculatorDialogue(t *testing.T) {
	// 1 2: the variant with announcements; 4: points 100; 7 1: add an NS announcement, the four
	// jacks (5 13 21 29); 8 1: EW, a bad pick then a tierce 7 8 9 of spades; 5 2: belote for NS.
	out, _ := run(t, "6\n1\n2\n4\n100\n7\n1\n5 13 21 29\n8\n1\n1 2 4\n1 2 3\n5\n2\n0\n0\n", app.EN)
	assert.Contains(t, out, "── NS scores 90, EW scores 72. ──", "the opening form")
	assert.Contains(t, out, "Announcements NS: carré J♠ J♥ J♦ J♣ (200)", "the picked cards make a carré")
	assert.Contains(t, out, "1=7♠ 2=8♠ 3=9♠ 4=10♠")
	assert.Contains(t, out, "These cards make no announcement: three or more cards in sequence", "7 8 10 is refused with the reason, in the learner's language")
	assert.Contains(t, out, "Announcements EW: tierce 7♠ 8♠ 9♠ (20)")
	assert.Contains(t, out, "Belote: NS (you)")
	last := out[strings.LastIndex(out, "── NS scores"):]
	assert.Contains(t, last, "── NS scores 320, EW scores 62. ──", "100 + 200 + 20; the carré beats the tierce, which does not score")
}

// TestStatsDialogue: the weakest rule is offered for practice, and a drill session on it runs;
// the puzzles due are offered too.
func TestStatsDialogue(t *testing.T) {
	store, _, err := progress.Open(filepath.Join(t.TempDir(), "progress.json"))
	require.NoError(t, err)
	now := store.Now()
	require.NoError(t, store.Update(func(p *progress.Progress) {
		for i := range 6 {
			p.Record(progress.Attempt{When: now, Kind: "drill", Themes: []string{"P6"}, Right: i == 0})
		}
		p.Record(progress.Attempt{When: now.Add(-time.Hour), Kind: "puzzle", ID: "announce-choices-001", Themes: []string{"A1"}, Right: false})
	}))
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader("8\n1\n1\n0\n0\n0\n"), &out, Options{Lang: app.FR, Settings: progress.DefaultSettings(), Store: store, Seed: 3}))
	text := out.String()
	assert.Contains(t, text, "Tes règles les plus faibles (au moins 5 réponses)\u00a0: P6 (16\u202f%)")
	assert.Contains(t, text, "  1. Travailler P6 Sous-couper (16\u202f%)\u00a0: exercices sur cette règle")
	assert.Contains(t, text, "Faire les problèmes à revoir maintenant (1)")
	assert.Contains(t, text, "règle\u00a0: P6 Sous-couper", "the drill is filtered on P6")
	store.View(func(p *progress.Progress) {
		assert.Equal(t, 7, p.Themes["P6"].Total, "the drill answer on P6 was recorded")
	})
}

// TestSettingsDialogue: a number changes a setting, which is saved and applied at once.
func TestSettingsDialogue(t *testing.T) {
	dir := t.TempDir()
	store, _, err := progress.Open(filepath.Join(dir, "progress.json"))
	require.NoError(t, err)
	path := filepath.Join(dir, "settings.json")
	var out bytes.Buffer
	// 9 2: the language from the system's to French; then 1: the variant.
	require.NoError(t, Run(strings.NewReader("9\n2\n1\n0\n0\n"), &out, Options{Lang: app.EN, Settings: progress.DefaultSettings(), Store: store, SettingsPath: path, LocaleLang: app.EN}))
	text := out.String()
	assert.Contains(t, text, "  2. Language: the system's (English)")
	assert.Contains(t, text, "Réglages enregistrés.", "the language applies at once")
	assert.Contains(t, text, "  2. Langue\u00a0: français")
	assert.Contains(t, text, "  1. Variante\u00a0: "+engine.BuiltinNames[1])
	st, _, _, err := progress.LoadSettings(path)
	require.NoError(t, err)
	assert.Equal(t, "fr", st.Lang)
	assert.Equal(t, engine.BuiltinNames[1], st.Variant)
}

// TestDrillSessionDialogue: a session ends with its summary, and e redoes its mistakes.
func TestDrillSessionDialogue(t *testing.T) {
	in := "2\n" + strings.Repeat("1\n", app.DefaultDrillLength) + "e\n" + "1\n0\n0\n"
	out, store := run(t, in, app.EN)
	assert.Contains(t, out, "Session over: right ")
	assert.Contains(t, out, "By rule, the weakest first:")
	if strings.Contains(out, "e: redo my mistakes") {
		assert.Contains(t, out, "mistakes to redo: ")
	} else {
		assert.Contains(t, out, "No mistake! Enter: new session · 0: go back")
	}
	store.View(func(p *progress.Progress) {
		assert.GreaterOrEqual(t, p.Kinds["drill"].Total, app.DefaultDrillLength)
		assert.Equal(t, p.BestStreak("classique"), p.BestStreaks["classique"], "the best streak is the variant's")
	})
}
