package plain

import (
	"bufio"
	"bytes"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/ai/coach"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/store/progress"
)

// coprocess runs the dialogue as a script would drive it: one line written, then the answer read
// up to the next prompt, the input kept open all along (io.Pipe: nothing is buffered ahead).
type coprocess struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
	log  strings.Builder // everything read, for failure messages
}

func startDialogue(t *testing.T, lang app.Lang, dir string) *coprocess {
	t.Helper()
	return startDialogueOn(t, lang, dir, "")
}

// startDialogueOn starts the dialogue on what `belote open` names (nothing when open is empty).
func startDialogueOn(t *testing.T, lang app.Lang, dir, open string) *coprocess {
	t.Helper()
	store, _, err := progress.Open(filepath.Join(dir, "progress.json"))
	require.NoError(t, err)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &coprocess{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	opts := Options{Lang: lang, Settings: progress.DefaultSettings(), Store: store, Seed: 7,
		SettingsPath: filepath.Join(dir, "settings.json"), LocaleLang: app.EN,
		BidCoach: coach.BidOptions{First: 8, Max: 16, Seed: 1}, // few deals: the dialogue is tested, not the figures
		Open:     open}
	go func() {
		err := Run(inR, outW, opts)
		outW.Close()
		c.done <- err
	}()
	t.Cleanup(func() { inW.Close() })
	return c
}

// prompts begin the lines that wait for an answer, as a script knows them.
var prompts = []string{"Your choice:", "Ton choix\u00a0:", "Your turn: play a card", "Enter: next deal", "Enter: new game",
	"Type the numbers of the announcement's cards", "NS trick points", "e: redo my mistakes", "No mistake! Enter",
	"Play a legal card (1 to ", "Type the numbers of every legal card (1 to ", "Enter to go on, 0 to go back:"}

func isPrompt(line string) bool {
	for _, p := range prompts {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}

// next reads up to the next prompt and returns the lines read, the prompt last; it fails the test
// when the dialogue ends or stays silent (a prompt held in a buffer).
func (c *coprocess) next() []string {
	c.t.Helper()
	type res struct {
		lines []string
		err   error
	}
	ch := make(chan res, 1)
	go func() {
		var lines []string
		for {
			line, err := c.out.ReadString('\n')
			line = strings.TrimRight(line, "\n")
			if err != nil {
				ch <- res{lines, err}
				return
			}
			lines = append(lines, line)
			if isPrompt(line) {
				ch <- res{lines, nil}
				return
			}
		}
	}()
	select {
	case r := <-ch:
		for _, l := range r.lines {
			c.log.WriteString(l + "\n")
		}
		require.NoError(c.t, r.err, "the dialogue ended; it said:\n%s", tail(c.log.String()))
		return r.lines
	case <-time.After(60 * time.Second):
		c.t.Fatalf("no prompt came; the dialogue said:\n%s", tail(c.log.String()))
		return nil
	}
}

// send writes one answer.
func (c *coprocess) send(line string) {
	c.t.Helper()
	c.log.WriteString("> " + line + "\n")
	_, err := io.WriteString(c.in, line+"\n")
	require.NoError(c.t, err)
}

// finish closes the input and waits for the dialogue to end cleanly.
func (c *coprocess) finish() {
	c.t.Helper()
	c.in.Close()
	io.Copy(io.Discard, c.out)
	select {
	case err := <-c.done:
		require.NoError(c.t, err)
	case <-time.After(60 * time.Second):
		c.t.Fatal("the dialogue did not end at the end of its input")
	}
}

func tail(s string) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[max(len(lines)-40, 0):], "\n")
}

// title is the heading of the numbered choices just read: the line before the first "  1. ", or
// before the lettered "  c. " (continue where I left off) that comes first.
func title(lines []string) string {
	for i, l := range lines {
		if strings.HasPrefix(l, "  1. ") && i > 0 {
			if strings.HasPrefix(lines[i-1], "  c. ") && i > 1 {
				return lines[i-2]
			}
			return lines[i-1]
		}
	}
	return ""
}

func items(lines []string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "  ") && strings.Contains(l, ". ") && !strings.HasPrefix(l, "  0. ") && !strings.HasPrefix(l, "  c. ") {
			n++
		}
	}
	return n
}

