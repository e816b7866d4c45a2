package plain

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/explain"
	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// A seat puzzle in the plain dialogue: the tricks played in sentences and South's hand, no card of
// a hidden hand before the answer, then the screen's feedback (every legal card's share).
func TestSeatPuzzleDialogue(t *testing.T) {
	lib, probs := content.LoadAll("../tui/testdata/seat")
	require.Empty(t, probs)
	p := lib.Puzzle("test-seat-001")
	require.NotNil(t, p)
	a, err := puzzles.Answer(p)
	require.NoError(t, err)
	for _, l := range []app.Lang{app.FR, app.EN} {
		out := answerSeatPuzzle(t, p, l)
		d := app.Display{Lang: l, Face: p.Face()}
		question, feedback, ok := strings.Cut(out, app.T(l, "pz.retry"))
		require.True(t, ok, out)
		hidden := p.Seen.Unseen()
		for _, k := range p.Seen.Known {
			hidden &^= k
		}
		for _, c := range hidden.Cards() {
			require.NotContains(t, question, d.Card(c), "hidden card %s before the answer:\n%s", d.Card(c), question)
			require.NotContains(t, question, d.Short(c), "hidden card %s before the answer:\n%s", d.Short(c), question)
		}
		for _, line := range app.SeatTrickLines(l, d, p.Seen) {
			require.Contains(t, question, line)
		}
		for _, line := range app.SeatInfo(l, d, p.Seen, p.TakerSeat) {
			require.Contains(t, question, line)
		}
		for _, cr := range a.Eval.Cards {
			require.Contains(t, feedback, app.SeatCardLine(l, d, a.Eval, cr))
		}
	}
}

// A marocaine seat puzzle in the plain dialogue names every card as a learner reads it, never by
// the code of the files ("12o", "6b"): the tricks played, the hand to pick from, the feedback.
func TestSpanishSeatDialogueNamesCards(t *testing.T) {
	lib, probs := content.LoadBuiltin()
	require.Empty(t, probs)
	var p *puzzles.Puzzle
	for _, q := range lib.Puzzles() {
		if q.View == puzzles.ViewSeat && q.Variant.Name == "marocaine" && p == nil {
			p = q
		}
	}
	require.NotNil(t, p, "a marocaine seat puzzle")
	for _, l := range []app.Lang{app.FR, app.EN} {
		out := answerSeatPuzzle(t, p, l)
		require.Empty(t, explain.CheckContent(out), "no card code in the dialogue:\n%s", out)
		require.Contains(t, out, "oros")
	}
}

// answerSeatPuzzle plays p in the plain dialogue in language l, answering card 1 twice, and
// returns what the dialogue wrote.
func answerSeatPuzzle(t *testing.T, p *puzzles.Puzzle, l app.Lang) string {
	t.Helper()
	var out bytes.Buffer
	store, _, _ := progress.Open("")
	dl := &Dialogue{opts: Options{Lang: l, Settings: progress.DefaultSettings(), Store: store}, l: l,
		in: bufio.NewScanner(strings.NewReader("1\n1\n")), out: &out}
	dl.applySettings()
	_, done, err := dl.puzzle(p, "puzzle")
	require.NoError(t, err)
	require.True(t, done)
	return out.String()
}
