package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/belote-trainer/belote/engine"
	"github.com/belote-trainer/belote/puzzles"
)

// spanishCode is a Spanish card written in the C2 notation of the files ("12e", "6b"), which a
// learner would have to decode; frenchCode the same for the French face ("KS", "10H").
var (
	spanishCode = regexp.MustCompile(`(^|[^\p{L}\p{N}])(1[0-2]|[1-7])[ecob]($|[^\p{L}\p{N}])`)
	frenchCode  = regexp.MustCompile(`(^|[^\p{L}\p{N}])(10|[7-9]|[JQKAVDRT])[SHDC]($|[^\p{L}\p{N}])`)
)

// noRawCode fails when a line shown to a learner holds a card code.
func noRawCode(t *testing.T, what string, lines []string) {
	t.Helper()
	require.NotEmpty(t, lines, what)
	for _, line := range lines {
		assert.NotRegexp(t, spanishCode, line, "%s: a Spanish card code in %q", what, line)
		assert.NotRegexp(t, frenchCode, line, "%s: a card code in %q", what, line)
	}
}

// The rows beside or under the table name cards as a learner reads them, in both languages and
// faces: never "12e 10o" for the Spanish deck (issue 10) but "rey d'espadas", "sota d'oros"
// (fb.legal, pz.value, seat.card, the known cards, the tricks played, the failing layout's hands,
// the counts of a sum); the trick record's grid, whose cells hold the table's face, names the
// suits after their letters.
func TestRowsNameSpanishCards(t *testing.T) {
	_, a := seatFixture(t, "marocaine", 5, 4)
	pos := *a.Pos
	pos.Known[engine.East] = engine.SetOf(pos.Unseen().Cards()[:2]...) // two cards said, for the known line
	var open *puzzles.Puzzle
	for _, q := range builtinPuzzles(t) {
		if q.Kind == puzzles.KindBest && q.View != puzzles.ViewSeat && q.Face() == engine.Spanish {
			open = q
			break
		}
	}
	require.NotNil(t, open, "a marocaine open best puzzle")
	v, err := puzzles.Check(open, puzzles.Attempt{Cards: []engine.Card{open.Hands[engine.South][0]}})
	require.NoError(t, err)
	mar := engine.MustBuiltin("marocaine")
	hand, _, _ := engine.ParseCards("4o 11o 7c 1b 12e")
	trick, _, _ := engine.ParseCards("1c 5o")
	legal, rule := mar.Legal(engine.Diamonds, engine.SetOf(hand...), trick)
	for _, l := range []Lang{FR, EN} {
		d := Display{Lang: l, Face: engine.Spanish}
		f := Feedback{Chosen: engine.SetOf(hand[2]), Legal: legal, Rule: rule}
		noRawCode(t, "play feedback", PlayFeedback(l, d, mar, engine.Diamonds, hand, trick, f))
		noRawCode(t, "open puzzle values", PuzzleExplanation(l, d, open, v))
		noRawCode(t, "answer", []string{PuzzleAnswerText(l, d, open, v)})
		run, _, _ := engine.ParseCards("10o 11o 12o")
		noRawCode(t, "declaration", []string{DescribeDeclaration(l, d, engine.BestDeclaration(engine.SetOf(run...), engine.Hearts))})
		noRawCode(t, "seat verdict", []string{SeatVerdict(l, d, a, false, a.Tempting)})
		noRawCode(t, "seat explanation", SeatExplanation(l, d, a))
		noRawCode(t, "known cards", SeatKnown(l, d, &pos))
		noRawCode(t, "tricks played", SeatTrickLines(l, d, &pos))
		q := Question{Kind: QuizCount, Cards: hand, Table: Table{Trump: engine.Diamonds}}
		noRawCode(t, "count", []string{CountLine(l, d, &q)})
		grid := SeatTrickRows(l, d, &pos)
		key := strings.Join(grid[2+len(pos.History):], " ")
		for _, s := range engine.Suits {
			assert.Contains(t, key, d.SuitLetter(s)+" "+d.SuitName(s), "the grid names the suits")
		}
	}
}