// TestWholeGameThroughAPipe plays a whole game at the practice table as a script would: the
// script reads each prompt, passes at every bid, tries its cards in order until one is accepted
// (a refused card is explained and asked again), lets the coach speak after the first deal, and
// goes on until the game is over.
func TestWholeGameThroughAPipe(t *testing.T) {
	c := startDialogue(t, app.EN, t.TempDir())
	c.next()
	c.send("4") // the practice table, numbered as on the screen
	lines := c.next()
	require.Equal(t, "Practice table", title(lines))
	c.send("4") // the coach after each deal: on
	c.next()
	c.send("5") // start
	deals, refused, played, coached := 0, 0, 0, false
	try := 1
	for steps := 0; ; steps++ {
		require.Less(t, steps, 5000, "the game does not end")
		lines = c.next()
		prompt := lines[len(lines)-1]
		text := strings.Join(lines, "\n")
		if strings.Contains(text, "Card refused, nothing was played") {
			refused++
		}
		if strings.Contains(text, "Coach (from what you could see") {
			coached = true
		}
		switch {
		case strings.HasPrefix(prompt, "Your turn: play a card (1 to "):
			n, err := strconv.Atoi(strings.TrimSuffix(strings.Fields(strings.TrimPrefix(prompt, "Your turn: play a card (1 to "))[0], ";"))
			require.NoError(t, err)
			if strings.Contains(text, "You play ") || strings.Contains(text, "Your hand: ") {
				try = 1 // a new turn
			}
			require.LessOrEqual(t, try, n, "every card was refused:\n%s", text)
			c.send(strconv.Itoa(try))
			try++
		case strings.HasPrefix(title(lines), "Round 1 (T4)") || strings.HasPrefix(title(lines), "Round 2 (T5)"):
			c.send(strconv.Itoa(items(lines))) // pass, the last choice
		case strings.HasPrefix(prompt, "Enter: next deal"):
			deals++
			if deals == 1 {
				require.True(t, coached, "the coach spoke after the deal:\n%s", tail(c.log.String()))
			}
			c.send("")
		case strings.HasPrefix(prompt, "Enter: new game"):
			assert.Contains(t, text, "Game over: ")
			assert.Contains(t, text, "(K8)")
			c.send("0")
			lines = c.next()
			assert.Contains(t, strings.Join(lines, "\n"), "History of finished games (1)", "the finished game went to the history")
			replayFromHistory(t, c, lines)
			c.send("0")
			c.next()
			c.send("0")
			c.finish()
			assert.Greater(t, played, 8, "the learner played cards")
			t.Logf("%d deals, %d cards played, %d refused", deals+1, played, refused)
			return
		default:
			t.Fatalf("unexpected prompt %q:\n%s", prompt, tail(c.log.String()))
		}
		if strings.Contains(text, "You play ") {
			played++
		}
	}
}

// replayFromHistory opens the finished game from the practice menu's history and reads its first
// deal as the dialogue tells it again, then goes back to the practice menu.
func replayFromHistory(t *testing.T, c *coprocess, menu []string) {
	t.Helper()
	pick := ""
	for _, l := range menu {
		if strings.Contains(l, "History of finished games") {
			pick = strings.TrimSpace(strings.SplitN(l, ".", 2)[0])
		}
	}
	require.NotEmpty(t, pick, "the history's item in:\n%s", strings.Join(menu, "\n"))
	c.send(pick)
	require.Equal(t, "History", title(c.next()))
	c.send("1")
	lines := c.next()
	text := strings.Join(lines, "\n")
	prompt := lines[len(lines)-1]
	assert.Contains(t, text, "Deal 1/")
	if !strings.Contains(text, "Everyone passed twice") {
		for _, want := range []string{"The hands, once completed (T3):", "  South (you): ", "  West: ", "Trick 1: ", "Trick 8: "} {
			assert.Contains(t, text, want)
		}
	}
	if strings.HasPrefix(prompt, "Enter: next deal") {
		c.send("0")
		require.Equal(t, "History", title(c.next()), "0 goes back to the list")
	}
	c.send("0")
	c.next()
}

// An open-card puzzle lays every hand on the table ("cartes sur table"): the dialogue names the
// other three hands too, or the puzzle could not be solved without a screen.
func TestOpenPuzzleShowsEveryHand(t *testing.T) {
	dir := t.TempDir()
	store, _, err := progress.Open(filepath.Join(dir, "progress.json"))
	require.NoError(t, err)
	var out bytes.Buffer
	opts := Options{Lang: app.EN, Settings: progress.DefaultSettings(), Store: store, Seed: 7,
		SettingsPath: filepath.Join(dir, "settings.json"), LocaleLang: app.EN, Open: "best-cash-001"}
	require.NoError(t, Run(strings.NewReader("0\n0\n"), &out, opts))
	text := out.String()
	for _, want := range []string{"\nNorth: 8♥ 8♦\n", "\nEast: 9♠ 9♣\n", "Your hand: "} {
		assert.Contains(t, text, want)
	}
	assert.Regexp(t, "\nWest: [^\n]*10♠[^\n]*10♥[^\n]*J♣\n", text)
}
