package plain

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/internal/app"
	"github.com/belote-trainer/belote/internal/content"
	"github.com/belote-trainer/belote/internal/store/progress"
	"github.com/belote-trainer/belote/puzzles"
)

// A classique exercise tells a marocaine learner what the deal changes, on the line before its
// question; a classique learner reads no such line.
func TestDealNoteBeforeTheQuestion(t *testing.T) {
	lib, probs := content.LoadBuiltin()
	require.Empty(t, probs)
	var p *puzzles.Puzzle
	for _, q := range lib.Puzzles() {
		if q.Variant.Name == "classique" && q.Kind == puzzles.KindWinner && p == nil {
			p = q
		}
	}
	require.NotNil(t, p)
	for _, variant := range []string{"marocaine", "classique"} {
		var out bytes.Buffer
		store, _, _ := progress.Open("")
		st := progress.DefaultSettings()
		st.Variant = variant
		dl := &Dialogue{opts: Options{Lang: app.FR, Settings: st, Store: store}, l: app.FR,
			in: bufio.NewScanner(strings.NewReader("1\n1\n")), out: &out}
		dl.applySettings()
		_, _, err := dl.puzzle(p, "puzzle")
		require.NoError(t, err)
		if variant == "classique" {
			assert.NotContains(t, out.String(), "Donne classique")
			continue
		}
		note := "Donne classique\u00a0: cartes françaises, on joue dans le sens horaire"
		require.Contains(t, out.String(), note)
		after := out.String()[strings.Index(out.String(), note):]
		lines := strings.SplitN(after, "\n", 3)
		require.Len(t, lines, 3)
		assert.Contains(t, lines[1], app.Display{Lang: app.FR}.Text(p.Prompt)[:20], "the question comes next")
	}
}

// A lesson diagram dealt in another variant says so before its table, in the plain dialogue too;
// a learner of its own variant reads no note.
func TestDealNoteBeforeADiagram(t *testing.T) {
	lib, probs := content.LoadBuiltin()
	require.Empty(t, probs)
	ls := lib.Lesson("spanish-deck")
	require.NotNil(t, ls)
	for _, variant := range []string{"classique", "marocaine"} {
		var out bytes.Buffer
		store, _, _ := progress.Open("")
		st := progress.DefaultSettings()
		st.Variant = variant
		dl := &Dialogue{opts: Options{Lang: app.FR, Settings: st, Store: store}, l: app.FR,
			in: bufio.NewScanner(strings.NewReader("\n\n0\n")), out: &out}
		dl.applySettings()
		require.NoError(t, dl.lesson(ls, 1))
		note := "Donne marocaine\u00a0: cartes espagnoles"
		if variant == "marocaine" {
			assert.NotContains(t, out.String(), note)
			continue
		}
		require.Contains(t, out.String(), note)
		assert.Less(t, strings.Index(out.String(), note), strings.Index(out.String(), "Atout"), "the note comes before the table")
	}
}
