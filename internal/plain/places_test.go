package plain

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// The drill through a pipe as on the screen: f steps the rule drilled (mixed, then P1), m turns
// the question into "tick every legal card", answered with the cards' numbers, and the verdict
// and the statistics name the rule.
func TestDrillModeAndRuleThroughAPipe(t *testing.T) {
	c := startDialogue(t, app.EN, t.TempDir())
	c.next()
	c.send("2")
	lines := c.next()
	prompt := lines[len(lines)-1]
	require.True(t, strings.HasPrefix(prompt, "Play a legal card (1 to "), prompt)
	assert.Contains(t, prompt, "m: "+app.T(app.EN, "key.mode"))
	assert.Contains(t, prompt, "f: "+app.T(app.EN, "key.filter"))
	c.send("f")
	lines = c.next()
	p1 := app.T(app.EN, "drill.filter.set") + " P1 "
	assert.True(t, strings.HasPrefix(lines[0], p1), "the rule drilled is said: %q", lines[0])
	c.send("m")
	lines = c.next()
	require.True(t, strings.HasPrefix(lines[len(lines)-1], "Type the numbers of every legal card (1 to "), lines[len(lines)-1])
	c.send("1 2")
	lines = c.next()
	text := strings.Join(lines, "\n")
	assert.Regexp(t, `(Right|Wrong)`, text, "the ticked cards are judged")
	assert.Contains(t, text, "P1 ", "the statistics name the rule drilled")
	c.send("1 9") // a card that is not in the hand: refused, asked again
	lines = c.next()
	assert.Contains(t, strings.Join(lines, "\n"), `"9"`)
	c.send("0")
	c.next()
	c.send("0")
	c.finish()
}

// "Continue where I left off": a lesson left at its second step is taken up there by the next
// dialogue on the same progress file, by c as on the screen.
func TestContinueWhereILeftOffThroughAPipe(t *testing.T) {
	dir := t.TempDir()
	c := startDialogue(t, app.EN, dir)
	lines := c.next()
	assert.NotContains(t, strings.Join(lines, "\n"), "  c. ", "nowhere to continue yet")
	c.send("1") // lessons
	c.next()
	c.send("1") // the first lesson
	lines = c.next()
	require.Contains(t, strings.Join(lines, "\n"), "step 1/")
	c.send("") // on to step 2
	lines = c.next()
	require.Contains(t, strings.Join(lines, "\n"), "step 2/")
	step2 := strings.Join(lines, "\n")
	c.send("0")
	c.next()
	c.send("0")
	c.next()
	c.send("0")
	c.finish()

	c = startDialogue(t, app.EN, dir)
	lines = c.next()
	require.Contains(t, lines, "  c. "+app.T(app.EN, "home.continue"))
	c.send("c")
	lines = c.next()
	assert.Equal(t, step2, strings.Join(lines, "\n"), "the same step again")
	c.send("0")
	c.next()
	c.send("0")
	c.finish()
}

// `belote open` in plain mode: a screen's name opens its menu item, a lesson its first step, and
// the menu follows; an unknown name is an OpenError before anything is asked.
func TestOpenThroughAPipe(t *testing.T) {
	c := startDialogueOn(t, app.EN, t.TempDir(), "drills")
	lines := c.next()
	require.True(t, strings.HasPrefix(lines[len(lines)-1], "Play a legal card (1 to "), lines[len(lines)-1])
	c.send("0")
	lines = c.next()
	assert.Equal(t, "Menu:", title(lines), "the menu follows")
	c.send("0")
	c.finish()

	lib := (&Dialogue{}).library()
	c = startDialogueOn(t, app.EN, t.TempDir(), lib.Lessons[0].ID)
	lines = c.next()
	assert.Contains(t, strings.Join(lines, "\n"), "step 1/")
	c.send("0")
	c.next()
	c.send("0")
	c.finish()

	store, _, err := progress.Open(filepath.Join(t.TempDir(), "progress.json"))
	require.NoError(t, err)
	var out bytes.Buffer
	err = Run(strings.NewReader(""), &out, Options{Lang: app.EN, Settings: progress.DefaultSettings(), Store: store, Open: "no-such-thing"})
	var open *OpenError
	require.True(t, errors.As(err, &open), "%v", err)
	assert.Contains(t, err.Error(), `"no-such-thing"`)
	assert.NotContains(t, out.String(), "Your choice:", "nothing was asked")
}
